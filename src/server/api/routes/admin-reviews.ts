// The back office's reviews (editors and admins; bearer staff tokens, so no CSRF applies): the
// latest reviews with filters, and hiding or showing one (audited as review.hide / review.unhide).
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewResponseSchema,
} from '../../../api/schemas/reviews.ts';
import { REVIEW_MESSAGES } from '../../../lib/reviews.ts';
import { auditWho } from '../auth/staff.ts';
import { readPathId } from '../http/validate.ts';
import { listStaffReviews, setReviewHidden } from '../services/review-admin.ts';
import { listHandler, staffSection } from './admin-router.ts';

export const adminReviewRoutes = staffSection('/reviews', 'editor', {
  list: listHandler(adminReviewListQuerySchema, adminReviewListSchema, listStaffReviews),
});

for (const [verb, hidden] of [
  ['hide', true],
  ['unhide', false],
] as const) {
  adminReviewRoutes.post(`/reviews/:id/${verb}`, async (c) => {
    const id = readPathId(c, REVIEW_MESSAGES.reviewNotFound);
    const review = await setReviewHidden(c.var.deps, id, hidden, auditWho(c));
    return c.json(adminReviewResponseSchema.parse({ review }));
  });
}
