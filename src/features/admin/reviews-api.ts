// The back office's review calls (/api/admin/reviews; editors and admins), each parsed by its
// contract schema (src/api/schemas/reviews.ts), through the staff session's client; and the
// list's filters as the page address keeps them.
import {
  adminReviewListSchema,
  adminReviewResponseSchema,
  type AdminReview,
  type AdminReviewList,
} from '../../api/schemas/reviews.ts';
import { adminCall } from './session.ts';

const FILTER_KEYS = ['product', 'rating', 'visibility', 'page'] as const;

/** The list's filters as the page address and the call carry them (empty ones left out). */
export type AdminReviewFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** The filters of a query string (`?rating=1&visibility=hidden`); unknown keys are ignored. */
export function reviewFiltersOf(search: string): AdminReviewFilters {
  const params = new URLSearchParams(search);
  const filters: AdminReviewFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string of `filters` ('' when there are none), page 1 left out. */
export function reviewSearchOf(filters: AdminReviewFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value && !(key === 'page' && value === '1')) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listAdminReviews = (filters: AdminReviewFilters): Promise<AdminReviewList> =>
  adminCall('GET', '/admin/reviews', adminReviewListSchema, {
    query: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });

/** Hides the review from the shop, or shows it again; answers it as it now is. */
export async function setReviewHidden(id: string, hidden: boolean): Promise<AdminReview> {
  const path = `/admin/reviews/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`;
  return (await adminCall('POST', path, adminReviewResponseSchema, { body: {} })).review;
}
