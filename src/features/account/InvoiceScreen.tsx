// The printable invoice of one order (/orders/{id}/invoice): seller, buyer (the shipping address),
// the server's lines and totals with VAT, and a print button. One static page serves every order:
// the id comes from /orders/{id}/invoice, or ?id= under `astro dev`.
import { useEffect, useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import type { PublicShopIdentity } from '../../api/schemas/shop.ts';
import { getShopIdentity } from '../../api/shop.ts';
import { shownPhone } from '../../lib/shop-identity.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/card-view.ts';
import { RETURN_WINDOW_DAYS } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import { showPlaceholder } from '../catalog/image-fallback.ts';
import {
  invoiceFigures,
  paymentLabel,
  paymentStatusLabel,
  statusLabel,
} from '../../lib/order-display.ts';
import { Facts, totalFacts } from './Facts.tsx';
import forms from './forms.module.scss';
import styles from './invoice.module.scss';
import { invoiceOrderId } from './invoice-id.ts';
import { OrderPageNotice } from './OrderPageNotice.tsx';
import { fetchOrder } from './orders-api.ts';
import { useOrderPage } from './use-order-page.ts';
import { formatShopDate } from '../../lib/dates.ts';
import { fill, localePath } from '../../lib/i18n/browser.ts';
import type { AccountProps } from './FormParts.tsx';
import { ProductImage } from '../catalog/ProductImage.tsx';
import { BankTransferPanel, type TransferWords } from '../checkout/BankTransferPanel.tsx';

export interface Seller {
  name: string;
  address: string;
  /** '' when the shop's identity has none: the invoice then prints no tax code. */
  taxCode: string;
  phone: string;
  email: string;
}

/** The seller the shop's identity names, once configured; `fallback` (the page's) before. */
export function sellerOf(
  identity: PublicShopIdentity | null,
  fallback: Seller,
  t: InvoiceProps['t'],
): Seller {
  if (!identity?.configured) return fallback;
  return {
    name: identity.legalName,
    address: identity.address ? fill(t.invoice.sellerAddress, { address: identity.address }) : '',
    taxCode: identity.taxCode,
    phone: identity.hotline ? shownPhone(identity.hotline) : '',
    email: identity.supportEmail,
  };
}

type InvoiceProps = AccountProps & { seller: Seller; transfer: TransferWords };

export default function InvoiceScreen({ seller, t, transfer, lang }: InvoiceProps) {
  const { load: state } = useOrderPage(invoiceOrderId, fetchOrder, t.invoice.loadFailed, lang);
  const [identity, setIdentity] = useState<PublicShopIdentity | null | 'loading'>('loading');
  useEffect(() => {
    getShopIdentity().then(setIdentity, () => setIdentity(null));
  }, []);

  if (state.kind !== 'ready' || identity === 'loading') {
    return (
      <OrderPageNotice
        load={state.kind === 'ready' ? { kind: 'loading' } : state}
        notFound={t.invoice.notFound}
        heading="h1"
        className={styles.notFound}
        t={t}
        lang={lang}
      />
    );
  }
  return (
    <Invoice
      order={state.value}
      seller={sellerOf(identity, seller, t)}
      t={t}
      transfer={transfer}
      lang={lang}
    />
  );
}

function Invoice({ order, seller, t, transfer, lang }: InvoiceProps & { order: Order }) {
  const figures = invoiceFigures(order);
  const w = t.invoice;
  const buyer = order.shippingAddress;
  return (
    <>
      <div className={styles.toolbar}>
        <a href={localePath(lang, '/orders')}>{t.common.backToOrders}</a>
        <button type="button" className={forms.primary} onClick={() => window.print()}>
          {w.print}
        </button>
      </div>
      <article className={styles.invoice} aria-labelledby="invoice-title">
        <header className={styles.top}>
          <div>
            <p className={styles.seller}>{seller.name}</p>
            {seller.address && <p>{seller.address}</p>}
            {seller.taxCode && <p>{fill(w.taxCode, { code: seller.taxCode })}</p>}
            {(seller.phone || seller.email) && (
              <p>{[seller.phone, seller.email].filter(Boolean).join(' · ')}</p>
            )}
          </div>
          <div className={styles.meta}>
            <h1 id="invoice-title">{w.title}</h1>
            <Facts
              facts={[
                [w.number, order.orderNumber],
                [w.date, formatShopDate(order.createdAt, lang)],
                [w.status, statusLabel(order.status, t.orders.status)],
                [
                  w.paymentMethod,
                  paymentLabel(order.paymentDetails.method, t.orders.paymentMethod),
                ],
                [
                  t.orders.paymentStatusLabel,
                  paymentStatusLabel(order.paymentStatus, t.orders.paymentStatus),
                ],
              ]}
            />
          </div>
        </header>

        <section className={styles.buyer} aria-labelledby="invoice-buyer">
          <h2 id="invoice-buyer">{w.billTo}</h2>
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
          <caption className="visually-hidden">{w.items}</caption>
          <thead>
            <tr>
              <th scope="col">{w.item}</th>
              <th scope="col" className={styles.number}>
                {w.qty}
              </th>
              <th scope="col" className={`${styles.number} ${styles.unit}`}>
                {w.unitPrice}
              </th>
              <th scope="col" className={styles.number}>
                {w.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.lines.map((line, index) => (
              <tr key={index}>
                <td className={styles.item}>
                  <ProductImage
                    src={line.image || PLACEHOLDER_IMAGE}
                    sizes="40px"
                    alt=""
                    width={40}
                    height={40}
                    onError={showPlaceholder}
                  />
                  <span>
                    {line.name}
                    {line.detail && <span className={styles.detail}>{line.detail}</span>}
                    <span className={styles.each}>
                      {line.quantity} × {formatVnd(line.unitPrice)}
                    </span>
                  </span>
                </td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={`${styles.number} ${styles.unit}`}>{formatVnd(line.unitPrice)}</td>
                <td className={styles.number}>{formatVnd(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <Facts
          className={styles.totals}
          facts={totalFacts(
            figures,
            fill(w.vat, { percent: figures.vatPercent }),
            styles.grand,
            t.orders,
          )}
        />
        <BankTransferPanel order={order} t={transfer} lang={lang} />
        <p className={styles.thanks}>{fill(w.thanks, { shop: seller.name })}</p>
        <p className={styles.policies}>
          {fill(w.policies, { days: RETURN_WINDOW_DAYS })}{' '}
          <a href={localePath(lang, '/policies/returns')}>{w.returnsPolicy}</a>
          {' · '}
          <a href={localePath(lang, '/policies/warranty')}>{w.warrantyPolicy}</a>
        </p>
      </article>
    </>
  );
}
