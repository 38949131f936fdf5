// GET /api/search: relevance-ranked product search, tolerant of missing diacritics and typos;
// GET /api/search/suggest: a few products and categories while the shopper types.
import { Hono } from 'hono';
import { searchQuerySchema, type SearchResults } from '../../../api/schemas/catalog.ts';
import { suggestQuerySchema, type SuggestResponse } from '../../../api/schemas/suggest.ts';
import type { AppEnv } from '../context.ts';
import { readQuery } from '../http/validate.ts';
import { CATALOG_CACHE_CONTROL } from '../services/catalog.ts';
import { searchProducts } from '../services/search.ts';
import { recordMiss } from '../services/search-misses.ts';
import { normalizeSearchText } from '../services/search-text.ts';
import { suggest } from '../services/search-suggest.ts';

export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/', async (c) => {
  const query = readQuery(c, searchQuerySchema);
  const body: SearchResults = await searchProducts(c.var.deps.db, query);
  // A shopper's search without an exact match is counted (a first page only: paging is not asking
  // again). Suggestions call searchProducts too, but their half-typed words are not misses.
  if (!body.exact && query.page === 1) {
    const { db, now } = c.var.deps;
    await recordMiss(db, normalizeSearchText(query.query), body.products.length > 0, now());
  }
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});

searchRoutes.get('/suggest', async (c) => {
  const { q } = readQuery(c, suggestQuerySchema);
  const body: SuggestResponse = await suggest(c.var.deps.db, q);
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});
