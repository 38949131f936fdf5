import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  apiErrorSchema,
  authResponseSchema,
  csrfResponseSchema,
  userSchema,
} from '../../src/api/schemas/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { createApp } from '../../src/server/api/app.ts';
import { isIssuedCsrfSecret } from '../../src/server/api/auth/csrf.ts';
import { loadRateLimits } from '../../src/server/config.ts';
import { users } from '../../src/server/api/db/schema.ts';
import { createTestContext, DEMO, TestClient, type TestContext } from './harness.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/api/schemas/user.ts';

let ctx: TestContext;
const HOUR = 60 * 60 * 1000;
const generousLimits = {
  ...loadRateLimits({}),
  signInPerAddress: { max: 1000, windowMs: 15 * 60 * 1000 },
  signUpPerAddress: { max: 1000, windowMs: HOUR },
  contactConflictsPerAddress: { max: 1000, windowMs: HOUR },
};

beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimits: generousLimits } });
});
afterAll(async () => {
  await ctx.close();
});

const uniqueEmail = (tag = 'user') =>
  `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

function setCookieLine(headers: Headers, name: string): string {
  const line = headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name}`);
  return line;
}

async function countUsersByEmail(email: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.length;
}

/** A client of an app sharing the test database but with other settings. */
function clientWith(
  options: Omit<Parameters<typeof createApp>[0], 'db' | 'config'> & { config?: object },
) {
  const { config, ...rest } = options;
  return new TestClient(
    createApp({ ...rest, db: ctx.database.db, config: { ...ctx.config, ...config } }),
  );
}

describe('GET /api/auth/csrf-token', () => {
  it('returns a token and sets an httpOnly, Lax csrf_secret cookie scoped to /api', async () => {
    const res = await ctx.client().get('/api/auth/csrf-token');
    expect(res.status).toBe(200);
    expect(csrfResponseSchema.parse(res.body).csrfToken).not.toBe('');
    const cookie = setCookieLine(res.headers, 'csrf_secret');
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('keeps an existing cookie secret so tokens issued earlier stay valid', async () => {
    const client = ctx.client();
    const first = await client.fetchCsrf();
    const secret = client.cookies.get('csrf_secret');
    await client.fetchCsrf();
    expect(client.cookies.get('csrf_secret')).toBe(secret);
    const res = await client.post('/api/auth/sign-out', {}, { headers: { 'X-CSRF-Token': first } });
    expect(res.status).toBe(204);
  });

  it('replaces a malformed cookie secret with a fresh one', async () => {
    const client = ctx.client();
    client.cookies.set('csrf_secret', 'not-a-secret');
    await client.fetchCsrf();
    const issued = client.cookies.get('csrf_secret')!;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(isIssuedCsrfSecret(ctx.config.csrfSecret, issued)).toBe(true);
  });

  it('marks cookies Secure when secure cookies are configured', async () => {
    const res = await clientWith({ config: { secureCookies: true } }).get('/api/auth/csrf-token');
    const cookie = setCookieLine(res.headers, 'csrf_secret');
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('uses SameSite=None with Secure when the API is cross-site', async () => {
    const client = clientWith({ config: { crossSiteCookies: true } });
    const csrf = await client.get('/api/auth/csrf-token');
    expect(setCookieLine(csrf.headers, 'csrf_secret')).toMatch(/; Secure; SameSite=None/);
    const res = await client.post('/api/auth/sign-in', DEMO);
    expect(res.status).toBe(200);
    expect(setCookieLine(res.headers, 'refresh_token')).toMatch(/; Secure; SameSite=None/);
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates the account and answers 201 with the user, an access token and a refresh cookie', async () => {
    const email = uniqueEmail();
    const phone = uniquePhone();
    const res = await ctx.client().post('/api/auth/sign-up', {
      name: '  Nguyễn Văn A ',
      email,
      phoneNumber: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
      password: 'secret12',
      address: { street: '1 Lê Lợi', city: 'Hồ Chí Minh', state: 'Quận 1', zipCode: '700000' },
    });
    expect(res.status).toBe(201);
    const body = authResponseSchema.parse(res.body);
    expect(body.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(body.user).toMatchObject({
      name: 'Nguyễn Văn A',
      email,
      phone,
      address: {
        street: '1 Lê Lợi',
        city: 'Hồ Chí Minh',
        state: 'Quận 1',
        zipCode: '700000',
        country: 'Vietnam',
      },
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    });
    const cookie = setCookieLine(res.headers, 'refresh_token');
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('never returns the password hash and stores an argon2id hash', async () => {
    const client = ctx.client();
    const res = await client.signUp();
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, res.body.user._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('accepts a phone number without an e-mail', async () => {
    const res = await ctx.client().post('/api/auth/sign-up', {
      name: 'Phone Only',
      email: '',
      phoneNumber: uniquePhone(),
      password: 'secret12',
      address: null,
    });
    expect(res.status).toBe(201);
    expect(authResponseSchema.parse(res.body).user.email).toBeNull();
  });

  it('stores the e-mail lower-cased', async () => {
    const email = uniqueEmail('MiXeD');
    const res = await ctx.client().signUp({ email: email.toUpperCase() });
    expect(authResponseSchema.parse(res.body).user.email).toBe(email.toLowerCase());
  });

  it('answers 409 when the e-mail is taken in another letter case', async () => {
    const { email } = await ctx.client().signUp();
    const res = await ctx.client().post('/api/auth/sign-up', {
      name: 'Copy',
      email: email.toUpperCase(),
      password: 'secret12',
    });
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      'An account with this email already exists',
    );
    expect(await countUsersByEmail(email)).toBe(1);
  });

  it('answers 409 when the phone number is taken', async () => {
    const phone = uniquePhone();
    await ctx.client().signUp({ phoneNumber: phone });
    const res = await ctx.client().post('/api/auth/sign-up', {
      name: 'Copy',
      email: uniqueEmail(),
      phoneNumber: `${phone.slice(0, 4)} ${phone.slice(4)}`,
      password: 'secret12',
    });
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      'An account with this phone number already exists',
    );
  });

  it('creates one account when the same e-mail registers twice at once', async () => {
    const email = uniqueEmail('race');
    const body = { name: 'Race', email, password: 'secret12' };
    const results = await Promise.all([
      ctx.client().post('/api/auth/sign-up', body),
      ctx.client().post('/api/auth/sign-up', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(
      'An account with this email already exists',
    );
    expect(await countUsersByEmail(email)).toBe(1);
  });

  it('answers 422 with the registration form’s exact messages', async () => {
    const res = await ctx.client().post('/api/auth/sign-up', {
      name: '  ',
      email: '',
      phoneNumber: '12345',
      password: 'abc',
      address: { street: '', city: '', state: '', zipCode: '' },
    });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      name: MESSAGES.fullNameRequired,
      phoneNumber: MESSAGES.phoneInvalid,
      password: MESSAGES.passwordTooShortRegister,
      street: MESSAGES.streetRequired,
      city: MESSAGES.cityRequired,
      state: MESSAGES.stateProvinceRequired,
      zipCode: MESSAGES.zipRequired,
    });
  });

  it('answers 422 when neither e-mail nor phone is given, or the e-mail is invalid', async () => {
    const none = await ctx.client().post('/api/auth/sign-up', { name: 'A', password: 'secret12' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ email: MESSAGES.emailOrPhoneRequired });
    const invalid = await ctx
      .client()
      .post('/api/auth/sign-up', { name: 'A', email: 'nope@', password: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordRequired,
    });
  });

  it('rejects a role field with 422 and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await ctx
      .client()
      .post('/api/auth/sign-up', { name: 'A', email, password: 'secret12', role: 'admin' });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('role');
    expect(await countUsersByEmail(email)).toBe(0);
  });

  it('rejects an _id field with 422 and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await ctx
      .client()
      .post('/api/auth/sign-up', { name: 'A', email, password: 'secret12', _id: 'mine' });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('_id');
    expect(await countUsersByEmail(email)).toBe(0);
    const [mine] = await ctx.database.db.select().from(users).where(eq(users.id, 'mine'));
    expect(mine).toBeUndefined();
  });

  it('answers 403 without a CSRF token', async () => {
    const res = await ctx
      .client()
      .post(
        '/api/auth/sign-up',
        { name: 'A', email: uniqueEmail(), password: 'secret12' },
        { csrf: false },
      );
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).message).toContain('CSRF');
  });
});

describe('POST /api/auth/sign-in', () => {
  it('signs the seeded demo customer in', async () => {
    const res = await ctx.client().post('/api/auth/sign-in', DEMO);
    expect(res.status).toBe(200);
    const body = authResponseSchema.parse(res.body);
    expect(body.user.email).toBe(DEMO.email);
    expect(body.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(setCookieLine(res.headers, 'refresh_token')).toMatch(/; HttpOnly/);
  });

  it('accepts the e-mail in any letter case', async () => {
    const { email, password } = await ctx.client().signUp();
    const res = await ctx
      .client()
      .post('/api/auth/sign-in', { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect(authResponseSchema.parse(res.body).user.email).toBe(email);
  });

  it('answers 401 "Invalid email or password" for a wrong password', async () => {
    const { email } = await ctx.client().signUp();
    const res = await ctx.client().post('/api/auth/sign-in', { email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(res.body)).toEqual({ message: 'Invalid email or password' });
    expect(res.headers.getSetCookie().some((l) => l.startsWith('refresh_token='))).toBe(false);
  });

  it('answers the same 401 for an unknown e-mail', async () => {
    const res = await ctx
      .client()
      .post('/api/auth/sign-in', { email: uniqueEmail('ghost'), password: 'whatever1' });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(res.body)).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 422 when the password is missing', async () => {
    const res = await ctx.client().post('/api/auth/sign-in', { email: DEMO.email });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('password');
  });

  it('answers 403 without a CSRF token', async () => {
    const res = await ctx.client().post('/api/auth/sign-in', DEMO, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('CSRF');
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates the refresh cookie and answers with a working access token and the user', async () => {
    const client = ctx.client();
    const signedUp = await client.signUp();
    const before = client.cookies.get('refresh_token');
    const res = await client.post('/api/auth/refresh-token', undefined, { auth: false });
    expect(res.status).toBe(200);
    const body = authResponseSchema.parse(res.body);
    expect(body.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(body.user).toEqual(userSchema.parse(signedUp.body.user));
    expect(client.cookies.get('refresh_token')).toBeDefined();
    expect(client.cookies.get('refresh_token')).not.toBe(before);
    const profile = await client.get('/api/user/profile', {
      headers: { Authorization: `Bearer ${body.accessToken}` },
    });
    expect(profile.status).toBe(200);
  });

  it('answers 401 without a refresh cookie', async () => {
    const res = await ctx.client().post('/api/auth/refresh-token');
    expect(res.status).toBe(401);
    apiErrorSchema.parse(res.body);
  });

  it('answers 401 and clears the cookie for an unknown refresh token', async () => {
    const client = ctx.client();
    client.cookies.set('refresh_token', 'made-up-token');
    const res = await client.post('/api/auth/refresh-token');
    expect(res.status).toBe(401);
    expect(setCookieLine(res.headers, 'refresh_token')).toMatch(/Max-Age=0/);
    expect(client.cookies.has('refresh_token')).toBe(false);
  });

  it('answers 401 for an expired refresh token', async () => {
    const client = ctx.client();
    await client.signUp();
    const later = clientWith({ now: () => new Date(Date.now() + 31 * 24 * HOUR) });
    later.cookies = new Map(client.cookies);
    const res = await later.post('/api/auth/refresh-token');
    expect(res.status).toBe(401);
    expect(later.cookies.has('refresh_token')).toBe(false);
  });

  it('answers 403 without a CSRF token', async () => {
    const client = ctx.client();
    await client.signUp();
    const res = await client.post('/api/auth/refresh-token', undefined, { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('answers 204, clears the refresh cookie and ends the session', async () => {
    const client = ctx.client();
    await client.signUp();
    const refresh = client.cookies.get('refresh_token')!;
    const res = await client.post('/api/auth/sign-out');
    expect(res.status).toBe(204);
    expect(setCookieLine(res.headers, 'refresh_token')).toMatch(/Max-Age=0/);
    expect((await client.get('/api/user/profile')).status).toBe(401);
    client.cookies.set('refresh_token', refresh);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('is idempotent', async () => {
    const client = ctx.client();
    await client.signUp();
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await ctx.client().post('/api/auth/sign-out')).status).toBe(204);
  });

  it('revokes the session of the bearer token even without the cookie', async () => {
    const client = ctx.client();
    await client.signUp();
    client.cookies.delete('refresh_token');
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await client.get('/api/user/profile')).status).toBe(401);
  });

  it('leaves the same account signed in elsewhere', async () => {
    const first = ctx.client();
    const { email, password } = await first.signUp();
    const second = ctx.client();
    await second.signIn(email, password);
    await first.post('/api/auth/sign-out');
    expect((await second.get('/api/user/profile')).status).toBe(200);
    expect((await second.post('/api/auth/refresh-token')).status).toBe(200);
  });

  it('answers 403 without a CSRF token', async () => {
    const client = ctx.client();
    await client.signUp();
    const res = await client.post('/api/auth/sign-out', undefined, { csrf: false });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user/profile')).status).toBe(200);
  });
});
