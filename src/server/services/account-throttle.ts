// Throttling of sign-in (failures per account and per client address) and sign-up (per address).
// A blocked caller hears the same message whether the account exists or not.
import type { Context } from 'hono';
import { clientAddress } from '../auth/middleware.ts';
import type { RateLimitRule } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { normaliseEmail } from './accounts.ts';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please try again later.';

interface Limit {
  key: string;
  rule: RateLimitRule;
}

function assertNotBlocked(c: Context<AppEnv>, limits: Limit[], message: string): void {
  const { rateLimiter, now } = c.var.deps;
  const at = now();
  const waits = limits.map((l) => rateLimiter.blockedFor(l.key, l.rule, at) ?? 0);
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw new HttpError(429, message, undefined, { 'Retry-After': String(wait) });
}

/** The sign-in attempt's two counters: its account (lower-cased e-mail) and its address. */
export function signInLimits(
  c: Context<AppEnv>,
  email: string,
): { account: Limit; address: Limit } {
  const { config } = c.var.deps;
  return {
    account: {
      key: `sign-in:account:${normaliseEmail(email) ?? ''}`,
      rule: config.rateLimits.signInPerAccount,
    },
    address: {
      key: `sign-in:address:${clientAddress(c, config.trustProxy)}`,
      rule: config.rateLimits.signInPerAddress,
    },
  };
}

/** 429 with Retry-After while either counter is over its limit. */
export function assertSignInAllowed(c: Context<AppEnv>, email: string): void {
  const { account, address } = signInLimits(c, email);
  assertNotBlocked(c, [account, address], TOO_MANY_SIGN_INS);
}

/** Only failures count. */
export function recordSignInFailure(c: Context<AppEnv>, email: string): void {
  const { rateLimiter, now } = c.var.deps;
  const at = now();
  for (const limit of Object.values(signInLimits(c, email)))
    rateLimiter.hit(limit.key, limit.rule, at);
}

/** A correct password clears its account's failures (the address counter keeps running). */
export function recordSignInSuccess(c: Context<AppEnv>, email: string): void {
  c.var.deps.rateLimiter.reset(signInLimits(c, email).account.key);
}

/** 429 once the address has made too many registration attempts; otherwise counts this one. */
export function takeSignUpAttempt(c: Context<AppEnv>): void {
  const { config, rateLimiter, now } = c.var.deps;
  const limit = {
    key: `sign-up:address:${clientAddress(c, config.trustProxy)}`,
    rule: config.rateLimits.signUpPerAddress,
  };
  assertNotBlocked(c, [limit], TOO_MANY_SIGN_UPS);
  rateLimiter.hit(limit.key, limit.rule, now());
}
