// The checkout's side summary: total items, subtotal, shipping method and cost, tax (10%), total.
import type { ShippingMethod } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { Cart } from '../cart/store.ts';
import { itemCount } from '../cart/summary.ts';
import SummaryList from '../cart/SummaryList.tsx';
import { checkoutSummary } from './summary.ts';
import styles from './checkout.module.scss';
import type { CheckoutWords } from './labels.ts';
import { fill } from '../../lib/i18n/browser.ts';

interface Props {
  cart: Cart;
  method: ShippingMethod;
  t: CheckoutWords;
}

export default function CheckoutSummary({ cart, method, t }: Props) {
  const summary = checkoutSummary(cart, method);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t.summary}</h2>
      <SummaryList
        totalClass={styles.total}
        rows={[
          { label: t.items, value: itemCount(summary.totalItems, t) },
          { label: t.subtotal, value: formatVnd(summary.subTotal) },
          {
            label: fill(t.shippingRow, { method: t.methods[method] }),
            value: summary.shippingFee === 0 ? t.free : formatVnd(summary.shippingFee),
          },
          { label: t.tax, value: formatVnd(summary.taxAmount) },
          { label: t.total, value: formatVnd(summary.totalAmount) },
        ]}
      />
    </aside>
  );
}
