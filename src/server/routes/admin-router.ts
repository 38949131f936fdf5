// A back-office router whose section (`/orders` and everything under it) is for staff members of
// one role or above; the routes of the section are added to it. And the back office's list calls,
// all alike: a GET whose query is read by its schema and whose page of rows is built by another.
import { Hono, type Handler } from 'hono';
import type * as z from 'zod/mini';
import type { StaffRole } from '../../lib/staff.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { requireStaff } from '../auth/staff.ts';
import { readQuery } from '../http/validate.ts';

export function staffSection(path: string, role: StaffRole): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(path, requireStaff(role));
  routes.use(`${path}/*`, requireStaff(role));
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
