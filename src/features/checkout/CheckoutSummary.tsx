// The checkout's side summary: total items, subtotal, shipping method and cost, tax (10%), total.
import type { ShippingMethod } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { Cart } from '../cart/store.ts';
import { itemCount } from '../cart/summary.ts';
import SummaryList from '../cart/SummaryList.tsx';
import { checkoutSummary } from './summary.ts';
import styles from './checkout.module.scss';

export default function CheckoutSummary({ cart, method }: { cart: Cart; method: ShippingMethod }) {
  const summary = checkoutSummary(cart, method);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order Summary</h2>
      <SummaryList
        totalClass={styles.total}
        rows={[
          { label: 'Items', value: itemCount(summary.totalItems) },
          { label: 'Subtotal', value: formatVnd(summary.subTotal) },
          {
            label: `Shipping (${summary.shippingLabel})`,
            value: summary.shippingFee === 0 ? 'Free' : formatVnd(summary.shippingFee),
          },
          { label: 'Tax (10%)', value: formatVnd(summary.taxAmount) },
          { label: 'Total', value: formatVnd(summary.totalAmount) },
        ]}
      />
    </aside>
  );
}
