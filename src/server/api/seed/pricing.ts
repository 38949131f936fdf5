// Seed prices: a percentage off rounded down to a shop-style price (…90,000 or …9,000).
import { SPECIAL_OFFER_MAX_PERCENT } from '../../../lib/constants.ts';
import { discountPercent } from '../../../lib/discount.ts';

/**
 * `price` less `percent`%, rounded down to end in 90,000 (or 9,000 below two million), and raised
 * a step again while the rounding would make the sale badge say more than the home page's "up to
 * 40% off".
 */
export function salePriceFor(price: number, percent: number): number {
  const step = price >= 2_000_000 ? 100_000 : 10_000;
  const discounted = (price * (100 - percent)) / 100;
  let sale = Math.floor(discounted / step) * step - step / 10;
  while ((discountPercent(price, sale) ?? 0) > SPECIAL_OFFER_MAX_PERCENT) sale += step;
  return sale;
}

/** The price a buyer pays: the sale price when it is lower than the list price. */
export function effectivePrice(item: { price: number; salePrice?: number }): number {
  return item.salePrice !== undefined && item.salePrice < item.price ? item.salePrice : item.price;
}
