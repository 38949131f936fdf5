// Staff sign-in for the back office (/api/admin/auth): sign-in with an optional two-factor code,
// refresh through the staff refresh cookie (rotating, reuse detected), sign-out, who am I, and
// turning two-factor sign-in on (setup with the password, then confirm with a code) and off (with
// the password). An admin resets another member's two-factor sign-in in admin-staff.ts.
// The cookie calls are CSRF-protected like the customers' (auth/middleware.ts).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
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
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts';
import { staffSessionStore as sessions, type IssuedSession } from '../auth/session.ts';
import { requireStaff } from '../auth/staff.ts';
import { checkTotp, newTotpSecret, totpUri } from '../auth/totp.ts';
import type { Db } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { conflict, unauthorized, validationFailed } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { signInAttempt, takeCurrentPasswordCheck } from '../auth/account-throttle.ts';
import { recordAudit } from '../services/audit.ts';
import { findStaff, findStaffByEmail, toStaffMember, type StaffRow } from '../services/staff.ts';
import { inTransaction } from '../db/transaction.ts';

export const adminAuthRoutes = new Hono<AppEnv>();

async function signedIn(c: Context<AppEnv>, row: StaffRow, session: IssuedSession) {
  const tokens = await sessions.signedIn(c, row.id, session);
  return c.json(staffAuthResponseSchema.parse({ staff: toStaffMember(row), ...tokens }));
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

/**
 * Staff sign-in: the password is always hashed, and with two-factor on the code is checked only
 * after a right password. Every failure (an unknown e-mail, a wrong password, a right password
 * without a code or with a wrong or replayed one) is one answer, 401 "Invalid email, password or
 * two-factor code", and one failure on the sign-in counters, so neither a password nor whether
 * the account has two-factor sign-in can be learnt without the second factor.
 */
adminAuthRoutes.post('/sign-in', async (c) => {
  const body = await readJson(c, staffSignInBodySchema);
  const { db, config, now } = c.var.deps;
  const row = await signInAttempt(c, body.email, 'staff-sign-in', async () => {
    const found = await findStaffByEmail(db, body.email);
    const valid = await verifyPassword(
      found?.passwordHash ?? (await dummyPasswordHash()),
      body.password,
    );
    if (!found || !valid) return null;
    if (!found.totpSecret) return found;
    const code = body.totpCode ?? '';
    return code && (await acceptTotp(db, found, found.totpSecret, code, now())) !== null
      ? found
      : null;
  });
  if (!row) throw unauthorized(STAFF_MESSAGES.invalidCredentials);
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
});

/** A staff member who is still on the staff (not removed). */
const findLiveStaff = async (db: Db, id: string) => {
  const row = await findStaff(db, id);
  return row && !row.removedAt ? row : undefined;
};

adminAuthRoutes.post('/refresh', async (c) => {
  const { row, session } = await sessions.refresh(c, findLiveStaff, STAFF_MESSAGES.invalidRefresh);
  return signedIn(c, row, session);
});

adminAuthRoutes.post('/sign-out', (c) => sessions.signOut(c));

/** The signed-in staff member's own row (fresh from the database). */
async function ownRow(c: Context<AppEnv>): Promise<StaffRow> {
  const row = await findStaff(c.var.deps.db, c.var.staff.id);
  if (!row) throw unauthorized(STAFF_MESSAGES.staffOnly);
  return row;
}

adminAuthRoutes.get('/me', requireStaff(), async (c) =>
  c.json(staffMeResponseSchema.parse({ staff: toStaffMember(await ownRow(c)) })),
);

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

/** Starts two-factor setup: a pending secret, only for the member who knows the password. */
adminAuthRoutes.post('/totp/setup', requireStaff(), async (c) => {
  const { password } = await readJson(c, totpSetupBodySchema);
  const row = await ownRowWithPassword(c, password);
  if (row.totpSecret) throw conflict(STAFF_MESSAGES.totpAlreadyOn);
  const secret = newTotpSecret();
  await c.var.deps.db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, row.id));
  return c.json(totpSetupResponseSchema.parse({ secret, otpauthUri: totpUri(row.email, secret) }));
});

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

adminAuthRoutes.post('/totp/confirm', requireStaff(), async (c) => {
  const { code } = await readJson(c, totpConfirmBodySchema);
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
  return c.json(staffMeResponseSchema.parse({ staff: toStaffMember(updated) }));
});

adminAuthRoutes.post('/totp/disable', requireStaff(), async (c) => {
  const { password } = await readJson(c, totpDisableBodySchema);
  const { db, now } = c.var.deps;
  const row = await ownRowWithPassword(c, password);
  if (!row.totpSecret) throw conflict(STAFF_MESSAGES.totpOff);
  const at = now();
  const updated = await switchTotp(db, row, at, 'staff.totp_off', {
    totpSecret: null,
    totpPendingSecret: null,
    totpLastStep: null,
  });
  return c.json(staffMeResponseSchema.parse({ staff: toStaffMember(updated) }));
});
