// Card view models for a page of products, with each product's variations (its colour and size
// options): one call for the whole page (GET /product/variations?ids=…), and each product's
// variations fetched at most once per loader, however many lists show the product.
import type { Product, Variation } from '../../api/schemas/catalog.ts';
import { MAX_PAGE_LIMIT } from '../../lib/constants.ts';
import { toCardView, type CardView } from '../../lib/card-view.ts';

export type CardLoader = (products: readonly Product[]) => Promise<CardView[]>;

/** The variations of up to MAX_PAGE_LIMIT products by product id (absent: not on sale). */
export type VariationsOf = (ids: string[]) => Promise<Record<string, Variation[]>>;

/** `tolerant`: a failed variations call shows the cards without options (and is retried next time). */
export function cardLoader(variationsOf: VariationsOf, tolerant: boolean): CardLoader {
  const cache = new Map<string, Promise<Variation[]>>();
  const fetchFor = (ids: string[]) => {
    const answer = variationsOf(ids);
    for (const id of ids) {
      let pending = answer.then((found) => (Object.hasOwn(found, id) ? found[id]! : []));
      if (tolerant) {
        const fallback = pending.catch(() => {
          if (cache.get(id) === fallback) cache.delete(id);
          return [];
        });
        pending = fallback;
      }
      cache.set(id, pending);
    }
  };
  return (products) => {
    const missing = [
      ...new Set(products.filter((p) => p.hasVariations && !cache.has(p._id)).map((p) => p._id)),
    ];
    for (let start = 0; start < missing.length; start += MAX_PAGE_LIMIT)
      fetchFor(missing.slice(start, start + MAX_PAGE_LIMIT));
    return Promise.all(
      products.map(async (product) =>
        toCardView(product, product.hasVariations ? await cache.get(product._id)! : []),
      ),
    );
  };
}
