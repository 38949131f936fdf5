// The confirmation after a placed order: 'Thank You!', the order id and number, the e-mail
// notice, and where to go next ('View My Orders' only for signed-in customers).
import type { Order } from '../../api/schemas/order.ts';
import { FocusedHeading } from '../forms/FocusedHeading.tsx';
import styles from './checkout.module.scss';

export default function Confirmation({ order, signedIn }: { order: Order; signedIn: boolean }) {
  return (
    <div className={styles.confirmation}>
      <FocusedHeading level={2}>Thank You!</FocusedHeading>
      <p>Your order has been placed successfully.</p>
      <dl className={styles.orderIds}>
        <div>
          <dt>Order ID</dt>
          <dd>{order._id}</dd>
        </div>
        <div>
          <dt>Order Number</dt>
          <dd>{order.orderNumber}</dd>
        </div>
      </dl>
      <p>
        A confirmation email has been sent to <strong>{order.shippingAddress.email}</strong>.
      </p>
      <div className={styles.promptActions}>
        {signedIn ? (
          <a className={styles.primary} href="/orders">
            View My Orders
          </a>
        ) : (
          <a className={styles.primary} href="/">
            Back to Home
          </a>
        )}
        <a className={styles.secondary} href="/products">
          Continue Shopping
        </a>
      </div>
    </div>
  );
}
