// Vietnamese phone input, as every form takes it: digits only, at most 10, shown as 4-3-3 ("0912
// 345 678").
export const PHONE_DIGITS_MAX = 10;
/** The example every phone input shows, in the 4-3-3 grouping. */
export const PHONE_PLACEHOLDER = '0912 345 678';

/** The attributes of a phone input whose value is formatted 4-3-3 as the customer types. */
export const FORMATTED_PHONE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: PHONE_PLACEHOLDER,
} as const;

/** The digits of what was typed, cut to 10. */
export const phoneDigits = (value: string): string =>
  value.replace(/\D/g, '').slice(0, PHONE_DIGITS_MAX);

/** What the phone input shows as the customer types: the digits grouped 4-3-3. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  return [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7)].filter(Boolean).join(' ');
}
