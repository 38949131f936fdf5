import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, forgotPasswordResponseSchema } from '../../src/api/schemas/index.ts';
import { PASSWORD_RESET_MESSAGES } from '../../src/lib/password-reset.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { passwordResets } from '../../src/server/api/db/schema.ts';
import { createAccountsContext, type TestClient, type TestContext } from './harness.ts';
import { deliverTo, startMailServer, type TestMailServer } from './mail-fixtures.ts';

let ctx: TestContext;
let mail: TestMailServer;
/** The app's clock runs this far ahead of the wall clock (an expired link needs 30 minutes). */
let clockAheadMs = 0;

beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createAccountsContext(() => clockAheadMs, {
    passwordResetPerAddress: { max: 5, windowMs: 60 * 60 * 1000 },
  });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

let addressCounter = 0;
/** A client address of its own (the app trusts X-Forwarded-For here): each test its own limits. */
const newAddress = () => `198.51.100.${++addressCounter}`;
const NEW_PASSWORD = 'brand-new-pass-1';

function forgot(client: TestClient, email: string, address = newAddress()) {
  return client.post(
    '/api/auth/forgot-password',
    { email },
    {
      headers: { 'X-Forwarded-For': address },
    },
  );
}

const reset = (client: TestClient, token: string, password = NEW_PASSWORD) =>
  client.post('/api/auth/reset-password', { token, password });

/** Asks for a link for `email` and returns the token the delivered e-mail carries. */
async function mailedToken(email: string): Promise<string> {
  const before = mail.to(email).length;
  expect((await forgot(ctx.client(), email)).status).toBe(200);
  await deliverTo(ctx.database.db, mail);
  const message = mail.to(email)[before];
  expect(message?.subject).toBe('Reset your VietTech Store password');
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  expect(token, message?.text).toBeDefined();
  return token!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not the account exists, and mails a link only to the account', async () => {
    const { email } = await ctx.customer();
    const stranger = `nobody-${addressCounter}@example.com`;
    const known = await forgot(ctx.client(), email.toUpperCase());
    const unknown = await forgot(ctx.client(), stranger);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(forgotPasswordResponseSchema.parse(known.body)).toEqual({
      message: PASSWORD_RESET_MESSAGES.sent,
    });
    expect(unknown.body).toEqual(known.body);

    await deliverTo(ctx.database.db, mail);
    expect(mail.to(stranger)).toHaveLength(0);
    const [message] = mail.to(email);
    expect(message?.subject).toBe('Reset your VietTech Store password');
    expect(message?.html).toContain('Reset your password');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})\b/.exec(message?.text ?? '')?.[1];
    expect(token).toBeDefined();
    // Only the token's SHA-256 is stored, with 30 minutes to live.
    const [stored] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, createHash('sha256').update(token!).digest('hex')));
    expect(stored?.usedAt).toBeNull();
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60 * 1000);
  });

  it("checks the e-mail with the forms' messages", async () => {
    const client = ctx.client();
    for (const [email, message] of [
      ['', MESSAGES.emailRequired],
      ['not-an-email', MESSAGES.emailInvalid],
    ]) {
      const res = await forgot(client, email!);
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(res.body).errors).toEqual({ email: message });
    }
    expect((await client.post('/api/auth/forgot-password', { email: 'a@b.vn', x: 1 })).status).toBe(
      422,
    );
  });

  it('limits requests per e-mail, known or not, and per address', async () => {
    for (const email of [(await ctx.customer()).email, 'no-such-account@example.com']) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await forgot(ctx.client(), email));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]!.body).toEqual({ message: PASSWORD_RESET_MESSAGES.tooMany });
      expect(Number(answers[3]!.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await forgot(ctx.client(), `spray-${i}@example.com`, address)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session and mails that the password changed', async () => {
    const { client, email, password } = await ctx.customer();
    const other = ctx.client();
    await other.signIn(email, password);
    const token = await mailedToken(email);

    const res = await reset(ctx.client(), token);
    expect(res.status).toBe(204);

    for (const signedIn of [client, other]) {
      expect((await signedIn.get('/api/user/profile')).status).toBe(401);
      expect((await signedIn.post('/api/auth/refresh-token')).status).toBe(401);
    }
    const old = await ctx.client().post('/api/auth/sign-in', { email, password });
    expect(old.status).toBe(401);
    await ctx.client().signIn(email, NEW_PASSWORD);

    await deliverTo(ctx.database.db, mail);
    const changed = mail.to(email).at(-1);
    expect(changed?.subject).toBe('Your VietTech Store password was changed');
    expect(changed?.text).toContain('Every device that was signed in has been signed out.');
  });

  it('works once: the link, and every other open link of the account, is spent', async () => {
    const { email } = await ctx.customer();
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    expect((await reset(ctx.client(), first)).status).toBe(204);
    for (const token of [first, second]) {
      const again = await reset(ctx.client(), token, 'another-pass-2');
      expect(again.status).toBe(410);
      expect(again.body).toEqual({ message: PASSWORD_RESET_MESSAGES.expiredToken });
    }
    await ctx.client().signIn(email, NEW_PASSWORD);
  });

  it('refuses a link older than 30 minutes and changes nothing', async () => {
    const { email, password } = await ctx.customer();
    const token = await mailedToken(email);
    clockAheadMs = 31 * 60 * 1000;
    try {
      const res = await reset(ctx.client(), token);
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.expiredToken });
      await ctx.client().signIn(email, password);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('refuses a token it never issued (400) and a malformed body (422)', async () => {
    for (const token of ['', 'made-up-token', 'x'.repeat(43)]) {
      const res = await reset(ctx.client(), token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.invalidToken });
    }
    const client = ctx.client();
    expect((await client.post('/api/auth/reset-password', { token: 'x' })).status).toBe(422);
    expect(
      (await client.post('/api/auth/reset-password', { token: 1, password: 'a' })).status,
    ).toBe(422);
    expect((await reset(client, 'x'.repeat(201))).status).toBe(422);
  });

  it('applies the change-password rules and messages, and keeps the link for another try', async () => {
    const { email } = await ctx.customer();
    const token = await mailedToken(email);
    for (const [password, message] of [
      ['', MESSAGES.newPasswordRequired],
      ['short', MESSAGES.passwordTooShortChange],
    ]) {
      const res = await reset(ctx.client(), token, password);
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(res.body).errors).toEqual({ password: message });
    }
    expect((await reset(ctx.client(), token)).status).toBe(204);
  });
});
