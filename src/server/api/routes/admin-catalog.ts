// Operator calls on the catalogue, authorised by the admin bearer token or an editor's staff token:
// PATCH a product (live in seconds), and announce products changed by other means so their pages
// are rendered again.
import { Hono } from 'hono';
import {
  catalogChangedResponseSchema,
  catalogChangedSchema,
  productPatchSchema,
} from '../../../api/schemas/admin.ts';
import { productResponseSchema } from '../../../api/schemas/catalog.ts';
import { auditWho } from '../auth/staff.ts';
import type { AppEnv } from '../context.ts';
import { PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import { readJson, readPathId } from '../http/validate.ts';
import { requireCatalogAutomation } from './admin.ts';
import { announceCatalogChange, patchProduct } from '../services/catalog-admin.ts';

export const adminCatalogRoutes = new Hono<AppEnv>();
// Per route, not per path: the back office's product calls (admin-products.ts) and its catalogue
// file calls (admin-catalog-file.ts, staff only) share the paths.
adminCatalogRoutes.patch('/products/:id', requireCatalogAutomation);
adminCatalogRoutes.use('/catalog/changed', requireCatalogAutomation);

adminCatalogRoutes.patch('/products/:id', async (c) => {
  const id = readPathId(c, PRODUCT_MESSAGES.notFound);
  const patch = await readJson(c, productPatchSchema);
  const product = await patchProduct(c.var.deps, id, patch, auditWho(c));
  return c.json(productResponseSchema.parse({ product }));
});

adminCatalogRoutes.post('/catalog/changed', async (c) => {
  const { products } = await readJson(c, catalogChangedSchema);
  const result = await announceCatalogChange(c.var.deps, products);
  return c.json(catalogChangedResponseSchema.parse(result), 202);
});
