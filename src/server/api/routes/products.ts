// GET /api/product…: product lists, categories, a category listing, one product, its variations,
// and the variations of a page of products at once.
import { Hono, type Context } from 'hono';
import {
  categoryListingQuerySchema,
  productListQuerySchema,
  variationsOfQuerySchema,
  type CategoryListing,
  type ProductList,
  type VariationsByProduct,
} from '../../../api/schemas/catalog.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import {
  CATALOG_CACHE_CONTROL,
  categoryListing,
  findCategoryByName,
  findProduct,
  listCategories,
  listProducts,
  listVariations,
  variationsOf,
} from '../services/catalog.ts';
import { fieldParams } from '../services/field-filters.ts';
import { PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import { cleanQuery, hasNulByte, readPathId, readQuery } from '../http/validate.ts';

export const productRoutes = new Hono<AppEnv>();

productRoutes.get('/', async (c) => {
  const query = readQuery(c, productListQuerySchema);
  const body: ProductList = await listProducts(c.var.deps.db, query);
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});

productRoutes.get('/category', async (c) => {
  const body = await listCategories(c.var.deps.db);
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});

productRoutes.get('/category/name/:name', async (c) => {
  const query = readQuery(c, categoryListingQuerySchema);
  const name = c.req.param('name');
  const category = hasNulByte(name) ? undefined : await findCategoryByName(c.var.deps.db, name);
  if (!category) throw notFound('Category not found');
  const body: CategoryListing = await categoryListing(
    c.var.deps.db,
    category,
    query,
    fieldParams(cleanQuery(c)),
  );
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});

// Before /:id, which would take "variations" for a product id.
productRoutes.get('/variations', async (c) => {
  const { ids } = readQuery(c, variationsOfQuerySchema);
  const found = await variationsOf(c.var.deps.db, ids);
  const body: VariationsByProduct = { variations: Object.fromEntries(found) };
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(body);
});

/**
 * What `load` reads for the product the path's :id names, cacheable like the catalogue; 404 for
 * an id that is malformed or names no product on sale.
 */
async function ofProduct<T>(
  c: Context<AppEnv>,
  load: (db: Db, id: string) => Promise<T | undefined>,
): Promise<T> {
  const found = await load(c.var.deps.db, readPathId(c, PRODUCT_MESSAGES.notFound));
  if (!found) throw notFound(PRODUCT_MESSAGES.notFound);
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return found;
}

productRoutes.get('/:id', async (c) => c.json({ product: await ofProduct(c, findProduct) }));

productRoutes.get('/:id/variations', async (c) =>
  c.json({ variations: await ofProduct(c, listVariations) }),
);
