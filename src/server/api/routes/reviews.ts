// Customers' reviews: an order's review page and writing its reviews (the order's owner only),
// a product's reviews (anyone, cached like the catalogue) and whether the signed-in customer may
// review a product.
import {
  orderReviewSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewEligibilitySchema,
  reviewSubmitSchema,
} from '../../../api/schemas/reviews.ts';
import { productTag } from '../../../lib/page-tags.ts';
import { REVIEW_MESSAGES } from '../../../lib/reviews.ts';
import { tagAnswer } from '../http/read-cache.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import {
  getOrderReview,
  listProductReviews,
  reviewEligibility,
  submitReviews,
} from '../services/reviews.ts';

const orderId = idParam(REVIEW_MESSAGES.orderNotFound);
const productId = idParam(REVIEW_MESSAGES.productNotFound);

/** Under /api/order: the signed-in customer's own orders. */
export const orderReviewRoutes = [
  defineRoute({
    method: 'GET',
    path: '/order/:id/review',
    tag: 'Orders',
    summary:
      "Gives a delivered order's review page: its products, and the reviews already written.",
    access: access.customer,
    request: { params: orderId },
    responses: { 200: { description: 'The review page.', schema: orderReviewSchema } },
    handler: async (c, { params }) => {
      const body = await getOrderReview(c.var.deps.db, c.var.auth.userId, params.id);
      return body;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/:id/reviews',
    tag: 'Orders',
    summary: "Writes reviews of a delivered order's products (a product is reviewed once).",
    access: access.customer,
    request: { params: orderId, body: reviewSubmitSchema },
    responses: {
      201: { description: 'The review page with the new reviews.', schema: orderReviewSchema },
      409: { description: 'The order is not delivered, or a product was already reviewed.' },
    },
    handler: async (c, { params, body }) => {
      const page = await submitReviews(c.var.deps, c.var.auth.userId, params.id, body);
      return page;
    },
  }),
];

/** Under /api/product. */
export const productReviewRoutes = [
  defineRoute({
    method: 'GET',
    path: '/product/:id/reviews',
    tag: 'Catalogue',
    summary: "Lists a product's visible reviews, newest first, a page at a time.",
    access: access.public,
    cache: 'catalogue',
    request: { params: productId, query: productReviewsQuerySchema },
    responses: { 200: { description: 'A page of reviews.', schema: productReviewsSchema } },
    handler: async (c, { params, query }) => {
      const body = await listProductReviews(c.var.deps.db, params.id, query.page, query.limit);
      // A review written, hidden or shown records its product's change.
      tagAnswer(c, [productTag(params.id)]);
      return body;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/product/:id/review-eligibility',
    tag: 'Catalogue',
    summary: 'Tells whether the signed-in customer may review a product, and through which order.',
    access: access.customer,
    request: { params: productId },
    responses: { 200: { description: 'The answer.', schema: reviewEligibilitySchema } },
    handler: async (c, { params }) => {
      const body = await reviewEligibility(c.var.deps.db, c.var.auth.userId, params.id);
      return body;
    },
  }),
];
