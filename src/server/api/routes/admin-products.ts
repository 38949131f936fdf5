// Catalogue editing in the back office (editors and admins; operators, customers and the
// ADMIN_TOKEN are refused): the product table, whole-product writes with versions, duplicate,
// archive and restore, whether a write is live yet, picture uploads and category fields.
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
import { categoriesResponseSchema, type Category } from '../../../api/schemas/catalog.ts';
import { productPath } from '../../../lib/catalog-paths.ts';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  PRODUCT_MESSAGES,
} from '../../../lib/product-admin.ts';
import { auditWho } from '../auth/staff.ts';
import { notFound } from '../http/errors.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import { listCategories } from '../services/catalog.ts';
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

const editors = { tag: 'Products', access: access.staff('editor') } as const;
/** The route's product; anything that is not an id is simply not found. */
const productId = idParam(PRODUCT_MESSAGES.notFound);

const answer = ({ product, change }: ProductWriteResult): ProductWriteResponse => ({
  product,
  change: change?.id ?? null,
});

const WRITTEN = {
  description: 'The product as written, and the catalogue change that publishes it.',
  schema: productWriteResponseSchema,
};
const STALE = {
  description: 'The product changed since the version sent: `errors` tells what changed.',
};

export const adminProductRoutes = [
  defineRoute({
    ...editors,
    method: 'GET',
    path: '/admin/products',
    summary:
      'Lists products for the back office, archived ones too: searched, filtered by category, brand, stock and state, sorted.',
    request: { query: adminProductQuerySchema },
    responses: { 200: { description: 'A page of products.', schema: adminProductListSchema } },
    handler: (c, { query }) => listAdminProducts(c.var.deps.db, query),
  }),
  defineRoute({
    ...editors,
    method: 'POST',
    path: '/admin/products',
    summary: 'Creates a product with its variations, published within seconds (audited).',
    request: { body: productWriteSchema },
    responses: { 201: WRITTEN },
    handler: async (c, { body }) => answer(await createProduct(c.var.deps, body, auditWho(c))),
  }),
  defineRoute({
    ...editors,
    method: 'GET',
    path: '/admin/products/:id',
    summary: 'Gives one product whole, as the editor edits it, with its version.',
    request: { params: productId },
    responses: { 200: { description: 'The product.', schema: adminProductResponseSchema } },
    handler: async (c, { params }) => {
      const product = await loadAdminProduct(c.var.deps.db, params.id);
      if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
      return { product };
    },
  }),
  defineRoute({
    ...editors,
    method: 'PUT',
    path: '/admin/products/:id',
    summary:
      'Replaces a product whole, from the version the editor read; refused if it changed since (audited).',
    request: { params: productId, body: productUpdateSchema },
    responses: { 200: WRITTEN, 409: STALE },
    handler: async (c, { params, body: { version, ...input } }) =>
      answer(await updateProduct(c.var.deps, params.id, input, version, auditWho(c))),
  }),
  defineRoute({
    ...editors,
    method: 'POST',
    path: '/admin/products/:id/duplicate',
    summary: 'Creates a copy of a product, archived, with new SKUs, to edit and publish (audited).',
    request: { params: productId, body: productStateBodySchema },
    responses: { 201: WRITTEN },
    handler: async (c, { params }) =>
      answer(await duplicateProduct(c.var.deps, params.id, auditWho(c))),
  }),
  ...(
    [
      ['archive', archiveProduct, 'Takes a product off sale, keeping it and its orders (audited).'],
      ['restore', restoreProduct, 'Puts an archived product back on sale (audited).'],
    ] as const
  ).map(([verb, write, summary]) =>
    defineRoute({
      ...editors,
      method: 'POST',
      path: `/admin/products/:id/${verb}`,
      summary,
      request: { params: productId, body: productStateBodySchema },
      responses: { 200: WRITTEN, 409: STALE },
      handler: async (c, { params, body }) =>
        answer(await write(c.var.deps, params.id, auditWho(c), body.version)),
    }),
  ),
  defineRoute({
    ...editors,
    method: 'GET',
    path: '/admin/products/:id/publish-status',
    summary: "Tells whether a write's catalogue change is live on the storefront yet, and where.",
    request: { params: productId, query: publishStatusQuerySchema },
    responses: { 200: { description: 'Live or still publishing.', schema: publishStatusSchema } },
    handler: async (c, { params, query }) => {
      const state = await productState(c.var.deps.db, params.id);
      if (!state) throw notFound(PRODUCT_MESSAGES.notFound);
      return {
        state: c.var.deps.catalogChanges.applied(query.change)
          ? ('live' as const)
          : ('publishing' as const),
        url: state.archivedAt ? null : productPath(params.id),
      };
    },
  }),
  defineRoute({
    ...editors,
    method: 'POST',
    path: '/admin/images',
    summary:
      "Stores a product picture (PNG, JPEG, WebP or a checked SVG) once per content, within the uploads' quota.",
    bodyLimit: { bytes: IMAGE_UPLOAD_MAX_BYTES, message: PRODUCT_MESSAGES.imageTooLarge },
    request: { file: { types: IMAGE_UPLOAD_TYPES, description: "The picture's bytes." } },
    responses: {
      201: { description: "The picture's address.", schema: imageUploadResponseSchema },
      409: { description: `The uploads' quota is full ("${PRODUCT_MESSAGES.uploadsFull}").` },
      422: { description: 'Not a picture the shop takes, or an SVG that is refused.' },
    },
    handler: async (c) => {
      const stored = await c.var.deps.images.store(new Uint8Array(await c.req.arrayBuffer()));
      return stored;
    },
  }),
  defineRoute({
    ...editors,
    method: 'GET',
    path: '/admin/categories',
    summary:
      'Lists the categories as stored, with their Vietnamese names, descriptions, field labels and units.',
    responses: { 200: { description: 'Every category.', schema: categoriesResponseSchema } },
    handler: (c) => listCategories(c.var.deps.db),
  }),
  defineRoute({
    ...editors,
    method: 'PUT',
    path: '/admin/categories/:id',
    summary:
      "Changes a category's description and the fields its products are described by (audited).",
    request: { params: idParam(PRODUCT_MESSAGES.categoryNotFound), body: categoryWriteSchema },
    responses: {
      200: { description: 'The category.', schema: categoryResponseSchema },
      409: { description: 'A field removed is still filled in on products: `errors` names them.' },
    },
    handler: async (c, { params, body }) => {
      const category: Category = await updateCategory(c.var.deps, params.id, body, auditWho(c));
      return { category };
    },
  }),
];
