// Request guards: CSRF on every state-changing call, bearer authentication on customer calls.
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { sessions } from '../db/schema.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { bearerToken } from './bearer.ts';
import { CSRF_COOKIE, CSRF_HEADER, isValidCsrfToken } from './csrf.ts';
import { customerSessionStore } from './session.ts';
import { verifyAccessToken } from './tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Operator and staff calls authenticate with a bearer header only (no ambient cookie), so CSRF
 * cannot apply; the staff sign-in calls under /api/admin/auth/ use a cookie and are protected.
 */
const CSRF_EXEMPT = /^\/api\/admin\/(?!auth\/)/;

export const csrfProtect = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !CSRF_EXEMPT.test(c.req.path)) {
    const { config, now } = c.var.deps;
    const ok = isValidCsrfToken(
      config.csrfSecret,
      getCookie(c, CSRF_COOKIE),
      c.req.header(CSRF_HEADER),
      now(),
    );
    if (!ok) throw new HttpError(403, 'Invalid CSRF token');
  }
  await next();
});

/** Accepts only a valid access token whose session is live and whose account still exists. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  const { config, db, now } = c.var.deps;
  const claims = await verifyAccessToken(config.jwtSecret, token, now());
  if (!claims) throw unauthorized('Invalid or expired token');
  if (!(await customerSessionStore.live(db, claims, { id: sessions.id })))
    throw unauthorized('Invalid or expired token');
  c.set('auth', claims);
  await next();
});
