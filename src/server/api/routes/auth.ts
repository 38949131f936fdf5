// Customers' accounts: the CSRF token, sign-up, sign-in (by e-mail or phone number), refresh-token
// rotation, sign-out, and the password reset (a link mailed, or a code texted, on request; then a
// new password with the link's token or the code).
import type { Context } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import {
  authResponseSchema,
  csrfResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  resetPasswordByCodeBodySchema,
  signInBodySchema,
  signUpBodySchema,
  DEFAULT_NOTIFICATION_SETTINGS,
} from '../../../api/schemas/user.ts';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  readResetCode,
} from '../../../lib/password-reset.ts';
import { readLogin } from '../../../lib/validation.ts';
import {
  forgotPasswordRules,
  newPasswordRules,
  registrationRules,
  resetCodeRules,
  ruleErrors,
} from '../../../api/schemas/rules.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { issueCsrfToken } from '../auth/csrf.ts';
import { ACCESS_MESSAGES } from '../auth/middleware.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { customerSessionStore as sessions, type IssuedSession } from '../auth/session.ts';
import { unauthorized } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';
import {
  assertContactFree,
  assertValid,
  findUser,
  findUserByLogin,
  insertUser,
  normaliseEmail,
  normalisePhone,
  toUser,
  uniqueViolationConflict,
  type UserRow,
} from '../services/accounts.ts';
import { ensureCsrfSecret } from '../auth/account-cookies.ts';
import {
  rememberSignInAddress,
  signInAttempt,
  throttlePasswordReset,
  throttleSignUp,
  type SignInScope,
} from '../auth/account-throttle.ts';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
  resetPasswordWithCode,
} from '../services/password-reset.ts';
import { inTransaction } from '../db/transaction.ts';
import { checkedAddress } from '../address/units.ts';

const INVALID_CREDENTIALS = API_MESSAGES.accounts.invalidCredentials;
const INVALID_PHONE_CREDENTIALS = API_MESSAGES.accounts.invalidPhoneCredentials;
const SIGN_UP_FIELDS = { email: 'email', phone: 'phoneNumber' };

/** Sets the refresh cookie; the answer: the user and a fresh access token. */
async function signedIn(c: Context<AppEnv>, row: UserRow, session: IssuedSession) {
  const tokens = await sessions.signedIn(c, row.id, session);
  return { user: toUser(row), ...tokens };
}

/**
 * A sign-in with an e-mail and a password, counted by signInAttempt: the account `find` reads for
 * the e-mail when the password is its own and `alsoPasses` (a second factor) says yes; else 401
 * `refusal`. A password hash is verified whether or not the account exists, so an unknown e-mail
 * takes as long as a known one.
 */
export async function passwordSignIn<Row extends { passwordHash: string }>(
  c: Context<AppEnv>,
  scope: SignInScope,
  body: { email: string; password: string },
  find: (db: Db, email: string) => Promise<Row | undefined>,
  refusal: string,
  alsoPasses: (row: Row) => Promise<boolean> = async () => true,
): Promise<Row> {
  const row = await signInAttempt(c, body.email, scope, async () => {
    const found = await find(c.var.deps.db, body.email);
    const hash = found?.passwordHash ?? (await dummyPasswordHash());
    if (!(await verifyPassword(hash, body.password)) || !found) return null;
    return (await alsoPasses(found)) ? found : null;
  });
  if (!row) throw unauthorized(refusal);
  return row;
}

const TOO_MANY = { description: 'Too many attempts: try again after Retry-After seconds.' };

export const authRoutes = [
  defineRoute({
    method: 'GET',
    path: '/auth/csrf-token',
    tag: 'Accounts',
    summary:
      'Gives the CSRF token to send as X-CSRF-Token, and sets the signed cookie it is bound to.',
    access: access.public,
    responses: { 200: { description: 'The token.', schema: csrfResponseSchema } },
    handler: (c) => {
      const { config, now } = c.var.deps;
      const secret = ensureCsrfSecret(c);
      return { csrfToken: issueCsrfToken(config.csrfSecret, secret, now()) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/sign-up',
    tag: 'Accounts',
    summary: 'Opens a customer account and signs it in (sets the refresh cookie).',
    access: access.public,
    request: { body: signUpBodySchema },
    responses: {
      201: { description: 'The new customer, signed in.', schema: authResponseSchema },
      409: { description: 'The e-mail or the phone number belongs to another account.' },
      429: TOO_MANY,
    },
    handler: async (c, { body }) => {
      assertValid(ruleErrors(registrationRules, body));
      const address = body.address && checkedAddress(body.address, 'address');
      const { db, config, now } = c.var.deps;
      const email = normaliseEmail(body.email);
      const phone = normalisePhone(body.phoneNumber);
      const { row, session } = await throttleSignUp(c, async () => {
        await assertContactFree(db, { email, phone }, SIGN_UP_FIELDS);
        const passwordHash = await hashPassword(body.password);
        const at = now();
        try {
          return await inTransaction(db, async (tx) => {
            const row = await insertUser(
              tx,
              {
                name: body.name,
                email,
                phone,
                passwordHash,
                address,
                notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
                lang: c.var.lang,
              },
              at,
            );
            return {
              row,
              session: await sessions.start(tx, row.id, at, config.refreshTokenTtlDays),
            };
          });
        } catch (error) {
          throw uniqueViolationConflict(error, SIGN_UP_FIELDS) ?? error;
        }
      });
      await Promise.all([email, phone].map((login) => login && rememberSignInAddress(c, login)));
      return signedIn(c, row, session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/sign-in',
    tag: 'Accounts',
    summary:
      'Signs a customer in with e-mail or phone number (in `email`; +84, 84, spaces and dots read) and password (sets the refresh cookie).',
    access: access.public,
    request: { body: signInBodySchema },
    responses: {
      200: { description: 'The customer, signed in.', schema: authResponseSchema },
      401: {
        description: `A wrong e-mail or password ("${INVALID_CREDENTIALS}"), or phone number or password ("${INVALID_PHONE_CREDENTIALS}").`,
      },
      429: TOO_MANY,
    },
    handler: async (c, { body }) => {
      const refusal =
        readLogin(body.email).kind === 'phone' ? INVALID_PHONE_CREDENTIALS : INVALID_CREDENTIALS;
      const row = await passwordSignIn(c, 'sign-in', body, findUserByLogin, refusal);
      const { db, config, now } = c.var.deps;
      const session = await sessions.start(db, row.id, now(), config.refreshTokenTtlDays);
      return signedIn(c, row, session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/refresh-token',
    tag: 'Accounts',
    summary:
      'Exchanges the refresh cookie for a new one and a new access token (a reused one ends the session).',
    access: access.refreshCookie('customer'),
    responses: {
      200: { description: 'The customer, signed in again.', schema: authResponseSchema },
    },
    handler: async (c) => {
      const { row, session } = await sessions.refresh(c, findUser, ACCESS_MESSAGES.invalidRefresh);
      return signedIn(c, row, session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/sign-out',
    tag: 'Accounts',
    summary:
      'Ends the sessions that the refresh cookie and the bearer token name, if any, and clears the cookie.',
    access: access.public,
    responses: { 204: { description: 'Signed out (also when nothing was signed in).' } },
    handler: (c) => sessions.signOut(c),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    tag: 'Accounts',
    summary:
      'Mails a password-reset link to an e-mail, or texts a reset code to a phone number (in `email`); answers the same whether or not an account has it.',
    access: access.public,
    request: { body: forgotPasswordBodySchema },
    responses: {
      200: {
        description: 'The link or the code is on its way if the account exists.',
        schema: forgotPasswordResponseSchema,
      },
      429: TOO_MANY,
    },
    handler: async (c, { body }) => {
      assertValid(ruleErrors(forgotPasswordRules, body));
      await throttlePasswordReset(c, body.email);
      const message = await requestPasswordReset(c.var.deps, body.email);
      return { message: translate(message, c.var.lang) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'Accounts',
    summary:
      "Sets a new password with a reset link's token, and ends every session of the account.",
    access: access.public,
    request: { body: resetPasswordBodySchema },
    responses: {
      204: { description: 'The password is changed.' },
      400: {
        description: `The token is not one the shop issued ("${PASSWORD_RESET_MESSAGES.invalidToken}").`,
      },
      410: {
        description: `The link was used or has expired ("${PASSWORD_RESET_MESSAGES.expiredToken}").`,
      },
    },
    handler: async (c, { body }) => {
      // A spent or unknown link is said first: no point choosing a password it cannot set.
      const account = await checkResetToken(c.var.deps, body.token);
      assertValid(ruleErrors(newPasswordRules, { password: body.password }));
      await resetPassword(c.var.deps, body.token, account, body.password);
      sessions.cookie.clear(c);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/reset-password/code',
    tag: 'Accounts',
    summary: `Sets a new password with the code texted to a phone number (it works once, for ${RESET_CODE_TTL_MINUTES} minutes, and ${RESET_CODE_MAX_ATTEMPTS} tries use it up), and ends every session of the account.`,
    access: access.public,
    request: { body: resetPasswordByCodeBodySchema },
    responses: {
      204: { description: 'The password is changed.' },
      400: {
        description: `A wrong or used-up code, or a number without one ("${PASSWORD_RESET_MESSAGES.invalidCode}").`,
      },
      410: {
        description: `The right code, used or expired ("${PASSWORD_RESET_MESSAGES.expiredCode}").`,
      },
    },
    handler: async (c, { body }) => {
      // The form first, so a mistyped password costs the code no try.
      assertValid(ruleErrors(resetCodeRules, body));
      await resetPasswordWithCode(c.var.deps, { ...body, code: readResetCode(body.code) });
      sessions.cookie.clear(c);
    },
  }),
];
