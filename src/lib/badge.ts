// Count badges (cart, notifications, product cards): a count over 99 shows as "99+".
import { BADGE_CAP } from './constants.ts';

/** Text of a count badge, or null when there is nothing to show (zero, negative or not a number). */
export function formatBadgeCount(count: number): string | null {
  if (!(count >= 1)) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
