// Cards in a server render (Astro frontmatter): a failed call fails the render rather than
// showing cards without their options. Each call loads afresh: the server renders pages for as
// long as it runs, so a card must never reuse variations read for an earlier page.
import { variationsByProductSchema, type Product } from '../../api/schemas/catalog.ts';
import { getVariationsOf } from '../../api/catalog.ts';
import type { CardView } from '../../lib/card-view.ts';
import { cardLoader } from './card-loader.ts';

export const buildCards = (products: readonly Product[]): Promise<CardView[]> =>
  cardLoader((ids) => getVariationsOf(ids, variationsByProductSchema), false)(products);
