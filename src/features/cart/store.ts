// The cart: lines kept in localStorage under 'cart', shared by every island and synchronised
// between open tabs; totals recomputed on every change.
import { computed } from 'nanostores';
import type { CartLine } from '../../api/schemas/cart.ts';
import { CART_STORAGE_KEY, QUANTITY_MAX, QUANTITY_MIN } from '../../lib/constants.ts';
import { storedAtom } from '../shell/stored-atom.ts';

export type { CartLine };

export interface Cart {
  items: readonly CartLine[];
  totalItems: number;
  totalPrice: number;
}

const isRecord = (value: unknown): boolean => typeof value === 'object' && value !== null;

/** Anything stored that is not a list of lines (api/schemas/cart.ts) counts as an empty cart. */
const stored = storedAtom<readonly CartLine[]>(CART_STORAGE_KEY, {
  what: 'cart',
  initial: [],
  schema: async () => (await import('../../api/schemas/cart.ts')).cartLinesSchema,
  holds: (data) => Array.isArray(data) && data.every(isRecord),
  encode: JSON.stringify,
});
const $cartLines = stored.$value;
const change = stored.update;

/** False while a stored cart waits for its schema: until then an empty cart may just not be read yet. */
export const $cartLoaded = stored.$loaded;
export const whenCartLoaded = stored.whenLoaded;

export const $cart = computed($cartLines, (items): Cart => ({
  items,
  totalItems: items.reduce((sum, line) => sum + line.quantity, 0),
  totalPrice: items.reduce((sum, line) => sum + line.price * line.quantity, 0),
}));

const clampQuantity = (quantity: number): number =>
  Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.floor(quantity)));

/** What tells lines apart: the product and the variation. */
export const lineKey = (line: Pick<CartLine, 'id' | 'variationId'>): string =>
  `${line.id}/${line.variationId ?? ''}`;

const sameLine = (a: CartLine, b: CartLine): boolean => lineKey(a) === lineKey(b);

/** Adds a line, or raises the quantity of the line with the same product and variation (max 99). */
export function addToCart(line: CartLine): void {
  if (!Number.isFinite(line.quantity)) return;
  change((items) => {
    const index = items.findIndex((item) => sameLine(item, line));
    const existing = items[index];
    if (!existing) return [...items, { ...line, quantity: clampQuantity(line.quantity) }];
    const quantity = clampQuantity(existing.quantity + line.quantity);
    return items.map((item, i) => (i === index ? { ...item, quantity } : item));
  });
}

/** Removes the line at this list position. */
export function removeFromCart(index: number): void {
  change((items) => (items[index] ? items.filter((_item, i) => i !== index) : items));
}

/** Sets the quantity of the line at this list position; below 1 removes it, above 99 caps it. */
export function updateQuantity(index: number, quantity: number): void {
  if (Number.isNaN(quantity)) return;
  if (quantity < QUANTITY_MIN) return removeFromCart(index);
  const next = clampQuantity(quantity);
  change((items) =>
    items[index]
      ? items.map((item, i) => (i === index ? { ...item, quantity: next } : item))
      : items,
  );
}

/**
 * Lowers, in one write, every line above its live stock (by lineKey) to that stock (at least 1:
 * a sold-out line stays for the customer to remove); returns the keys of the lines lowered.
 */
export function capToStock(stock: ReadonlyMap<string, number>): string[] {
  const lowered: string[] = [];
  change((items) => {
    const capped = items.map((item) => {
      const limit = stock.get(lineKey(item));
      if (limit === undefined || item.quantity <= Math.max(limit, QUANTITY_MIN)) return item;
      lowered.push(lineKey(item));
      return { ...item, quantity: Math.max(limit, QUANTITY_MIN) };
    });
    return lowered.length > 0 ? capped : items;
  });
  return lowered;
}

/** Sets each line's unit price by position (after the server said prices changed), in one write. */
export function repriceLines(prices: readonly number[]): void {
  change((items) => items.map((item, i) => ({ ...item, price: prices[i] ?? item.price })));
}

export function clearCart(): void {
  change(() => []);
}
