// Signed double-submit CSRF protection: an httpOnly cookie holds a random secret that the server
// signed when it issued it (a cookie planted by someone else, e.g. from a sibling subdomain, is
// never accepted); the token handed to the page is an HMAC bound to that secret and its issue time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'csrf_secret';
export const CSRF_HEADER = 'X-CSRF-Token';
/** Tokens stay valid for two hours (the browser reuses one for 25 minutes). */
export const CSRF_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const mac = (key: Uint8Array, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A new cookie secret: 24 random bytes and the server's signature of them. */
export function newCsrfSecret(key: Uint8Array): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${mac(key, `csrf-secret:${nonce}`)}`;
}

/** True only for a secret this server issued (its signature checks out). */
export function isIssuedCsrfSecret(key: Uint8Array, secret: string | undefined): boolean {
  const [nonce, signature, extra] = (secret ?? '').split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return sameText(signature, mac(key, `csrf-secret:${nonce}`));
}

function sign(key: Uint8Array, secret: string, issuedAt: number): string {
  return mac(key, `${secret}.${issuedAt}`);
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
  if (!secret || !token || !isIssuedCsrfSecret(key, secret)) return false;
  const [issuedText, given] = token.split('.');
  const issuedAt = Number(issuedText);
  if (!given || !Number.isSafeInteger(issuedAt)) return false;
  const age = now.getTime() - issuedAt;
  if (age < -60_000 || age > CSRF_TOKEN_TTL_MS) return false;
  return sameText(given, sign(key, secret, issuedAt));
}
