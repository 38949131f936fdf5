// The printable invoice of one order (DESIGN.md pages): seller, buyer (the shipping address), the
// server's lines and totals with VAT, and a print button. One static page serves every order: the
// id comes from /orders/{id}/invoice, or ?id= under `astro dev`.
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import type { Order } from '../../api/schemas/order.ts';
import { formatVnd } from '../../lib/format.ts';
import {
  formatOrderDate,
  invoiceFigures,
  paymentLabel,
  statusLabel,
} from '../../lib/order-display.ts';
import { failureText } from './field-errors.ts';
import forms from './forms.module.scss';
import styles from './invoice.module.scss';
import { invoiceOrderId } from './invoice-id.ts';
import { fetchOrder } from './orders-api.ts';
import { useSignedIn } from './use-account-gate.ts';

export interface Seller {
  name: string;
  address: string;
  taxCode: string;
  phone: string;
  email: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; order: Order }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

export default function InvoiceScreen({ seller }: { seller: Seller }) {
  const signedIn = useSignedIn();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!signedIn) return;
    const id = invoiceOrderId(window.location);
    const request = id
      ? fetchOrder(id)
      : Promise.reject(new ApiError(404, 'No order id in the address'));
    request.then(
      (order) => setState({ kind: 'ready', order }),
      (error: unknown) =>
        setState(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : {
                kind: 'failed',
                message: failureText(error, 'The invoice could not be loaded. Please try again.'),
              },
        ),
    );
  }, [signedIn]);

  if (state.kind === 'loading') return <p className={forms.loading}>Loading...</p>;
  if (state.kind !== 'ready') {
    return (
      <div className={styles.notFound}>
        <h1>{state.kind === 'missing' ? 'Invoice not found' : 'Something Went Wrong'}</h1>
        <p className={forms.muted}>
          {state.kind === 'missing'
            ? 'There is no order with this number in your account.'
            : state.message}
        </p>
        <a href="/orders" className={forms.primary}>
          Back to My Orders
        </a>
      </div>
    );
  }
  return <Invoice order={state.order} seller={seller} />;
}

function Invoice({ order, seller }: { order: Order; seller: Seller }) {
  const figures = invoiceFigures(order);
  const buyer = order.shippingAddress;
  return (
    <>
      <div className={styles.toolbar}>
        <a href="/orders">Back to My Orders</a>
        <button type="button" className={forms.primary} onClick={() => window.print()}>
          Print / Save as PDF
        </button>
      </div>
      <article className={styles.invoice} aria-labelledby="invoice-title">
        <header className={styles.top}>
          <div>
            <p className={styles.seller}>{seller.name}</p>
            <p>{seller.address}</p>
            <p>Tax code: {seller.taxCode}</p>
            <p>
              {seller.phone} · {seller.email}
            </p>
          </div>
          <div className={styles.meta}>
            <h1 id="invoice-title">Invoice</h1>
            <dl>
              <div>
                <dt>Invoice number</dt>
                <dd>{order.orderNumber}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{formatOrderDate(order.createdAt)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusLabel(order.status)}</dd>
              </div>
              <div>
                <dt>Payment method</dt>
                <dd>{paymentLabel(order.paymentDetails.method)}</dd>
              </div>
            </dl>
          </div>
        </header>

        <section className={styles.buyer} aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">Bill to</h2>
          <address>
            <strong>{buyer.fullName}</strong>
            <span>{buyer.street}</span>
            {buyer.home && buyer.home !== buyer.street && <span>{buyer.home}</span>}
            <span>{`${buyer.city}, ${buyer.state} ${buyer.zip}`.trim()}</span>
            <span>{buyer.country}</span>
            <span>{buyer.phone}</span>
            {buyer.email && <span>{buyer.email}</span>}
          </address>
        </section>

        <table className={styles.lines}>
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={styles.number}>
                Unit price
              </th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.name}
                  {line.detail && <span className={styles.detail}>{line.detail}</span>}
                </td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatVnd(line.unitPrice)}</td>
                <td className={styles.number}>{formatVnd(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className={styles.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatVnd(figures.subTotal)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{formatVnd(figures.shippingFee)}</dd>
          </div>
          <div>
            <dt>VAT {figures.vatPercent}%</dt>
            <dd>{formatVnd(figures.taxAmount)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd>{formatVnd(figures.totalAmount)}</dd>
          </div>
        </dl>
        <p className={styles.thanks}>
          Thank you for shopping with {seller.name}. Prices are in Vietnamese đồng (VND).
        </p>
      </article>
    </>
  );
}
