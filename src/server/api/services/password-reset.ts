// Password reset: a request mails a link holding a random token (32 bytes) whose SHA-256 alone is
// stored; the link works once, for RESET_TOKEN_TTL_MINUTES. A reset sets the password, signs out
// every session of the account, spends every open link of it and mails "password changed"
// (afterPasswordChange, which a change in Settings does too).
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_TOKEN_TTL_MINUTES,
  resetPasswordUrl,
} from '../../../lib/password-reset.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { passwordResets, users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { customerSessionStore } from '../auth/session.ts';
import { hashToken, newRefreshToken } from '../auth/tokens.ts';
import { publicSiteUrl } from '../../config.ts';
import { queueMail } from '../mail/queue.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/templates.ts';
import { findUserByEmail } from './accounts.ts';
import { inTransaction } from '../db/transaction.ts';

const TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;

/**
 * Mails a reset link when an account has this e-mail, and does the same work when none has (the
 * lookup, a token, its hash, the message), so the answer and its timing tell nothing.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'now'>,
  email: string,
): Promise<void> {
  const { db } = deps;
  const row = await findUserByEmail(db, email);
  const token = newRefreshToken();
  const tokenHash = hashToken(token);
  const at = deps.now();
  const mail = passwordResetMail({
    name: row?.name ?? '',
    link: resetPasswordUrl(publicSiteUrl(), token),
  });
  await inTransaction(db, async (tx) => {
    if (!row?.email) return;
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: row.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + TTL_MS),
    });
    await queueMail(tx, row.email, mail);
  });
}

/** The account a valid token opens. */
export interface ResetAccount {
  userId: string;
  name: string;
  email: string | null;
}

/**
 * What follows every password change, in its transaction: the account's sessions end (all but
 * `keepSessionId` when given), its open reset links are spent, and "password changed" is mailed
 * (`reset`: the change was made with a reset link).
 */
export async function afterPasswordChange(
  tx: Db,
  account: ResetAccount,
  at: Date,
  change: { reset: boolean; keepSessionId?: string },
): Promise<void> {
  await customerSessionStore.revokeAll(tx, account.userId, at, change.keepSessionId);
  await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, account.userId), isNull(passwordResets.usedAt)));
  if (account.email) {
    const mail = passwordChangedMail({
      name: account.name,
      at,
      siteUrl: publicSiteUrl(),
      reset: change.reset,
    });
    await queueMail(tx, account.email, mail);
  }
}

const invalidToken = () => new HttpError(400, PASSWORD_RESET_MESSAGES.invalidToken);
const spentToken = () => new HttpError(410, PASSWORD_RESET_MESSAGES.expiredToken);

/**
 * 400 for a token that was never issued (or whose account is gone), 410 for one that expired or
 * was used; else the account the token opens. Writes nothing.
 */
export async function checkResetToken(
  deps: Pick<Deps, 'db' | 'now'>,
  token: string,
): Promise<ResetAccount> {
  if (!token) throw invalidToken();
  const [found] = await deps.db
    .select({
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      deletedAt: users.deletedAt,
      name: users.name,
      email: users.email,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!found || found.deletedAt) throw invalidToken();
  if (found.usedAt || found.expiresAt.getTime() <= deps.now().getTime()) throw spentToken();
  return { userId: found.userId, name: found.name, email: found.email };
}

/**
 * Sets the password of the account `token` opens (checked by checkResetToken; the password by the
 * password rules). The token is spent by a conditional update in the transaction that sets the
 * password, so of two uses only one succeeds; the other is 410.
 */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'now'>,
  token: string,
  account: ResetAccount,
  password: string,
): Promise<void> {
  const { db } = deps;
  // Hashing takes a while: never inside a transaction (PGlite has one connection, and an open
  // transaction holds up every other query of the shop).
  const passwordHash = await hashPassword(password);
  const at = deps.now();
  const done = await inTransaction(db, async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, at),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (spent.length === 0) return false;
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: at })
      .where(and(eq(users.id, account.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await afterPasswordChange(tx, account, at, { reset: true });
    return true;
  });
  if (!done) throw spentToken();
}
