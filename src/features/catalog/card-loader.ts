// Card view models for a page of products, with each product's variations (its colour and size
// options) fetched at most once per build or page view, however many lists show the product.
import type { Product, Variation } from '../../api/schemas/catalog.ts';
import { toCardView, type CardView } from '../../lib/card-view.ts';

export type CardLoader = (products: readonly Product[]) => Promise<CardView[]>;

/** `tolerant`: a failed variations call shows the card without options (and is retried next time). */
export function cardLoader(
  fetchVariations: (id: string) => Promise<Variation[]>,
  tolerant: boolean,
): CardLoader {
  const cache = new Map<string, Promise<Variation[]>>();
  const variationsOf = (product: Product): Promise<Variation[]> => {
    if (!product.hasVariations) return Promise.resolve([]);
    let pending = cache.get(product._id);
    if (!pending) {
      pending = fetchVariations(product._id);
      if (tolerant) {
        pending = pending.catch(() => {
          cache.delete(product._id);
          return [];
        });
      }
      cache.set(product._id, pending);
    }
    return pending;
  };
  return (products) =>
    Promise.all(products.map(async (product) => toCardView(product, await variationsOf(product))));
}
