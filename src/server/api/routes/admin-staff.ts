// Staff management and the audit log (admins only): list, create, change role, reset two-factor
// sign-in, remove (/api/admin/staff) and read who changed what (/api/admin/audit).
import type { Context } from 'hono';
import {
  auditPageSchema,
  auditQuerySchema,
  staffCreateBodySchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  staffRoleBodySchema,
  staffTotpResetBodySchema,
} from '../../../api/schemas/staff.ts';
import { auditWho, requireStaff } from '../auth/staff.ts';
import { STAFF_MESSAGES } from '../../../lib/staff.ts';
import { readJson, readPathId } from '../http/validate.ts';
import { listAudit } from '../services/audit.ts';
import {
  changeStaffRole,
  createStaff,
  listStaff,
  removeStaff,
  resetStaffTotp,
  toStaffMember,
} from '../services/staff.ts';
import { listHandler, staffSection } from './admin-router.ts';

export const adminStaffRoutes = staffSection('/staff', 'admin');
adminStaffRoutes.use('/audit', requireStaff('admin'));

adminStaffRoutes.get('/staff', async (c) => {
  const rows = await listStaff(c.var.deps.db);
  return c.json(staffListResponseSchema.parse({ staff: rows.map(toStaffMember) }));
});

adminStaffRoutes.post('/staff', async (c) => {
  const body = await readJson(c, staffCreateBodySchema);
  const { db, now } = c.var.deps;
  const row = await createStaff(db, body, auditWho(c), now());
  return c.json(staffMeResponseSchema.parse({ staff: toStaffMember(row) }), 201);
});

/** The staff member the path names; anything that is not an id is not found. */
const staffId = (c: Context) => readPathId(c, STAFF_MESSAGES.notFound);

adminStaffRoutes.put('/staff/:id/role', async (c) => {
  const id = staffId(c);
  const { role } = await readJson(c, staffRoleBodySchema);
  const { db, now } = c.var.deps;
  const row = await changeStaffRole(db, id, role, auditWho(c), now());
  return c.json(staffMeResponseSchema.parse({ staff: toStaffMember(row) }));
});

adminStaffRoutes.post('/staff/:id/totp/reset', async (c) => {
  const id = staffId(c);
  await readJson(c, staffTotpResetBodySchema);
  const { db, now } = c.var.deps;
  const row = await resetStaffTotp(db, id, auditWho(c), now());
  return c.json(staffMeResponseSchema.parse({ staff: toStaffMember(row) }));
});

adminStaffRoutes.delete('/staff/:id', async (c) => {
  const { db, now } = c.var.deps;
  await removeStaff(db, staffId(c), auditWho(c), now());
  return c.body(null, 204);
});

adminStaffRoutes.get('/audit', listHandler(auditQuerySchema, auditPageSchema, listAudit));
