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
} from '../../api/schemas/user.ts';
import { PASSWORD_RESET_MESSAGES } from '../../lib/password-reset.ts';
import {
  forgotPasswordRules,
  newPasswordRules,
  registrationRules,
  ruleErrors,
} from '../../api/schemas/rules.ts';
import type { AppEnv } from '../context.ts';
import { issueCsrfToken } from '../auth/csrf.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import {
  accessTokenFor,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
  type IssuedSession,
} from '../auth/session.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
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
import {
  clearRefreshCookie,
  ensureCsrfSecret,
  readRefreshCookie,
  setRefreshCookie,
} from '../auth/account-cookies.ts';
import { bearerToken } from '../auth/bearer.ts';
import {
  rememberSignInAddress,
  takeSignInAttempt,
  throttlePasswordReset,
  throttleSignUp,
} from '../auth/account-throttle.ts';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
} from '../services/password-reset.ts';

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
  const { config, now } = c.var.deps;
  setRefreshCookie(c, session.refreshToken);
  const tokens = await accessTokenFor(config.jwtSecret, row.id, session.sessionId, now());
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
      return await db.transaction(async (tx) => {
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
        return { row, session: await startSession(tx, row.id, at, config.refreshTokenTtlDays) };
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
  const attempt = await takeSignInAttempt(c, body.email);
  const { db, config, now } = c.var.deps;
  const row = await findUserByEmail(db, body.email);
  const valid = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    body.password,
  );
  if (!row || !valid) throw unauthorized(INVALID_CREDENTIALS);
  await attempt.succeeded();
  return signedIn(c, row, await startSession(db, row.id, now(), config.refreshTokenTtlDays), 200);
});

authRoutes.post('/refresh-token', async (c) => {
  const { db, config, now } = c.var.deps;
  const token = readRefreshCookie(c);
  const rotated = token
    ? await rotateRefreshToken(db, token, now(), config.refreshTokenTtlDays)
    : null;
  const row = rotated?.ok ? await findUser(db, rotated.userId) : undefined;
  if (!rotated?.ok || !row) {
    clearRefreshCookie(c);
    throw unauthorized(INVALID_REFRESH);
  }
  return signedIn(c, row, rotated, 200);
});

authRoutes.post('/sign-out', async (c) => {
  const { db, config, now } = c.var.deps;
  const at = now();
  const refresh = readRefreshCookie(c);
  const bearer = bearerToken(c);
  const sessionIds = new Set<string>();
  const fromCookie = refresh ? await sessionOfRefreshToken(db, refresh) : null;
  if (fromCookie) sessionIds.add(fromCookie);
  const claims = bearer ? await verifyAccessToken(config.jwtSecret, bearer, at) : null;
  if (claims) sessionIds.add(claims.sessionId);
  for (const sessionId of sessionIds) await revokeSession(db, sessionId, at);
  clearRefreshCookie(c);
  return c.body(null, 204);
});

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
  clearRefreshCookie(c);
  return c.body(null, 204);
});
