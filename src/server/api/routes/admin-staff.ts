// Staff management and the audit log (admins only): list, add, change the role of, reset the
// two-factor sign-in of and remove staff members, and read who changed what.
import {
  auditPageSchema,
  auditQuerySchema,
  staffCreateBodySchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  staffRoleBodySchema,
  staffTotpResetBodySchema,
} from '../../../api/schemas/staff.ts';
import { STAFF_MESSAGES } from '../../../lib/staff.ts';
import { auditWho } from '../auth/staff.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import { listAudit } from '../services/audit.ts';
import {
  changeStaffRole,
  createStaff,
  listStaff,
  removeStaff,
  resetStaffTotp,
  toStaffMember,
} from '../services/staff.ts';

const admins = { tag: 'Staff', access: access.staff('admin') } as const;
/** The staff member the path names; anything that is not an id is not found. */
const staffId = idParam(STAFF_MESSAGES.notFound);
const MEMBER = { description: 'The staff member.', schema: staffMeResponseSchema };
const LAST_ADMIN = { description: `It would leave no admin ("${STAFF_MESSAGES.lastAdmin}").` };

export const adminStaffRoutes = [
  defineRoute({
    ...admins,
    method: 'GET',
    path: '/admin/staff',
    summary: 'Lists the staff members, removed ones included.',
    responses: { 200: { description: 'Every staff member.', schema: staffListResponseSchema } },
    handler: async (c) => {
      const rows = await listStaff(c.var.deps.db);
      return { staff: rows.map(toStaffMember) };
    },
  }),
  defineRoute({
    ...admins,
    method: 'POST',
    path: '/admin/staff',
    summary: 'Adds a staff member with a role and a first password (audited).',
    request: { body: staffCreateBodySchema },
    responses: {
      201: MEMBER,
      409: { description: `The e-mail is taken ("${STAFF_MESSAGES.emailTaken}").` },
    },
    handler: async (c, { body }) => {
      const { db, now } = c.var.deps;
      const row = await createStaff(db, body, auditWho(c), now());
      return { staff: toStaffMember(row) };
    },
  }),
  defineRoute({
    ...admins,
    method: 'PUT',
    path: '/admin/staff/:id/role',
    summary: "Changes a staff member's role, at once for their sessions too (audited).",
    request: { params: staffId, body: staffRoleBodySchema },
    responses: { 200: MEMBER, 409: LAST_ADMIN },
    handler: async (c, { params, body }) => {
      const { db, now } = c.var.deps;
      const row = await changeStaffRole(db, params.id, body.role, auditWho(c), now());
      return { staff: toStaffMember(row) };
    },
  }),
  defineRoute({
    ...admins,
    method: 'POST',
    path: '/admin/staff/:id/totp/reset',
    summary:
      "Turns another member's two-factor sign-in off and ends their sessions, for a lost authenticator (audited).",
    request: { params: staffId, body: staffTotpResetBodySchema },
    responses: {
      200: MEMBER,
      409: {
        description: `Their own is turned off at My account ("${STAFF_MESSAGES.totpResetOwn}"), or it is not on.`,
      },
    },
    handler: async (c, { params }) => {
      const { db, now } = c.var.deps;
      const row = await resetStaffTotp(db, params.id, auditWho(c), now());
      return { staff: toStaffMember(row) };
    },
  }),
  defineRoute({
    ...admins,
    method: 'DELETE',
    path: '/admin/staff/:id',
    summary: 'Removes a staff member: their sessions end and they can no longer sign in (audited).',
    request: { params: staffId },
    responses: { 204: { description: 'Removed.' }, 409: LAST_ADMIN },
    handler: async (c, { params }) => {
      const { db, now } = c.var.deps;
      await removeStaff(db, params.id, auditWho(c), now());
    },
  }),
  defineRoute({
    ...admins,
    method: 'GET',
    path: '/admin/audit',
    summary:
      'Lists who changed what and when, newest first, filtered by member, action, target and time.',
    request: { query: auditQuerySchema },
    responses: { 200: { description: 'A page of the audit log.', schema: auditPageSchema } },
    handler: (c, { query }) => listAudit(c.var.deps.db, query),
  }),
];
