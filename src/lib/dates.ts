// How the shop writes a day: an order's, a review's, an invoice's ("21 November 2026").

const shopDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** "21 November 2026", in Vietnam's time zone whatever the browser's; the text itself if not a date. */
export function formatShopDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shopDay.format(date);
}
