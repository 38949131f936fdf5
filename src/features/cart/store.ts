// The cart (SPEC.md sections 3 and 4): lines kept in localStorage under 'cart', shared by every
// island and synchronised between open tabs; totals recomputed on every change.
import '../shell/persistent-engine.ts';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { CART_STORAGE_KEY, QUANTITY_MAX, QUANTITY_MIN } from '../../lib/constants.ts';

export interface CartLine {
  /** Product id. */
  id: string;
  name: string;
  /** Unit price, integer VND. */
  price: number;
  image: string;
  quantity: number;
  variationId?: string;
  variationName?: string;
}

export interface Cart {
  items: readonly CartLine[];
  totalItems: number;
  totalPrice: number;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || isText(value);

/** A stored line rebuilt with known keys only, or null when any field has the wrong shape. */
function readLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, price, image, quantity, variationId, variationName } = value as Record<
    string,
    unknown
  >;
  if (!isText(id) || id === '' || !isText(name) || !isText(image)) return null;
  if (!Number.isSafeInteger(price) || (price as number) < 0) return null;
  if (!Number.isInteger(quantity) || (quantity as number) < QUANTITY_MIN) return null;
  if (!isOptionalText(variationId) || !isOptionalText(variationName)) return null;
  const line: CartLine = {
    id,
    name,
    price: price as number,
    image,
    quantity: Math.min(quantity as number, QUANTITY_MAX),
  };
  if (isText(variationId)) line.variationId = variationId;
  if (isText(variationName)) line.variationName = variationName;
  return line;
}

/** Parses the stored cart; anything corrupt or foreign counts as an empty cart, with a warning. */
function decodeCart(encoded: string): readonly CartLine[] {
  try {
    const parsed: unknown = JSON.parse(encoded);
    if (!Array.isArray(parsed)) throw new Error('not a list of lines');
    const lines = parsed.map(readLine);
    if (lines.some((line) => line === null)) throw new Error('a line has the wrong shape');
    return lines as CartLine[];
  } catch (error) {
    console.warn(`Ignoring the stored cart ("${CART_STORAGE_KEY}")`, error);
    return [];
  }
}

const $cartLines = persistentAtom<readonly CartLine[]>(CART_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeCart,
});

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
  const items = $cartLines.get();
  const index = items.findIndex((item) => sameLine(item, line));
  const existing = items[index];
  if (existing) {
    const quantity = clampQuantity(existing.quantity + line.quantity);
    $cartLines.set(items.map((item, i) => (i === index ? { ...item, quantity } : item)));
  } else {
    $cartLines.set([...items, { ...line, quantity: clampQuantity(line.quantity) }]);
  }
}

/** Removes the line at this list position. */
export function removeFromCart(index: number): void {
  const items = $cartLines.get();
  if (!items[index]) return;
  $cartLines.set(items.filter((_item, i) => i !== index));
}

/** Sets the quantity of the line at this list position; below 1 removes it, above 99 caps it. */
export function updateQuantity(index: number, quantity: number): void {
  const items = $cartLines.get();
  if (!items[index] || Number.isNaN(quantity)) return;
  if (quantity < QUANTITY_MIN) {
    removeFromCart(index);
    return;
  }
  const next = clampQuantity(quantity);
  $cartLines.set(items.map((item, i) => (i === index ? { ...item, quantity: next } : item)));
}

/**
 * Lowers, in one write, every line above its live stock (by lineKey) to that stock (at least 1:
 * a sold-out line stays for the customer to remove); returns the keys of the lines lowered.
 */
export function capToStock(stock: ReadonlyMap<string, number>): string[] {
  const lowered: string[] = [];
  const items = $cartLines.get().map((item) => {
    const limit = stock.get(lineKey(item));
    if (limit === undefined || item.quantity <= Math.max(limit, QUANTITY_MIN)) return item;
    lowered.push(lineKey(item));
    return { ...item, quantity: Math.max(limit, QUANTITY_MIN) };
  });
  if (lowered.length > 0) $cartLines.set(items);
  return lowered;
}

/** Sets each line's unit price by position (after the server said prices changed), in one write. */
export function repriceLines(prices: readonly number[]): void {
  const items = $cartLines.get();
  $cartLines.set(items.map((item, i) => ({ ...item, price: prices[i] ?? item.price })));
}

export function clearCart(): void {
  $cartLines.set([]);
}
