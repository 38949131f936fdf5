// Human-readable order numbers such as ORD-20261121-7K3QX2: the placing date in Vietnam time
// and random characters from an alphabet without look-alikes (no 0/O, 1/I/L).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 6;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export const ORDER_NUMBER_PATTERN = /^ORD-\d{8}-[2-9A-HJKMNP-Z]{6}$/;

/** YYYYMMDD of `now` in Vietnam (UTC+7, no daylight saving). */
function orderNumberDate(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** `pick(n)` returns an unbiased integer in [0, n); replaceable for tests. */
export function generateOrderNumber(now: Date, pick: (n: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) suffix += ALPHABET[pick(ALPHABET.length)];
  return `ORD-${orderNumberDate(now)}-${suffix}`;
}
