// Signed double-submit CSRF protection: an httpOnly cookie holds a random secret; the token
// handed to the page is an HMAC bound to that secret and its issue time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'csrf_secret';
export const CSRF_HEADER = 'X-CSRF-Token';
/** Tokens stay valid for two hours (the browser reuses one for 25 minutes). */
export const CSRF_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export const newCsrfSecret = (): string => randomBytes(24).toString('base64url');

function sign(key: Uint8Array, secret: string, issuedAt: number): string {
  return createHmac('sha256', key).update(`${secret}.${issuedAt}`).digest('base64url');
}

export function issueCsrfToken(key: Uint8Array, secret: string, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(key, secret, issuedAt)}`;
}

export function isValidCsrfToken(
  key: Uint8Array,
  secret: string | undefined,
  token: string | undefined,
  now: Date,
): boolean {
  if (!secret || !token) return false;
  const [issuedText, mac] = token.split('.');
  const issuedAt = Number(issuedText);
  if (!mac || !Number.isSafeInteger(issuedAt)) return false;
  const age = now.getTime() - issuedAt;
  if (age < -60_000 || age > CSRF_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(sign(key, secret, issuedAt));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
