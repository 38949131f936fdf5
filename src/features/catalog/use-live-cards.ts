// Built cards shown at once, then refreshed from the API after load: when the same products come
// back only their prices are patched (keeping the built options); a changed list is replaced.
// With nothing built the state starts as loading; a failed refresh of built cards stays silent.
import { useEffect, useState } from 'react';
import type { ProductListParams } from '../../api/catalog.ts';
import type { Product } from '../../api/schemas/catalog.ts';
import type { CardView } from '../../lib/card-view.ts';
import { getProducts } from '../../api/catalog.ts';
import { loadCards } from './load-cards.ts';

export type LiveStatus = 'loading' | 'loaded' | 'failed';

export interface LiveCards {
  cards: CardView[];
  status: LiveStatus;
  error: unknown;
  retry: () => void;
}

async function refreshed(built: CardView[], products: Product[]): Promise<CardView[]> {
  const sameList =
    built.length === products.length && products.every((p, i) => built[i]?.id === p._id);
  if (!sameList) return loadCards(products);
  return built.map((card, index) => {
    const product = products[index];
    return product
      ? { ...card, basePrice: product.price, salePrice: product.salePrice ?? null }
      : card;
  });
}

const priceKey = (cards: readonly CardView[]) =>
  cards.map((card) => `${card.id}:${card.basePrice}:${card.salePrice}`).join();

export function useLiveCards(params: ProductListParams, initial: CardView[]): LiveCards {
  const [cards, setCards] = useState(initial);
  const [status, setStatus] = useState<LiveStatus>(initial.length > 0 ? 'loaded' : 'loading');
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    let current = true;
    getProducts(JSON.parse(paramsKey) as ProductListParams)
      .then((list) => refreshed(initial, list.products))
      .then((fresh) => {
        if (!current) return;
        if (priceKey(fresh) !== priceKey(initial)) setCards(fresh);
        setStatus('loaded');
      })
      .catch((failure: unknown) => {
        if (!current || initial.length > 0) return;
        setError(failure);
        setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, [paramsKey, initial, attempt]);

  return {
    cards,
    status,
    error,
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
  };
}
