// Customer accounts: user rows in and out of the contract's User shape, registration, profile
// and settings updates, and the anonymising delete. E-mails are stored lower-cased, phones as
// 0 and nine digits (lib/phone.ts); an empty e-mail or phone is stored as null so the unique indexes allow many.
import { randomBytes } from 'node:crypto';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  userSchema,
  type Address,
  type NotificationSettings,
  type User,
} from '../../../api/schemas/user.ts';
import { canonicalEmail, readLogin, type FieldErrors } from '../../../lib/validation.ts';
import { normalisePhone as phoneSpelling } from '../../../lib/phone.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { HttpError, conflict, validationFailed } from '../http/errors.ts';
import { newId } from '../db/ids.ts';

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN = API_MESSAGES.accounts.emailTaken;
export const PHONE_TAKEN = API_MESSAGES.accounts.phoneTaken;
export const DELETED_USER_NAME = 'Deleted user';

export const normaliseEmail = (email: string): string | null => canonicalEmail(email) || null;
export const normalisePhone = (phone: string): string | null => phoneSpelling(phone) || null;

/** 422 with the messages of a validation.ts rule set, when it found anything. */
export function assertValid(errors: FieldErrors): void {
  const found = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (found.length > 0) throw validationFailed(Object.fromEntries(found));
}

export function toUser(row: UserRow): User {
  return userSchema.parse({
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address ?? null,
    notificationSettings: row.notificationSettings,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
  });
}

const emailEquals = (email: string): SQL => sql`lower(${users.email}) = ${email}`;

/** The live (not deleted) account `where` finds. */
async function findLiveUser(db: Db, where: SQL): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A live (not deleted) account by e-mail, whatever the case it is given in. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const normalised = normaliseEmail(email);
  return normalised ? findLiveUser(db, emailEquals(normalised)) : undefined;
}

/** A live account by phone number, in any notation normalisePhone reads. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const normalised = normalisePhone(phone);
  return normalised ? findLiveUser(db, eq(users.phone, normalised)) : undefined;
}

/** A live account by what the sign-in box holds: an e-mail or a phone number (readLogin). */
export function findUserByLogin(db: Db, value: string): Promise<UserRow | undefined> {
  const login = readLogin(value);
  return login.kind === 'phone' ? findUserByPhone(db, login.phone) : findUserByEmail(db, value);
}

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return findLiveUser(db, eq(users.id, id));
}

/** Which field an e-mail/phone conflict names in the caller's request body. */
export interface ContactFields {
  email: string;
  phone: string;
}

/** 409 when the e-mail or phone belongs to another account. */
export async function assertContactFree(
  db: Db,
  contact: { email: string | null; phone: string | null },
  fields: ContactFields,
  exceptUserId?: string,
): Promise<void> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(emailEquals(contact.email));
  if (contact.phone) matches.push(eq(users.phone, contact.phone));
  if (matches.length === 0) return;
  const others = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...matches), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(2);
  if (contact.email && others.some((o) => o.email?.toLowerCase() === contact.email))
    throw conflict(EMAIL_TAKEN, { [fields.email]: EMAIL_TAKEN });
  if (others.length > 0) throw conflict(PHONE_TAKEN, { [fields.phone]: PHONE_TAKEN });
}

/** A unique-index violation (two concurrent registrations) as the same 409 the pre-check gives. */
export function uniqueViolationConflict(error: unknown, fields: ContactFields): HttpError | null {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string } | null;
  if (pgError?.code !== '23505') return null;
  if (pgError.constraint === 'users_phone_idx')
    return conflict(PHONE_TAKEN, { [fields.phone]: PHONE_TAKEN });
  return conflict(EMAIL_TAKEN, { [fields.email]: EMAIL_TAKEN });
}

export interface NewUser {
  name: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  address: Address | null;
  notificationSettings: NotificationSettings;
  /** The language of the account's e-mails and texts: the one it registered in (English if none). */
  lang?: Lang;
}

export async function insertUser(db: Db, values: NewUser, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<
    Pick<UserRow, 'name' | 'email' | 'phone' | 'address' | 'notificationSettings' | 'lang'>
  >,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  if (!row) throw new HttpError(401, API_MESSAGES.access.invalidToken);
  return row;
}

/** Replaces the hash only if it is still the one the caller verified (a concurrent change loses). */
export async function replacePasswordHash(
  db: Db,
  userId: string,
  expectedHash: string,
  newHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash: newHash, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.passwordHash, expectedHash), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Deletes an account by anonymising its row: personal data goes, the row stays so past orders
 * keep their owner id. The password hash becomes a random non-hash that no password verifies.
 */
export async function anonymiseUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      name: DELETED_USER_NAME,
      email: null,
      phone: null,
      address: null,
      passwordHash: `!deleted:${randomBytes(32).toString('hex')}`,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
