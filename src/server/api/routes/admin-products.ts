// Catalogue editing in the back office (editors and admins; operators, customers and the
// ADMIN_TOKEN are refused): the product table, whole-product writes with versions, duplicate,
// archive and restore, whether a write is live yet, picture uploads and category fields.
// Middleware is set per path: this app is mounted at /admin beside the sign-in calls.
import { Hono, type Context } from 'hono';
import {
  adminProductListSchema,
  adminProductQuerySchema,
  adminProductResponseSchema,
  categoryResponseSchema,
  categoryWriteSchema,
  imageUploadResponseSchema,
  productStateBodySchema,
  productUpdateSchema,
  productWriteResponseSchema,
  productWriteSchema,
  publishStatusQuerySchema,
  publishStatusSchema,
  type ProductWriteResponse,
} from '../../../api/schemas/admin-products.ts';
import type { Category } from '../../../api/schemas/catalog.ts';
import { productPath } from '../../../lib/catalog-paths.ts';
import { IMAGE_UPLOAD_MAX_BYTES, PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import { auditWho, requireStaff } from '../auth/staff.ts';
import type { AppEnv } from '../context.ts';
import { bodyLimit } from '../http/body-limit.ts';
import { notFound } from '../http/errors.ts';
import { readJson, readPathId, readQuery } from '../http/validate.ts';
import { listHandler } from './admin-router.ts';
import { updateCategory } from '../services/category-write.ts';
import { listAdminProducts } from '../services/product-admin-list.ts';
import {
  archiveProduct,
  createProduct,
  duplicateProduct,
  loadAdminProduct,
  productState,
  restoreProduct,
  updateProduct,
  type ProductWriteResult,
} from '../services/product-write.ts';

/** Where pictures are uploaded: the app's JSON body limit does not apply there (see app.ts). */
export const IMAGE_UPLOAD_PATH = '/api/admin/images';

const editors = requireStaff('editor');
export const adminProductRoutes = new Hono<AppEnv>();
for (const path of ['/products', '/products/:id', '/products/:id/*', '/images', '/categories/:id'])
  adminProductRoutes.use(path, editors);

/** The route's product id; anything that is not an id is simply not found. */
const productId = (c: Context) => readPathId(c, PRODUCT_MESSAGES.notFound);

const answer = ({ product, change }: ProductWriteResult): ProductWriteResponse =>
  productWriteResponseSchema.parse({ product, change: change?.id ?? null });

adminProductRoutes.get(
  '/products',
  listHandler(adminProductQuerySchema, adminProductListSchema, listAdminProducts),
);

adminProductRoutes.post('/products', async (c) => {
  const input = await readJson(c, productWriteSchema);
  return c.json(answer(await createProduct(c.var.deps, input, auditWho(c))), 201);
});

adminProductRoutes.get('/products/:id', async (c) => {
  const product = await loadAdminProduct(c.var.deps.db, productId(c));
  if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
  return c.json(adminProductResponseSchema.parse({ product }));
});

adminProductRoutes.put('/products/:id', async (c) => {
  const id = productId(c);
  const { version, ...input } = await readJson(c, productUpdateSchema);
  return c.json(answer(await updateProduct(c.var.deps, id, input, version, auditWho(c))));
});

adminProductRoutes.post('/products/:id/duplicate', async (c) => {
  const id = productId(c);
  await readJson(c, productStateBodySchema);
  return c.json(answer(await duplicateProduct(c.var.deps, id, auditWho(c))), 201);
});

for (const [verb, write] of [
  ['archive', archiveProduct],
  ['restore', restoreProduct],
] as const)
  adminProductRoutes.post(`/products/:id/${verb}`, async (c) => {
    const id = productId(c);
    const { version } = await readJson(c, productStateBodySchema);
    return c.json(answer(await write(c.var.deps, id, auditWho(c), version)));
  });

adminProductRoutes.get('/products/:id/publish-status', async (c) => {
  const id = productId(c);
  const { change } = readQuery(c, publishStatusQuerySchema);
  const state = await productState(c.var.deps.db, id);
  if (!state) throw notFound(PRODUCT_MESSAGES.notFound);
  return c.json(
    publishStatusSchema.parse({
      state: c.var.deps.catalogChanges.applied(change) ? 'live' : 'publishing',
      url: state.archivedAt ? null : productPath(id),
    }),
  );
});

adminProductRoutes.post(
  '/images',
  bodyLimit(IMAGE_UPLOAD_MAX_BYTES, PRODUCT_MESSAGES.imageTooLarge),
  async (c) => {
    const stored = await c.var.deps.images.store(new Uint8Array(await c.req.arrayBuffer()));
    return c.json(imageUploadResponseSchema.parse(stored), 201);
  },
);

adminProductRoutes.put('/categories/:id', async (c) => {
  const id = readPathId(c, PRODUCT_MESSAGES.categoryNotFound);
  const input = await readJson(c, categoryWriteSchema);
  const category: Category = await updateCategory(c.var.deps, id, input, auditWho(c));
  return c.json(categoryResponseSchema.parse({ category }));
});
