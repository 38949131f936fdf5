// GET /api/search: relevance-ranked product search, tolerant of missing diacritics and typos.
import { Hono } from 'hono';
import { searchQuerySchema, type ProductList } from '../../api/schemas/catalog.ts';
import type { AppEnv } from '../context.ts';
import { readQuery } from '../http/validate.ts';
import { CATALOG_CACHE_CONTROL } from '../services/catalog.ts';
import { searchProducts } from '../services/search.ts';

export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/', async (c) => {
  const query = readQuery(c, searchQuerySchema);
  const body: ProductList = await searchProducts(c.var.deps.db, query);
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});
