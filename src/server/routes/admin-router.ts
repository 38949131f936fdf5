// A back-office router whose section (`/orders` and everything under it) is for staff members of
// one role or above; the routes of the section are added to it.
import { Hono } from 'hono';
import type { StaffRole } from '../../lib/staff.ts';
import type { AppEnv } from '../context.ts';
import { requireStaff } from '../auth/staff.ts';

export function staffSection(path: string, role: StaffRole): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(path, requireStaff(role));
  routes.use(`${path}/*`, requireStaff(role));
  return routes;
}
