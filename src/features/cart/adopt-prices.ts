// After the server answers 'Prices have changed' (API.md "Placing an order"), the cart takes the
// catalogue's current prices, so the customer sees the new totals and can place the order again.
import { effectivePrice } from '../../lib/pricing.ts';
import { getProduct, getVariations } from '../../api/catalog.ts';
import { $cart, repriceLines, type CartLine } from './store.ts';

/** The price a line costs now: its variation's when it has one, else the product's. */
async function currentPrice(line: CartLine): Promise<number> {
  if (!line.variationId) return effectivePrice(await getProduct(line.id));
  const variation = (await getVariations(line.id)).find((v) => v._id === line.variationId);
  if (!variation) throw new Error(`Variation ${line.variationId} is no longer sold`);
  return effectivePrice(variation);
}

/** Re-prices every line in place (same order, same quantities); true when a price changed. */
export async function adoptCurrentPrices(): Promise<boolean> {
  const lines = $cart.get().items;
  const prices = await Promise.all(lines.map((line) => currentPrice(line).catch(() => line.price)));
  if (lines.every((line, i) => line.price === prices[i])) return false;
  if ($cart.get().items !== lines) return false;
  repriceLines(prices);
  return true;
}
