// Operator calls on search (admin bearer token or an editor's staff token): the queries shoppers found nothing exact for.
import { Hono } from 'hono';
import { searchMissesQuerySchema, searchMissesResponseSchema } from '../../../api/schemas/admin.ts';
import type { AppEnv } from '../context.ts';
import { readQuery } from '../http/validate.ts';
import { listMisses } from '../services/search-misses.ts';
import { requireCatalogAutomation } from './admin.ts';

export const adminSearchRoutes = new Hono<AppEnv>();
adminSearchRoutes.use('/search/*', requireCatalogAutomation);

adminSearchRoutes.get('/search/misses', async (c) => {
  const query = readQuery(c, searchMissesQuerySchema);
  const body = await listMisses(c.var.deps.db, query);
  c.header('Cache-Control', 'no-store');
  return c.json(searchMissesResponseSchema.parse(body));
});
