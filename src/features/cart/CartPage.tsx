// The cart island: the lines with steppers, Clear Cart, Continue Shopping and
// the order summary; 'Your cart is empty' when there is nothing. The cart lives in localStorage,
// so a neutral placeholder shows until the island is mounted and the stored cart is read. Once
// the lines' live stock is read, a line above it is lowered to it and says so.
import { useStore } from '@nanostores/react';
import { formatVnd } from '../../lib/format.ts';
import { useReady } from '../shell/use-mounted.ts';
import { showToast } from '../toast/store.ts';
import CartLineItem from './CartLineItem.tsx';
import { useLineStock } from './line-stock.ts';
import { $cart, $cartLoaded, clearCart, lineKey, removeFromCart, updateQuantity } from './store.ts';
import { cartSummary, itemCount } from './summary.ts';
import SummaryList from './SummaryList.tsx';
import styles from './cart.module.scss';

function remove(index: number): void {
  const line = $cart.get().items[index];
  if (!line) return;
  removeFromCart(index);
  showToast({
    title: 'Item Removed',
    description: `${line.name} has been removed from your cart.`,
    action: { label: 'Undo' },
  });
}

function clearAll(): void {
  clearCart();
  showToast({ title: 'Cart Cleared', description: 'All items have been removed from your cart.' });
}

export default function CartPage() {
  const ready = useReady($cartLoaded);
  const cart = useStore($cart);
  const { stock, lowered, release } = useLineStock(cart.items);

  const changeQuantity = (index: number, quantity: number) => {
    const line = cart.items[index];
    if (line) release(lineKey(line));
    updateQuantity(index, quantity);
  };

  if (!ready)
    return <div className={styles.placeholder} aria-busy="true" aria-label="Loading cart" />;

  if (cart.items.length === 0) {
    return (
      <div className={styles.empty}>
        <h2>Your cart is empty</h2>
        <p>Looks like you have not added anything yet.</p>
        <a className={styles.primary} href="/products">
          Explore Products
        </a>
      </div>
    );
  }

  const summary = cartSummary(cart);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">
          Items in your cart
        </h2>
        <ul className={styles.lines}>
          {cart.items.map((line, index) => (
            <CartLineItem
              key={`${line.id}-${line.variationId ?? ''}`}
              line={line}
              index={index}
              stock={stock.get(lineKey(line))}
              lowered={lowered.has(lineKey(line))}
              onQuantity={changeQuantity}
              onRemove={remove}
            />
          ))}
        </ul>
        <div className={styles.listActions}>
          <button type="button" className={styles.secondary} onClick={clearAll}>
            Clear Cart
          </button>
          <a className={styles.secondary} href="/products">
            Continue Shopping
          </a>
        </div>
      </section>
      <aside className={styles.summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Order Summary</h2>
        <SummaryList
          totalClass={styles.total}
          rows={[
            {
              label: `Subtotal (${itemCount(summary.totalItems)})`,
              value: formatVnd(summary.subtotal),
            },
            { label: 'Shipping', value: 'Free' },
            { label: 'Total', value: formatVnd(summary.total) },
          ]}
        />
        <a className={styles.primary} href="/checkout">
          Proceed to Checkout
        </a>
      </aside>
    </div>
  );
}
