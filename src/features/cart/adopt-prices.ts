// After the server answers 409 'Prices have changed' to an order, the cart takes the
// catalogue's current prices, so the customer sees the new totals and can place the order again.
import { effectivePrice } from '../../lib/pricing.ts';
import { readLiveLine } from './live-lines.ts';
import { $cart, repriceLines, type CartLine } from './store.ts';

/** The price a line costs now; its old price when it cannot be read or is no longer sold. */
async function currentPrice(line: CartLine): Promise<number> {
  const live = await readLiveLine(line).catch(() => null);
  return live ? effectivePrice(live) : line.price;
}

/** Re-prices every line in place (same order, same quantities); true when a price changed. */
export async function adoptCurrentPrices(): Promise<boolean> {
  const lines = $cart.get().items;
  const prices = await Promise.all(lines.map(currentPrice));
  if (lines.every((line, i) => line.price === prices[i])) return false;
  if ($cart.get().items !== lines) return false;
  repriceLines(prices);
  return true;
}
