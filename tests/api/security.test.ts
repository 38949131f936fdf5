import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import {
  apiErrorSchema,
  authResponseSchema,
  userResponseSchema,
} from '../../src/api/schemas/index.ts';
import { createApp } from '../../src/server/app.ts';
import { issueCsrfToken } from '../../src/server/auth/csrf.ts';
import { createTestContext, TestClient, type TestContext } from './harness.ts';

const ALLOWED_ORIGIN = 'https://shop.example';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later.';
const INVALID_CREDENTIALS = 'Invalid email or password';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ config: { corsOrigins: [ALLOWED_ORIGIN], trustProxy: true } });
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
  const attempt = (email: string, password: string, address: string) =>
    ctx
      .client()
      .post('/api/auth/sign-in', { email, password }, { headers: { 'X-Forwarded-For': address } });

  it('answers 429 with Retry-After after five wrong passwords, even to the right one', async () => {
    const { email } = await customer();
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await attempt(email, 'wrong-password', address);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALID_CREDENTIALS);
    }
    const blocked = await attempt(email, 'wrong-password', address);
    expect(blocked.status).toBe(429);
    expect(apiErrorSchema.parse(blocked.body).message).toBe(TOO_MANY_SIGN_INS);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await attempt(email, PASSWORD, newAddress())).status).toBe(429);
  });

  it('counts per account whatever the e-mail’s letter case', async () => {
    const { email } = await customer();
    for (let i = 0; i < 5; i++)
      await attempt(i % 2 ? email.toUpperCase() : email, 'wrong-password', newAddress());
    expect((await attempt(email.toUpperCase(), PASSWORD, newAddress())).status).toBe(429);
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

  it('clears an account’s failures when it signs in successfully', async () => {
    const { email } = await customer();
    for (let i = 0; i < 4; i++) await attempt(email, 'wrong-password', newAddress());
    expect((await attempt(email, PASSWORD, newAddress())).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt(email, 'wrong-password', newAddress())).status).toBe(401);
    expect((await attempt(email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('answers 429 to an address that has failed 30 times, whichever account it tries', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i++)
      expect((await attempt(uniqueEmail('spray'), 'wrong', address)).status).toBe(401);
    const { email } = await customer();
    const blocked = await attempt(email, PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_SIGN_INS);
    expect((await attempt(email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('answers 429 to an address after ten registration attempts', async () => {
    const address = newAddress();
    const { email: taken } = await customer();
    const register = (email: string) =>
      ctx
        .client()
        .post(
          '/api/auth/sign-up',
          { name: 'Bulk', email, password: PASSWORD },
          { headers: { 'X-Forwarded-For': address } },
        );
    for (let i = 0; i < 10; i++) expect((await register(taken)).status).toBe(409);
    const blocked = await register(uniqueEmail());
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    apiErrorSchema.parse(blocked.body);
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
