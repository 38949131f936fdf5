// Product search: relevance-ranked, tolerant of missing diacritics and typos; and suggestions, a
// few products and categories while the shopper types. Both are kept in memory, dropped by any
// catalogue change (a change anywhere may add a product to a search it was not in).
import {
  searchQuerySchema,
  searchResultsSchema,
  type SearchResults,
} from '../../../api/schemas/catalog.ts';
import { suggestQuerySchema, suggestResponseSchema } from '../../../api/schemas/suggest.ts';
import { access, defineRoute } from '../http/route.ts';
import { searchProducts } from '../services/search.ts';
import { recordMiss } from '../services/search-misses.ts';
import { normalizeSearchText } from '../services/search-text.ts';
import { suggest } from '../services/search-suggest.ts';
import { contentLang } from '../http/content-lang.ts';

const search = { tag: 'Search', access: access.public, cache: 'catalogue' } as const;

export const searchRoutes = [
  defineRoute({
    ...search,
    method: 'GET',
    path: '/search',
    summary:
      'Searches the products on sale by name, brand and type, best match first, forgiving missing accents and typos.',
    request: { query: searchQuerySchema },
    responses: {
      200: {
        description: 'A page of products, and whether one matched exactly.',
        schema: searchResultsSchema,
      },
    },
    handler: (c, { query }) => searchProducts(c.var.deps.db, query, undefined, contentLang(c)),
    // A shopper's search without an exact match is counted, each time, answered from memory or
    // not (a first page only: paging is not asking again). Suggestions call searchProducts too,
    // but their half-typed words are not misses.
    onEveryAnswer: async (c, { query }, answer) => {
      const { exact, products } = answer as SearchResults;
      if (exact || query.page !== 1) return;
      const { db, now } = c.var.deps;
      await recordMiss(db, normalizeSearchText(query.query), products.length > 0, now());
    },
  }),
  defineRoute({
    ...search,
    method: 'GET',
    path: '/search/suggest',
    summary: 'Suggests a few products and categories for what the shopper has typed so far.',
    request: { query: suggestQuerySchema },
    responses: { 200: { description: 'The suggestions.', schema: suggestResponseSchema } },
    handler: (c, { query }) => suggest(c.var.deps.db, query.q),
  }),
];
