// The percentage on a product card's sale badge ("-14%").

/** Percent off, rounded to a whole number; null when there is no sale (salePrice missing or not lower). */
export function discountPercent(
  basePrice: number,
  salePrice: number | null | undefined,
): number | null {
  if (salePrice === null || salePrice === undefined || !(salePrice < basePrice) || basePrice <= 0) {
    return null;
  }
  return Math.round((Math.abs(salePrice - basePrice) / basePrice) * 100);
}
