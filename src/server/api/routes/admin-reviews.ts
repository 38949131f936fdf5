// Moderation in the back office (editors and admins): the latest reviews with filters, and hiding
// or showing one (audited as review.hide / review.unhide).
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewResponseSchema,
} from '../../../api/schemas/reviews.ts';
import { REVIEW_MESSAGES } from '../../../lib/reviews.ts';
import { auditWho } from '../auth/staff.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import { listStaffReviews, setReviewHidden } from '../services/review-admin.ts';

const editors = { tag: 'Moderation', access: access.staff('editor') } as const;

export const adminReviewRoutes = [
  defineRoute({
    ...editors,
    method: 'GET',
    path: '/admin/reviews',
    summary:
      'Lists the latest reviews, hidden ones too, filtered by product, rating and visibility.',
    request: { query: adminReviewListQuerySchema },
    responses: { 200: { description: 'A page of reviews.', schema: adminReviewListSchema } },
    handler: (c, { query }) => listStaffReviews(c.var.deps.db, query),
  }),
  ...(
    [
      ['hide', true, "Hides a review from the shop; the product's rating leaves it out (audited)."],
      ['unhide', false, "Shows a hidden review again; the product's rating counts it (audited)."],
    ] as const
  ).map(([verb, hidden, summary]) =>
    defineRoute({
      ...editors,
      method: 'POST',
      path: `/admin/reviews/:id/${verb}`,
      summary,
      request: { params: idParam(REVIEW_MESSAGES.reviewNotFound) },
      responses: { 200: { description: 'The review.', schema: adminReviewResponseSchema } },
      handler: async (c, { params }) => {
        const review = await setReviewHidden(c.var.deps, params.id, hidden, auditWho(c));
        return { review };
      },
    }),
  ),
];
