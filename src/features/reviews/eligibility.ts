// Whether the signed-in customer may review a product: loaded by the product page's review button
// only for a remembered customer (it brings the session and the API client, which a guest's
// product page never loads).
import { apiClient } from '../../api/client.ts';
import { reviewEligibilitySchema, type ReviewEligibility } from '../../api/schemas/reviews.ts';
import { authReady } from '../auth/session.ts';

/** The answer for the signed-in customer; null when the session turned out to be gone. */
export async function fetchReviewEligibility(productId: string): Promise<ReviewEligibility | null> {
  if (!(await authReady())) return null;
  return apiClient.call(
    'GET',
    `/product/${encodeURIComponent(productId)}/review-eligibility`,
    reviewEligibilitySchema,
  );
}
