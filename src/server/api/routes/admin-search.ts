// Search automation (the ADMIN_TOKEN, or an editor's staff token): the queries shoppers found
// nothing exact for.
import { searchMissesQuerySchema, searchMissesResponseSchema } from '../../../api/schemas/admin.ts';
import { defineRoute } from '../http/route.ts';
import { listMisses } from '../services/search-misses.ts';
import { catalogAutomation } from './admin-catalog.ts';

export const adminSearchRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/search/misses',
    tag: 'Automation',
    summary:
      'Lists what shoppers searched for without an exact match, most often first, and whether similar products were shown.',
    access: catalogAutomation,
    request: { query: searchMissesQuerySchema },
    responses: {
      200: { description: 'A page of missed searches.', schema: searchMissesResponseSchema },
    },
    handler: (c, { query }) => listMisses(c.var.deps.db, query),
  }),
];
