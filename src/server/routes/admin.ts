// Operator calls, authorised by the admin bearer token (not cookies, so no CSRF applies):
// rebuild the static storefront from the current catalogue.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { HttpError } from '../http/errors.ts';

export interface RebuildStatus {
  state: 'idle' | 'running' | 'failed';
  lastBuiltAt: string | null;
  lastError: string | null;
}

export interface SiteBuilder {
  status(): RebuildStatus;
  /** Starts a rebuild; false when one is already running, here or on another instance. */
  start(): Promise<boolean>;
}

/**
 * Operator calls carry the admin bearer token (compared in constant time). A signed-in customer's
 * access token is recognised and refused as forbidden (403), anything else is unauthorised (401).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = (c.req.header('Authorization') ?? '').replace(/^Bearer /, '');
  const given = Buffer.from(bearer);
  const { config, now } = c.var.deps;
  const expected = Buffer.from(config.adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    if (await verifyAccessToken(config.jwtSecret, bearer, now()))
      throw new HttpError(403, 'Operators only');
    throw new HttpError(401, 'Admin token required');
  }
  await next();
});

export function adminRoutes(builder: SiteBuilder): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.get('/rebuild', (c) => c.json(builder.status()));
  routes.post('/rebuild', async (c) => {
    if (!(await builder.start())) throw new HttpError(409, 'A rebuild is already running');
    return c.json(builder.status(), 202);
  });
  return routes;
}
