// The back office's reviews (editors and admins; bearer staff tokens, so no CSRF applies): the
// latest reviews with filters, and hiding or showing one (audited as review.hide / review.unhide).
import { Hono } from 'hono';
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewResponseSchema,
} from '../../api/schemas/reviews.ts';
import type { AppEnv } from '../context.ts';
import { auditWho, requireStaff } from '../auth/staff.ts';
import { readQuery } from '../http/validate.ts';
import { listStaffReviews, setReviewHidden } from '../services/review-admin.ts';

export const adminReviewRoutes = new Hono<AppEnv>();
adminReviewRoutes.use('/reviews', requireStaff('editor'));
adminReviewRoutes.use('/reviews/*', requireStaff('editor'));

adminReviewRoutes.get('/reviews', async (c) => {
  const query = readQuery(c, adminReviewListQuerySchema);
  return c.json(adminReviewListSchema.parse(await listStaffReviews(c.var.deps.db, query)));
});

for (const [verb, hidden] of [
  ['hide', true],
  ['unhide', false],
] as const) {
  adminReviewRoutes.post(`/reviews/:id/${verb}`, async (c) => {
    const review = await setReviewHidden(c.var.deps, c.req.param('id'), hidden, auditWho(c));
    return c.json(adminReviewResponseSchema.parse({ review }));
  });
}
