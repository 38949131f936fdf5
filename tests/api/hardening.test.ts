// The defects a crash, fuzz and abuse test of the shop once found, one block each: every test
// here failed before its fix.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { orderListSchema, orderResponseSchema } from '../../src/api/schemas/order.ts';
import { ORDER_LINE_MAX_VND, ORDER_TOTAL_MAX_VND } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { orders, products, users } from '../../src/server/api/db/schema.ts';
import { INPUT_MESSAGES } from '../../src/server/api/http/input-text.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../src/server/api/services/order-reserve.ts';
import { createTestContext, DEMO, type TestClient, type TestContext } from './harness.ts';
import {
  ADDRESS,
  countOrders,
  orderRequest,
  pickProduct,
  setStock,
  type Pick,
} from './order-fixtures.ts';

let ctx: TestContext;
let guest: TestClient;
let customer: TestClient;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  guest = ctx.client();
  customer = ctx.client();
  await customer.signUp();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The seed's dearest product, Dell Alienware Area-51 at 149,990,000 ₫, with `stock` in stock. */
async function dearest(stock: number): Promise<Pick> {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, 'Dell Alienware Area-51'));
  const pick = await pickProduct(db(), guest, { withVariations: false, nth: 0 });
  const product = (await guest.get(`/api/product/${row!.id}`)).body.product;
  const dear: Pick = { ...pick, product, variation: null, variations: [] };
  if (product.hasVariations) {
    const list = (await guest.get(`/api/product/${row!.id}/variations`)).body.variations;
    dear.variations = list;
    dear.variation = list.find((v: { isDefault: boolean }) => v.isDefault) ?? list[0];
  }
  await setStock(db(), dear, stock);
  return dear;
}

const JSON_ROUTES: [string, string, boolean][] = [
  ['POST', '/api/auth/sign-up', false],
  ['POST', '/api/auth/sign-in', false],
  ['POST', '/api/order/guest-checkout', false],
  ['POST', '/api/order', true],
  ['PUT', '/api/user/profile', true],
  ['PUT', '/api/user/change-password', true],
  ['PUT', '/api/user/notification-settings', true],
];

describe('text that once crashed a handler', () => {
  it.each(JSON_ROUTES)(
    'answers %s %s with 7,000 nested brackets by 400, signed in or out',
    async (method, path, needsAuth) => {
      for (const client of needsAuth ? [customer, guest] : [guest]) {
        const res = await client.request(method, path, { raw: '['.repeat(7000) });
        expect(res.status).toBe(client === guest && needsAuth ? 401 : 400);
        if (res.status === 400) expect(res.body).toEqual({ message: INPUT_MESSAGES.tooDeep });
      }
    },
  );

  it('refuses a lone surrogate in an address with 422 naming the field, and writes nothing', async () => {
    const pick = await pickProduct(db(), guest, { withVariations: false, nth: 2 });
    await setStock(db(), pick, 5);
    const before = await countOrders(db());
    const body = JSON.stringify(orderRequest([{ pick, quantity: 1 }])).replace(
      '"street":"12 Lý Thường Kiệt"',
      '"street":"Le Loi \\ud800"',
    );
    expect(body).toContain('\\ud800');

    const res = await guest.request('POST', '/api/order/guest-checkout', { raw: body });

    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'shippingAddress.street': INPUT_MESSAGES.unicode,
    });
    expect(await countOrders(db())).toEqual(before);
  });

  it('refuses a lone surrogate in a profile name and in a query parameter', async () => {
    const profile = await customer.request('PUT', '/api/user/profile', {
      raw: '{"name":"An \\udc00","email":"an@example.com","phone":""}',
    });
    expect(profile.status).toBe(422);
    expect(profile.body.errors).toEqual({ name: INPUT_MESSAGES.unicode });
    const search = await guest.get(`/api/search?query=${encodeURIComponent('a')}%ED%A0%80`);
    expect(search.status).toBeLessThan(500);
  });

  it('stores text in NFC, so a decomposed "Nguyễn" is the same name as a composed one', async () => {
    const decomposed = 'Nguyễn Văn An'.normalize('NFD');
    const { body } = await customer.put('/api/user/profile', {
      name: decomposed,
      email: `nfc-${Date.now()}@example.com`,
      phone: '',
    });
    expect(body.user.name).toBe('Nguyễn Văn An'.normalize('NFC'));
    expect(body.user.name).not.toBe(decomposed);
  });

  it.each([
    ['a zero-width space', `${DEMO.email}\u200b`],
    ['a full-width letter', `ｄemo@shop.vn`],
    ['upper case and spaces', `  DEMO@Shop.VN `],
  ])('treats an e-mail with %s as the existing address (409), not a new one', async (_l, email) => {
    const res = await ctx
      .client()
      .post('/api/auth/sign-up', { name: 'Twin', email, password: 'correct-horse-9' });
    expect(res.status).toBe(409);
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} like '%demo%'`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses an e-mail spelled with a look-alike letter of another script', async () => {
    const res = await ctx
      .client()
      .post('/api/auth/sign-up', { name: 'Twin', email: 'dеmo@shop.vn', password: 'secret-123' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('signs in with the canonical spelling of the address', async () => {
    const res = await ctx
      .client()
      .post('/api/auth/sign-in', { email: `ＤＥＭＯ@shop.vn\u200b`, password: DEMO.password });
    expect(res.status).toBe(200);
  });
});

describe('amounts of money beyond 32 bits', () => {
  it('places 15 of the dearest PC (2,474,835,000 ₫) and stores every amount exactly', async () => {
    const pick = await dearest(20);
    const request = orderRequest([{ pick, quantity: 15 }], { method: 'standard' });

    const res = await guest.post('/api/order/guest-checkout', request);

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.totalAmount).toBe(2_474_835_000);
    expect(order.subTotal).toBe(2_249_850_000);
    const [row] = await db()
      .select({ total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row!.total).toBe(2_474_835_000);
  });

  it('answers 409 "Out of stock", not 500, for 99 of an expensive item with 4 in stock', async () => {
    const pick = await dearest(4);
    const res = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 99 }]),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Out of stock', errors: { 'items.0': 'Only 4 left' } });
  });

  it('refuses a line above the per-line maximum with 422 and a message, writing nothing', async () => {
    const pick = await dearest(200);
    const quantity = Math.floor(ORDER_LINE_MAX_VND / 149_990_000) + 1;
    const before = await countOrders(db());

    const res = await guest.post('/api/order/guest-checkout', orderRequest([{ pick, quantity }]));

    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: MESSAGES.orderLineTooLarge,
      errors: { 'items.0.quantity': MESSAGES.orderLineTooLarge },
    });
    expect(await countOrders(db())).toEqual(before);
  });

  it('refuses an order above the per-order maximum with 422 naming the total', async () => {
    const pick = await dearest(200);
    const quantity = Math.floor(ORDER_LINE_MAX_VND / 149_990_000);
    const lines = [1, 2, 3].map(() => ({ pick, quantity }));
    const request = orderRequest(lines);
    expect(request.totalAmount).toBeGreaterThan(ORDER_TOTAL_MAX_VND);

    const res = await guest.post('/api/order/guest-checkout', request);

    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: MESSAGES.orderTooLarge,
      errors: { totalAmount: MESSAGES.orderTooLarge },
    });
  });
});

describe('the server log, kept free of customer data', () => {
  it('logs a failing query with its statement but without the request’s values', async () => {
    const pick = await pickProduct(db(), guest, { withVariations: false, nth: 3 });
    await setStock(db(), pick, 5);
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '),
      );
    });
    await db().execute(sql`alter table orders rename column total_amount to total_moved`);
    try {
      const res = await guest.post(
        '/api/order/guest-checkout',
        orderRequest([{ pick, quantity: 1 }], {
          address: { email: 'secret.person@example.com', fullName: 'Trần Bí Mật' },
        }),
      );
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: 'Internal server error',
        requestId: expect.any(String),
      });
    } finally {
      await db().execute(sql`alter table orders rename column total_moved to total_amount`);
    }
    const log = logged.join('\n');
    expect(log).toContain('insert into "orders"');
    for (const value of [
      'secret.person',
      'Trần Bí Mật',
      ADDRESS.street,
      ADDRESS.phone,
      '0912345678',
    ])
      expect(log).not.toContain(value);
  });
});

describe('an Idempotency-Key bound to its request', () => {
  it('answers 422 to the same key with other items, and places nothing', async () => {
    const a = await pickProduct(db(), guest, { withVariations: false, nth: 4 });
    const b = await pickProduct(db(), guest, { withVariations: false, nth: 5 });
    await setStock(db(), a, 5);
    await setStock(db(), b, 5);
    const headers = { 'Idempotency-Key': 'bound-1' };
    const first = await customer.post('/api/order', orderRequest([{ pick: a, quantity: 1 }]), {
      headers,
    });
    expect(first.status).toBe(201);
    const before = await countOrders(db());

    const other = await customer.post('/api/order', orderRequest([{ pick: b, quantity: 2 }]), {
      headers,
    });

    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    expect(await countOrders(db())).toEqual(before);
  });

  it('still returns the first order for a true retry, whose delivery estimate was recomputed', async () => {
    const pick = await pickProduct(db(), guest, { withVariations: false, nth: 6 });
    await setStock(db(), pick, 5);
    const headers = { 'Idempotency-Key': 'bound-2' };
    const request = orderRequest([{ pick, quantity: 1 }]);
    const first = await guest.post('/api/order/guest-checkout', request, { headers });
    const later = {
      ...request,
      items: request.items.map((item) => ({ ...item, deliveryDate: new Date(0).toISOString() })),
      shippingAddress: {
        ...request.shippingAddress,
        email: request.shippingAddress.email.toUpperCase(),
      },
    };

    const retry = await guest.post('/api/order/guest-checkout', later, { headers });

    expect(retry.status).toBe(201);
    expect(retry.body.order._id).toBe(first.body.order._id);
  });

  it('gives another client with the guest’s e-mail and key but another address nothing', async () => {
    const pick = await pickProduct(db(), guest, { withVariations: false, nth: 7 });
    await setStock(db(), pick, 5);
    const headers = { 'Idempotency-Key': 'victim-key' };
    const victim = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }], { address: { email: 'victim@example.com' } }),
      { headers },
    );
    expect(victim.status).toBe(201);

    const attacker = await ctx.client().post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }], {
        address: { email: 'victim@example.com', street: '1 Elsewhere', fullName: 'Someone Else' },
      }),
      { headers },
    );

    expect(attacker.status).toBe(422);
    expect(attacker.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    expect(JSON.stringify(attacker.body)).not.toContain(victim.body.order.orderNumber);
  });
});

describe('the CSRF secret cookie', () => {
  const planted = 'A'.repeat(32);

  it('replaces a secret the server did not issue', async () => {
    const client = ctx.client();
    client.cookies.set('csrf_secret', planted);
    await client.fetchCsrf();
    expect(client.cookies.get('csrf_secret')).not.toBe(planted);
  });

  it('refuses a request whose cookie was planted, even with a token issued for it', async () => {
    const attacker = ctx.client();
    attacker.cookies.set('csrf_secret', planted);
    const token = await attacker.fetchCsrf();
    const victim = ctx.client();
    victim.cookies.set('csrf_secret', planted);

    const res = await victim.post('/api/auth/sign-out', {}, { headers: { 'X-CSRF-Token': token } });

    expect(res.status).toBe(403);
    expect(res.body.message).toContain('CSRF');
  });
});

describe('a guest order with a customer’s e-mail', () => {
  it('is placed as a guest order, stored with the canonical e-mail, and not added to the account', async () => {
    const pick = await pickProduct(db(), guest, { withVariations: false, nth: 8 });
    await setStock(db(), pick, 5);
    const demo = ctx.client();
    await demo.signIn();
    const mineBefore = orderListSchema.parse((await demo.get('/api/order?limit=100')).body);

    const res = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }], { address: { email: 'DEMO@shop.vn' } }),
    );

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.shippingAddress.email).toBe(DEMO.email);
    const [row] = await db()
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row!.userId).toBeNull();
    const mineAfter = orderListSchema.parse((await demo.get('/api/order?limit=100')).body);
    expect(mineAfter.pagination.total).toBe(mineBefore.pagination.total);
  });
});
