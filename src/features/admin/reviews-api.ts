// The back office's review calls (/api/admin/reviews; editors and admins), each parsed by its
// contract schema (src/api/schemas/reviews.ts), through the staff session's client; and the
// list's filters as the page address keeps them.
import {
  adminReviewListSchema,
  adminReviewResponseSchema,
  type AdminReview,
  type AdminReviewList,
} from '../../api/schemas/reviews.ts';
import { listFiltersOf, listSearchOf, type ListFilters } from './list-query.ts';
import { adminCall } from './session.ts';

const FILTER_KEYS = ['product', 'rating', 'visibility', 'page'] as const;

/** The list's filters as the page address and the call carry them (empty ones left out). */
export type AdminReviewFilters = ListFilters<(typeof FILTER_KEYS)[number]>;

/** The filters of a query string (`?rating=1&visibility=hidden`); unknown keys are ignored. */
export const reviewFiltersOf = (search: string): AdminReviewFilters =>
  listFiltersOf(FILTER_KEYS, search);

/** The query string of `filters` ('' when there are none), page 1 left out. */
export const reviewSearchOf = (filters: AdminReviewFilters): string =>
  listSearchOf(FILTER_KEYS, filters);

export const listAdminReviews = (filters: AdminReviewFilters): Promise<AdminReviewList> =>
  adminCall('GET', '/admin/reviews', adminReviewListSchema, {
    query: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });

/** Hides the review from the shop, or shows it again; answers it as it now is. */
export async function setReviewHidden(id: string, hidden: boolean): Promise<AdminReview> {
  const path = `/admin/reviews/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`;
  return (await adminCall('POST', path, adminReviewResponseSchema, { body: {} })).review;
}
