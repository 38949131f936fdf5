// The back office's calls on staff accounts, two-factor sign-in and the audit log, each parsed by
// its contract schema (src/api/schemas/staff.ts).
import {
  auditPageSchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  totpSetupResponseSchema,
  type AuditPage,
  type AuditQuery,
  type StaffCreateBody,
  type StaffMember,
  type TotpSetupResponse,
} from '../../api/schemas/staff.ts';
import type { StaffRole } from '../../lib/staff.ts';
import { adminCall } from './session.ts';

export const fetchMe = async (): Promise<StaffMember> =>
  (await adminCall('GET', '/admin/auth/me', staffMeResponseSchema)).staff;

export const listStaff = async (): Promise<StaffMember[]> =>
  (await adminCall('GET', '/admin/staff', staffListResponseSchema)).staff;

export const createStaff = async (body: StaffCreateBody): Promise<StaffMember> =>
  (await adminCall('POST', '/admin/staff', staffMeResponseSchema, { body })).staff;

export const changeStaffRole = async (id: string, role: StaffRole): Promise<StaffMember> =>
  (
    await adminCall('PUT', `/admin/staff/${encodeURIComponent(id)}/role`, staffMeResponseSchema, {
      body: { role },
    })
  ).staff;

/** An admin turns another member's two-factor sign-in off (and ends their sessions). */
export const resetStaffTotp = async (id: string): Promise<StaffMember> =>
  (
    await adminCall(
      'POST',
      `/admin/staff/${encodeURIComponent(id)}/totp/reset`,
      staffMeResponseSchema,
      { body: {} },
    )
  ).staff;

export async function removeStaff(id: string): Promise<void> {
  await adminCall('DELETE', `/admin/staff/${encodeURIComponent(id)}`, null);
}

/** One page of the audit log; pass the previous page's `nextCursor` as `cursor` for older entries. */
export const listAudit = (query: Partial<AuditQuery> = {}): Promise<AuditPage> =>
  adminCall('GET', '/admin/audit', auditPageSchema, {
    query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
      string,
      string | number
    >,
  });

/** Starts two-factor setup: the member's password, answered with the secret to enter in an app. */
export const startTotpSetup = (password: string): Promise<TotpSetupResponse> =>
  adminCall('POST', '/admin/auth/totp/setup', totpSetupResponseSchema, { body: { password } });

export const confirmTotp = async (code: string): Promise<StaffMember> =>
  (await adminCall('POST', '/admin/auth/totp/confirm', staffMeResponseSchema, { body: { code } }))
    .staff;

export const disableTotp = async (password: string): Promise<StaffMember> =>
  (
    await adminCall('POST', '/admin/auth/totp/disable', staffMeResponseSchema, {
      body: { password },
    })
  ).staff;
