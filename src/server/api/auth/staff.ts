// Back-office authorisation. Staff calls carry a staff access token (staff audience) whose
// session is live and whose staff member is not removed; the role is read from the database on
// every call, so a role change or a removal takes effect at once. The shared ADMIN_TOKEN is for
// automation only (rebuild, catalogue webhooks, backups): staff-only calls refuse it.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { roleAllows, type StaffRole } from '../../../lib/staff.ts';
import type { AppEnv, StaffContext } from '../context.ts';
import { staff } from '../db/schema.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import type { AuditWho } from '../services/audit.ts';
import { bearerToken } from './bearer.ts';
import { ACCESS_MESSAGES } from './middleware.ts';
import { staffSessionStore } from './session.ts';
import { AUDIENCES, verifyAccessToken } from './tokens.ts';

type Ctx = Context<AppEnv>;

/** True when `token` is the ADMIN_TOKEN (compared in constant time). */
export function isAdminToken(c: Ctx, token: string): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(c.var.deps.config.adminToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The live staff member a staff access token names, or null (expired, revoked, removed, other audience). */
async function staffOfToken(c: Ctx, token: string): Promise<StaffContext | null> {
  const { config, db, now } = c.var.deps;
  const claims = await verifyAccessToken(config.jwtSecret, token, now(), AUDIENCES.staff);
  if (!claims) return null;
  const fields = { id: staff.id, email: staff.email, name: staff.name, role: staff.role };
  const row = await staffSessionStore.live(db, claims, fields);
  return row ? { ...row, sessionId: claims.sessionId } : null;
}

/** True when `token` is a valid customer's access token. */
async function isCustomerToken(c: Ctx, token: string): Promise<boolean> {
  const { config, now } = c.var.deps;
  return (await verifyAccessToken(config.jwtSecret, token, now(), AUDIENCES.customer)) !== null;
}

/** 403 for a customer's token or the ADMIN_TOKEN (a known caller in the wrong place), else 401. */
async function refuse(c: Ctx, token: string | undefined): Promise<HttpError> {
  if (!token) return unauthorized(ACCESS_MESSAGES.staffOnly);
  if (isAdminToken(c, token)) return new HttpError(403, ACCESS_MESSAGES.automationToken);
  if (await isCustomerToken(c, token)) return new HttpError(403, ACCESS_MESSAGES.customerToken);
  return unauthorized(ACCESS_MESSAGES.invalidToken);
}

/**
 * Staff-only calls: a live staff member of one of `roles` (admin passes every check; no roles:
 * any staff member). Sets `c.var.staff`. No or a bad token: 401; a customer's token, the
 * ADMIN_TOKEN or a role not allowed: 403.
 */
export const requireStaff = (...roles: StaffRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    const member = token ? await staffOfToken(c, token) : null;
    if (!member) throw await refuse(c, token);
    if (roles.length > 0 && !roleAllows(member.role, roles))
      throw new HttpError(403, ACCESS_MESSAGES.roleForbidden);
    c.set('staff', member);
    await next();
  });

/**
 * Calls open to automation and to staff: the ADMIN_TOKEN, or a staff member of one of `roles`
 * (`c.var.staff` is set then). A customer's token: 403; nothing valid: 401.
 */
export const requireAutomationOrStaff = (...roles: StaffRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c) ?? '';
    if (!isAdminToken(c, token)) {
      const member = token ? await staffOfToken(c, token) : null;
      if (!member) {
        if (token && (await isCustomerToken(c, token)))
          throw new HttpError(403, ACCESS_MESSAGES.operatorsOnly);
        throw unauthorized(ACCESS_MESSAGES.automationOrStaff);
      }
      if (!roleAllows(member.role, roles)) throw new HttpError(403, ACCESS_MESSAGES.roleForbidden);
      c.set('staff', member);
    }
    await next();
  });

/**
 * Calls for automation alone: the ADMIN_TOKEN. A staff member's or a customer's token: 403 (a
 * known caller in the wrong place); anything else: 401.
 */
export const requireAutomation = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c) ?? '';
  if (!isAdminToken(c, token)) {
    const known = token && ((await staffOfToken(c, token)) || (await isCustomerToken(c, token)));
    if (known) throw new HttpError(403, ACCESS_MESSAGES.automationOnly);
    throw unauthorized(ACCESS_MESSAGES.automationOnly);
  }
  await next();
});

/** Who is acting, for recordAudit: the signed-in staff member, else automation (ADMIN_TOKEN). */
export function auditWho(c: Ctx): AuditWho {
  const member = c.get('staff') as StaffContext | undefined;
  return member ? { staff: member } : { actor: 'automation' };
}
