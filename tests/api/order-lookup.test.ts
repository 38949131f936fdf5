import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { orderLookupResponseSchema, orderResponseSchema } from '../../src/api/schemas/order.ts';
import { api as API_MESSAGES } from '../../src/lib/i18n/en/api.ts';
import { api as VI_API } from '../../src/lib/i18n/vi/api.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { mailQueue } from '../../src/server/api/db/schema.ts';
import { publicSiteUrl } from '../../src/server/config.ts';
import { createAccountsContext, type TestClient, type TestContext } from './harness.ts';
import { ADDRESS, orderRequest, pickProduct, setStock, type Pick } from './order-fixtures.ts';

const PER_ORDER = 3;
const PER_ADDRESS = 6;
const NOT_FOUND = API_MESSAGES.orders.lookupNotFound;

let ctx: TestContext;
let guest: TestClient;
let nextProduct = 0;

beforeAll(async () => {
  ctx = await createAccountsContext(() => 0, {
    orderLookupPerOrder: { max: PER_ORDER, windowMs: 15 * 60 * 1000 },
    orderLookupPerAddress: { max: PER_ADDRESS, windowMs: 15 * 60 * 1000 },
  });
  guest = ctx.client();
});
afterAll(async () => {
  await ctx?.close();
});

let addressCounter = 0;
/** A client address of its own (the app trusts X-Forwarded-For here): each test its own limits. */
const newAddress = () => `203.0.113.${++addressCounter}`;

async function product(): Promise<Pick> {
  const pick = await pickProduct(ctx.database.db, guest, {
    withVariations: nextProduct % 2 === 1,
    nth: nextProduct++,
  });
  await setStock(ctx.database.db, pick, 10);
  return pick;
}

/** A guest's cash-on-delivery order, placed with ADDRESS (in `lang`); its number. */
async function guestOrder(lang = 'en'): Promise<string> {
  const res = await guest.post(
    `/api/order/guest-checkout?lang=${lang}`,
    orderRequest([{ pick: await product(), quantity: 2 }]),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return orderResponseSchema.parse(res.body).order.orderNumber;
}

function lookUp(
  orderNumber: string,
  contact: string,
  options: { address?: string; lang?: string; client?: TestClient } = {},
) {
  return (options.client ?? ctx.client()).post(
    `/api/order/lookup${options.lang ? `?lang=${options.lang}` : ''}`,
    { orderNumber, contact },
    { headers: { 'X-Forwarded-For': options.address ?? newAddress() } },
  );
}

describe('POST /api/order/lookup', () => {
  it('finds a guest order by its number and the phone number in any notation the shop reads', async () => {
    const number = await guestOrder();
    for (const phone of [
      '0912345678',
      '0912 345 678',
      '+84 912 345 678',
      '84912345678',
      '0912.345.678',
    ]) {
      const res = await lookUp(number, phone);
      expect(res.status, phone).toBe(200);
      const { order } = orderLookupResponseSchema.parse(res.body);
      expect(order.orderNumber).toBe(number);
      expect(order.status).toBe('pending');
      expect(order.paymentDetails.method).toBe('cod');
      // Cash on delivery: unpaid until the parcel is handed over.
      expect(order.paymentStatus).toBe('unpaid');
      expect(order.items[0]?.quantity).toBe(2);
    }
  });

  it('finds it by the e-mail in any case, and by the number typed in lower case with spaces', async () => {
    const number = await guestOrder();
    const byEmail = await lookUp(number, ' AN.Nguyen@Example.COM ');
    expect(byEmail.status).toBe(200);
    const typed = await lookUp(` ${number.toLowerCase()} `, ADDRESS.email);
    expect(typed.status).toBe(200);
    expect(orderLookupResponseSchema.parse(typed.body).order.orderNumber).toBe(number);
  });

  it('shows the order masked: initials, the ward and province, the ends of the phone and e-mail', async () => {
    const number = await guestOrder();
    const res = await lookUp(number, ADDRESS.phone);
    const { order } = orderLookupResponseSchema.parse(res.body);
    expect(order.shippingAddress).toEqual({
      fullName: 'N*** V*** A',
      phone: '09******78',
      email: 'a***@example.com',
      city: ADDRESS.city,
      state: ADDRESS.state,
      country: ADDRESS.country,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [
      ADDRESS.fullName,
      ADDRESS.street,
      ADDRESS.home,
      ADDRESS.email,
      '0912345678',
      '345 678',
      'an.nguyen',
    ])
      expect(text).not.toContain(secret);
    for (const key of ['street', 'home', 'zip', '_id', 'userId', 'user', 'cardLast4'])
      expect(text).not.toContain(`"${key}"`);
    expect(order.totalAmount).toBe(order.subTotal + order.shippingFee + order.taxAmount);
  });

  it("finds a customer's order too, and never names the account", async () => {
    const customer = ctx.client();
    await customer.signUp();
    const placed = await customer.post(
      '/api/order',
      orderRequest([{ pick: await product(), quantity: 1 }], {
        address: { email: 'binh.tran@example.com', phone: '0987 654 321' },
      }),
    );
    expect(placed.status).toBe(201);
    const { order: full } = orderResponseSchema.parse(placed.body);
    const res = await lookUp(full.orderNumber, 'binh.tran@example.com');
    expect(res.status).toBe(200);
    const { order } = orderLookupResponseSchema.parse(res.body);
    expect(order.shippingAddress.phone).toBe('09******21');
    expect(JSON.stringify(res.body)).not.toContain(full._id);
  });

  it('answers a wrong contact exactly as an unknown number: 404 with the same message', async () => {
    const number = await guestOrder();
    const wrongPhone = await lookUp(number, '0987 000 111');
    const wrongEmail = await lookUp(number, 'someone.else@example.com');
    const unknown = await lookUp('ORD-20000101-222222', ADDRESS.phone);
    for (const res of [wrongPhone, wrongEmail, unknown]) {
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(res.body)).toEqual({ message: NOT_FOUND });
    }
  });

  it("answers a miss in the caller's language", async () => {
    const res = await lookUp('ORD-20000101-333333', ADDRESS.phone, { lang: 'vi' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: VI_API.orders.lookupNotFound });
  });

  it('refuses a missing number or a malformed contact with 422 naming the field', async () => {
    const res = await lookUp('  ', '12345');
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      orderNumber: MESSAGES.orderNumberRequired,
      contact: MESSAGES.phoneInvalid,
    });
    const empty = await lookUp('ORD-20000101-444444', '');
    expect(empty.body.errors).toEqual({ contact: MESSAGES.emailOrPhoneRequired });
    const email = await lookUp('ORD-20000101-444444', 'not-an-email');
    expect(email.body.errors).toEqual({ contact: MESSAGES.emailInvalid });
  });

  it('throttles misses per order number, from any address, with Retry-After; the owner is refused too until it ends', async () => {
    const number = await guestOrder();
    for (let i = 0; i < PER_ORDER; i++)
      expect((await lookUp(number, `09870001${10 + i}`)).status).toBe(404);
    const refused = await lookUp(number, ADDRESS.phone);
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(refused.body).message).toBe(API_MESSAGES.throttle.orderLookup);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('throttles an unknown number exactly like a known one', async () => {
    const number = 'ORD-20000101-555555';
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ORDER; i++)
      statuses.push((await lookUp(number, ADDRESS.phone)).status);
    expect(statuses).toEqual([...Array<number>(PER_ORDER).fill(404), 429]);
  });

  it('throttles misses per client address over all order numbers', async () => {
    const address = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await lookUp(`ORD-20000102-22222${i + 2}`, ADDRESS.phone, { address })).status).toBe(
        404,
      );
    const refused = await lookUp(await guestOrder(), ADDRESS.phone, { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    expect((await lookUp('ORD-20000102-333333', ADDRESS.phone)).status).toBe(404);
  });

  it('counts only misses: finding the order gives its points back', async () => {
    const number = await guestOrder();
    const address = newAddress();
    for (let i = 0; i < PER_ORDER + 2; i++)
      expect((await lookUp(number, ADDRESS.email, { address })).status).toBe(200);
  });

  it('lets no more misses through than the limit when guesses arrive at once', async () => {
    const number = await guestOrder();
    const guesses = Array.from({ length: PER_ORDER * 3 }, (_, i) =>
      lookUp(number, `09870002${10 + i}`),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(PER_ORDER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PER_ORDER * 2);
  });

  it("links a guest's order e-mail to the lookup with its number filled in, in the order's language", async () => {
    for (const [lang, label, path] of [
      ['en', 'Track your order', '/order-lookup'],
      ['vi', 'Tra cứu đơn hàng', '/vi/order-lookup'],
    ] as const) {
      const number = await guestOrder(lang);
      const [queued] = await ctx.database.db
        .select({ text: mailQueue.text })
        .from(mailQueue)
        .where(and(eq(mailQueue.kind, 'order-confirmation'), like(mailQueue.text, `%${number}%`)));
      expect(queued?.text).toContain(`${label}: ${publicSiteUrl()}${path}?order=${number}`);
    }
  });
});
