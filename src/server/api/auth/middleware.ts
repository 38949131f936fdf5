// Request guards of the shop's side: the CSRF token, a customer's bearer token and a sign-in
// session's refresh cookie, and every message an access refusal can carry. The route table
// (http/mount.ts) puts them in front of the calls whose declarations ask for them.
import { getCookie } from 'hono/cookie';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { createMiddleware } from 'hono/factory';
import { STAFF_MESSAGES } from '../../../lib/staff.ts';
import type { AppEnv } from '../context.ts';
import { sessions } from '../db/schema.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { bearerToken } from './bearer.ts';
import { CSRF_COOKIE, CSRF_HEADER, isValidCsrfToken } from './csrf.ts';
import type { SessionStore } from './session.ts';
import { customerSessionStore } from './session.ts';
import { verifyAccessToken } from './tokens.ts';

/** What a caller refused by an access rule is told (401 or 403), whatever the call. */
export const ACCESS_MESSAGES = {
  signInRequired: API_MESSAGES.access.signInRequired,
  invalidToken: API_MESSAGES.access.invalidToken,
  /** A refresh cookie missing, expired, revoked or reused (customers' and staff's alike). */
  invalidRefresh: API_MESSAGES.access.invalidRefresh,
  staffOnly: STAFF_MESSAGES.staffOnly,
  customerToken: STAFF_MESSAGES.customerToken,
  automationToken: STAFF_MESSAGES.automationToken,
  roleForbidden: STAFF_MESSAGES.roleForbidden,
  automationOrStaff: 'Admin token or staff sign-in required',
  /** A customer's token on a call for automation or staff. */
  operatorsOnly: 'Operators only',
  automationOnly: 'The admin token is required',
  csrf: API_MESSAGES.access.csrf,
} as const;

/** A call that changes something from a browser: the token must match the signed cookie's secret. */
export const requireCsrfToken = createMiddleware<AppEnv>(async (c, next) => {
  const { config, now } = c.var.deps;
  const ok = isValidCsrfToken(
    config.csrfSecret,
    getCookie(c, CSRF_COOKIE),
    c.req.header(CSRF_HEADER),
    now(),
  );
  if (!ok) throw new HttpError(403, ACCESS_MESSAGES.csrf);
  await next();
});

/** Accepts only a valid access token whose session is live and whose account still exists. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw unauthorized(ACCESS_MESSAGES.signInRequired);
  const { config, db, now } = c.var.deps;
  const claims = await verifyAccessToken(config.jwtSecret, token, now());
  if (!claims) throw unauthorized(ACCESS_MESSAGES.invalidToken);
  if (!(await customerSessionStore.live(db, claims, { id: sessions.id })))
    throw unauthorized(ACCESS_MESSAGES.invalidToken);
  c.set('auth', claims);
  await next();
});

/**
 * Calls made with a session's refresh cookie (`store`'s): without one, 401. Whether the token it
 * holds is still good is the session store's to say (SessionStore.refresh).
 */
export const requireRefreshCookie = (store: SessionStore) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!store.cookie.read(c)) throw unauthorized(ACCESS_MESSAGES.invalidRefresh);
    await next();
  });
