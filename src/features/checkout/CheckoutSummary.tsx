// The checkout's side summary: total items, subtotal, shipping method and cost, tax (10%), total.
import type { ShippingMethod } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { Cart } from '../cart/store.ts';
import { itemCount } from '../cart/summary.ts';
import { checkoutSummary } from './summary.ts';
import styles from './checkout.module.scss';

export default function CheckoutSummary({ cart, method }: { cart: Cart; method: ShippingMethod }) {
  const summary = checkoutSummary(cart, method);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order Summary</h2>
      <dl>
        <div>
          <dt>Items</dt>
          <dd>{itemCount(summary.totalItems)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatVnd(summary.subTotal)}</dd>
        </div>
        <div>
          <dt>Shipping ({summary.shippingLabel})</dt>
          <dd>{summary.shippingFee === 0 ? 'Free' : formatVnd(summary.shippingFee)}</dd>
        </div>
        <div>
          <dt>Tax (10%)</dt>
          <dd>{formatVnd(summary.taxAmount)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatVnd(summary.totalAmount)}</dd>
        </div>
      </dl>
    </aside>
  );
}
