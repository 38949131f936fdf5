// What the catalogue says now about the cart's lines, read after load like the product page's live
// data (pages are cached, so prices and stock are read again in the browser): the stepper's stock
// limits, and the prices adopted after a 409.
import { getProduct, getVariations } from '../../api/catalog.ts';
import type { Product, Variation } from '../../api/schemas/catalog.ts';
import type { CartLine } from './store.ts';

export type LiveItem = Pick<Product | Variation, 'price' | 'salePrice' | 'stock'>;

/** The line's product, or its variation, as sold now; null when the variation is no longer listed. */
export async function readLiveLine(line: Pick<CartLine, 'id' | 'variationId'>) {
  if (!line.variationId) return (await getProduct(line.id)) as LiveItem;
  const variations = await getVariations(line.id);
  return (variations.find((variation) => variation._id === line.variationId) ??
    null) as LiveItem | null;
}
