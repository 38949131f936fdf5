// Reviews: an order's review page (its products and what was reviewed), writing
// reviews, a product's reviews, whether the signed-in customer may review a product, and the back
// office's list with hide and unhide. Limits and messages: src/lib/reviews.ts.
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../../lib/constants.ts';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PER_REQUEST_MAX,
  reviewTextError,
} from '../../lib/reviews.ts';
import { countSchema, idSchema, isoDateSchema, paginationSchema } from './common.ts';
import { pagedListSchema, pagedQuerySchema } from './paging.ts';

/** 1 to 5 whole stars; anything else is 422 naming the field. */
export const ratingSchema = z
  .int({ error: REVIEW_MESSAGES.ratingInvalid })
  .check(
    z.minimum(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingInvalid),
    z.maximum(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingInvalid),
  );

/** The text as written, surrounding spaces left out, checked by the review page's rule (reviewTextError). */
export const reviewTextSchema = z.string({ error: REVIEW_MESSAGES.textTooShort }).check(
  z.trim(),
  z.superRefine((text, context) => {
    const message = reviewTextError(text);
    if (message) context.addIssue({ code: 'custom', message, input: text });
  }),
);

export const reviewInputSchema = z.strictObject({
  productId: idSchema,
  rating: ratingSchema,
  text: reviewTextSchema,
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** POST /order/{id}/reviews: one review per product of the order (some or all of them). */
export const reviewSubmitSchema = z.strictObject({
  reviews: z.array(reviewInputSchema).check(z.minLength(1), z.maxLength(REVIEWS_PER_REQUEST_MAX)),
});
export type ReviewSubmit = z.infer<typeof reviewSubmitSchema>;

/** A review as its author sees it on the order's review page. */
export const ownReviewSchema = z.object({
  _id: idSchema,
  rating: ratingSchema,
  text: z.string(),
  createdAt: isoDateSchema,
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A product of the order (its lines of that product together), and the review of it if written. */
export const reviewableProductSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  /** The variations bought ("Black, 256GB"), one entry per line; empty for a plain product. */
  variations: z.array(z.string()),
  /** False when the product is no longer on sale: its page is gone, the review is still possible. */
  onSale: z.boolean(),
  review: z.nullable(ownReviewSchema),
});
export type ReviewableProduct = z.infer<typeof reviewableProductSchema>;

/** GET /order/{id}/review and the answer to POST /order/{id}/reviews. */
export const orderReviewSchema = z.object({
  order: z.object({
    _id: idSchema,
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    isReviewed: z.boolean(),
    createdAt: isoDateSchema,
  }),
  products: z.array(reviewableProductSchema),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

/** A review as the shop shows it: the author's display name only (src/lib/reviews.ts reviewerName). */
export const productReviewSchema = z.object({
  _id: idSchema,
  author: z.string(),
  rating: ratingSchema,
  text: z.string(),
  createdAt: isoDateSchema,
  /** Every review comes from a delivered order of the product. */
  verifiedPurchase: z.boolean(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewsQuerySchema = pagedQuerySchema(REVIEWS_PAGE_SIZE, {});

/** GET /product/{id}/reviews: visible reviews newest first, with the figures computed from them. */
export const productReviewsSchema = z.object({
  rating: z.number().check(z.minimum(0), z.maximum(REVIEW_RATING_MAX)),
  ratingCount: countSchema(0),
  reviews: z.array(productReviewSchema),
  pagination: paginationSchema,
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const REVIEW_ELIGIBILITY = [
  /** A delivered order holds the product unreviewed: `orderId` names the newest such order. */
  'can-review',
  /** Every delivered purchase of it is reviewed. */
  'reviewed',
  /** Bought, not delivered yet. */
  'awaiting-delivery',
  /** Never bought (or only in cancelled orders). */
  'not-purchased',
] as const;
export type ReviewEligibilityStatus = (typeof REVIEW_ELIGIBILITY)[number];

/** GET /product/{id}/review-eligibility (signed in): what the product page's review button does. */
export const reviewEligibilitySchema = z.object({
  status: z.enum(REVIEW_ELIGIBILITY),
  orderId: z.nullable(idSchema),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const REVIEW_VISIBILITY = ['all', 'visible', 'hidden'] as const;

/** GET /admin/reviews: newest first; a product (part of its name, its SKU or id), stars, visibility. */
export const adminReviewListQuerySchema = pagedQuerySchema(ADMIN_REVIEWS_PAGE_SIZE, {
  product: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  rating: z.optional(
    z.enum(
      ['1', '2', '3', '4', '5'],
      `rating must be ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
    ),
  ),
  visibility: z.optional(z.enum(REVIEW_VISIBILITY)),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  _id: idSchema,
  product: z.object({ _id: idSchema, name: z.string(), sku: z.string() }),
  order: z.object({ _id: idSchema, orderNumber: z.string() }),
  author: z.string(),
  rating: ratingSchema,
  text: z.string(),
  createdAt: isoDateSchema,
  hiddenAt: z.nullable(isoDateSchema),
  /** The e-mail of the staff member who hid it. */
  hiddenBy: z.nullable(z.string()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = pagedListSchema('reviews', adminReviewSchema);
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** POST /admin/reviews/{id}/hide and /unhide: the review as it is now. */
export const adminReviewResponseSchema = z.object({ review: adminReviewSchema });
