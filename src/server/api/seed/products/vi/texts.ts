// The seed's Vietnamese product texts, by SKU: [summary, details] (the short description, and the
// sentences that follow it in the description). withVietnamese puts them on the entries.
import type { ProductEntry } from '../../catalog-types.ts';

export type VietnameseTexts = Readonly<Record<string, readonly [string, string]>>;

/** The entries with their Vietnamese summary and details; an entry without them keeps English. */
export const withVietnamese = (
  entries: readonly ProductEntry[],
  texts: VietnameseTexts,
): ProductEntry[] =>
  entries.map((entry) => {
    const vi = texts[entry.sku];
    return vi ? { ...entry, summaryVi: vi[0], detailsVi: vi[1] } : entry;
  });
