// Back-office staff calls (/api/admin/auth, /api/admin/staff, /api/admin/audit): staff accounts,
// their sign-in with optional two-factor codes, staff management and the audit log.
import * as z from 'zod/mini';
import {
  AUDIT_PAGE_MAX,
  AUDIT_PAGE_SIZE,
  STAFF_MESSAGES,
  STAFF_NAME_MAX,
  STAFF_PASSWORD_MAX,
  STAFF_ROLES,
} from '../../lib/staff.ts';
import { idSchema, isoDateSchema, textSchema } from './common.ts';
import { clampedInt } from './paging.ts';
import { authResponseSchema } from './user.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES, STAFF_MESSAGES.roleInvalid);

/** A staff member as every staff call answers it (never a password hash or TOTP secret). */
export const staffMemberSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totpEnabled: z.boolean(),
  createdAt: isoDateSchema,
  removedAt: z.nullable(isoDateSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const passwordSchema = z.string().check(z.maxLength(STAFF_PASSWORD_MAX));
const totpCodeSchema = z.string().check(z.trim(), z.maxLength(10));

export const staffSignInBodySchema = z.strictObject({
  email: textSchema(254),
  password: passwordSchema,
  /** Required once the staff member has turned two-factor sign-in on. */
  totpCode: z.optional(totpCodeSchema),
});
export type StaffSignInBody = z.infer<typeof staffSignInBodySchema>;

/** The answer of a staff sign-in or refresh: a customer's (authResponseSchema), staff for user. */
export const staffAuthResponseSchema = z.extend(z.omit(authResponseSchema, { user: true }), {
  staff: staffMemberSchema,
});
export type StaffAuthResponse = z.infer<typeof staffAuthResponseSchema>;

export const staffMeResponseSchema = z.object({ staff: staffMemberSchema });

/**
 * POST /admin/auth/totp/setup: the member's current password, so an access token alone (a
 * stolen one) cannot bind two-factor sign-in to someone else's authenticator.
 */
export const totpSetupBodySchema = z.strictObject({ password: passwordSchema });
/** POST /admin/auth/totp/setup: a new secret to enter in an authenticator app (not on yet). */
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpConfirmBodySchema = z.strictObject({ code: totpCodeSchema });
export const totpDisableBodySchema = z.strictObject({ password: passwordSchema });

export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });

export const staffCreateBodySchema = z.strictObject({
  email: textSchema(254),
  name: textSchema(STAFF_NAME_MAX),
  role: staffRoleSchema,
  /** The initial password, handed to the new staff member by the admin. */
  password: passwordSchema,
});
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

export const staffRoleBodySchema = z.strictObject({ role: staffRoleSchema });

/** POST /admin/staff/{id}/totp/reset (admins, for another member): no fields. */
export const staffTotpResetBodySchema = z.strictObject({});

const filterText = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
const dateQuery = z.optional(
  z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date')),
);

/** GET /admin/audit: filters, newest first, keyset pages (`cursor` is the last page's `nextCursor`). */
export const auditQuerySchema = z.object({
  staffId: z.optional(idSchema),
  action: filterText,
  targetType: filterText,
  targetId: filterText,
  /** ISO dates: entries at or after `from`, before `to`. */
  from: dateQuery,
  to: dateQuery,
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}\.\d{1,19}$/, 'must be a page cursor'))),
  limit: clampedInt(1, AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: isoDateSchema,
  staffId: z.nullable(z.string()),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
