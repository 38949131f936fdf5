// How the shop writes a day: an order's, a review's, an invoice's ("21 November 2026" in English,
// "21/11/2026" in Vietnamese).
import type { Lang } from './i18n/index.ts';

const options = { timeZone: 'Asia/Ho_Chi_Minh' } as const;
const shopDay: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    ...options,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  vi: new Intl.DateTimeFormat('vi-VN', {
    ...options,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }),
};

/**
 * "21 November 2026" (English) or "21/11/2026" (Vietnamese), in Vietnam's time zone whatever the
 * browser's; the text itself if not a date.
 */
export function formatShopDate(iso: string, lang: Lang = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shopDay[lang].format(date);
}

const shopMoment: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { ...options, dateStyle: 'long', timeStyle: 'short' }),
  vi: new Intl.DateTimeFormat('vi-VN', {
    ...options,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }),
};

/** "28 November 2026 at 14:05" (English) or "14:05 28/11/2026" (Vietnamese), in Vietnam's time. */
export function formatShopDateTime(iso: string, lang: Lang = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shopMoment[lang].format(date);
}
