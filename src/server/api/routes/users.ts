// The signed-in customer's own account: profile, password, notification settings and deletion.
import { Hono, type Context } from 'hono';
import {
  changePasswordBodySchema,
  notificationSettingsSchema,
  profileUpdateBodySchema,
  userResponseSchema,
} from '../../../api/schemas/user.ts';
import { passwordChangeRules, profileRules, ruleErrors } from '../../../api/schemas/rules.ts';
import { MESSAGES } from '../../../lib/validation.ts';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../auth/middleware.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { customerSessionStore } from '../auth/session.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import {
  anonymiseUser,
  assertContactFree,
  assertValid,
  findUser,
  normaliseEmail,
  normalisePhone,
  replacePasswordHash,
  toUser,
  uniqueViolationConflict,
  updateUser,
  type UserRow,
} from '../services/accounts.ts';
import { takeCurrentPasswordCheck, throttleContactChange } from '../auth/account-throttle.ts';
import { afterPasswordChange } from '../services/password-reset.ts';
import { queueMail } from '../mail/queue.ts';
import { accountDeletedMail } from '../mail/templates.ts';
import { inTransaction } from '../db/transaction.ts';

const PROFILE_FIELDS = { email: 'email', phone: 'phone' };

export const userRoutes = new Hono<AppEnv>();

async function currentUser(c: Context<AppEnv>): Promise<UserRow> {
  const row = await findUser(c.var.deps.db, c.var.auth.userId);
  if (!row) throw unauthorized('Invalid or expired token');
  return row;
}

const userResponse = (c: Context<AppEnv>, row: UserRow) =>
  c.json(userResponseSchema.parse({ user: toUser(row) }));

const wrongCurrentPassword = () =>
  new HttpError(401, MESSAGES.currentPasswordIncorrect, {
    currentPassword: MESSAGES.currentPasswordIncorrect,
  });

userRoutes.get('/profile', requireAuth, async (c) => userResponse(c, await currentUser(c)));

userRoutes.put('/profile', requireAuth, async (c) => {
  const body = await readJson(c, profileUpdateBodySchema);
  assertValid(ruleErrors(profileRules, body));
  const { db, now } = c.var.deps;
  const { userId } = c.var.auth;
  const email = normaliseEmail(body.email);
  const phone = normalisePhone(body.phone);
  const changes = {
    name: body.name,
    email,
    phone,
    ...(body.address === undefined ? {} : { address: body.address }),
  };
  const update = async () => {
    await assertContactFree(db, { email, phone }, PROFILE_FIELDS, userId);
    try {
      return await updateUser(db, userId, changes, now());
    } catch (error) {
      throw uniqueViolationConflict(error, PROFILE_FIELDS) ?? error;
    }
  };
  const row = await currentUser(c);
  const contactChanges = email !== row.email || phone !== row.phone;
  return userResponse(
    c,
    contactChanges ? await throttleContactChange(c, userId, update) : await update(),
  );
});

userRoutes.put('/change-password', requireAuth, async (c) => {
  const body = await readJson(c, changePasswordBodySchema);
  assertValid(ruleErrors(passwordChangeRules, body));
  const { db, now } = c.var.deps;
  const { userId, sessionId } = c.var.auth;
  const row = await currentUser(c);
  const check = await takeCurrentPasswordCheck(c, userId);
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) throw wrongCurrentPassword();
  await check.passed();
  const newHash = await hashPassword(body.newPassword);
  const at = now();
  const changed = await inTransaction(db, async (tx) => {
    if (!(await replacePasswordHash(tx, userId, row.passwordHash, newHash, at))) return false;
    const account = { userId, name: row.name, email: row.email };
    await afterPasswordChange(tx, account, at, { reset: false, keepSessionId: sessionId });
    return true;
  });
  if (!changed) throw wrongCurrentPassword();
  return c.body(null, 204);
});

userRoutes.put('/notification-settings', requireAuth, async (c) => {
  const settings = await readJson(c, notificationSettingsSchema);
  const { db, now } = c.var.deps;
  return userResponse(
    c,
    await updateUser(db, c.var.auth.userId, { notificationSettings: settings }, now()),
  );
});

userRoutes.delete('/account', requireAuth, async (c) => {
  const { db, now } = c.var.deps;
  const { userId } = c.var.auth;
  const row = await currentUser(c);
  const at = now();
  await inTransaction(db, async (tx) => {
    await anonymiseUser(tx, userId, at);
    await customerSessionStore.revokeAll(tx, userId, at);
    // The address is gone from the account once anonymised: the goodbye is queued with it now.
    if (row.email) await queueMail(tx, row.email, accountDeletedMail({ name: row.name, at }));
  });
  customerSessionStore.cookie.clear(c);
  return c.body(null, 204);
});
