// Authentication calls: CSRF token, sign-up, sign-in, refresh-token rotation, sign-out, and the
// password reset (a link mailed on request, then a new password with the link's token).
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  authResponseSchema,
  csrfResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  DEFAULT_NOTIFICATION_SETTINGS,
} from '../../../api/schemas/user.ts';
import { PASSWORD_RESET_MESSAGES } from '../../../lib/password-reset.ts';
import {
  forgotPasswordRules,
  newPasswordRules,
  registrationRules,
  ruleErrors,
} from '../../../api/schemas/rules.ts';
import type { AppEnv } from '../context.ts';
import { issueCsrfToken } from '../auth/csrf.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { customerSessionStore as sessions, type IssuedSession } from '../auth/session.ts';
import { unauthorized } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import {
  assertContactFree,
  assertValid,
  findUser,
  findUserByEmail,
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
} from '../auth/account-throttle.ts';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from '../services/password-reset.ts';
import { inTransaction } from '../db/transaction.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH = 'Invalid or expired refresh token';
const SIGN_UP_FIELDS = { email: 'email', phone: 'phoneNumber' };

export const authRoutes = new Hono<AppEnv>();

/** Sets the refresh cookie and answers with the user and a fresh access token. */
async function signedIn(
  c: Context<AppEnv>,
  row: UserRow,
  session: IssuedSession,
  status: ContentfulStatusCode,
) {
  const tokens = await sessions.signedIn(c, row.id, session);
  return c.json(authResponseSchema.parse({ user: toUser(row), ...tokens }), status);
}

authRoutes.get('/csrf-token', (c) => {
  const { config, now } = c.var.deps;
  const secret = ensureCsrfSecret(c);
  return c.json(
    csrfResponseSchema.parse({ csrfToken: issueCsrfToken(config.csrfSecret, secret, now()) }),
  );
});

authRoutes.post('/sign-up', async (c) => {
  const body = await readJson(c, signUpBodySchema);
  assertValid(ruleErrors(registrationRules, body));

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
            address: body.address,
            notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
          },
          at,
        );
        return { row, session: await sessions.start(tx, row.id, at, config.refreshTokenTtlDays) };
      });
    } catch (error) {
      throw uniqueViolationConflict(error, SIGN_UP_FIELDS) ?? error;
    }
  });
  if (email) await rememberSignInAddress(c, email);
  return signedIn(c, row, session, 201);
});

authRoutes.post('/sign-in', async (c) => {
  const body = await readJson(c, signInBodySchema);
  const { db, config, now } = c.var.deps;
  const row = await signInAttempt(c, body.email, 'sign-in', async () => {
    const found = await findUserByEmail(db, body.email);
    const valid = await verifyPassword(
      found?.passwordHash ?? (await dummyPasswordHash()),
      body.password,
    );
    return found && valid ? found : null;
  });
  if (!row) throw unauthorized(INVALID_CREDENTIALS);
  const session = await sessions.start(db, row.id, now(), config.refreshTokenTtlDays);
  return signedIn(c, row, session, 200);
});

authRoutes.post('/refresh-token', async (c) => {
  const { row, session } = await sessions.refresh(c, findUser, INVALID_REFRESH);
  return signedIn(c, row, session, 200);
});

authRoutes.post('/sign-out', (c) => sessions.signOut(c));

authRoutes.post('/forgot-password', async (c) => {
  const body = await readJson(c, forgotPasswordBodySchema);
  assertValid(ruleErrors(forgotPasswordRules, body));
  await throttlePasswordReset(c, body.email);
  await requestPasswordReset(c.var.deps, body.email);
  return c.json(forgotPasswordResponseSchema.parse({ message: PASSWORD_RESET_MESSAGES.sent }));
});

authRoutes.post('/reset-password', async (c) => {
  const body = await readJson(c, resetPasswordBodySchema);
  // A spent or unknown link is said first: no point choosing a password it cannot set.
  const account = await checkResetToken(c.var.deps, body.token);
  assertValid(ruleErrors(newPasswordRules, { password: body.password }));
  await resetPassword(c.var.deps, body.token, account, body.password);
  sessions.cookie.clear(c);
  return c.body(null, 204);
});
