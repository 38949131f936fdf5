// Live price and stock after load: the page is rendered ahead of time and cached, so the island
// asks the API once mounted and lays any change over the build-time data.
import { useEffect, useState } from 'react';
import { getProduct, getVariations } from '../../api/catalog.ts';
import {
  withLivePrices,
  type PricedStock,
  type PurchaseProduct,
  type PurchaseVariation,
} from './purchase-data.ts';

export interface LiveCatalog {
  product: PurchaseProduct;
  variations: PurchaseVariation[];
}

/** Build-time variations updated from the live list; one the API no longer lists cannot be bought. */
export function mergeVariations(
  current: PurchaseVariation[],
  live: readonly (PricedStock & { _id: string })[],
): PurchaseVariation[] {
  const byId = new Map<string, PricedStock>(live.map((variation) => [variation._id, variation]));
  let changed = false;
  const next = current.map((variation) => {
    const fresh = byId.get(variation._id) ?? { ...variation, stock: 0 };
    const merged = withLivePrices(variation, fresh);
    if (merged !== variation) changed = true;
    return merged;
  });
  return changed ? next : current;
}

export function useLivePrices(initial: LiveCatalog): LiveCatalog {
  const [catalog, setCatalog] = useState(initial);
  const { id, hasVariations } = initial.product;

  useEffect(() => {
    let active = true;
    Promise.all([getProduct(id), hasVariations ? getVariations(id) : Promise.resolve(null)])
      .then(([product, variations]) => {
        if (!active) return;
        setCatalog((current) => {
          const nextProduct = withLivePrices(current.product, product);
          const nextVariations = variations
            ? mergeVariations(current.variations, variations)
            : current.variations;
          if (nextProduct === current.product && nextVariations === current.variations)
            return current;
          return { product: nextProduct, variations: nextVariations };
        });
      })
      .catch(() => {
        // The build-time data stays on screen; the server still checks price and stock at checkout.
      });
    return () => {
      active = false;
    };
  }, [id, hasVariations]);

  return catalog;
}
