// Staff accounts: creation (API, CLI, tests), role changes and removal, each recorded in the
// audit log in its own transaction; the last admin can neither be removed nor demoted.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '../../api/schemas/staff.ts';
import { canonicalEmail } from '../../lib/validation.ts';
import { STAFF_MESSAGES, validateNewStaff, type StaffRole } from '../../lib/staff.ts';
import { hashPassword } from '../auth/password.ts';
import { staffSessionStore } from '../auth/session.ts';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { HttpError, conflict, notFound, validationFailed } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { isUniqueViolation } from '../db/errors.ts';

export type StaffRow = typeof staff.$inferSelect;

/** A staff member as the API shows them: no hash, no secret. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totpEnabled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}

/** The staff member not removed with this e-mail (compared in its canonical spelling). */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(sql`lower(${staff.email})`, canonicalEmail(email)), isNull(staff.removedAt)))
    .limit(1);
  return row;
}

export async function findStaff(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** Staff not removed, by e-mail. */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).where(isNull(staff.removedAt)).orderBy(asc(staff.email));
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

const emailTaken = () => conflict(STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });

/**
 * Validates and creates a staff member (422 with field messages; 409 when the e-mail is taken),
 * recording `staff.create` as `who`. The password is hashed before the transaction.
 */
export async function createStaff(
  db: Db,
  input: NewStaff,
  who: AuditWho,
  now: Date = new Date(),
): Promise<StaffRow> {
  const errors = validateNewStaff(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const email = canonicalEmail(input.email);
  if (await findStaffByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          id: newId(),
          email,
          name: input.name.trim(),
          role: input.role,
          passwordHash,
          createdAt: now,
        })
        .returning();
      const member = toStaffMember(row!);
      await recordAudit(tx, {
        ...who,
        action: 'staff.create',
        targetId: member._id,
        after: { email: member.email, name: member.name, role: member.role },
        at: now,
      });
      return row!;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
}

/**
 * Locks every live admin row for the transaction and refuses (409) when `target` is the only one:
 * two admins demoting each other at once cannot leave the shop with none.
 */
async function assertNotLastAdmin(tx: Db, target: StaffRow): Promise<void> {
  if (target.role !== 'admin') return;
  const admins = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.removedAt)))
    .for('update');
  if (admins.length <= 1) throw conflict(STAFF_MESSAGES.lastAdmin);
}

/** The live staff member `id` inside `tx`, locked for update; 404 when there is none. */
async function liveStaffForUpdate(tx: Db, id: string): Promise<StaffRow> {
  const [row] = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)))
    .for('update');
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return row;
}

/** Gives staff member `id` the role `role`, recording `staff.role`; 409 for the last admin. */
export async function changeStaffRole(
  db: Db,
  id: string,
  role: StaffRole,
  who: AuditWho,
  now: Date,
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const row = await liveStaffForUpdate(tx, id);
    if (row.role === role) return row;
    if (role !== 'admin') await assertNotLastAdmin(tx, row);
    const [updated] = await tx.update(staff).set({ role }).where(eq(staff.id, id)).returning();
    await recordAudit(tx, {
      ...who,
      action: 'staff.role',
      targetId: id,
      before: { role: row.role },
      after: { role },
      at: now,
    });
    return updated!;
  });
}

/** Removes staff member `id` (kept, marked removed) and ends their sessions; 409 for the last admin. */
export async function removeStaff(db: Db, id: string, who: AuditWho, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await liveStaffForUpdate(tx, id);
    await assertNotLastAdmin(tx, row);
    await tx.update(staff).set({ removedAt: now }).where(eq(staff.id, id));
    await staffSessionStore.revokeAll(tx, id, now);
    await recordAudit(tx, {
      ...who,
      action: 'staff.remove',
      targetId: id,
      before: { email: row.email, role: row.role },
      at: now,
    });
  });
}

/**
 * Turns two-factor sign-in of staff member `id` off for them (a lost phone, or a secret bound by
 * someone else), pending setup included, and ends their sessions as a removal does, recording
 * `staff.totp_reset`. Admins reset others only: their own is turned off with their password (409).
 */
export async function resetStaffTotp(
  db: Db,
  id: string,
  who: AuditWho,
  now: Date,
): Promise<StaffRow> {
  if ('staff' in who && who.staff.id === id) throw conflict(STAFF_MESSAGES.totpResetOwn);
  return db.transaction(async (tx) => {
    const row = await liveStaffForUpdate(tx, id);
    if (!row.totpSecret && !row.totpPendingSecret) throw conflict(STAFF_MESSAGES.totpOff);
    const [updated] = await tx
      .update(staff)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(staff.id, id))
      .returning();
    await staffSessionStore.revokeAll(tx, id, now);
    await recordAudit(tx, {
      ...who,
      action: 'staff.totp_reset',
      targetId: id,
      before: { totpEnabled: row.totpSecret !== null },
      after: { totpEnabled: false },
      at: now,
    });
    return updated!;
  });
}

/** Thrown by the CLI-facing helpers when the input is refused: its message is for people. */
export const isStaffInputError = (error: unknown): error is HttpError =>
  error instanceof HttpError && (error.status === 409 || error.status === 422);
