import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import {
  apiErrorSchema,
  authResponseSchema,
  userResponseSchema,
} from '../../src/api/schemas/index.ts';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/api/app.ts';
import { issueCsrfToken } from '../../src/server/api/auth/csrf.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { AppEnv } from '../../src/server/api/context.ts';
import { createTestContext, TestClient, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

const ALLOWED_ORIGIN = 'https://shop.example';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later.';
const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please try again later.';
const TOO_MANY_PASSWORD_CHANGES = 'Too many incorrect current passwords. Please try again later.';
const TOO_MANY_CONTACT_CHANGES =
  'Too many attempts to change the email or phone number. Please try again later.';
const HOUR = 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Invalid email or password';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ config: { corsOrigins: [ALLOWED_ORIGIN], trustProxy: 1 } });
});
afterAll(async () => {
  await ctx.close();
});

/** A client address of its own (the app trusts X-Forwarded-For here), so rate limits stay per test. */
const newAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;
const PASSWORD = 'correct-horse-9';

/** A freshly registered, signed-in customer (registered from an address of its own). */
async function customer(password = PASSWORD) {
  const client = ctx.client();
  const email = uniqueEmail();
  const res = await client.post(
    '/api/auth/sign-up',
    { name: 'Security Test', email, password },
    { headers: { 'X-Forwarded-For': newAddress() } },
  );
  expect(res.status).toBe(201);
  client.accessToken = authResponseSchema.parse(res.body).accessToken;
  return { client, email, password };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (key: Uint8Array, data: string, algorithm = 'sha256') =>
  createHmac(algorithm, key).update(data).digest('base64url');

async function profileWith(client: TestClient, token: string) {
  return client.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
}

describe('access tokens', () => {
  it('accepts a hand-built HS256 token with the real secret (control for the forgeries below)', async () => {
    const { client } = await customer();
    const claims = decodeJwt(client.accessToken!);
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    const res = await profileWith(client, `${unsigned}.${hmac(ctx.config.jwtSecret, unsigned)}`);
    expect(res.status).toBe(200);
    userResponseSchema.parse(res.body);
  });

  it('rejects a token with alg none', async () => {
    const { client } = await customer();
    const claims = decodeJwt(client.accessToken!);
    const res = await profileWith(client, `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    expect(res.status).toBe(401);
  });

  it('rejects a token signed with HS512, even with the real secret', async () => {
    const { client } = await customer();
    const claims = decodeJwt(client.accessToken!);
    const unsigned = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    const res = await profileWith(
      client,
      `${unsigned}.${hmac(ctx.config.jwtSecret, unsigned, 'sha512')}`,
    );
    expect(res.status).toBe(401);
  });

  it('rejects an RS256 header over an HMAC signature (algorithm confusion)', async () => {
    const { client } = await customer();
    const claims = decodeJwt(client.accessToken!);
    const unsigned = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
    const res = await profileWith(client, `${unsigned}.${hmac(ctx.config.jwtSecret, unsigned)}`);
    expect(res.status).toBe(401);
  });

  it('rejects a token with its signature stripped', async () => {
    const { client } = await customer();
    const [header, payload] = client.accessToken!.split('.');
    expect((await profileWith(client, `${header}.${payload}.`)).status).toBe(401);
    expect((await profileWith(client, `${header}.${payload}`)).status).toBe(401);
  });

  it('rejects a token signed with another secret', async () => {
    const { client } = await customer();
    const claims = decodeJwt(client.accessToken!);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-server-secret'));
    expect((await profileWith(client, forged)).status).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { client } = await customer();
    const later = new TestClient(
      createApp({
        db: ctx.database.db,
        config: ctx.config,
        now: () => new Date(Date.now() + 16 * 60 * 1000),
      }),
    );
    expect((await profileWith(later, client.accessToken!)).status).toBe(401);
    const meanwhile = new TestClient(createApp({ db: ctx.database.db, config: ctx.config }));
    expect((await profileWith(meanwhile, client.accessToken!)).status).toBe(200);
  });

  it('rejects a refresh token used as a bearer token', async () => {
    const { client } = await customer();
    const refresh = client.cookies.get('refresh_token')!;
    const res = await profileWith(client, refresh);
    expect(res.status).toBe(401);
    apiErrorSchema.parse(res.body);
  });

  it('rejects the access token after sign-out', async () => {
    const { client } = await customer();
    expect((await client.get('/api/user/profile')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await client.get('/api/user/profile')).status).toBe(401);
  });

  it('rejects the access token after the account is deleted', async () => {
    const { client } = await customer();
    expect((await client.delete('/api/user/account')).status).toBe(204);
    expect((await client.get('/api/user/profile')).status).toBe(401);
  });
});

describe('refresh-token reuse', () => {
  it('answers 401 to a replayed token and revokes its whole family', async () => {
    const { client } = await customer();
    const first = client.cookies.get('refresh_token')!;
    const rotated = await client.post('/api/auth/refresh-token');
    expect(rotated.status).toBe(200);
    const newest = client.cookies.get('refresh_token')!;
    expect(newest).not.toBe(first);

    client.cookies.set('refresh_token', first);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(401);

    client.cookies.set('refresh_token', newest);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(401);
    const latestAccess = authResponseSchema.parse(rotated.body).accessToken;
    expect((await profileWith(client, latestAccess)).status).toBe(401);
  });

  it('lets only one of two simultaneous uses of a token succeed', async () => {
    const { client } = await customer();
    const results = await Promise.all([
      client.post('/api/auth/refresh-token'),
      client.post('/api/auth/refresh-token'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('leaves the account’s other sessions alone', async () => {
    const { client, email, password } = await customer();
    const other = ctx.client();
    await other.signIn(email, password);
    const first = client.cookies.get('refresh_token')!;
    await client.post('/api/auth/refresh-token');
    client.cookies.set('refresh_token', first);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(401);
    expect((await other.post('/api/auth/refresh-token')).status).toBe(200);
  });
});

describe('CSRF protection', () => {
  it('accepts a state-changing call with the client’s own token (control)', async () => {
    const client = ctx.client();
    await client.fetchCsrf();
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
  });

  it('answers 403 "CSRF" without a token', async () => {
    const client = ctx.client();
    await client.fetchCsrf();
    const res = await client.post('/api/auth/sign-out', {}, { csrf: false });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).message).toContain('CSRF');
  });

  it('answers 403 "CSRF" to a token bound to another client’s cookie', async () => {
    const victim = ctx.client();
    await victim.fetchCsrf();
    const attacker = ctx.client();
    const foreign = await attacker.fetchCsrf();
    const res = await victim.post(
      '/api/auth/sign-out',
      {},
      { headers: { 'X-CSRF-Token': foreign } },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('CSRF');
  });

  it('answers 403 to a tampered token', async () => {
    const client = ctx.client();
    const token = await client.fetchCsrf();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const res = await client.post(
      '/api/auth/sign-out',
      {},
      { headers: { 'X-CSRF-Token': token.slice(0, -1) + last } },
    );
    expect(res.status).toBe(403);
    const [issued, mac] = token.split('.');
    const moved = await client.post(
      '/api/auth/sign-out',
      {},
      { headers: { 'X-CSRF-Token': `${Number(issued) + 1}.${mac}` } },
    );
    expect(moved.status).toBe(403);
  });

  it('answers 403 to an expired token', async () => {
    const client = ctx.client();
    await client.fetchCsrf();
    const secret = client.cookies.get('csrf_secret')!;
    const old = issueCsrfToken(
      ctx.config.csrfSecret,
      secret,
      new Date(Date.now() - 3 * 60 * 60 * 1000),
    );
    const res = await client.post('/api/auth/sign-out', {}, { headers: { 'X-CSRF-Token': old } });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('CSRF');
    const fresh = issueCsrfToken(ctx.config.csrfSecret, secret, new Date());
    expect(
      (await client.post('/api/auth/sign-out', {}, { headers: { 'X-CSRF-Token': fresh } })).status,
    ).toBe(204);
  });

  it('answers 403 when the cookie is missing', async () => {
    const client = ctx.client();
    const token = await client.fetchCsrf();
    client.cookies.delete('csrf_secret');
    const res = await client.post('/api/auth/sign-out', {}, { headers: { 'X-CSRF-Token': token } });
    expect(res.status).toBe(403);
  });
});

describe('CORS', () => {
  it('gives a foreign origin no Access-Control-Allow-Origin', async () => {
    const res = await ctx.app.request('/api/auth/csrf-token', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('allows a listed origin with credentials', async () => {
    const res = await ctx.app.request('/api/auth/csrf-token', {
      headers: { Origin: ALLOWED_ORIGIN },
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('answers a preflight from a listed origin, and not from a foreign one', async () => {
    const preflight = (origin: string) =>
      ctx.app.request('/api/auth/sign-in', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-csrf-token',
        },
      });
    const allowed = await preflight(ALLOWED_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(allowed.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'x-csrf-token',
    );
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 and a message, without internals', async () => {
    const res = await ctx
      .client()
      .request('POST', '/api/auth/sign-in', { raw: '{"email": "a@b.vn",' });
    expect(res.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(res.body))).toEqual(['message']);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('stack');
    expect(text).not.toMatch(/\bat /);
    expect(text).not.toContain('SyntaxError');
  });

  it('answers a body over 64 KB with 413', async () => {
    const raw = JSON.stringify({
      name: 'x'.repeat(70 * 1024),
      email: uniqueEmail(),
      password: PASSWORD,
    });
    const res = await ctx.client().request('POST', '/api/auth/sign-up', { raw });
    expect(res.status).toBe(413);
    apiErrorSchema.parse(res.body);
  });
});

describe('sign-in throttling', () => {
  /** An app on the test database whose limits differ (smaller, so a test stays quick). */
  const appWith = (limits: Partial<Config['rateLimits']>, config: Partial<Config> = {}) =>
    createApp({
      db: ctx.database.db,
      config: { ...ctx.config, ...config, rateLimits: { ...ctx.config.rateLimits, ...limits } },
    });
  const attempt = (email: string, password: string, address: string, app = ctx.app) =>
    new TestClient(app).post(
      '/api/auth/sign-in',
      { email, password },
      { headers: { 'X-Forwarded-For': address } },
    );
  const quarterHour = 15 * 60 * 1000;

  it('answers 429 with Retry-After to an address after five wrong passwords for an account', async () => {
    const { email } = await customer();
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await attempt(email, 'wrong-password', address);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALID_CREDENTIALS);
    }
    const blocked = await attempt(email, PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(apiErrorSchema.parse(blocked.body)).toEqual({ message: TOO_MANY_SIGN_INS });
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
  });

  it('lets no more than five of many simultaneous wrong passwords through', async () => {
    const { email } = await customer();
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt(email, 'wrong-password', address)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await attempt(email, PASSWORD, address)).status).toBe(429);
  });

  it('lets several simultaneous correct sign-ins of one account from one address all in', async () => {
    const { email } = await customer();
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => attempt(email, PASSWORD, address)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    // Nothing of them was counted: five wrong passwords still answer 401, the sixth is refused.
    for (let i = 0; i < 5; i++)
      expect((await attempt(email, 'wrong-password', address)).status).toBe(401);
    expect((await attempt(email, PASSWORD, address)).status).toBe(429);
  });

  it('counts simultaneous wrong passwords at an address over many accounts once each, never the right ones', async () => {
    const app = appWith({ signInPerAddress: { max: 4, windowMs: quarterHour } });
    const shared = newAddress();
    const owners = await Promise.all(Array.from({ length: 6 }, () => customer()));
    const rights = await Promise.all(
      owners.map((owner) => attempt(owner.email, PASSWORD, shared, app)),
    );
    expect(rights.map((r) => r.status)).toEqual(Array(6).fill(200));
    const wrongs = await Promise.all(
      Array.from({ length: 9 }, () => attempt(uniqueEmail('spray'), 'wrong', shared, app)),
    );
    expect(wrongs.map((r) => r.status).sort()).toEqual([
      ...Array(4).fill(401),
      ...Array(5).fill(429),
    ]);
  });

  it('lets the owner sign in from their own address while another address is blocked for the account', async () => {
    const { email } = await customer();
    const attacker = newAddress();
    for (let i = 0; i < 8; i++) await attempt(email, 'wrong-password', attacker);
    expect((await attempt(email, PASSWORD, attacker)).status).toBe(429);
    expect((await attempt(email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('counts an account’s failures whatever the e-mail’s letter case', async () => {
    const { email } = await customer();
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      await attempt(i % 2 ? email.toUpperCase() : email, 'wrong-password', address);
    expect((await attempt(email.toUpperCase(), PASSWORD, address)).status).toBe(429);
  });

  it('answers an unknown e-mail exactly like a known one, at 401 and at 429', async () => {
    const ghost = uniqueEmail('ghost');
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await attempt(ghost, 'wrong-password', address);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: INVALID_CREDENTIALS });
    }
    const blocked = await attempt(ghost, 'wrong-password', address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_SIGN_INS });
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('clears the failures of an account at an address when the password is right', async () => {
    const { email } = await customer();
    const address = newAddress();
    for (let i = 0; i < 4; i++) await attempt(email, 'wrong-password', address);
    expect((await attempt(email, PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt(email, 'wrong-password', address)).status).toBe(401);
    expect((await attempt(email, PASSWORD, address)).status).toBe(200);
  });

  it('blocks an address that sprays wrong passwords over many accounts, but not a returning owner there', async () => {
    const app = appWith({ signInPerAddress: { max: 10, windowMs: quarterHour } });
    const shared = newAddress();
    const owner = await customer();
    expect((await attempt(owner.email, PASSWORD, shared, app)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await attempt(uniqueEmail('spray'), 'wrong', shared, app)).status).toBe(401);
    const { email } = await customer();
    const blocked = await attempt(email, PASSWORD, shared, app);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_SIGN_INS });
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await attempt(email, PASSWORD, newAddress(), app)).status).toBe(200);
    expect((await attempt(owner.email, PASSWORD, shared, app)).status).toBe(200);
  });

  it('sizes the per-address sign-in limit for a carrier-grade NAT', () => {
    expect(ctx.config.rateLimits.signInPerAddress.max).toBeGreaterThanOrEqual(100);
  });

  it('after many failures from many addresses, lets the account in only from addresses it used before', async () => {
    const app = appWith({ signInPerAccount: { max: 3, windowMs: quarterHour } });
    const home = newAddress();
    const owner = await customer();
    expect((await attempt(owner.email, PASSWORD, home, app)).status).toBe(200);
    const ghost = uniqueEmail('ghost');
    for (const email of [owner.email, ghost])
      for (let i = 0; i < 3; i++)
        expect((await attempt(email, 'wrong-password', newAddress(), app)).status).toBe(401);
    const elsewhere = await attempt(owner.email, PASSWORD, newAddress(), app);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body).toEqual({ message: TOO_MANY_SIGN_INS });
    const unknown = await attempt(ghost, PASSWORD, newAddress(), app);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(elsewhere.body);
    expect(unknown.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await attempt(owner.email, PASSWORD, home, app)).status).toBe(200);
  });

  it('counts IPv6 addresses by their /64 (one subscriber’s network)', async () => {
    const { email } = await customer();
    const site = `2001:db8:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 5; i++)
      expect((await attempt(email, 'wrong-password', `${site}:1::${i}`)).status).toBe(401);
    const sameNetwork = `${site.toUpperCase()}:0001:0:0:0:99`;
    expect((await attempt(email, PASSWORD, sameNetwork)).status).toBe(429);
    expect((await attempt(email, PASSWORD, `${site}:2::1`)).status).toBe(200);
  });

  it('takes the address the trusted proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    for (const hops of [1, 2]) {
      const app = appWith(
        { signInPerAddress: { max: 5, windowMs: quarterHour } },
        { trustProxy: hops },
      );
      const client = newAddress();
      const proxies = hops === 2 ? ['10.0.0.2'] : [];
      /** What the client wrote (a new made-up address each time), then what the proxies added. */
      const forwardedFor = (separator: string) =>
        [newAddress(), client, ...proxies].join(separator);
      const spray = (separator: string) =>
        attempt(uniqueEmail('spray'), 'wrong', forwardedFor(separator), app);
      for (let i = 0; i < 5; i++) expect((await spray(', ')).status).toBe(401);
      const blocked = await spray(',');
      expect(blocked.status).toBe(429);
    }
  });
});

describe('sign-up throttling', () => {
  const register = (app: Hono<AppEnv>, address: string, email = uniqueEmail()) =>
    new TestClient(app).post(
      '/api/auth/sign-up',
      { name: 'Bulk', email, password: PASSWORD },
      { headers: { 'X-Forwarded-For': address } },
    );
  const configWith = (env: NodeJS.ProcessEnv) =>
    loadConfig(env, { databaseUrl: ctx.config.databaseUrl, trustProxy: 1 });

  it('lets many customers behind one address register by default (carrier-grade NAT)', () => {
    expect(configWith({}).rateLimits.signUpPerAddress).toEqual({ max: 100, windowMs: HOUR });
  });

  it('answers 429 with Retry-After past SIGN_UP_LIMIT_PER_HOUR registrations from an address', async () => {
    const app = createApp({
      db: ctx.database.db,
      config: configWith({ SIGN_UP_LIMIT_PER_HOUR: '3' }),
    });
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await register(app, address)).status).toBe(201);
    const blocked = await register(app, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_SIGN_UPS });
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await register(app, newAddress())).status).toBe(201);
  });

  it('refuses to start with a SIGN_UP_LIMIT_PER_HOUR that is not a positive whole number', () => {
    for (const value of ['ten', '0', '-5', '2.5'])
      expect(() => configWith({ SIGN_UP_LIMIT_PER_HOUR: value })).toThrow(/SIGN_UP_LIMIT_PER_HOUR/);
  });

  it('answers 429 to an address that keeps registering taken e-mails (no enumeration at speed)', async () => {
    const address = newAddress();
    const { email: taken } = await customer();
    const max = ctx.config.rateLimits.contactConflictsPerAddress.max;
    for (let i = 0; i < max; i++)
      expect((await register(ctx.app, address, taken)).status).toBe(409);
    for (const email of [taken, uniqueEmail()]) {
      const blocked = await register(ctx.app, address, email);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY_SIGN_UPS });
      expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    }
  });
});

describe('account change throttling', () => {
  it('answers 429 to change-password after five wrong current passwords, even to the right one', async () => {
    const { client } = await customer();
    const change = (currentPassword: string) =>
      client.put('/api/user/change-password', { currentPassword, newPassword: 'brand-new-pass' });
    for (let i = 0; i < 5; i++) expect((await change('wrong-password')).status).toBe(401);
    const blocked = await change(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_PASSWORD_CHANGES });
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const other = await customer();
    expect(
      (
        await other.client.put('/api/user/change-password', {
          currentPassword: PASSWORD,
          newPassword: 'brand-new-pass',
        })
      ).status,
    ).toBe(204);
  });

  it('answers 429 to an account probing taken e-mails through its profile', async () => {
    const { client } = await customer();
    const profile = (email: string) =>
      client.put('/api/user/profile', { name: 'Prober', email, phone: '' });
    const max = ctx.config.rateLimits.contactConflictsPerAccount.max;
    for (let i = 0; i < max; i++) {
      const { email: taken } = await customer();
      expect((await profile(taken)).status).toBe(409);
    }
    const { email: taken } = await customer();
    for (const email of [taken, uniqueEmail()]) {
      const blocked = await profile(email);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY_CONTACT_CHANGES });
      expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    }
    const { user } = userResponseSchema.parse((await client.get('/api/user/profile')).body);
    const rename = await client.put('/api/user/profile', {
      name: 'Renamed',
      email: user.email,
      phone: user.phone ?? '',
    });
    expect(rename.status).toBe(200);
  });

  it('answers 429 to an address probing taken e-mails through several accounts', async () => {
    const app = createApp({
      db: ctx.database.db,
      config: {
        ...ctx.config,
        rateLimits: {
          ...ctx.config.rateLimits,
          contactConflictsPerAddress: { max: 3, windowMs: HOUR },
        },
      },
    });
    const address = newAddress();
    const { email: taken } = await customer();
    const probers = [await customer(), await customer()];
    const probe = (i: number) =>
      new TestClient(app).put(
        '/api/user/profile',
        { name: 'Prober', email: taken, phone: '' },
        {
          headers: {
            'X-Forwarded-For': address,
            Authorization: `Bearer ${probers[i % 2]!.client.accessToken}`,
          },
        },
      );
    for (let i = 0; i < 3; i++) expect((await probe(i)).status).toBe(409);
    expect((await probe(3)).status).toBe(429);
  });
});

describe('passwords', () => {
  it('does not truncate passwords longer than 72 bytes', async () => {
    const long = `${'ä'.repeat(36)}-first`;
    const { email } = await customer(long);
    const sameFirst72Bytes = `${'ä'.repeat(36)}-other`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(72);
    const wrong = await ctx.client().post(
      '/api/auth/sign-in',
      { email, password: sameFirst72Bytes },
      {
        headers: { 'X-Forwarded-For': newAddress() },
      },
    );
    expect(wrong.status).toBe(401);
    const right = await ctx.client().post(
      '/api/auth/sign-in',
      { email, password: long },
      {
        headers: { 'X-Forwarded-For': newAddress() },
      },
    );
    expect(right.status).toBe(200);
  });

  it('refuses a sign-up with an e-mail that differs only in letter case', async () => {
    const { email } = await customer();
    const res = await ctx
      .client()
      .post(
        '/api/auth/sign-up',
        { name: 'Twin', email: email.toUpperCase(), password: PASSWORD },
        { headers: { 'X-Forwarded-For': newAddress() } },
      );
    expect(res.status).toBe(409);
  });

  it('refuses sign-in to a deleted account', async () => {
    const { client, email } = await customer();
    await client.delete('/api/user/account');
    const res = await ctx.client().post(
      '/api/auth/sign-in',
      { email, password: PASSWORD },
      {
        headers: { 'X-Forwarded-For': newAddress() },
      },
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(INVALID_CREDENTIALS);
  });
});

describe('ids in paths', () => {
  /** Malformed ids as a client may send them in a path (percent-encoded where they must be). */
  const MALFORMED_IDS: [string, string][] = [
    ['NUL', '%00'],
    ['NUL inside', 'abc%00def'],
    ['10 KB', 'a'.repeat(10_240)],
    ['65 characters', 'b'.repeat(65)],
    ['punctuation', 'abc%21'],
    ['a space', 'ab%20cd'],
    ['a zero-width space', '%E2%80%8B'],
    ['Vietnamese', 'Nguy%E1%BB%85n'],
    ['an emoji', '%F0%9F%93%B1'],
    ['an unpaired surrogate', '%ED%A0%80'],
    ['malformed percent-encoding', '%ZZ%E0%A4%A'],
    ['a dot segment', '..%2F..%2Fetc'],
  ];

  /** Every route that takes an id in its path: method, path, who calls it, the body it sends. */
  type Caller = 'anyone' | 'customer' | 'admin';
  const ROUTES: [string, (id: string) => string, Caller, unknown?][] = [
    ['GET', (id) => `/api/product/${id}`, 'anyone'],
    ['GET', (id) => `/api/product/${id}/variations`, 'anyone'],
    ['GET', (id) => `/api/product/${id}/reviews`, 'anyone'],
    ['GET', (id) => `/api/product/${id}/review-eligibility`, 'customer'],
    ['GET', (id) => `/api/order/${id}`, 'customer'],
    ['PUT', (id) => `/api/order/${id}/cancel`, 'customer', {}],
    ['GET', (id) => `/api/order/${id}/review`, 'customer'],
    [
      'POST',
      (id) => `/api/order/${id}/reviews`,
      'customer',
      { reviews: [{ productId: 'p1', rating: 5, text: 'A fine phone indeed' }] },
    ],
    ['GET', (id) => `/api/admin/products/${id}`, 'admin'],
    ['PUT', (id) => `/api/admin/products/${id}`, 'admin', {}],
    ['PATCH', (id) => `/api/admin/products/${id}`, 'admin', { featured: true }],
    ['POST', (id) => `/api/admin/products/${id}/duplicate`, 'admin', {}],
    ['POST', (id) => `/api/admin/products/${id}/archive`, 'admin', { version: 1 }],
    ['POST', (id) => `/api/admin/products/${id}/restore`, 'admin', { version: 1 }],
    ['GET', (id) => `/api/admin/products/${id}/publish-status?change=1`, 'admin'],
    ['PUT', (id) => `/api/admin/categories/${id}`, 'admin', {}],
    ['GET', (id) => `/api/admin/orders/${id}`, 'admin'],
    ['POST', (id) => `/api/admin/orders/${id}/transition`, 'admin', { to: 'processing' }],
    ['POST', (id) => `/api/admin/reviews/${id}/hide`, 'admin', {}],
    ['POST', (id) => `/api/admin/reviews/${id}/unhide`, 'admin', {}],
    ['PUT', (id) => `/api/admin/staff/${id}/role`, 'admin', { role: 'editor' }],
    ['DELETE', (id) => `/api/admin/staff/${id}`, 'admin'],
    ['GET', (id) => `/uploads/${id}.png`, 'anyone'],
  ];

  let callers: Record<Caller, TestClient>;
  beforeAll(async () => {
    callers = {
      anyone: ctx.client(),
      customer: (await customer()).client,
      admin: (await staffClient(ctx, 'admin')).client,
    };
  });

  it.each(ROUTES.map(([method, path, caller, body]) => [method, path('{id}'), path, caller, body]))(
    '%s %s answers 404 "… not found" to every malformed id, never a 5xx',
    async (method, _shown, path, caller, body) => {
      for (const [kind, id] of MALFORMED_IDS) {
        const res = await callers[caller as Caller].request(method as string, path(id), {
          ...(body === undefined ? {} : { body }),
        });
        expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(apiErrorSchema.parse(res.body), kind).toEqual({
          message: expect.stringMatching(/not found$/i),
        });
      }
    },
  );
});

describe('responses', () => {
  it('carry nosniff and frame-deny headers, on success and on error', async () => {
    for (const res of [
      await ctx.app.request('/api/auth/csrf-token'),
      await ctx.app.request('/api/user/profile'),
    ]) {
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('answer an unknown /api path with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/user/nope', '/api/auth/nope']) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      apiErrorSchema.parse(await res.json());
    }
  });
});
