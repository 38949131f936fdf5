// The review page's calls (the signed-in owner's order): its products and reviews, and writing
// reviews; each answer parsed by its contract schema (src/api/schemas/reviews.ts).
import { apiClient } from '../../api/client.ts';
import {
  orderReviewSchema,
  type OrderReview,
  type ReviewSubmit,
} from '../../api/schemas/reviews.ts';

const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;

export const fetchOrderReview = (id: string): Promise<OrderReview> =>
  apiClient.call('GET', `${orderPath(id)}/review`, orderReviewSchema);

/** Writes the reviews; answers the order's review page as it now is. */
export const submitOrderReviews = (id: string, body: ReviewSubmit): Promise<OrderReview> =>
  apiClient.call('POST', `${orderPath(id)}/reviews`, orderReviewSchema, { body });
