// Vietnamese phone numbers, as every form and the API take them. One normaliser turns what was
// typed into the one stored and compared spelling, 0 and nine digits, before the 10-digit rule applies:
// separators (spaces, dots, hyphens, brackets) go, and the country code (+84 or 84, optionally
// followed by the trunk 0 people sometimes keep, "+84 0912...") becomes the leading 0. The phone
// inputs show the number 4-3-3 ("0912 345 678") as the customer types.
export const PHONE_DIGITS_MAX = 10;
/** The example every phone input shows, in the 4-3-3 grouping. */
export const PHONE_PLACEHOLDER = '0912 345 678';
/** Viet Nam's calling code, as an international number (E.164) begins. */
export const COUNTRY_CODE = '84';

/** The attributes of a phone input whose value is formatted 4-3-3 as the customer types. */
export const FORMATTED_PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: PHONE_PLACEHOLDER,
} as const;

/** Characters people write between a number's groups. */
const SEPARATORS = /[\s.\-()]/g;
/** +84 or 84, an optional trunk 0, then the 9 digits of the national number (never 0 first). */
const INTERNATIONAL = new RegExp(`^\\+?${COUNTRY_CODE}0?([1-9]\\d{8})$`);
/** The start of a number typed in its international form. */
const INTERNATIONAL_START = new RegExp(`^\\+|^${COUNTRY_CODE}`);

/** What was typed, compatibility forms folded (full-width digits), invisible characters and separators removed. */
const compact = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(SEPARATORS, '');

/**
 * The one spelling of a phone number that is stored and compared: "+84 912 345 678",
 * "84912345678", "0912.345.678" and "+84-912-345-678" are all "0912345678". Anything else comes
 * back compacted but otherwise as typed, for the 10-digit rule to refuse.
 */
export function normalisePhone(value: string): string {
  const typed = compact(value);
  const international = INTERNATIONAL.exec(typed);
  return international ? `0${international[1]}` : typed;
}

/** Whether what was typed is meant as a phone number: digits, a +, separators, nothing else. */
export const looksLikePhone = (value: string): boolean => /^\+?\d+$/.test(compact(value));

/** The number in the international form SMS providers take (E.164), from its stored spelling. */
export const internationalPhone = (stored: string): string => `+${COUNTRY_CODE}${stored.slice(1)}`;

/** The digits of what was typed, cut to 10. */
export const phoneDigits = (value: string): string =>
  value.replace(/\D/g, '').slice(0, PHONE_DIGITS_MAX);

const groups = (digits: string, sizes: readonly number[]): string => {
  let at = 0;
  return sizes
    .map((size) => digits.slice(at, (at += size)))
    .filter(Boolean)
    .join(' ');
};

/**
 * What the phone input shows as the customer types: the national number grouped 4-3-3. A number
 * begun with + or 84 stays as typed (+84 912 345 678) until it is whole, then shows as the
 * national number it normalises to.
 */
export function formatPhone(value: string): string {
  const national = normalisePhone(value);
  if (!INTERNATIONAL_START.test(national)) return groups(phoneDigits(national), [4, 3, 3]);
  // +84, a possible trunk 0, nine digits: at most 12 digits while the number is not yet whole.
  const digits = national.replace(/\D/g, '').slice(0, COUNTRY_CODE.length + PHONE_DIGITS_MAX);
  const plus = national.startsWith('+') ? '+' : '';
  const rest = digits.slice(COUNTRY_CODE.length);
  return `${plus}${groups(digits, [COUNTRY_CODE.length])}${rest ? ` ${groups(rest, rest.startsWith('0') ? [4, 3, 3] : [3, 3, 3])}` : ''}`;
}
