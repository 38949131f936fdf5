// Catalogue automation, for scripts and webhooks (the ADMIN_TOKEN) and for editors: patch a
// product (live in seconds), and announce products changed by other means so their pages are
// rendered again.
import {
  catalogChangedResponseSchema,
  catalogChangedSchema,
  productPatchSchema,
} from '../../../api/schemas/admin.ts';
import { productResponseSchema } from '../../../api/schemas/catalog.ts';
import { PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import { auditWho } from '../auth/staff.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import { announceCatalogChange, patchProduct } from '../services/catalog-admin.ts';

/** Catalogue automation: the ADMIN_TOKEN, or an editor's (or admin's) staff token. */
export const catalogAutomation = access.automationOrStaff('editor');

export const adminCatalogRoutes = [
  defineRoute({
    method: 'PATCH',
    path: '/admin/products/:id',
    tag: 'Automation',
    summary:
      "Changes some of a product's fields (name, texts, price, sale price, stock, featured), live within seconds (audited).",
    access: catalogAutomation,
    request: { params: idParam(PRODUCT_MESSAGES.notFound), body: productPatchSchema },
    responses: { 200: { description: 'The product as it is now.', schema: productResponseSchema } },
    handler: async (c, { params, body }) => {
      const product = await patchProduct(c.var.deps, params.id, body, auditWho(c));
      return { product };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/catalog/changed',
    tag: 'Automation',
    summary:
      'Announces products changed by other means (a script, SQL), so their pages and listings are rendered again.',
    access: catalogAutomation,
    request: { body: catalogChangedSchema },
    responses: {
      202: {
        description: 'The products and page tags that will be rendered again.',
        schema: catalogChangedResponseSchema,
      },
    },
    handler: async (c, { body }) => {
      const result = await announceCatalogChange(c.var.deps, body.products);
      return result;
    },
  }),
];
