// The shop's policy pages (warranty, returns, shipping, privacy, terms): their slugs, the limits of
// what staff write, the messages the API and the back office say, and the one rule that keeps the
// prose from promising a number the shop does not keep. Their text is staff's (the policy_pages
// table); the facts they state (the return window, each shipping method's delivery time and fee)
// are the shop's constants, filled into the prose through {placeholders} and shown beside it in a
// box generated from them (docs/decisions/0064-policy-pages-and-one-source-for-promises.md).
import { fill } from './i18n/browser.ts';

export const POLICY_SLUGS = ['warranty', 'returns', 'shipping', 'privacy', 'terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const isPolicySlug = (value: unknown): value is PolicySlug =>
  typeof value === 'string' && (POLICY_SLUGS as readonly string[]).includes(value);

/** A policy page's address in English (`localePath` gives the Vietnamese one). */
export const policyPath = (slug: PolicySlug): string => `/policies/${slug}`;

export const POLICY_TITLE_MAX = 120;
export const POLICY_BODY_MAX = 20_000;

/**
 * The facts staff prose may name, each filled in by the page from the shop's constants: the return
 * window, and each shipping method's delivery time and fee as the checkout shows them.
 */
export const POLICY_PLACEHOLDERS = [
  'returnDays',
  'standardEta',
  'expressEta',
  'overnightEta',
  'standardFee',
  'expressFee',
  'overnightFee',
] as const;
export type PolicyPlaceholder = (typeof POLICY_PLACEHOLDERS)[number];

/**
 * A number of days written as digits: "30 days", "5-7 business days", "trong 7 ngày",
 * "5–7 ngày làm việc". Prose must name such a number through a placeholder, so that it is the
 * constant's and changes with it.
 */
const DAY_COUNT =
  /\d+(?:\s*[-–]\s*\d+)?(?:[-\s]+(?:business|working|calendar))?[-\s]*days?\b|\d+(?:\s*[-–]\s*\d+)?\s*ngày/giu;

/** The day counts written as digits in `text` (none in prose that uses the placeholders). */
export const literalDayCounts = (text: string): string[] =>
  [...text.matchAll(DAY_COUNT)].map((match) => match[0]);

/** Placeholders written in `text` that the page does not know: `{returnDay}` is a typo. */
export const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !(POLICY_PLACEHOLDERS as readonly string[]).includes(name));

/** The API's and the back office's messages (English; Vietnamese in src/lib/i18n/vi/api.ts). */
export const POLICY_MESSAGES = {
  notFound: 'Policy page not found',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${POLICY_TITLE_MAX} characters`,
  bodyRequired: 'Text is required',
  bodyTooLong: `Text must be at most ${POLICY_BODY_MAX.toLocaleString('en-US')} characters`,
  /** {found} is the day count as written, {example} the placeholder that says it. */
  bodyDayCount: 'Write numbers of days as placeholders: {example} instead of "{found}"',
  /** {known} lists the placeholders the page fills in. */
  bodyUnknownPlaceholder: 'Unknown placeholder {found}; the page fills in {known}',
} as const;

/** The placeholders as staff write them: "{returnDays}, {standardEta}, …". */
export const placeholderList = (): string =>
  POLICY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** Words before a day count that make it the return window rather than a delivery time. */
const ABOUT_RETURNS = /return|refund|exchange|đổi|trả|hoàn/iu;

/**
 * What is wrong with a policy page's text as staff wrote it, or null: a number of days written as
 * digits (it must be a placeholder, so it cannot disagree with the constant), or a placeholder the
 * page does not fill in.
 */
export function policyBodyIssue(body: string): string | null {
  for (const match of body.matchAll(DAY_COUNT)) {
    const before = body.slice(Math.max(0, match.index - 80), match.index);
    const example = ABOUT_RETURNS.test(before) ? '{returnDays}' : '{standardEta}';
    return fill(POLICY_MESSAGES.bodyDayCount, { example, found: match[0].trim() });
  }
  const unknown = unknownPlaceholders(body)[0];
  if (unknown)
    return fill(POLICY_MESSAGES.bodyUnknownPlaceholder, {
      found: `{${unknown}}`,
      known: placeholderList(),
    });
  return null;
}
