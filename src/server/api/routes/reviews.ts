// Customers' reviews: an order's review page and writing its reviews (/api/order/{id}/review,
// /api/order/{id}/reviews; the owner only), a product's reviews (public, cached like the
// catalogue) and whether the signed-in customer may review a product.
import { Hono, type Context } from 'hono';
import {
  orderReviewSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewEligibilitySchema,
  reviewSubmitSchema,
} from '../../../api/schemas/reviews.ts';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../auth/middleware.ts';
import { REVIEW_MESSAGES } from '../../../lib/reviews.ts';
import { readJson, readPathId, readQuery } from '../http/validate.ts';
import { CATALOG_CACHE_CONTROL } from '../services/catalog.ts';
import {
  getOrderReview,
  listProductReviews,
  reviewEligibility,
  submitReviews,
} from '../services/reviews.ts';

const orderId = (c: Context) => readPathId(c, REVIEW_MESSAGES.orderNotFound);
const productId = (c: Context) => readPathId(c, REVIEW_MESSAGES.productNotFound);

/** Mounted at /api/order. */
export const orderReviewRoutes = new Hono<AppEnv>();

orderReviewRoutes.get('/:id/review', requireAuth, async (c) => {
  const body = await getOrderReview(c.var.deps.db, c.var.auth.userId, orderId(c));
  return c.json(orderReviewSchema.parse(body));
});

orderReviewRoutes.post('/:id/reviews', requireAuth, async (c) => {
  const id = orderId(c);
  const input = await readJson(c, reviewSubmitSchema);
  const body = await submitReviews(c.var.deps, c.var.auth.userId, id, input);
  return c.json(orderReviewSchema.parse(body), 201);
});

/** Mounted at /api/product. */
export const productReviewRoutes = new Hono<AppEnv>();

productReviewRoutes.get('/:id/reviews', async (c) => {
  const id = productId(c);
  const { page, limit } = readQuery(c, productReviewsQuerySchema);
  const body = await listProductReviews(c.var.deps.db, id, page, limit);
  c.header('Cache-Control', CATALOG_CACHE_CONTROL);
  return c.json(productReviewsSchema.parse(body));
});

productReviewRoutes.get('/:id/review-eligibility', requireAuth, async (c) => {
  const body = await reviewEligibility(c.var.deps.db, c.var.auth.userId, productId(c));
  return c.json(reviewEligibilitySchema.parse(body));
});
