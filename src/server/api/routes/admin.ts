// Operator calls, authorised by the admin bearer token (automation) or a staff access token of an
// editor or admin (bearer headers, not cookies, so no CSRF applies): rebuild the static
// storefront from the current catalogue (audited as `build.start`), and the storefront's state
// for the back office's Builds screen.
import { Hono } from 'hono';
import {
  buildsStatusSchema,
  type BuildsStatus,
  type FinishedBuild,
  type ServedBuild,
} from '../../../api/schemas/builds.ts';
import type { AppEnv } from '../context.ts';
import { auditWho, requireAutomationOrStaff } from '../auth/staff.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from '../services/audit.ts';

export interface RebuildStatus {
  state: 'idle' | 'running' | 'failed';
  lastBuiltAt: string | null;
  lastError: string | null;
  /** The build running now (id and start), else null. */
  running?: { id: string; startedAt: string } | null;
  /** The last build this instance finished, else null. */
  last?: FinishedBuild | null;
  /** The build being served, else null. */
  served?: ServedBuild | null;
}

export interface SiteBuilder {
  status(): RebuildStatus;
  /** Starts a rebuild; false when one is already running, here or on another instance. */
  start(): Promise<boolean>;
}

/** Pages waiting to refresh on this instance (see buildsStatusSchema's `waiting`). */
export type RefreshWaiting = () => Promise<BuildsStatus['waiting']>;

const nothingWaiting: RefreshWaiting = () => Promise.resolve({ changes: 0, pages: 0 });

/** Catalogue automation: the ADMIN_TOKEN, or an editor's (or admin's) staff token. */
export const requireCatalogAutomation = requireAutomationOrStaff('editor');

export function adminRoutes(
  builder: SiteBuilder,
  waiting: RefreshWaiting = nothingWaiting,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/rebuild', requireCatalogAutomation);
  routes.use('/builds', requireCatalogAutomation);
  routes.get('/rebuild', (c) => c.json(builder.status()));
  routes.post('/rebuild', async (c) => {
    if (!(await builder.start())) throw new HttpError(409, 'A rebuild is already running');
    const status = builder.status();
    const { db, now } = c.var.deps;
    await recordAudit(db, {
      ...auditWho(c),
      action: 'build.start',
      targetId: status.running?.id ?? null,
      at: now(),
    });
    return c.json(status, 202);
  });
  routes.get('/builds', async (c) => {
    const status = builder.status();
    return c.json(
      buildsStatusSchema.parse({
        running: status.running ?? null,
        last: status.last ?? null,
        served: status.served ?? null,
        waiting: await waiting(),
      }),
    );
  });
  return routes;
}
