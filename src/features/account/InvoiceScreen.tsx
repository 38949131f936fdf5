// The printable invoice of one order (/orders/{id}/invoice): seller, buyer (the shipping address),
// the server's lines and totals with VAT, and a print button. One static page serves every order:
// the id comes from /orders/{id}/invoice, or ?id= under `astro dev`.
import type { Order } from '../../api/schemas/order.ts';
import { formatVnd } from '../../lib/format.ts';
import { invoiceFigures, paymentLabel, statusLabel } from '../../lib/order-display.ts';
import { Facts, totalFacts } from './Facts.tsx';
import forms from './forms.module.scss';
import styles from './invoice.module.scss';
import { invoiceOrderId } from './invoice-id.ts';
import { OrderPageNotice } from './OrderPageNotice.tsx';
import { fetchOrder } from './orders-api.ts';
import { useOrderPage } from './use-order-page.ts';
import { formatShopDate } from '../../lib/dates.ts';

export interface Seller {
  name: string;
  address: string;
  taxCode: string;
  phone: string;
  email: string;
}

export default function InvoiceScreen({ seller }: { seller: Seller }) {
  const { load: state } = useOrderPage(
    invoiceOrderId,
    fetchOrder,
    'The invoice could not be loaded. Please try again.',
  );

  if (state.kind !== 'ready') {
    return (
      <OrderPageNotice
        load={state}
        notFound="Invoice not found"
        heading="h1"
        className={styles.notFound}
      />
    );
  }
  return <Invoice order={state.value} seller={seller} />;
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
            <Facts
              facts={[
                ['Invoice number', order.orderNumber],
                ['Date', formatShopDate(order.createdAt)],
                ['Status', statusLabel(order.status)],
                ['Payment method', paymentLabel(order.paymentDetails.method)],
              ]}
            />
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

        <Facts
          className={styles.totals}
          facts={totalFacts(figures, `VAT ${figures.vatPercent}%`, styles.grand)}
        />
        <p className={styles.thanks}>
          Thank you for shopping with {seller.name}. Prices are in Vietnamese đồng (VND).
        </p>
      </article>
    </>
  );
}
