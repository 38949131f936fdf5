// The cart page's order summary: shipping is free there and no tax is added;
// the checkout adds the chosen method and the tax.
import type { Cart } from './store.ts';

export interface CartSummary {
  totalItems: number;
  subtotal: number;
  shipping: number;
  total: number;
}

export const cartSummary = (cart: Cart): CartSummary => ({
  totalItems: cart.totalItems,
  subtotal: cart.totalPrice,
  shipping: 0,
  total: cart.totalPrice,
});

/** "1 item" / "3 items"; with a language's two templates ('{count} item', '{count} items'). */
export const itemCount = (
  count: number,
  words: { itemOne: string; itemMany: string } = {
    itemOne: '{count} item',
    itemMany: '{count} items',
  },
): string => (count === 1 ? words.itemOne : words.itemMany).replace('{count}', String(count));
