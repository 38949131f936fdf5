// How many of each cart line may be bought (at most the stock, QUANTITY_MAX (99) when it is
// unknown): the live stock of its variation, else its product, read after load as the
// product page does, and the note that says why a stepper stops.
import { useEffect, useState } from 'react';
import { QUANTITY_MAX } from '../../lib/constants.ts';
import { readLiveLine } from './live-lines.ts';
import { capToStock, lineKey, type CartLine } from './store.ts';

/** The note beside a line's stepper, or '' when nothing limits it below the usual cap. */
export interface StockWords {
  outOfStock: string;
  /** '… {count} …' */
  onlyLeft: string;
  onlyLeftLowered: string;
}

const STOCK_WORDS_EN: StockWords = {
  outOfStock: 'Out of stock',
  onlyLeft: 'Only {count} left in stock',
  onlyLeftLowered: 'Only {count} left in stock, so the quantity was lowered',
};

export function stockNote(
  stock: number | undefined,
  quantity: number,
  lowered: boolean,
  words: StockWords = STOCK_WORDS_EN,
): string {
  if (stock === undefined || stock >= QUANTITY_MAX) return '';
  if (stock <= 0) return words.outOfStock;
  const count = (template: string) => template.replace('{count}', String(stock));
  if (lowered) return count(words.onlyLeftLowered);
  return quantity >= stock ? count(words.onlyLeft) : '';
}

type LineRef = Pick<CartLine, 'id' | 'variationId'>;

/** The live stock of each line by lineKey; a line not in the map has unknown stock. */
async function readStock(lines: readonly LineRef[]): Promise<Map<string, number>> {
  const found = await Promise.all(
    lines.map(async (line) => {
      const live = await readLiveLine(line).catch(() => undefined);
      return [lineKey(line), live === undefined ? undefined : (live?.stock ?? 0)] as const;
    }),
  );
  return new Map(found.filter((entry): entry is [string, number] => entry[1] !== undefined));
}

export interface LineStock {
  /** The live stock by lineKey; a line not in the map has unknown stock. */
  stock: ReadonlyMap<string, number>;
  /** The lines lowered to their stock on arrival, until the customer changes their quantity. */
  lowered: ReadonlySet<string>;
  /** The customer set this line's quantity: it is no longer marked as lowered. */
  release: (key: string) => void;
}

/**
 * The lines' live stock, read again whenever a line is added or removed (not on a new quantity);
 * a line above its stock is lowered to it on arrival and marked.
 */
export function useLineStock(lines: readonly CartLine[]): LineStock {
  const [stock, setStock] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [lowered, setLowered] = useState<ReadonlySet<string>>(() => new Set());
  const refs = JSON.stringify(lines.map(({ id, variationId }) => ({ id, variationId })));

  useEffect(() => {
    let active = true;
    void readStock(JSON.parse(refs) as LineRef[]).then((next) => {
      if (!active) return;
      setStock(next);
      const capped = capToStock(next);
      if (capped.length > 0) setLowered((current) => new Set([...current, ...capped]));
    });
    return () => {
      active = false;
    };
  }, [refs]);

  const release = (key: string) => {
    if (lowered.has(key)) setLowered(new Set([...lowered].filter((other) => other !== key)));
  };
  return { stock, lowered, release };
}
