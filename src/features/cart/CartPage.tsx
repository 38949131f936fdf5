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
import { VAT_PERCENT } from '../../lib/constants.ts';
import { fill, localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/index.ts';

/** The cart island's words in the page's language (the cart catalogue's page slice). */
export type CartWords = Messages['cart']['page'];

function remove(index: number, t: CartWords): void {
  const line = $cart.get().items[index];
  if (!line) return;
  removeFromCart(index);
  showToast({
    title: t.itemRemoved,
    description: t.itemRemovedText.replace('{name}', line.name),
    action: { label: t.undo },
  });
}

function clearAll(t: CartWords): void {
  clearCart();
  showToast({ title: t.cartCleared, description: t.cartClearedText });
}

export default function CartPage({ t, lang = 'en' }: { t: CartWords; lang?: Lang }) {
  const ready = useReady($cartLoaded);
  const cart = useStore($cart);
  const { stock, lowered, release } = useLineStock(cart.items);

  const changeQuantity = (index: number, quantity: number) => {
    const line = cart.items[index];
    if (line) release(lineKey(line));
    updateQuantity(index, quantity);
  };

  if (!ready) return <div className={styles.placeholder} aria-busy="true" aria-label={t.loading} />;

  if (cart.items.length === 0) {
    return (
      <div className={styles.empty}>
        <h2>{t.emptyTitle}</h2>
        <p>{t.emptyText}</p>
        <a className={styles.primary} href={localePath(lang, '/products')}>
          {t.explore}
        </a>
      </div>
    );
  }

  const summary = cartSummary(cart);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">
          {t.linesHeading}
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
              onRemove={(at) => remove(at, t)}
              t={t}
              lang={lang}
            />
          ))}
        </ul>
        <div className={styles.listActions}>
          <button type="button" className={styles.secondary} onClick={() => clearAll(t)}>
            {t.clear}
          </button>
          <a className={styles.secondary} href={localePath(lang, '/products')}>
            {t.continueShopping}
          </a>
        </div>
      </section>
      <aside className={styles.summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">{t.summary}</h2>
        <SummaryList
          totalClass={styles.total}
          rows={[
            {
              label: t.subtotal.replace('{items}', itemCount(summary.totalItems, t)),
              value: formatVnd(summary.subtotal),
            },
            { label: t.shipping, value: t.free },
            { label: t.total, value: formatVnd(summary.total) },
          ]}
        />
        <p className={styles.vatNote}>{fill(t.vatAtCheckout, { percent: VAT_PERCENT })}</p>
        <a className={styles.primary} href={localePath(lang, '/checkout')}>
          {t.checkout}
        </a>
      </aside>
    </div>
  );
}
