// Operator calls, authorised by the admin bearer token (automation) or a staff access token of an
// editor or admin (bearer headers, not cookies, so no CSRF applies): rebuild the static
// storefront from the current catalogue.
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAutomationOrStaff } from '../auth/staff.ts';
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

/** Catalogue automation: the ADMIN_TOKEN, or an editor's (or admin's) staff token. */
export const requireCatalogAutomation = requireAutomationOrStaff('editor');

export function adminRoutes(builder: SiteBuilder): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/rebuild', requireCatalogAutomation);
  routes.get('/rebuild', (c) => c.json(builder.status()));
  routes.post('/rebuild', async (c) => {
    if (!(await builder.start())) throw new HttpError(409, 'A rebuild is already running');
    return c.json(builder.status(), 202);
  });
  return routes;
}
