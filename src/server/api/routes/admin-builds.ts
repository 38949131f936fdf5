// Storefront builds, for automation (the ADMIN_TOKEN) and for editors: rebuild the static
// storefront from the current catalogue (audited as `build.start`), and the storefront's state
// for the back office's Builds screen. The builder is the running shop's (main.ts), reached
// through the app's deps; an app without one (an API-only process) answers 404.
import { buildsStatusSchema } from '../../../api/schemas/builds.ts';
import { auditWho } from '../auth/staff.ts';
import type { Deps, SiteBuilder } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { recordAudit } from '../services/audit.ts';
import { catalogAutomation } from './admin-catalog.ts';

const ALREADY_RUNNING = 'A rebuild is already running';

/** This process's storefront builder, or 404 when it has none. */
function builderOf(deps: Deps): SiteBuilder {
  if (!deps.builder) throw notFound('This process does not build the storefront');
  return deps.builder;
}

const builds = { tag: 'Storefront builds', access: catalogAutomation } as const;
const NO_BUILDER = { description: 'This process does not build the storefront.' };

export const adminBuildRoutes = [
  defineRoute({
    ...builds,
    method: 'GET',
    path: '/admin/rebuild',
    summary:
      "Tells the rebuild's state (idle, running, failed), when the storefront was last built and its last error.",
    responses: { 200: { description: 'The state.' }, 404: NO_BUILDER },
    handler: (c) => c.json(builderOf(c.var.deps).status()),
  }),
  defineRoute({
    ...builds,
    method: 'POST',
    path: '/admin/rebuild',
    summary:
      'Starts a rebuild of the static storefront from the current catalogue, unless one runs on any instance (audited).',
    responses: {
      202: { description: 'Started: the state, with the build that runs.' },
      404: NO_BUILDER,
      409: { description: `One is running ("${ALREADY_RUNNING}").` },
    },
    handler: async (c) => {
      const builder = builderOf(c.var.deps);
      if (!(await builder.start())) throw new HttpError(409, ALREADY_RUNNING);
      const status = builder.status();
      const { db, now } = c.var.deps;
      await recordAudit(db, {
        ...auditWho(c),
        action: 'build.start',
        targetId: status.running?.id ?? null,
        at: now(),
      });
      return c.json(status, 202);
    },
  }),
  defineRoute({
    ...builds,
    method: 'GET',
    path: '/admin/builds',
    summary:
      'Tells the build running now, the last one finished (when, how long, its result), the one served, and the pages waiting to refresh.',
    responses: {
      200: { description: 'The storefront’s builds.', schema: buildsStatusSchema },
      404: NO_BUILDER,
    },
    handler: async (c) => {
      const { deps } = c.var;
      const status = builderOf(deps).status();
      return {
        running: status.running ?? null,
        last: status.last ?? null,
        served: status.served ?? null,
        waiting: await deps.refreshWaiting(),
      };
    },
  }),
];
