// Password reset. A request by e-mail mails a link holding a random token (32 bytes) whose
// SHA-256 alone is stored; the link works once, for RESET_TOKEN_TTL_MINUTES. A request by phone
// number texts a 6-digit code whose HMAC alone is stored (keyed with the shop's JWT secret and the
// code's id); only an account's newest code is open, it works once, for RESET_CODE_TTL_MINUTES,
// and RESET_CODE_MAX_ATTEMPTS tries (right or wrong) use it up; it is compared in constant time.
// A reset sets the password, signs out every session of the account, spends every open link and
// code of it and mails "password changed", or texts it to an account without an e-mail
// (afterPasswordChange, which a change in Settings does too).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  resetPasswordUrl,
} from '../../../lib/password-reset.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import { readLogin } from '../../../lib/validation.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { passwordResetCodes, passwordResets, users } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { customerSessionStore } from '../auth/session.ts';
import { hashToken, newRefreshToken } from '../auth/tokens.ts';
import { publicSiteUrl } from '../../config.ts';
import { queueMail, queueText } from '../mail/queue.ts';
import { passwordChangedSms, passwordResetCodeSms } from '../mail/sms.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/templates.ts';
import { findUserByEmail, findUserByPhone } from './accounts.ts';
import { inTransaction } from '../db/transaction.ts';

const TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;
const CODE_TTL_MS = RESET_CODE_TTL_MINUTES * 60_000;

type ResetDeps = Pick<Deps, 'db' | 'now' | 'config'>;

/**
 * A reset for the account `login` names (readLogin): a link mailed to an e-mail, a code texted to
 * a phone number. The same work is done when no account has it (the lookup, a token or code, its
 * hash, the message), so the answer and its timing tell nothing. Resolves to the one answer.
 */
export async function requestPasswordReset(deps: ResetDeps, login: string): Promise<string> {
  const read = readLogin(login);
  if (read.kind === 'phone') {
    await textResetCode(deps, read.phone);
    return PASSWORD_RESET_MESSAGES.sentText;
  }
  await mailResetLink(deps, read.email);
  return PASSWORD_RESET_MESSAGES.sent;
}

/** The storefront's address in a language: the site itself in English, its /vi beside it. */
function siteIn(lang: Lang): string {
  const site = publicSiteUrl().replace(/\/+$/, '');
  return lang === 'en' ? site : `${site}/${lang}`;
}

async function mailResetLink(deps: ResetDeps, email: string): Promise<void> {
  const { db } = deps;
  const row = await findUserByEmail(db, email);
  const token = newRefreshToken();
  const tokenHash = hashToken(token);
  const at = deps.now();
  // In the account's language, whatever the language of the request.
  const lang = row?.lang ?? 'en';
  const mail = passwordResetMail({
    name: row?.name ?? '',
    link: resetPasswordUrl(siteIn(lang), token),
    lang,
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

/** The HMAC a code is stored as: keyed with the shop's secret, bound to the code's row. */
const codeHash = (secret: Uint8Array, id: string, code: string): string =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

const newCode = (): string =>
  String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/** Texts a reset code to the account with this phone number, and spends its older codes. */
async function textResetCode(deps: ResetDeps, phone: string): Promise<void> {
  const { db } = deps;
  const row = await findUserByPhone(db, phone);
  const id = newId();
  const code = newCode();
  const hash = codeHash(deps.config.jwtSecret, id, code);
  const sms = passwordResetCodeSms(code, row?.lang ?? 'en');
  const at = deps.now();
  await inTransaction(db, async (tx) => {
    if (!row?.phone) return;
    await spendCodes(tx, row.id, at);
    await tx.insert(passwordResetCodes).values({
      id,
      userId: row.id,
      codeHash: hash,
      createdAt: at,
      expiresAt: new Date(at.getTime() + CODE_TTL_MS),
    });
    await queueText(tx, row.phone, sms);
  });
}

const spendCodes = (tx: Db, userId: string, at: Date) =>
  tx
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));

/** The account a valid token opens. */
export interface ResetAccount {
  userId: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The account's language: its e-mails and texts are written in it. */
  lang: Lang;
}

/**
 * What follows every password change, in its transaction: the account's sessions end (all but
 * `keepSessionId` when given), its open reset links and codes are spent, and "password changed"
 * is mailed, or texted to an account without an e-mail (`reset`: the change was made with a reset
 * link or code).
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
  await spendCodes(tx, account.userId, at);
  if (account.email) {
    const mail = passwordChangedMail({
      name: account.name,
      at,
      siteUrl: publicSiteUrl(),
      reset: change.reset,
      lang: account.lang,
    });
    await queueMail(tx, account.email, mail);
  } else if (account.phone) {
    await queueText(tx, account.phone, passwordChangedSms(change, account.lang));
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
      phone: users.phone,
      lang: users.lang,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!found || found.deletedAt) throw invalidToken();
  if (found.usedAt || found.expiresAt.getTime() <= deps.now().getTime()) throw spentToken();
  return {
    userId: found.userId,
    name: found.name,
    email: found.email,
    phone: found.phone,
    lang: found.lang,
  };
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
  const done = await setPasswordSpending(deps, account, password, async (tx, at) => {
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
    return spent.length > 0;
  });
  if (!done) throw spentToken();
}

/**
 * In one transaction: `spend` spends what opened the reset (false: it was spent meanwhile, and
 * nothing changes), the account's password becomes `password`, and afterPasswordChange follows.
 * Whether the password was set.
 */
async function setPasswordSpending(
  deps: Pick<Deps, 'db' | 'now'>,
  account: ResetAccount,
  password: string,
  spend: (tx: Db, at: Date) => Promise<boolean>,
): Promise<boolean> {
  // Hashing takes a while: never inside a transaction (PGlite has one connection, and an open
  // transaction holds up every other query of the shop).
  const passwordHash = await hashPassword(password);
  const at = deps.now();
  return inTransaction(deps.db, async (tx) => {
    if (!(await spend(tx, at))) return false;
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: at })
      .where(and(eq(users.id, account.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await afterPasswordChange(tx, account, at, { reset: true });
    return true;
  });
}

const invalidCode = () => new HttpError(400, PASSWORD_RESET_MESSAGES.invalidCode);
const spentCode = () => new HttpError(410, PASSWORD_RESET_MESSAGES.expiredCode);
/** What a code is compared with when the phone number has none: the work is the same. */
const NO_CODE = { id: '', codeHash: '0'.repeat(64) };

/**
 * Sets a new password with the code texted to `phone` (the body checked by the reset-code rules).
 * The account's newest code takes a try first (a conditional update, so simultaneous guesses
 * cannot pass the limit), then is compared in constant time: 400 when it is wrong, used up by its
 * tries, or when the number has no account or no code (the same words, so nothing is learnt about
 * the number); 410 when it is right but expired or used; else the password is set as by a link.
 */
export async function resetPasswordWithCode(
  deps: ResetDeps,
  body: { phone: string; code: string; password: string },
): Promise<void> {
  const { db } = deps;
  const row = await findUserByPhone(db, body.phone);
  const [found] = row
    ? await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, row.id))
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1)
    : [];
  const code = found ?? NO_CODE;
  const tried = found
    ? await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, found.id),
            lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
          ),
        )
        .returning({ id: passwordResetCodes.id })
    : [];
  const given = Buffer.from(codeHash(deps.config.jwtSecret, code.id, body.code));
  const matches = timingSafeEqual(given, Buffer.from(code.codeHash));
  if (!row || !found || tried.length === 0 || !matches) throw invalidCode();
  const at = deps.now();
  if (found.usedAt || found.expiresAt.getTime() <= at.getTime()) throw spentCode();
  const account = {
    userId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: row.lang,
  };
  const done = await setPasswordSpending(deps, account, body.password, async (tx, now) => {
    const spent = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetCodes.id, found.id),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetCodes.id });
    return spent.length > 0;
  });
  if (!done) throw spentCode();
}
