// A back-office router whose section (`/orders` and everything under it) is for staff members of
// one role or above, often with its list at its own path; the routes of the section are added to
// it. The back office's list calls are all alike: a GET whose query is read by its schema and
// whose page of rows is built by another.
import { Hono, type Handler } from 'hono';
import type * as z from 'zod/mini';
import type { StaffRole } from '../../../lib/staff.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { requireStaff } from '../auth/staff.ts';
import { readQuery } from '../http/validate.ts';

/** The section's router; `list` (a listHandler) answers GET on the section's own path. */
export function staffSection(
  path: string,
  role: StaffRole,
  { list }: { list?: Handler<AppEnv> } = {},
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(path, requireStaff(role));
  routes.use(`${path}/*`, requireStaff(role));
  if (list) routes.get(path, list);
  return routes;
}

/** A list call's handler: the query checked by `query`, the page that `list` reads by `answer`. */
export function listHandler<Query extends z.ZodMiniType, Answer extends z.ZodMiniType>(
  query: Query,
  answer: Answer,
  list: (db: Db, query: z.output<Query>) => Promise<z.input<Answer>>,
): Handler<AppEnv> {
  return async (c) => c.json(answer.parse(await list(c.var.deps.db, readQuery(c, query))));
}
