// Staff accounts: creation (API, CLI, tests), role changes and removal, each recorded in the
// audit log in its own transaction; the last admin can neither be removed nor demoted.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../api/schemas/staff.ts';
import { canonicalEmail } from '../../../lib/validation.ts';
import { STAFF_MESSAGES, validateNewStaff, type StaffRole } from '../../../lib/staff.ts';
import { hashPassword } from '../auth/password.ts';
import { staffSessionStore } from '../auth/session.ts';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { HttpError, conflict, notFound, validationFailed } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';

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
    return await inTransaction(db, async (tx) => {
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
 * Locks, in id order, staff member `id` with every live admin (the rows a role change or a removal
 * may need), and returns `id`'s row (404 when there is no such live member) and how many live
 * admins there are. One order for every such transaction: two admins demoting or removing each
 * other at once queue on the same first row instead of each holding a row the other waits for.
 * The second then reads the first's outcome, so the shop is never left without an admin.
 */
async function lockStaffAndAdmins(
  tx: Db,
  id: string,
): Promise<{ row: StaffRow; liveAdmins: number }> {
  const rows = await tx
    .select()
    .from(staff)
    .where(and(isNull(staff.removedAt), or(eq(staff.id, id), eq(staff.role, 'admin'))))
    .orderBy(asc(staff.id))
    .for('update');
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return { row, liveAdmins: rows.filter((candidate) => candidate.role === 'admin').length };
}

/** 409 when `row` is the shop's only live admin (whom a demotion or removal would leave none). */
function assertNotLastAdmin(row: StaffRow, liveAdmins: number): void {
  if (row.role === 'admin' && liveAdmins <= 1) throw conflict(STAFF_MESSAGES.lastAdmin);
}

/** Gives staff member `id` the role `role`, recording `staff.role`; 409 for the last admin. */
export async function changeStaffRole(
  db: Db,
  id: string,
  role: StaffRole,
  who: AuditWho,
  now: Date,
): Promise<StaffRow> {
  return inTransaction(db, async (tx) => {
    const { row, liveAdmins } = await lockStaffAndAdmins(tx, id);
    if (row.role === role) return row;
    if (role !== 'admin') assertNotLastAdmin(row, liveAdmins);
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
  await inTransaction(db, async (tx) => {
    const { row, liveAdmins } = await lockStaffAndAdmins(tx, id);
    assertNotLastAdmin(row, liveAdmins);
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
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, id), isNull(staff.removedAt)))
      .for('update');
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
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
