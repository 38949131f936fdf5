// Staff sign-in for the back office (/api/admin/auth): sign-in with an optional two-factor code,
// refresh through the staff refresh cookie (rotating, reuse detected), sign-out, who am I, and
// turning two-factor sign-in on (setup with the password, then confirm with a code) and off (with
// the password). An admin resets another member's two-factor sign-in in admin-staff.ts.
// The refresh-cookie calls take the CSRF token like the customers' (http/route.ts csrfByDefault).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  staffAuthResponseSchema,
  staffMeResponseSchema,
  staffSignInBodySchema,
  totpConfirmBodySchema,
  totpDisableBodySchema,
  totpSetupBodySchema,
  totpSetupResponseSchema,
} from '../../../api/schemas/staff.ts';
import { STAFF_MESSAGES } from '../../../lib/staff.ts';
import type { AppEnv } from '../context.ts';
import { verifyPassword } from '../auth/password.ts';
import { staffSessionStore as sessions, type IssuedSession } from '../auth/session.ts';
import { checkTotp, newTotpSecret, totpUri } from '../auth/totp.ts';
import type { Db } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { conflict, unauthorized, validationFailed } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';
import { takeCurrentPasswordCheck } from '../auth/account-throttle.ts';
import { recordAudit } from '../services/audit.ts';
import { findStaff, findStaffByEmail, toStaffMember, type StaffRow } from '../services/staff.ts';
import { inTransaction } from '../db/transaction.ts';
import { passwordSignIn } from './auth.ts';

async function signedIn(c: Context<AppEnv>, row: StaffRow, session: IssuedSession) {
  const tokens = await sessions.signedIn(c, row.id, session);
  return { staff: toStaffMember(row), ...tokens };
}

/**
 * Accepts `code` for `secret` once: the step it matched is stored only if it is newer than the
 * last one accepted (a conditional update), so a code replayed, even concurrently, is refused.
 */
async function acceptTotp(
  db: Db,
  row: StaffRow,
  secret: string,
  code: string,
  now: Date,
): Promise<number | null> {
  const step = await checkTotp(secret, code, now, row.totpLastStep);
  if (step === null) return null;
  const claimed = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return claimed.length > 0 ? step : null;
}

/** A staff member who is still on the staff (not removed). */
const findLiveStaff = async (db: Db, id: string) => {
  const row = await findStaff(db, id);
  return row && !row.removedAt ? row : undefined;
};

/** The signed-in staff member's own row (fresh from the database). */
async function ownRow(c: Context<AppEnv>): Promise<StaffRow> {
  const row = await findStaff(c.var.deps.db, c.var.staff.id);
  if (!row) throw unauthorized(STAFF_MESSAGES.staffOnly);
  return row;
}

/**
 * The signed-in member's own row, once `password` is theirs: checked outside any transaction,
 * counted like a change of password (429 past the limit), 422 on the field when wrong.
 */
async function ownRowWithPassword(c: Context<AppEnv>, password: string): Promise<StaffRow> {
  const row = await ownRow(c);
  const check = await takeCurrentPasswordCheck(c, `staff:${row.id}`);
  if (!(await verifyPassword(row.passwordHash, password)))
    throw validationFailed(
      { password: STAFF_MESSAGES.passwordIncorrect },
      STAFF_MESSAGES.passwordIncorrect,
    );
  await check.passed();
  return row;
}

/** Turns two-factor sign-in on or off for `row` and audits it, in one transaction. */
async function switchTotp(
  db: Db,
  row: StaffRow,
  at: Date,
  action: 'staff.totp_on' | 'staff.totp_off',
  change: Partial<typeof staff.$inferInsert>,
): Promise<StaffRow> {
  return inTransaction(db, async (tx) => {
    const [switched] = await tx.update(staff).set(change).where(eq(staff.id, row.id)).returning();
    await recordAudit(tx, { staff: row, action, targetId: row.id, at });
    return switched!;
  });
}

const SIGNED_IN = { description: 'The staff member, signed in.', schema: staffAuthResponseSchema };
const ME = { description: 'The signed-in staff member.', schema: staffMeResponseSchema };
const WRONG_PASSWORD = {
  description: `The password is not the member's ("${STAFF_MESSAGES.passwordIncorrect}").`,
};
const TOO_MANY = { description: 'Too many attempts: try again after Retry-After seconds.' };

export const adminAuthRoutes = [
  defineRoute({
    method: 'POST',
    path: '/admin/auth/sign-in',
    tag: 'Staff sign-in',
    summary:
      'Signs a staff member in with e-mail, password and, when two-factor sign-in is on, its code.',
    description:
      'The password is always hashed, and with two-factor sign-in on the code is checked only after a right password. Every failure (an unknown e-mail, a wrong password, a right password without a code or with a wrong or replayed one) is one answer and one failure on the sign-in counters, so neither a password nor whether the account has two-factor sign-in can be learnt without the second factor.',
    access: access.public,
    request: { body: staffSignInBodySchema },
    responses: {
      200: SIGNED_IN,
      401: { description: `Any failure ("${STAFF_MESSAGES.invalidCredentials}").` },
      429: TOO_MANY,
    },
    handler: async (c, { body }) => {
      const { db, config, now } = c.var.deps;
      const row = await passwordSignIn(
        c,
        'staff-sign-in',
        body,
        findStaffByEmail,
        STAFF_MESSAGES.invalidCredentials,
        async (found) => {
          if (!found.totpSecret) return true;
          const code = body.totpCode ?? '';
          return (
            code !== '' && (await acceptTotp(db, found, found.totpSecret, code, now())) !== null
          );
        },
      );
      const at = now();
      const session = await inTransaction(db, async (tx) => {
        const issued = await sessions.start(tx, row.id, at, config.refreshTokenTtlDays);
        await recordAudit(tx, {
          staff: row,
          action: 'staff.sign_in',
          targetId: row.id,
          at,
        });
        return issued;
      });
      return signedIn(c, row, session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/auth/refresh',
    tag: 'Staff sign-in',
    summary:
      'Exchanges the staff refresh cookie for a new one and a new access token (a reused one ends the session).',
    access: access.refreshCookie('staff'),
    responses: { 200: SIGNED_IN },
    handler: async (c) => {
      const { row, session } = await sessions.refresh(
        c,
        findLiveStaff,
        STAFF_MESSAGES.invalidRefresh,
      );
      return signedIn(c, row, session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/auth/sign-out',
    tag: 'Staff sign-in',
    summary:
      'Ends the staff sessions that the refresh cookie and the bearer token name, if any, and clears the cookie.',
    access: access.public,
    responses: { 204: { description: 'Signed out (also when nothing was signed in).' } },
    handler: (c) => sessions.signOut(c),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/auth/me',
    tag: 'Staff sign-in',
    summary: 'Tells who the signed-in staff member is: name, e-mail, role, two-factor sign-in.',
    access: access.staff(),
    responses: { 200: ME },
    handler: async (c) => ({ staff: toStaffMember(await ownRow(c)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/auth/totp/setup',
    tag: 'Staff sign-in',
    summary:
      "Starts turning two-factor sign-in on: a new secret for the member's authenticator app (needs the password).",
    access: access.staff(),
    request: { body: totpSetupBodySchema },
    responses: {
      200: {
        description: 'The pending secret and its otpauth:// address.',
        schema: totpSetupResponseSchema,
      },
      409: { description: `It is already on ("${STAFF_MESSAGES.totpAlreadyOn}").` },
      422: WRONG_PASSWORD,
      429: TOO_MANY,
    },
    handler: async (c, { body }) => {
      const row = await ownRowWithPassword(c, body.password);
      if (row.totpSecret) throw conflict(STAFF_MESSAGES.totpAlreadyOn);
      const secret = newTotpSecret();
      await c.var.deps.db
        .update(staff)
        .set({ totpPendingSecret: secret })
        .where(eq(staff.id, row.id));
      return { secret, otpauthUri: totpUri(row.email, secret) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/auth/totp/confirm',
    tag: 'Staff sign-in',
    summary: 'Turns two-factor sign-in on with a code of the pending secret (audited).',
    access: access.staff(),
    request: { body: totpConfirmBodySchema },
    responses: {
      200: ME,
      409: { description: 'It is already on, or setup was not started.' },
      422: { description: `The code is wrong ("${STAFF_MESSAGES.totpInvalid}").` },
    },
    handler: async (c, { body: { code } }) => {
      const { db, now } = c.var.deps;
      const row = await ownRow(c);
      if (row.totpSecret) throw conflict(STAFF_MESSAGES.totpAlreadyOn);
      const pending = row.totpPendingSecret;
      if (!pending) throw conflict(STAFF_MESSAGES.totpNotStarted);
      const at = now();
      if ((await acceptTotp(db, row, pending, code, at)) === null)
        throw validationFailed({ code: STAFF_MESSAGES.totpInvalid }, STAFF_MESSAGES.totpInvalid);
      const updated = await switchTotp(db, row, at, 'staff.totp_on', {
        totpSecret: pending,
        totpPendingSecret: null,
      });
      return { staff: toStaffMember(updated) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/auth/totp/disable',
    tag: 'Staff sign-in',
    summary: "Turns the member's own two-factor sign-in off (needs the password; audited).",
    access: access.staff(),
    request: { body: totpDisableBodySchema },
    responses: {
      200: ME,
      409: { description: `It is not on ("${STAFF_MESSAGES.totpOff}").` },
      422: WRONG_PASSWORD,
      429: TOO_MANY,
    },
    handler: async (c, { body }) => {
      const { db, now } = c.var.deps;
      const row = await ownRowWithPassword(c, body.password);
      if (!row.totpSecret) throw conflict(STAFF_MESSAGES.totpOff);
      const at = now();
      const updated = await switchTotp(db, row, at, 'staff.totp_off', {
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
      });
      return { staff: toStaffMember(updated) };
    },
  }),
];
