// The confirmation after a placed order: 'Thank You!', the order id and number, the e-mail
// notice, how to pay an order paid by bank transfer, the way to VNPay for an order paid through
// it (the browser goes there at once; the button stays for a second try), and where to go next ('View My Orders' for
// signed-in customers, 'Track This Order' for guests).
import type { Order } from '../../api/schemas/order.ts';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import { orderLookupHref } from '../../lib/order-lookup.ts';
import { FocusedHeading } from '../forms/FocusedHeading.tsx';
import type { CheckoutWords } from './labels.ts';
import { BankTransferPanel, type TransferWords } from './BankTransferPanel.tsx';
import { VnpayPanel, type VnpayWords } from '../payment/VnpayPanel.tsx';
import styles from './checkout.module.scss';

interface Props {
  order: Order;
  signedIn: boolean;
  t: CheckoutWords;
  transfer: TransferWords;
  vnpay: VnpayWords;
  lang: Lang;
}

export default function Confirmation({ order, signedIn, t, transfer, vnpay, lang }: Props) {
  const [beforeEmail = '', afterEmail = ''] = t.emailSent.split('{email}');
  return (
    <div className={styles.confirmation}>
      <FocusedHeading level={2}>{t.thankYou}</FocusedHeading>
      <p>{t.placed}</p>
      <dl className={styles.orderIds}>
        <div>
          <dt>{t.orderId}</dt>
          <dd>{order._id}</dd>
        </div>
        <div>
          <dt>{t.orderNumber}</dt>
          <dd>{order.orderNumber}</dd>
        </div>
      </dl>
      <p>
        {beforeEmail}
        <strong>{order.shippingAddress.email}</strong>
        {afterEmail}
      </p>
      <BankTransferPanel order={order} t={transfer} lang={lang} />
      <VnpayPanel order={order} t={vnpay} auto />
      <div className={styles.promptActions}>
        {signedIn ? (
          <a className={styles.primary} href={localePath(lang, '/orders')}>
            {t.viewOrders}
          </a>
        ) : (
          <>
            <a
              className={styles.primary}
              href={localePath(lang, orderLookupHref(order.orderNumber))}
            >
              {t.trackOrder}
            </a>
            <a className={styles.secondary} href={localePath(lang, '/')}>
              {t.backHome}
            </a>
          </>
        )}
        <a className={styles.secondary} href={localePath(lang, '/products')}>
          {t.continueShopping}
        </a>
      </div>
    </div>
  );
}
