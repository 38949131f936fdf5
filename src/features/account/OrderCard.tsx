// One order of My Orders: the summary line, and when open its items, shipping address, totals and
// the actions its status allows.
import type { Order } from '../../api/schemas/order.ts';
import { formatVnd } from '../../lib/format.ts';
import {
  canCancel,
  canReview,
  itemCount,
  itemCountLabel,
  orderItemImage,
  orderLabel,
  paymentLabel,
  paymentStatusLabel,
} from '../../lib/order-display.ts';
import { Facts, totalFacts } from './Facts.tsx';
import { OrderItems, OrderStatusBadge } from './OrderItems.tsx';
import forms from './forms.module.scss';
import styles from './orders.module.scss';
import { formatShopDate } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n/browser.ts';
import type { AccountProps } from './FormParts.tsx';
import { BankTransferPanel, type TransferWords } from '../checkout/BankTransferPanel.tsx';
import { VnpayPanel, type VnpayWords } from '../payment/VnpayPanel.tsx';

interface Props {
  order: Order;
  open: boolean;
  onToggle: () => void;
  cancelling: boolean;
  onCancel: () => void;
  t: AccountProps['t'];
  /** How to pay a bank-transfer order still waiting for its money. */
  transfer: TransferWords;
  /** How to pay a VNPay order still waiting for its money (a new attempt). */
  vnpay: VnpayWords;
  lang: AccountProps['lang'];
}

export function OrderCard({
  order,
  open,
  onToggle,
  cancelling,
  onCancel,
  t,
  transfer,
  vnpay,
  lang,
}: Props) {
  const o = t.orders;
  const detailsId = `order-details-${order._id}`;
  const titleId = `order-title-${order._id}`;
  // "Placed on {date}": the date its own text, as it always was.
  const [placedBefore = '', placedAfter = ''] = t.common.placedOn.split('{date}');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.summary}>
        <div className={styles.heading}>
          <h2 id={titleId}>
            <span className="visually-hidden">{o.order}</span>
            {orderLabel(order)}
          </h2>
          <OrderStatusBadge status={order.status} labels={o.status} />
        </div>
        <p className={styles.placed}>
          {placedBefore}
          {formatShopDate(order.createdAt, lang)}
          {placedAfter}
        </p>
        <Facts
          className={styles.facts}
          facts={[
            [o.total, formatVnd(order.totalAmount), styles.total],
            [o.items, itemCountLabel(itemCount(order.items), o)],
            [o.payment, paymentLabel(order.paymentDetails.method, o.paymentMethod)],
            [o.paymentStatusLabel, paymentStatusLabel(order.paymentStatus, o.paymentStatus)],
          ]}
        />
        <button
          type="button"
          className={forms.secondary}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {open ? o.hideDetails : o.viewDetails}
        </button>
      </div>
      <div id={detailsId} className={styles.details} hidden={!open}>
        {open && (
          <OrderDetails
            order={order}
            cancelling={cancelling}
            onCancel={onCancel}
            t={t}
            transfer={transfer}
            vnpay={vnpay}
            lang={lang}
          />
        )}
      </div>
    </article>
  );
}

function OrderDetails({
  order,
  cancelling,
  onCancel,
  t,
  transfer,
  vnpay,
  lang,
}: Pick<Props, 'order' | 'cancelling' | 'onCancel' | 't' | 'transfer' | 'vnpay' | 'lang'>) {
  const address = order.shippingAddress;
  const o = t.orders;
  return (
    <>
      <BankTransferPanel order={order} t={transfer} lang={lang} />
      <VnpayPanel order={order} t={vnpay} />
      <section className={styles.section}>
        <h3>{o.items}</h3>
        <OrderItems
          items={order.items.map((item, index) => ({
            ...item,
            key: `${item.product._id}-${item.variationId ?? index}`,
            image: orderItemImage(item),
          }))}
        />
      </section>
      <div className={styles.columns}>
        <section className={styles.section}>
          <h3>{o.shippingInformation}</h3>
          <address className={styles.address}>
            <span className={styles.itemName}>{address.fullName}</span>
            <span>{address.street}</span>
            {address.home && address.home !== address.street && <span>{address.home}</span>}
            <span>{address.city}</span>
            <span>{`${address.state} ${address.zip}`.trim()}</span>
            <span>{address.country}</span>
            <span>{address.phone}</span>
          </address>
        </section>
        <section className={styles.section}>
          <h3>{o.orderSummary}</h3>
          <Facts className={styles.totals} facts={totalFacts(order, o.tax, styles.grand, o)} />
        </section>
      </div>
      <div className={forms.actions}>
        <a
          href={localePath(lang, `/orders/${encodeURIComponent(order._id)}/invoice`)}
          target="_blank"
          rel="noopener"
          className={forms.secondary}
        >
          {o.downloadInvoice}
        </a>
        {canCancel(order.status) && (
          <button type="button" className={forms.danger} onClick={onCancel} disabled={cancelling}>
            {cancelling ? o.cancelling : o.cancelOrder}
          </button>
        )}
        {canReview(order) && (
          <a
            href={localePath(lang, `/review/order/${encodeURIComponent(order._id)}`)}
            className={forms.primary}
          >
            {o.writeReview}
          </a>
        )}
      </div>
    </>
  );
}
