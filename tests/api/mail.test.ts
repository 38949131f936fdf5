import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orderResponseSchema, type Order } from '../../src/api/schemas/order.ts';
import type { OrderStatus } from '../../src/lib/constants.ts';
import { formatVnd } from '../../src/lib/format.ts';
import { SHOP } from '../../src/lib/shop.ts';
import { mailQueue } from '../../src/server/api/db/schema.ts';
import { publicSiteUrl } from '../../src/server/config.ts';
import { queueMail } from '../../src/server/api/mail/queue.ts';
import { outboxSender, type MailSender } from '../../src/server/api/mail/sender.ts';
import { passwordChangedMail } from '../../src/server/api/mail/templates.ts';
import { MAIL_MAX_ATTEMPTS, deliverDueMail } from '../../src/server/api/mail/worker.ts';
import { testClock } from './clock.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { deliverTo, startMailServer, type TestMailServer } from './mail-fixtures.ts';
import { CARD, orderRequest, pickProduct, setStock } from './order-fixtures.ts';
import { staffClient, type TestStaff } from './staff-fixtures.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/api/schemas/user.ts';

let ctx: TestContext;
let mail: TestMailServer;
let operator: TestStaff & { client: TestClient };
let nth = 0;
let mailboxes = 0;
const db = () => ctx.database.db;

beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext();
  operator = await staffClient(ctx, 'operator');
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

const mailbox = (tag: string) => `${tag}-${++mailboxes}-${Date.now()}@example.vn`;

/** A customer's order of 2 units, delivered to `email`, paid as asked. */
async function place(
  client: TestClient,
  options: { email: string; payment?: 'cod' | 'card'; fullName?: string },
): Promise<Order> {
  const pick = await pickProduct(db(), client, { withVariations: false, nth: nth++ });
  await setStock(db(), pick, 5);
  const body = orderRequest([{ pick, quantity: 2 }], {
    payment: options.payment === 'card' ? CARD : { method: 'cod' },
    address: { email: options.email, ...(options.fullName ? { fullName: options.fullName } : {}) },
  });
  const res = await client.post('/api/order', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return orderResponseSchema.parse(res.body).order;
}

async function move(order: Order, to: OrderStatus): Promise<void> {
  const res = await operator.client.post(`/api/admin/orders/${order._id}/transition`, { to });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('delivery', () => {
  it('sends a placed order its confirmation through SMTP: lines, totals in VND, address, payment', async () => {
    const { client } = await ctx.customer();
    const email = mailbox('confirm');
    const order = await place(client, { email });
    const report = await deliverTo(db(), mail);
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const [message] = mail.to(email);
    expect(message?.subject).toBe(`Your order ${order.orderNumber} is confirmed`);
    expect(message?.from?.text).toContain(SHOP.name);
    const item = order.items[0]!;
    for (const body of [message!.text!, message!.html as string]) {
      expect(body).toContain(order.orderNumber);
      expect(body).toContain(item.name);
      expect(body).toContain(`2 × ${formatVnd(item.unitPrice)}`);
      expect(body).toContain(formatVnd(order.totalAmount));
      expect(body).toContain(order.shippingAddress.street);
      expect(body).toContain('Cash on Delivery');
      expect(body).toContain(SHOP.address);
    }
    expect(message?.text).toContain(`View your orders: ${publicSiteUrl()}/orders`);
    const [row] = await db().select().from(mailQueue).where(eq(mailQueue.to, email));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('without SMTP, writes each message to the outbox as an .eml file a mail client reads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    try {
      const email = mailbox('outbox');
      const id = await queueMail(
        db(),
        email,
        passwordChangedMail({
          name: 'Lê Thu',
          at: new Date(),
          siteUrl: 'https://shop.vn',
          reset: false,
        }),
      );
      const lines: string[] = [];
      const sender = outboxSender(dir, `"${SHOP.name}" <${SHOP.noReplyEmail}>`, (l) =>
        lines.push(l),
      );
      expect((await deliverDueMail({ db: db(), sender, log: () => {} })).sent).toBeGreaterThan(0);

      const files = await readdir(dir);
      const file = files.find((name) => name.endsWith(`-password-changed-${id}.eml`));
      expect(file, files.join(', ')).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-password-changed-/);
      expect(lines).toContain(`E-mail password-changed written to ${path.join(dir, file!)}`);
      const parsed = await simpleParser(await readFile(path.join(dir, file!)));
      expect(parsed.subject).toBe('Your VietTech Store password was changed');
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(email);
      expect(parsed.from?.text).toBe(`"${SHOP.name}" <${SHOP.noReplyEmail}>`);
      expect(parsed.text).toContain('Hello Lê Thu,');
      expect(parsed.html).toContain('https://shop.vn/forgot-password');
      expect(parsed.messageId).toBe(`<${id}@viettech.example>`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps a refused message and sends it once the server accepts again: no mail is lost', async () => {
    const email = mailbox('retry');
    const content = passwordChangedMail({ name: 'An', at: new Date(), siteUrl: '', reset: true });
    const ids = [await queueMail(db(), email, content), await queueMail(db(), email, content)];
    // The worker runs on a clock of the test's, stopped once both messages are due.
    const clock = testClock();
    const at = clock.pin().getTime();
    mail.refusing = true;
    try {
      expect(await deliverTo(db(), mail, clock.now)).toEqual({ sent: 0, failed: 2 });
    } finally {
      mail.refusing = false;
    }
    const rows = await db().select().from(mailQueue).where(inArray(mailQueue.id, ids));
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain('try again later');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(at + 20_000);
    }
    // Not due yet: a run now sends nothing; a run after the backoff sends both.
    expect(await deliverTo(db(), mail, clock.now)).toEqual({ sent: 0, failed: 0 });
    clock.pin(new Date(at + 31_000));
    expect(await deliverTo(db(), mail, clock.now)).toEqual({ sent: 2, failed: 0 });
    expect(mail.to(email)).toHaveLength(2);
  });

  it('gives up at once on a permanent refusal (5xx), keeping the reason', async () => {
    const id = await queueMail(
      db(),
      mailbox('bounce'),
      passwordChangedMail({ name: 'An', at: new Date(), siteUrl: '', reset: true }),
    );
    const bouncing: MailSender = {
      send: () =>
        Promise.reject(Object.assign(new Error('550 No such user'), { responseCode: 550 })),
      close: () => {},
    };
    await deliverDueMail({ db: db(), sender: bouncing, log: () => {} });
    const [row] = await db().select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row?.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(row?.lastError).toBe('550 No such user');
    const far = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await deliverTo(db(), mail, far)).toEqual({ sent: 0, failed: 0 });
  });

  it('sends each message once when two workers drain the queue at the same time', async () => {
    const email = mailbox('twice');
    const content = passwordChangedMail({ name: 'An', at: new Date(), siteUrl: '', reset: true });
    for (let i = 0; i < 5; i++) await queueMail(db(), email, content);
    const reports = await Promise.all([deliverTo(db(), mail), deliverTo(db(), mail)]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(5);
    expect(mail.to(email)).toHaveLength(5);
  });
});

describe('a worker that stops', () => {
  it('gives back the messages it claimed and had not tried: due at once, their try not counted', async () => {
    const email = mailbox('stopping');
    const content = passwordChangedMail({ name: 'An', at: new Date(), siteUrl: '', reset: true });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await queueMail(db(), email, content));
    const stop = new AbortController();
    // The first message sent stops the worker: the shop is stopping while it sends.
    const stoppingSender: MailSender = {
      send: async () => {
        stop.abort();
        return 'sent';
      },
      close: () => {},
    };
    const report = await deliverDueMail({
      db: db(),
      sender: stoppingSender,
      log: () => {},
      signal: stop.signal,
    });
    expect(report.sent).toBe(1);
    const rows = await db().select().from(mailQueue).where(inArray(mailQueue.id, ids));
    const unsent = rows.filter((row) => row.sentAt === null);
    expect(unsent.length).toBeGreaterThanOrEqual(2);
    for (const row of unsent) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // Another worker (or the next start) sends them now, not after the claim's lease.
    await deliverTo(db(), mail);
    expect(mail.to(email)).toHaveLength(unsent.length);
  });
});

describe('messages', () => {
  it('escapes what customers wrote in the HTML and keeps it as written in the text', async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & Co`;
    const { client } = await ctx.customer();
    const email = mailbox('hostile');
    await place(client, { email, fullName: hostile });
    await deliverTo(db(), mail);
    const [message] = mail.to(email);
    const markup = message!.html as string;
    expect(markup).not.toContain('<script>');
    expect(markup).not.toContain('<img src=x');
    expect(markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(markup).toContain('&amp; Co');
    expect(message?.text).toContain(`Hello ${hostile},`);
  });

  it('tells the customer when the order ships, arrives, and is cancelled with its refund', async () => {
    const { client } = await ctx.customer();
    const email = mailbox('status');
    const shipped = await place(client, { email, payment: 'card' });
    await move(shipped, 'processing');
    await move(shipped, 'shipped');
    await move(shipped, 'delivered');
    const refunded = await place(client, { email, payment: 'card' });
    await move(refunded, 'cancelled');
    const cash = await place(client, { email });
    expect((await client.put(`/api/order/${cash._id}/cancel`)).status).toBe(200);
    await deliverTo(db(), mail);

    const subjects = mail.to(email).map((m) => m.subject);
    expect(subjects).toEqual([
      `Your order ${shipped.orderNumber} is confirmed`,
      `Your order ${shipped.orderNumber} has shipped`,
      `Your order ${shipped.orderNumber} was delivered`,
      `Your order ${refunded.orderNumber} is confirmed`,
      `Your order ${refunded.orderNumber} was cancelled`,
      `Your order ${cash.orderNumber} is confirmed`,
      `Your order ${cash.orderNumber} was cancelled`,
    ]);
    const text = (subject: string) => mail.to(email).find((m) => m.subject === subject)!.text!;
    expect(text(subjects[2]!)).toContain(`/review/order/${shipped._id}`);
    expect(text(subjects[4]!)).toContain(
      `We have refunded ${formatVnd(refunded.totalAmount)} to your Visa card ending in 4242.`,
    );
    expect(text(subjects[6]!)).toContain('Nothing was charged for this order');
  });

  it('sends no shipping news to a customer who turned e-mail order updates off', async () => {
    const { client } = await ctx.customer();
    const settings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailPromotions: false,
      emailOrderUpdates: false,
    };
    expect((await client.put('/api/user/notification-settings', settings)).status).toBe(200);
    const email = mailbox('quiet');
    const order = await place(client, { email });
    await move(order, 'processing');
    await move(order, 'shipped');
    await deliverTo(db(), mail);
    expect(mail.to(email).map((m) => m.subject)).toEqual([
      `Your order ${order.orderNumber} is confirmed`,
    ]);
  });

  it('tells the customer when the password changes in Settings and when the account is deleted', async () => {
    const { client, email, password } = await ctx.customer();
    const changed = await client.put('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'changed-pass-9',
    });
    expect(changed.status).toBe(204);
    expect((await client.delete('/api/user/account')).status).toBe(204);
    await deliverTo(db(), mail);
    const messages = mail.to(email);
    expect(messages.map((m) => m.subject)).toEqual([
      'Your VietTech Store password was changed',
      'Your VietTech Store account was deleted',
    ]);
    expect(messages[0]!.text).toContain(
      'Every other device that was signed in has been signed out.',
    );
    expect(messages[1]!.text).toContain('Hello Test User,');
  });
});
