// The route table: every endpoint of the API, each declared once in its domain's file beside
// this one (http/route.ts says how). createApp mounts it whole (http/mount.ts), the reference is
// generated from it (http/openapi.ts), and the role, CSRF and fuzz tests iterate it. Routes are
// tried in this order: a fixed path before a parameter's that would take it.
import { access, defineRoute, type RouteDeclaration } from '../http/route.ts';
import { apiDocument } from '../http/openapi.ts';
import { addressRoutes } from './address.ts';
import { adminAuthRoutes } from './admin-auth.ts';
import { adminBackupRoutes } from './admin-backup.ts';
import { adminBuildRoutes } from './admin-builds.ts';
import { adminCatalogRoutes } from './admin-catalog.ts';
import { adminCatalogFileRoutes } from './admin-catalog-file.ts';
import { adminOrderRoutes } from './admin-orders.ts';
import { adminProductRoutes } from './admin-products.ts';
import { adminReviewRoutes } from './admin-reviews.ts';
import { adminSearchRoutes } from './admin-search.ts';
import { adminStaffRoutes } from './admin-staff.ts';
import { authRoutes } from './auth.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { adminPolicyRoutes, policyRoutes } from './policies.ts';
import { productRoutes } from './products.ts';
import { orderReviewRoutes, productReviewRoutes } from './reviews.ts';
import { searchRoutes } from './search.ts';
import { shopRoutes } from './shop.ts';
import { sitemapRoutes } from './sitemap.ts';
import { userRoutes } from './users.ts';

/** GET /api/openapi.json: the table's own OpenAPI document. */
const referenceRoute = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  tag: 'Operations',
  summary:
    "Gives this API's reference as an OpenAPI 3.1 document: every call, who may make it, what it takes and answers.",
  access: access.public,
  cache: 'reference',
  responses: { 200: { description: 'The OpenAPI document (docs/api.md is its Markdown).' } },
  handler: async (c) => c.json(await apiDocument(API_ROUTES)),
});

export const API_ROUTES: readonly RouteDeclaration[] = [
  ...authRoutes,
  ...productRoutes,
  ...productReviewRoutes,
  ...searchRoutes,
  ...sitemapRoutes,
  ...policyRoutes,
  ...addressRoutes,
  ...shopRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...orderReviewRoutes,
  ...userRoutes,
  ...adminAuthRoutes,
  ...adminStaffRoutes,
  ...adminProductRoutes,
  ...adminCatalogRoutes,
  ...adminCatalogFileRoutes,
  ...adminOrderRoutes,
  ...adminReviewRoutes,
  ...adminPolicyRoutes,
  ...adminSearchRoutes,
  ...adminBuildRoutes,
  ...adminBackupRoutes,
  referenceRoute,
];
