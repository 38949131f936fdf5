// Signing in and resetting a password by phone number: a customer registered with a phone only
// signs in with it in any notation (+84, 84, spaces, dots, hyphens), asks for a reset by phone,
// gets a 6-digit code by text message (the SMS outbox folder, or a provider's HTTP API: a fake
// one here on node:http), and sets a new password with it. The code's rules: single use, expiry,
// five tries, the same answers for unknown numbers.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, RESET_CODE_TTL_MINUTES } from '../../src/lib/password-reset.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { mailQueue } from '../../src/server/api/db/schema.ts';
import { PHONE_TAKEN } from '../../src/server/api/services/accounts.ts';
import { httpSmsSender, outboxSmsSender } from '../../src/server/api/mail/sms.ts';
import type { MailSender, OutgoingMail } from '../../src/server/api/mail/sender.ts';
import { deliverDueMail } from '../../src/server/api/mail/worker.ts';
import { createAccountsContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let outbox: string;
/** The app's clock runs this far ahead of the wall clock (an expired code needs 15 minutes). */
let clockAheadMs = 0;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
  ctx = await createAccountsContext(() => clockAheadMs, {
    passwordResetPerAddress: { max: 50, windowMs: 60 * 60 * 1000 },
    signInPerAccount: { max: 6, windowMs: 60 * 60 * 1000 },
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(outbox, { recursive: true, force: true });
});

let addressCounter = 0;
/** A client address of its own (the app trusts X-Forwarded-For here): each call its own limits. */
const fromNewAddress = () => ({ headers: { 'X-Forwarded-For': `203.0.113.${++addressCounter}` } });

/** A mobile number no other test uses: 09 and eight digits. */
const newPhone = () => `09${String(randomInt(0, 1e8)).padStart(8, '0')}`;
/** 0912345678 written the ways people write it. */
const notations = (phone: string) => {
  const [a, b, c] = [phone.slice(1, 4), phone.slice(4, 7), phone.slice(7)];
  return [`+84 ${a} ${b} ${c}`, `84${a}${b}${c}`, `0${a}.${b}.${c}`, `+84-${a}-${b}-${c}`];
};
const PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';

/** A customer registered with a phone number only (typed in `typed`), signed out. */
async function phoneCustomer(typed?: (phone: string) => string) {
  const phone = newPhone();
  const res = await ctx.client().signUp({
    email: '',
    phoneNumber: typed ? typed(phone) : phone,
    password: PASSWORD,
  });
  expect(res.body.user).toMatchObject({ email: null, phone });
  return phone;
}

const signIn = (login: string, password: string) =>
  ctx.client().post('/api/auth/sign-in', { email: login, password }, fromNewAddress());

const forgot = (login: string) =>
  ctx.client().post('/api/auth/forgot-password', { email: login }, fromNewAddress());

const resetWithCode = (phone: string, code: string, password = NEW_PASSWORD) =>
  ctx.client().post('/api/auth/reset-password/code', { phone, code, password });

/** Takes every due e-mail (unsent: the accounts here have none) and sends the texts through `sms`. */
const deliverTexts = (sms: MailSender) => {
  const mailbox: MailSender = {
    send: () => Promise.reject(new Error('no e-mail expected')),
    close: () => {},
  };
  return deliverDueMail({ db: ctx.database.db, sender: mailbox, smsSender: sms, log: () => {} });
};

interface OutboxText {
  id: string;
  to: string;
  text: string;
  kind: string;
}

/** The texts in the outbox folder sent to `phone`, oldest first. */
async function outboxTexts(phone: string): Promise<OutboxText[]> {
  await deliverTexts(outboxSmsSender(outbox, () => {}));
  const files = (await readdir(outbox)).filter((name) => name.endsWith('.json')).sort();
  const texts = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8'))),
  );
  return (texts as OutboxText[]).filter((sms) => sms.to === `+84${phone.slice(1)}`);
}

/** Asks for a reset by `typed` (default the phone) and returns the code the text carries. */
async function textedCode(phone: string, typed = phone): Promise<string> {
  const before = (await outboxTexts(phone)).length;
  const res = await forgot(typed);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sentText });
  const texts = await outboxTexts(phone);
  expect(texts).toHaveLength(before + 1);
  const code = codeIn(texts.at(-1)!.text);
  expect(code, texts.at(-1)!.text).toBeDefined();
  return code!;
}

/** The code a text carries. */
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** The queue's one row to `phone`. */
async function queuedText(phone: string) {
  const rows = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, phone));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Makes a queued message due at once (its backoff over). */
const makeDue = (id: string) =>
  ctx.database.db
    .update(mailQueue)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(mailQueue.id, id));

/** A 6-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

describe('sign-in by phone number', () => {
  it('signs in a phone-only customer with the number in every notation', async () => {
    const phone = await phoneCustomer();
    for (const typed of [phone, ...notations(phone)]) {
      const res = await signIn(typed, PASSWORD);
      expect(res.status, typed).toBe(200);
      expect(res.body.user.phone).toBe(phone);
    }
  });

  it('refuses a wrong password with the phone message, and an e-mail sign-in keeps its own', async () => {
    const phone = await phoneCustomer();
    const wrongPassword = await signIn(notations(phone)[0]!, 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Invalid phone number or password');
    const unknown = await signIn(newPhone(), PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid phone number or password');
    const byEmail = await signIn('nobody-here@example.com', PASSWORD);
    expect(byEmail.body.message).toBe('Invalid email or password');
  });

  it('stores the number in one spelling, 0912345678, however it was typed, and refuses it to a second account', async () => {
    const phone = await phoneCustomer((p) => notations(p)[0]!);
    const second = await ctx.client().post('/api/auth/sign-up', {
      name: 'Second',
      email: '',
      phoneNumber: notations(phone)[2],
      password: PASSWORD,
      address: null,
    });
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual({ phoneNumber: PHONE_TAKEN });
  });

  it('counts wrong passwords on the number whichever notation is used', async () => {
    const phone = await phoneCustomer();
    const { signInPerAccount } = ctx.config.rateLimits;
    const typed = [phone, ...notations(phone)];
    for (let i = 0; i < signInPerAccount.max; i++)
      expect((await signIn(typed[i % typed.length]!, 'wrong-password')).status).toBe(401);
    expect((await signIn(notations(phone)[1]!, PASSWORD)).status).toBe(429);
  });
});

describe('password reset by text message', () => {
  it('texts a code to a phone-only account, and the code sets a new password once', async () => {
    const phone = await phoneCustomer();
    const code = await textedCode(phone, notations(phone)[0]);
    const [sms] = await outboxTexts(phone);
    expect(sms).toMatchObject({ to: `+84${phone.slice(1)}`, kind: 'password-reset-code' });
    expect(sms!.text).toContain(`${RESET_CODE_TTL_MINUTES} minutes`);

    expect((await resetWithCode(notations(phone)[2]!, code)).status).toBe(204);
    expect((await signIn(phone, PASSWORD)).status).toBe(401);
    expect((await signIn(notations(phone)[3]!, NEW_PASSWORD)).status).toBe(200);

    const changed = (await outboxTexts(phone)).at(-1);
    expect(changed).toMatchObject({ kind: 'password-changed' });
    expect(changed!.text).not.toMatch(/\d{6}/);

    const again = await resetWithCode(phone, code, 'third-pass-3');
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(PASSWORD_RESET_MESSAGES.expiredCode);
  });

  it('texts "password changed" to a phone-only account changing it in Settings', async () => {
    const client = ctx.client();
    const phone = newPhone();
    await client.signUp({ email: '', phoneNumber: phone, password: PASSWORD });
    const change = await client.put('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(change.status).toBe(204);
    expect(await outboxTexts(phone)).toEqual([
      expect.objectContaining({ kind: 'password-changed' }),
    ]);
  });

  it('answers an unknown number exactly as a known one, and texts nothing', async () => {
    const stranger = newPhone();
    const res = await forgot(notations(stranger)[1]!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sentText });
    expect(await outboxTexts(stranger)).toEqual([]);
    const reset = await resetWithCode(stranger, '123456');
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidCode);
  });

  it('refuses a wrong code, and five tries use the code up', async () => {
    const phone = await phoneCustomer();
    const code = await textedCode(phone);
    for (let i = 0; i < 5; i++) {
      const res = await resetWithCode(phone, wrong(code));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidCode);
    }
    const right = await resetWithCode(phone, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidCode);
    expect((await signIn(phone, PASSWORD)).status).toBe(200);
  });

  it(`refuses a right code once its ${RESET_CODE_TTL_MINUTES} minutes are over`, async () => {
    const phone = await phoneCustomer();
    const code = await textedCode(phone);
    clockAheadMs = (RESET_CODE_TTL_MINUTES + 1) * 60_000;
    try {
      const res = await resetWithCode(phone, code);
      expect(res.status).toBe(410);
      expect(res.body.message).toBe(PASSWORD_RESET_MESSAGES.expiredCode);
    } finally {
      clockAheadMs = 0;
    }
    expect((await signIn(phone, PASSWORD)).status).toBe(200);
  });

  it('leaves only the newest code open', async () => {
    const phone = await phoneCustomer();
    const first = await textedCode(phone);
    const second = await textedCode(phone);
    if (first !== second) expect((await resetWithCode(phone, first)).status).toBe(400);
    expect((await resetWithCode(phone, second)).status).toBe(204);
  });

  it('checks the form before the code, so a mistyped password costs no try', async () => {
    const phone = await phoneCustomer();
    const code = await textedCode(phone);
    const short = await resetWithCode(phone, code, 'short');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: MESSAGES.passwordTooShortChange });
    const malformed = await resetWithCode('0912', '12a', NEW_PASSWORD);
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({
      phone: MESSAGES.phoneInvalid,
      code: PASSWORD_RESET_MESSAGES.codeFormat,
    });
    for (let i = 0; i < 4; i++) await resetWithCode(phone, wrong(code));
    expect((await resetWithCode(phone, code)).status).toBe(204);
  });

  it('tells a malformed number from a malformed e-mail at forgot-password', async () => {
    const phone = await forgot('0912 345');
    expect(phone.status).toBe(422);
    expect(phone.body.errors).toEqual({ email: MESSAGES.phoneInvalid });
    const email = await forgot('someone@');
    expect(email.body.errors).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('limits requests per number whichever notation is used', async () => {
    const phone = await phoneCustomer();
    const { passwordResetPerEmail } = ctx.config.rateLimits;
    const typed = [phone, ...notations(phone)];
    for (let i = 0; i < passwordResetPerEmail.max; i++)
      expect((await forgot(typed[i]!)).status).toBe(200);
    const over = await forgot(typed[passwordResetPerEmail.max]!);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('wipes the text from the queue once it is sent', async () => {
    const phone = await phoneCustomer();
    await textedCode(phone);
    const row = await queuedText(phone);
    expect(row).toMatchObject({ channel: 'sms', kind: 'password-reset-code' });
    expect(row.sentAt).not.toBeNull();
    expect(row.text).not.toMatch(/\d{6}/);
  });
});

interface ProviderRequest {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A fake SMS provider: records each POST and answers with the next of `statuses` (then 200). */
async function startProvider(statuses: number[] = []) {
  const received: ProviderRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
      res.end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the SMS provider channel', () => {
  const token = 'provider-token-1';

  it('posts the text as JSON with the bearer token, and retries a 503', async () => {
    const provider = await startProvider([503]);
    try {
      const sender = httpSmsSender({ url: provider.url, token });
      const phone = await phoneCustomer();
      expect((await forgot(phone)).status).toBe(200);
      // The first try meets a 503: the message stays queued for a retry.
      expect(await deliverTexts(sender)).toEqual({ sent: 0, failed: 1 });
      const row = await queuedText(phone);
      expect(row).toMatchObject({ sentAt: null, attempts: 1 });
      await makeDue(row.id);
      expect(await deliverTexts(sender)).toEqual({ sent: 1, failed: 0 });

      expect(provider.received).toHaveLength(2);
      const { headers, body } = provider.received[1]!;
      expect(headers.authorization).toBe(`Bearer ${token}`);
      expect(headers['content-type']).toBe('application/json');
      expect(headers['idempotency-key']).toBe(row.id);
      expect(body).toMatchObject({
        id: row.id,
        to: `+84${phone.slice(1)}`,
        kind: 'password-reset-code',
      });
      expect((await resetWithCode(phone, codeIn((body as { text: string }).text)!)).status).toBe(
        204,
      );
      // The reset texts "password changed" through the provider too.
      expect(await deliverTexts(sender)).toEqual({ sent: 1, failed: 0 });
      expect(provider.received.at(-1)!.body).toMatchObject({ kind: 'password-changed' });
    } finally {
      await provider.close();
    }
  });

  it('ends a message the provider refuses for good (4xx) without retrying', async () => {
    const provider = await startProvider([400]);
    try {
      const phone = await phoneCustomer();
      expect((await forgot(phone)).status).toBe(200);
      const sender = httpSmsSender({ url: provider.url, token });
      expect(await deliverTexts(sender)).toEqual({ sent: 0, failed: 1 });
      const row = await queuedText(phone);
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toContain('400');
      await makeDue(row.id);
      expect(await deliverTexts(sender)).toEqual({ sent: 0, failed: 0 });
      expect(provider.received).toHaveLength(1);
    } finally {
      await provider.close();
    }
  });

  it('leaves texts queued for a worker without an SMS sender', async () => {
    const phone = await phoneCustomer();
    expect((await forgot(phone)).status).toBe(200);
    const sent: OutgoingMail[] = [];
    const mailbox: MailSender = { send: async (m) => (sent.push(m), 'ok'), close: () => {} };
    await deliverDueMail({ db: ctx.database.db, sender: mailbox, log: () => {} });
    expect(sent.filter((m) => m.to === phone)).toEqual([]);
    expect(await queuedText(phone)).toMatchObject({ sentAt: null, attempts: 0 });
  });
});
