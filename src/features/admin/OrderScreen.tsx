// One order in the back office (/admin/orders/view?id=…): the buttons of the moves its status
// allows (src/lib/order-status.ts; a cancel asks first), an optional note, then its lines,
// customer, shipping address, payment (its status, and the marks an operator records: a bank
// transfer received, a refund due given back), totals and timeline, and what the bank and VNPay
// notified for the order (PaymentRecords.tsx). A refused or lost move (409) is shown
// inline with a reload; a move that went through shows the new status and timeline at once.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { AdminOrderDetail } from '../../api/schemas/admin-orders.ts';
import { errorMessage } from '../../api/errors.ts';
import type { OrderStatus } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import {
  paymentLabel,
  paymentStatusLabel,
  statusLabel,
  variationLine,
} from '../../lib/order-display.ts';
import {
  ORDER_ADMIN_MESSAGES,
  ORDER_TRANSITIONS,
  TRANSITION_NOTE_MAX,
  transitionLabel,
} from '../../lib/order-status.ts';
import { fetchAdminOrder, markAdminOrderPayment, transitionAdminOrder } from './orders-api.ts';
import { ORDERS_PATH, actorLabel, formatEventTime } from './orders-view.ts';
import { PaymentRecords } from './PaymentRecords.tsx';
import { PaymentStatusBadge, StatusBadge } from './StatusBadge.tsx';
import styles from './orders.module.scss';

const orderIdOfPage = () => new URLSearchParams(window.location.search).get('id') ?? '';

export default function OrderScreen() {
  const [orderId] = useState(orderIdOfPage);
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [loadError, setLoadError] = useState(orderId ? '' : ORDER_ADMIN_MESSAGES.notFound);
  /** Bumped by "Reload order": loads the order again. */
  const [reloads, setReloads] = useState(0);
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const [marking, setMarking] = useState<'paid' | 'refunded' | null>(null);
  const [markError, setMarkError] = useState('');
  const [moveError, setMoveError] = useState('');
  const [notice, setNotice] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [note, setNote] = useState('');
  const confirmBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    fetchAdminOrder(orderId).then(
      (loaded) => {
        if (!current) return;
        setDetail(loaded);
        setLoadError('');
      },
      (failure: unknown) =>
        current && setLoadError(errorMessage(failure, 'Could not load the order.')),
    );
    return () => {
      current = false;
    };
  }, [orderId, reloads]);

  const reload = () => {
    setMoveError('');
    setNotice('');
    setReloads(reloads + 1);
  };

  useEffect(() => {
    if (confirmCancel) confirmBox.current?.focus();
  }, [confirmCancel]);

  const move = async (to: OrderStatus) => {
    if (!detail) return;
    setMoving(to);
    setMoveError('');
    setNotice('');
    try {
      const trimmed = note.trim();
      const after = await transitionAdminOrder(detail.order._id, {
        to,
        ...(trimmed ? { note: trimmed } : {}),
      });
      setDetail(after);
      setNote('');
      setConfirmCancel(false);
      setNotice(`The order is now ${statusLabel(after.order.status)}.`);
    } catch (failure) {
      setConfirmCancel(false);
      const fields = failure instanceof ApiError ? failure.errors : undefined;
      setMoveError(
        fields?.['note'] ??
          errorMessage(failure, 'The order could not be moved. Please try again.'),
      );
    } finally {
      setMoving(null);
    }
  };

  const markPayment = async (to: 'paid' | 'refunded') => {
    if (!detail) return;
    setMarking(to);
    setMarkError('');
    setNotice('');
    try {
      const after = await markAdminOrderPayment(detail.order._id, { to });
      setDetail(after);
      setNotice(`The payment is now ${paymentStatusLabel(after.order.paymentStatus)}.`);
    } catch (failure) {
      setMarkError(errorMessage(failure, 'The payment could not be marked. Please try again.'));
    } finally {
      setMarking(null);
    }
  };

  if (loadError && !detail)
    return (
      <div>
        <p className={styles.back}>
          <a href={ORDERS_PATH}>← All orders</a>
        </p>
        <h1>Order</h1>
        <p role="alert" className="admin-alert">
          {loadError}
        </p>
      </div>
    );
  if (!detail)
    return (
      <p role="status" className="admin-muted">
        Loading the order…
      </p>
    );

  const { order, customer, timeline, refundedAt, paidAt } = detail;
  const total = formatVnd(order.totalAmount);
  // What an operator may record of the money: a transfer seen on the account, a refund sent back.
  const paymentMark =
    order.paymentDetails.method === 'bank_transfer' &&
    order.paymentStatus === 'unpaid' &&
    order.status !== 'cancelled'
      ? {
          to: 'paid' as const,
          label: 'Mark transfer received',
          hint: `Check the shop's account for ${total} with the note ${order.orderNumber} before marking it received.`,
        }
      : order.paymentStatus === 'refund_due'
        ? {
            to: 'refunded' as const,
            label: 'Mark refund done',
            hint: `${total} is owed back to the customer: transfer it, then record it here.`,
          }
        : null;
  const next = ORDER_TRANSITIONS[order.status];
  const forward = next.filter((to) => to !== 'cancelled');
  const cancellable = next.includes('cancelled');
  const card = order.paymentDetails.cardLast4
    ? `${order.paymentDetails.cardBrand ?? 'Card'} ending ${order.paymentDetails.cardLast4}`
    : null;
  const address = order.shippingAddress;

  return (
    <div className={styles.order}>
      <p className={styles.back}>
        <a href={ORDERS_PATH}>← All orders</a>
      </p>
      <div className={styles.head}>
        <h1>Order {order.orderNumber}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="admin-muted">Placed {formatEventTime(order.createdAt)}</p>

      <div className={styles.layout}>
        <div className={styles.side}>
          <section className={`admin-card ${styles.move}`} aria-labelledby="order-move-title">
            <h2 id="order-move-title">Status</h2>
            {notice && (
              <p role="status" className={styles.notice}>
                {notice}
              </p>
            )}
            {moveError && (
              <div role="alert" className="admin-alert">
                <p>{moveError}</p>
                <button
                  type="button"
                  className={`admin-button ${styles.secondary}`}
                  onClick={reload}
                >
                  Reload order
                </button>
              </div>
            )}
            {next.length === 0 ? (
              <p className="admin-muted">{ORDER_ADMIN_MESSAGES.final(order.status)}</p>
            ) : (
              <>
                <div className="admin-field">
                  <label htmlFor="order-note">Note (optional)</label>
                  <input
                    id="order-note"
                    value={note}
                    maxLength={TRANSITION_NOTE_MAX}
                    placeholder="A tracking number, a reason"
                    onChange={(event) => setNote(event.target.value)}
                  />
                </div>
                <div className={styles.actions}>
                  {forward.map((to) => (
                    <button
                      key={to}
                      type="button"
                      className="admin-button"
                      disabled={moving !== null}
                      onClick={() => void move(to)}
                    >
                      {moving === to ? 'Saving…' : transitionLabel(to)}
                    </button>
                  ))}
                  {cancellable && !confirmCancel && (
                    <button
                      type="button"
                      className={`admin-button ${styles.danger}`}
                      disabled={moving !== null}
                      onClick={() => setConfirmCancel(true)}
                    >
                      {transitionLabel('cancelled')}
                    </button>
                  )}
                </div>
                {confirmCancel && (
                  <div
                    ref={confirmBox}
                    tabIndex={-1}
                    role="group"
                    aria-labelledby="order-cancel-question"
                    className={styles.confirm}
                  >
                    <p id="order-cancel-question">
                      Cancel order {order.orderNumber}? Its stock goes back
                      {card && !refundedAt
                        ? `, and ${formatVnd(order.totalAmount)} is refunded to the card`
                        : ''}
                      . This cannot be undone.
                    </p>
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={`admin-button ${styles.danger}`}
                        disabled={moving !== null}
                        onClick={() => void move('cancelled')}
                      >
                        {moving === 'cancelled' ? 'Cancelling…' : 'Yes, cancel order'}
                      </button>
                      <button
                        type="button"
                        className={`admin-button ${styles.secondary}`}
                        disabled={moving !== null}
                        onClick={() => setConfirmCancel(false)}
                      >
                        Keep order
                      </button>
                    </div>
                  </div>
                )}
              </>
            )}
          </section>

          <section className="admin-card" aria-labelledby="order-customer-title">
            <h2 id="order-customer-title">Customer</h2>
            <dl className={styles.facts}>
              <dt>Name</dt>
              <dd>{customer.name}</dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : 'N/A'}
              </dd>
              <dt>Account</dt>
              <dd>{customer.registered ? 'Registered' : 'Guest'}</dd>
            </dl>
          </section>

          <section className="admin-card" aria-labelledby="order-address-title">
            <h2 id="order-address-title">Shipping address</h2>
            <address className={styles.address}>
              {address.fullName}
              <br />
              {address.street}
              {address.home && address.home !== address.street ? `, ${address.home}` : ''}
              <br />
              {address.city}, {address.state} {address.zip}
              <br />
              {address.country}
              <br />
              {address.phone} · {address.email}
            </address>
          </section>

          <section className="admin-card" aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">Payment</h2>
            <dl className={styles.facts}>
              <dt>Method</dt>
              <dd>{paymentLabel(order.paymentDetails.method)}</dd>
              <dt>Status</dt>
              <dd>
                <PaymentStatusBadge status={order.paymentStatus} />
              </dd>
              {paidAt && (
                <>
                  <dt>Paid</dt>
                  <dd>{formatEventTime(paidAt)}</dd>
                </>
              )}
              {card && (
                <>
                  <dt>Card</dt>
                  <dd>{card}</dd>
                </>
              )}
              {refundedAt && (
                <>
                  <dt>Refunded</dt>
                  <dd>{formatEventTime(refundedAt)}</dd>
                </>
              )}
            </dl>
            {markError && (
              <p role="alert" className="admin-alert">
                {markError}
              </p>
            )}
            {paymentMark && (
              <>
                <p className="admin-muted">{paymentMark.hint}</p>
                <button
                  type="button"
                  className="admin-button"
                  disabled={marking !== null}
                  onClick={() => void markPayment(paymentMark.to)}
                >
                  {marking === paymentMark.to ? 'Saving…' : paymentMark.label}
                </button>
              </>
            )}
          </section>
        </div>
        <div className={styles.main}>
          <section className={`admin-card ${styles.items}`} aria-labelledby="order-items-title">
            <h2 id="order-items-title">Items</h2>
            <ul className={styles.lines}>
              {order.items.map((item, index) => (
                <li key={`${item.product._id}-${item.variationId ?? ''}-${index}`}>
                  <span className={styles.lineName}>
                    {item.name}
                    {variationLine(item) && (
                      <span className="admin-muted"> · {variationLine(item)}</span>
                    )}
                  </span>
                  <span className={styles.lineQty}>
                    {item.quantity} × {formatVnd(item.unitPrice)}
                  </span>
                  <span className={styles.lineTotal}>
                    {formatVnd(item.quantity * item.unitPrice)}
                  </span>
                </li>
              ))}
            </ul>
            <dl className={styles.facts}>
              <dt>Subtotal</dt>
              <dd>{formatVnd(order.subTotal)}</dd>
              <dt>Shipping ({order.shipping.method})</dt>
              <dd>{formatVnd(order.shippingFee)}</dd>
              <dt>Tax</dt>
              <dd>{formatVnd(order.taxAmount)}</dd>
              <dt>Total</dt>
              <dd className={styles.total}>{formatVnd(order.totalAmount)}</dd>
            </dl>
          </section>

          <section
            className={`admin-card ${styles.timeline}`}
            aria-labelledby="order-timeline-title"
          >
            <h2 id="order-timeline-title">Timeline</h2>
            <ol>
              {timeline.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <time dateTime={event.at}>{formatEventTime(event.at)}</time>
                  <span>
                    {event.from === null
                      ? 'Placed'
                      : `${statusLabel(event.from)} → ${statusLabel(event.to)}`}{' '}
                    by {actorLabel(event.actor)}
                  </span>
                  {event.note && <span className="admin-muted">“{event.note}”</span>}
                </li>
              ))}
            </ol>
          </section>
          <PaymentRecords detail={detail} />
        </div>
      </div>
    </div>
  );
}
