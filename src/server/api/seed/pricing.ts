// Seed prices: a percentage off rounded down to a shop-style price (…90,000 or …9,000).

/** `price` less `percent`%, rounded down to end in 90,000 (or 9,000 below two million). */
export function salePriceFor(price: number, percent: number): number {
  const step = price >= 2_000_000 ? 100_000 : 10_000;
  const discounted = (price * (100 - percent)) / 100;
  return Math.floor(discounted / step) * step - step / 10;
}

/** The price a buyer pays: the sale price when it is lower than the list price. */
export function effectivePrice(item: { price: number; salePrice?: number }): number {
  return item.salePrice !== undefined && item.salePrice < item.price ? item.salePrice : item.price;
}
