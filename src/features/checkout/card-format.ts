// How the card fields read while typing: the number grouped 4-4-4-4, the expiry as MM/YY.
const CARD_DIGITS = 16;
const EXPIRY_DIGITS = 4;

const digitsOf = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" → "4242 4242 4242 4242"; anything but digits is dropped. */
export const formatCardNumber = (value: string): string =>
  digitsOf(value, CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" → "12/28"; the slash appears once the year starts. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, EXPIRY_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "•••• 4242" for the review, or an empty string before a number is typed. */
export function maskedCard(value: string): string {
  const digits = digitsOf(value, CARD_DIGITS);
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '';
}
