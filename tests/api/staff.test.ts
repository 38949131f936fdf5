import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditPageSchema,
  staffAuthResponseSchema,
  staffListResponseSchema,
  totpSetupResponseSchema,
  type AuditEntry,
} from '../../src/api/schemas/index.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { totpCodeAt } from '../../src/server/api/auth/totp.ts';
import { idleRebuildStatus } from '../../src/server/api/context.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  addStaff,
  signInStaff,
  staffClient,
  turnOnTotp,
  STAFF_PASSWORD,
} from './staff-fixtures.ts';

let ctx: TestContext;
let clock = new Date();
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const idle = idleRebuildStatus();

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    now: () => clock,
    builder: { status: () => idle, start: async () => true },
  });
});
afterAll(async () => {
  await ctx.close();
});

const auditEntries = async (filters: Record<string, string>): Promise<AuditEntry[]> => {
  const { client } = await staffClient(ctx, 'admin');
  const res = await client.get(`/api/admin/audit?${new URLSearchParams(filters)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return auditPageSchema.parse(res.body).entries;
};

describe('staff sign-in', () => {
  it('signs in, refreshes with a rotating cookie of its own path, and signs out', async () => {
    const member = await addStaff(ctx, 'editor');
    const client = ctx.client();
    const res = await client.post('/api/admin/auth/sign-in', {
      email: member.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const signedIn = staffAuthResponseSchema.parse(res.body);
    expect(signedIn.staff).toMatchObject({
      email: member.email,
      role: 'editor',
      totpEnabled: false,
    });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('staff_refresh_token='));
    expect(cookie).toMatch(/Path=\/api\/admin\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('refresh_token='))).toBe(false);

    client.accessToken = signedIn.accessToken;
    expect((await client.get('/api/admin/auth/me')).body.staff.email).toBe(member.email);

    const stolen = client.cookies.get('staff_refresh_token')!;
    const refreshed = await client.post('/api/admin/auth/refresh', {}, { auth: false });
    expect(refreshed.status).toBe(200);
    expect(client.cookies.get('staff_refresh_token')).not.toBe(stolen);

    // The rotated token presented again ends the whole session.
    const thief = ctx.client();
    thief.cookies.set('staff_refresh_token', stolen);
    expect((await thief.post('/api/admin/auth/refresh')).status).toBe(401);
    expect((await client.post('/api/admin/auth/refresh', {}, { auth: false })).status).toBe(401);

    await signInStaff(client, member);
    expect((await client.post('/api/admin/auth/sign-out')).status).toBe(204);
    expect((await client.get('/api/admin/auth/me')).status).toBe(401);
    expect((await client.post('/api/admin/auth/refresh', {}, { auth: false })).status).toBe(401);
  });

  it('refuses a wrong password, an unknown e-mail and a sign-in without a CSRF token', async () => {
    const member = await addStaff(ctx, 'operator');
    const client = ctx.client();
    for (const body of [
      { email: member.email, password: 'wrong-password-1' },
      { email: 'nobody@example.com', password: STAFF_PASSWORD },
    ]) {
      const res = await client.post('/api/admin/auth/sign-in', body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(STAFF_MESSAGES.invalidCredentials);
    }
    const noCsrf = await ctx
      .client()
      .post(
        '/api/admin/auth/sign-in',
        { email: member.email, password: STAFF_PASSWORD },
        { csrf: false },
      );
    expect(noCsrf.status).toBe(403);
  });

  it('turns two-factor sign-in on with a confirmed code, then requires a valid code', async () => {
    const member = await addStaff(ctx, 'editor');
    const client = ctx.client();
    await signInStaff(client, member);
    const setup = totpSetupResponseSchema.parse(
      (await client.post('/api/admin/auth/totp/setup', { password: STAFF_PASSWORD })).body,
    );
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await client.post('/api/admin/auth/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(422);
    const confirmed = await client.post('/api/admin/auth/totp/confirm', {
      code: await totpCodeAt(setup.secret, clock),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.staff.totpEnabled).toBe(true);

    const signIn = (totpCode?: string) =>
      ctx.client().post('/api/admin/auth/sign-in', {
        email: member.email,
        password: STAFF_PASSWORD,
        ...(totpCode ? { totpCode } : {}),
      });
    // Without a code, with the code that confirmed setup (spent) or a wrong one: refused.
    for (const code of [undefined, await totpCodeAt(setup.secret, clock), '123456']) {
      const res = await signIn(code);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: STAFF_MESSAGES.invalidCredentials });
    }
    advance(30);
    expect((await signIn(await totpCodeAt(setup.secret, clock))).status).toBe(200);

    const badPassword = await client.post('/api/admin/auth/totp/disable', { password: 'nope' });
    expect(badPassword.status).toBe(422);
    const off = await client.post('/api/admin/auth/totp/disable', { password: STAFF_PASSWORD });
    expect(off.body.staff.totpEnabled).toBe(false);
    expect((await signIn()).status).toBe(200);
  });
});

describe('staff sign-in with two-factor on', () => {
  const attempt = (email: string, password: string, totpCode?: string) =>
    ctx.client().post('/api/admin/auth/sign-in', {
      email,
      password,
      ...(totpCode === undefined ? {} : { totpCode }),
    });
  const headerNames = (headers: Headers) => [...headers.keys()].sort();

  it('answers a right password without the code exactly as a wrong password', async () => {
    const member = await addStaff(ctx, 'editor');
    const client = ctx.client();
    await signInStaff(client, member);
    const secret = await turnOnTotp(client, member, clock);
    advance(30);
    const code = await totpCodeAt(secret, clock);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const wrongPassword = await attempt(member.email, 'wrong-password-1');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: STAFF_MESSAGES.invalidCredentials });
    for (const [what, res] of [
      ['no code', await attempt(member.email, STAFF_PASSWORD)],
      ['a wrong code', await attempt(member.email, STAFF_PASSWORD, wrongCode)],
      ['a wrong password with the right code', await attempt(member.email, 'nope-nope-1', code)],
    ] as const) {
      expect(res.status, what).toBe(wrongPassword.status);
      expect(res.body, what).toEqual(wrongPassword.body);
      expect(headerNames(res.headers), what).toEqual(headerNames(wrongPassword.headers));
    }
    // Four failures, within the limit of five. The right code was not spent by the wrong
    // password: it signs in, once.
    expect((await attempt(member.email, STAFF_PASSWORD, code)).status).toBe(200);
    expect((await attempt(member.email, STAFF_PASSWORD, code)).body).toEqual(wrongPassword.body);
  });

  it('lets several simultaneous correct sign-ins of one member from one address all in', async () => {
    const member = await addStaff(ctx, 'operator');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => attempt(member.email, STAFF_PASSWORD)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
  });
});

describe('turning two-factor sign-in on takes the password', () => {
  it('refuses setup to an access token without the password, and stores no secret then', async () => {
    const member = await addStaff(ctx, 'editor');
    const thief = ctx.client();
    await signInStaff(thief, member);
    const none = await thief.post('/api/admin/auth/totp/setup', {});
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['password']);
    const wrong = await thief.post('/api/admin/auth/totp/setup', { password: 'guessed-wrong-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: STAFF_MESSAGES.passwordIncorrect,
      errors: { password: STAFF_MESSAGES.passwordIncorrect },
    });
    // Nothing is pending: there is nothing to confirm, and sign-in still needs no code.
    const confirm = await thief.post('/api/admin/auth/totp/confirm', { code: '123456' });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(STAFF_MESSAGES.totpNotStarted);
    await signInStaff(ctx.client(), member);
  });

  it('counts wrong passwords at setup with those at turning off: 429 past five, even to the right one', async () => {
    const member = await addStaff(ctx, 'operator');
    const client = ctx.client();
    await signInStaff(client, member);
    for (let i = 0; i < 3; i++)
      expect(
        (await client.post('/api/admin/auth/totp/setup', { password: 'wrong-one-1' })).status,
      ).toBe(422);
    for (let i = 0; i < 2; i++)
      expect(
        (await client.post('/api/admin/auth/totp/disable', { password: 'wrong-one-1' })).status,
      ).toBe(422);
    const blocked = await client.post('/api/admin/auth/totp/setup', { password: STAFF_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('an admin resets a member’s two-factor sign-in', () => {
  it('turns it off, ends the member’s sessions, audits it; the member signs in with the password', async () => {
    const member = await addStaff(ctx, 'editor');
    const session = ctx.client();
    await signInStaff(session, member);
    await turnOnTotp(session, member, clock);
    const { client: admin, email: adminEmail } = await staffClient(ctx, 'admin');

    const reset = await admin.post(`/api/admin/staff/${member.id}/totp/reset`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.staff).toMatchObject({ _id: member.id, totpEnabled: false });
    expect((await session.get('/api/admin/auth/me')).status).toBe(401);
    expect((await session.post('/api/admin/auth/refresh', {}, { auth: false })).status).toBe(401);

    const entries = await auditEntries({ action: 'staff.totp_reset', targetId: member.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: adminEmail,
      targetType: 'staff',
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
    await signInStaff(ctx.client(), member);

    const again = await admin.post(`/api/admin/staff/${member.id}/totp/reset`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STAFF_MESSAGES.totpOff);
  });

  it('is for admins, and for other members than themselves', async () => {
    const member = await addStaff(ctx, 'operator');
    const owner = ctx.client();
    await signInStaff(owner, member);
    await turnOnTotp(owner, member, clock);
    for (const role of ['editor', 'operator'] as const) {
      const { client } = await staffClient(ctx, role);
      const res = await client.post(`/api/admin/staff/${member.id}/totp/reset`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(STAFF_MESSAGES.roleForbidden);
    }
    const admin = await addStaff(ctx, 'admin');
    const adminClient = ctx.client();
    await signInStaff(adminClient, admin);
    await turnOnTotp(adminClient, admin, clock);
    advance(30);
    const own = await adminClient.post(`/api/admin/staff/${admin.id}/totp/reset`);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(STAFF_MESSAGES.totpResetOwn);
    expect((await adminClient.get('/api/admin/auth/me')).body.staff.totpEnabled).toBe(true);
    expect((await owner.get('/api/admin/auth/me')).body.staff.totpEnabled).toBe(true);
  });

  it('answers 404 to a malformed or unknown staff id on every staff route, never a 5xx', async () => {
    const { client: admin } = await staffClient(ctx, 'admin');
    for (const id of ['%00', 'abc%00', 'abc', 'x'.repeat(10_240), 'Nguy%E1%BB%85n', '%ZZ']) {
      for (const res of [
        await admin.put(`/api/admin/staff/${id}/role`, { role: 'editor' }),
        await admin.delete(`/api/admin/staff/${id}`),
        await admin.post(`/api/admin/staff/${id}/totp/reset`),
      ]) {
        expect(res.status, id.slice(0, 20)).toBe(404);
        expect(res.body).toEqual({ message: STAFF_MESSAGES.notFound });
      }
    }
  });
});

describe('who may call what', () => {
  it('keeps customers and staff apart: each token is refused on the other side', async () => {
    const customer = ctx.client();
    await customer.signUp();
    for (const path of ['/api/admin/auth/me', '/api/admin/staff']) {
      const res = await customer.get(path);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(STAFF_MESSAGES.customerToken);
    }
    const { client: editor } = await staffClient(ctx, 'editor');
    expect((await editor.get('/api/user/profile')).status).toBe(401);
    expect((await ctx.client().get('/api/admin/auth/me')).status).toBe(401);
  });

  it('keeps the ADMIN_TOKEN for automation: refused on staff-only calls, accepted on rebuild', async () => {
    const automation = ctx.client();
    automation.accessToken = ctx.config.adminToken;
    const staffOnly = await automation.get('/api/admin/staff');
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.body.message).toBe(STAFF_MESSAGES.automationToken);
    expect((await automation.get('/api/admin/rebuild')).status).toBe(200);
    expect((await automation.post('/api/admin/rebuild', {}, { csrf: false })).status).toBe(202);

    const { client: editor } = await staffClient(ctx, 'editor');
    expect((await editor.get('/api/admin/rebuild')).status).toBe(200);
    const { client: operator } = await staffClient(ctx, 'operator');
    expect((await operator.get('/api/admin/rebuild')).status).toBe(403);
  });

  it('opens staff management and the audit log to admins only', async () => {
    for (const role of ['editor', 'operator'] as const) {
      const { client } = await staffClient(ctx, role);
      for (const path of ['/api/admin/staff', '/api/admin/audit']) {
        const res = await client.get(path);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(STAFF_MESSAGES.roleForbidden);
      }
    }
    const { client: admin } = await staffClient(ctx, 'admin');
    expect(
      staffListResponseSchema.parse((await admin.get('/api/admin/staff')).body).staff.length,
    ).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/audit')).status).toBe(200);
  });
});

describe('staff management', () => {
  it('creates, changes the role of and removes staff, audited, never losing the last admin', async () => {
    // A database of its own, so "the last admin" is the one admin this test creates.
    const own = await createTestContext({ seed: false });
    try {
      const first = await addStaff(own, 'admin');
      const admin = own.client();
      await signInStaff(admin, first);

      expect(
        (await admin.put(`/api/admin/staff/${first.id}/role`, { role: 'editor' })).body,
      ).toMatchObject({ message: STAFF_MESSAGES.lastAdmin });
      expect((await admin.delete(`/api/admin/staff/${first.id}`)).status).toBe(409);

      /** Adds a staff member through the API, as an admin does in Staff. */
      const add = (email: string, name: string, role: string, password = 'initial-password-1') =>
        admin.post('/api/admin/staff', { email, name, role, password });
      const created = await add('New.Editor@Example.com', 'New Editor', 'editor');
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id: string = created.body.staff._id;
      expect(created.body.staff.email).toBe('new.editor@example.com');
      const duplicate = await add('NEW.EDITOR@example.com', 'Again', 'operator');
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe(STAFF_MESSAGES.emailTaken);
      const short = await add('short@example.com', 'Short', 'editor', 'short');
      expect(short.status).toBe(422);
      expect(short.body.errors.password).toBe(STAFF_MESSAGES.passwordTooShort);

      const promoted = await admin.put(`/api/admin/staff/${id}/role`, { role: 'admin' });
      expect(promoted.body.staff.role).toBe('admin');
      // With a second admin, the first may step down.
      expect(
        (await admin.put(`/api/admin/staff/${first.id}/role`, { role: 'operator' })).status,
      ).toBe(200);
      expect((await admin.get('/api/admin/staff')).status).toBe(403);

      const second = own.client();
      await signInStaff(second, {
        email: 'new.editor@example.com',
        password: 'initial-password-1',
      });
      const victim = await addStaff(own, 'operator');
      const victimClient = own.client();
      await signInStaff(victimClient, victim);
      expect((await second.delete(`/api/admin/staff/${victim.id}`)).status).toBe(204);
      expect((await victimClient.get('/api/admin/auth/me')).status).toBe(401);
      expect((await victimClient.post('/api/admin/auth/refresh', {}, { auth: false })).status).toBe(
        401,
      );

      const audit = auditPageSchema.parse((await second.get('/api/admin/audit?limit=200')).body);
      const actions = audit.entries.map((e) => `${e.action} ${e.actor}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          `staff.create ${first.email}`,
          `staff.role ${first.email}`,
          `staff.remove new.editor@example.com`,
          `staff.sign_in ${first.email}`,
          `staff.create test`,
        ]),
      );
      const removal = audit.entries.find((e) => e.action === 'staff.remove')!;
      expect(removal).toMatchObject({ targetType: 'staff', targetId: victim.id });
      expect(removal.before).toEqual({ email: victim.email, role: 'operator' });

      // Filters and keyset pages, newest first.
      const roles = await second.get(`/api/admin/audit?action=staff.role&targetId=${first.id}`);
      expect(roles.body.entries.map((e: AuditEntry) => e.after)).toEqual([{ role: 'operator' }]);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = auditPageSchema.parse((await second.get(`/api/admin/audit?${query}`)).body);
        seen.push(...page.entries.map((e) => e.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(audit.entries.map((e) => e.id));
    } finally {
      await own.close();
    }
  });

  it('never lets the app rewrite or delete the audit log', async () => {
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await auditEntries({ action: 'staff.sign_in' })).length).toBeGreaterThan(0);
  });
});
