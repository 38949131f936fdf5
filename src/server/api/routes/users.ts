// The signed-in customer's own account: profile, password, notification settings and deletion.
import type { Context } from 'hono';
import {
  changePasswordBodySchema,
  notificationSettingsBodySchema,
  profileUpdateBodySchema,
  userResponseSchema,
} from '../../../api/schemas/user.ts';
import { passwordChangeRules, profileRules, ruleErrors } from '../../../api/schemas/rules.ts';
import { MESSAGES } from '../../../lib/validation.ts';
import type { AppEnv } from '../context.ts';
import { ACCESS_MESSAGES } from '../auth/middleware.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { customerSessionStore } from '../auth/session.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';
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
import { checkedAddress } from '../address/units.ts';

const PROFILE_FIELDS = { email: 'email', phone: 'phone' };

async function currentUser(c: Context<AppEnv>): Promise<UserRow> {
  const row = await findUser(c.var.deps.db, c.var.auth.userId);
  if (!row) throw unauthorized(ACCESS_MESSAGES.invalidToken);
  return row;
}

const userResponse = (row: UserRow) => ({ user: toUser(row) });

const wrongCurrentPassword = () =>
  new HttpError(401, MESSAGES.currentPasswordIncorrect, {
    currentPassword: MESSAGES.currentPasswordIncorrect,
  });

const USER = { description: "The customer's account.", schema: userResponseSchema };
const profile = { tag: 'Profile', access: access.customer } as const;

export const userRoutes = [
  defineRoute({
    ...profile,
    method: 'GET',
    path: '/user/profile',
    summary:
      "Gives the signed-in customer's account: name, contacts, address, notification settings.",
    responses: { 200: USER },
    handler: async (c) => userResponse(await currentUser(c)),
  }),
  defineRoute({
    ...profile,
    method: 'PUT',
    path: '/user/profile',
    summary: "Changes the signed-in customer's name, e-mail, phone and address.",
    request: { body: profileUpdateBodySchema },
    responses: {
      200: USER,
      409: { description: 'The e-mail or the phone number belongs to another account.' },
      429: { description: 'Contacts changed too often: try again after Retry-After seconds.' },
    },
    handler: async (c, { body }) => {
      assertValid(ruleErrors(profileRules, body));
      const { db, now } = c.var.deps;
      const { userId } = c.var.auth;
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phone);
      const changes = {
        name: body.name,
        email,
        phone,
        ...(body.address === undefined
          ? {}
          : { address: body.address && checkedAddress(body.address, 'address') }),
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
        contactChanges ? await throttleContactChange(c, userId, update) : await update(),
      );
    },
  }),
  defineRoute({
    ...profile,
    method: 'PUT',
    path: '/user/change-password',
    summary:
      "Changes the signed-in customer's password (needs the current one); ends the account's other sessions.",
    request: { body: changePasswordBodySchema },
    responses: {
      204: { description: 'The password is changed.' },
      401: {
        description: `The current password is wrong ("${MESSAGES.currentPasswordIncorrect}").`,
      },
      429: { description: 'Too many wrong passwords: try again after Retry-After seconds.' },
    },
    handler: async (c, { body }) => {
      assertValid(ruleErrors(passwordChangeRules, body));
      const { db, now } = c.var.deps;
      const { userId, sessionId } = c.var.auth;
      const row = await currentUser(c);
      const check = await takeCurrentPasswordCheck(c, userId);
      if (!(await verifyPassword(row.passwordHash, body.currentPassword)))
        throw wrongCurrentPassword();
      await check.passed();
      const newHash = await hashPassword(body.newPassword);
      const at = now();
      const changed = await inTransaction(db, async (tx) => {
        if (!(await replacePasswordHash(tx, userId, row.passwordHash, newHash, at))) return false;
        const account = {
          userId,
          name: row.name,
          email: row.email,
          phone: row.phone,
          lang: row.lang,
        };
        await afterPasswordChange(tx, account, at, { reset: false, keepSessionId: sessionId });
        return true;
      });
      if (!changed) throw wrongCurrentPassword();
      return c.body(null, 204);
    },
  }),
  defineRoute({
    ...profile,
    method: 'PUT',
    path: '/user/notification-settings',
    summary:
      'Sets which e-mails and notifications the signed-in customer receives, and in which language.',
    request: { body: notificationSettingsBodySchema },
    responses: { 200: USER },
    handler: async (c, { body }) => {
      const { db, now } = c.var.deps;
      const { lang, ...notificationSettings } = body;
      const changes = { notificationSettings, ...(lang === undefined ? {} : { lang }) };
      return userResponse(await updateUser(db, c.var.auth.userId, changes, now()));
    },
  }),
  defineRoute({
    ...profile,
    method: 'DELETE',
    path: '/user/account',
    summary:
      "Deletes the signed-in customer's account: its personal data is erased, its sessions end, a goodbye is mailed.",
    responses: { 204: { description: 'The account is gone.' } },
    handler: async (c) => {
      const { db, now } = c.var.deps;
      const { userId } = c.var.auth;
      const row = await currentUser(c);
      const at = now();
      await inTransaction(db, async (tx) => {
        await anonymiseUser(tx, userId, at);
        await customerSessionStore.revokeAll(tx, userId, at);
        // The address is gone from the account once anonymised: the goodbye is queued with it now.
        if (row.email)
          await queueMail(
            tx,
            row.email,
            accountDeletedMail({ name: row.name, at, lang: row.lang }),
          );
      });
      customerSessionStore.cookie.clear(c);
      return c.body(null, 204);
    },
  }),
];
