import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { productResponseSchema, variationsResponseSchema } from '../../src/api/schemas/catalog.ts';
import { orderListSchema, orderResponseSchema, type Order } from '../../src/api/schemas/order.ts';
import { invoiceFigures, orderItemImage } from '../../src/lib/order-display.ts';
import { effectivePrice } from '../../src/lib/pricing.ts';
import { mailQueue, orderItems, orders, products } from '../../src/server/api/db/schema.ts';
import { publicSiteUrl } from '../../src/server/config.ts';
import {
  generateOrderNumber,
  ORDER_NUMBER_PATTERN,
} from '../../src/server/api/services/order-number.ts';
import { testClock } from './clock.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import {
  ADDRESS,
  CARD,
  DECLINED_CARD,
  countOrders,
  orderRequest,
  pickProduct,
  setStock,
  stockOf,
  type Pick,
} from './order-fixtures.ts';

const clock = testClock();
let ctx: TestContext;
let customer: TestClient;
let nextSimple = 0;
let nextVaried = 0;

const db = () => ctx.database.db;
const simple = () => pickProduct(db(), customer, { withVariations: false, nth: nextSimple++ });
const varied = () => pickProduct(db(), customer, { withVariations: true, nth: nextVaried++ });

async function place(
  client: TestClient,
  pick: Pick,
  quantity = 1,
  headers: Record<string, string> = {},
) {
  return client.post('/api/order', orderRequest([{ pick, quantity }]), { headers });
}

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  customer = ctx.client();
  await customer.signIn();
});

afterAll(async () => {
  await ctx?.close();
});

describe('order numbers', () => {
  it('read ORD-, the placing date in Vietnam time, and six characters without look-alikes', () => {
    expect(generateOrderNumber(new Date('2026-11-20T18:30:00Z'), () => 0)).toBe(
      'ORD-20261121-222222',
    );
    expect(generateOrderNumber(new Date('2026-11-20T16:59:59Z'), (n) => n - 1)).toBe(
      'ORD-20261120-ZZZZZZ',
    );
  });

  it('are random enough that a thousand in one day do not repeat', () => {
    const now = new Date();
    const numbers = Array.from({ length: 1000 }, () => generateOrderNumber(now));
    expect(new Set(numbers).size).toBe(1000);
    for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('POST /api/order (signed in)', () => {
  it('places a cash-on-delivery order priced by the server and takes the stock', async () => {
    const pick = await simple();
    await setStock(db(), pick, 10);
    const request = orderRequest([{ pick, quantity: 2 }], { method: 'overnight' });

    const res = await customer.post('/api/order', request);

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.status).toBe('pending');
    expect(order.paymentDetails).toEqual({ method: 'cod' });
    expect(order.shipping).toEqual({ method: 'overnight', cost: 30_000 });
    const unit = effectivePrice(pick.product);
    expect(order.subTotal).toBe(unit * 2);
    expect(order.shippingFee).toBe(30_000);
    expect(order.taxAmount).toBe(Math.round(unit * 2 * 0.1));
    expect(order.totalAmount).toBe(order.subTotal + 30_000 + order.taxAmount);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      product: {
        _id: pick.product._id,
        name: pick.product.name,
        productImages: pick.product.productImages,
      },
      name: pick.product.name,
      image: pick.product.productImages[0],
      variationId: null,
      variationName: null,
      attributes: [],
      quantity: 2,
      unitPrice: unit,
      deliveryFee: 30_000,
    });
    expect(order.isReviewed).toBe(false);
    expect((await stockOf(db(), pick)).item).toBe(8);
  });

  it('records the variation bought: its name, attributes and price, and takes its stock and its product total', async () => {
    const pick = await varied();
    await setStock(db(), pick, 4);
    const before = await stockOf(db(), pick);

    const res = await place(customer, pick, 3);

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.items[0]).toMatchObject({
      variationId: pick.variation!._id,
      variationName: pick.variation!.name,
      attributes: pick.variation!.attributes,
      unitPrice: effectivePrice(pick.variation!),
    });
    const after = await stockOf(db(), pick);
    expect(after.item).toBe(1);
    expect(after.product).toBe(before.product - 3);
    expect(after.product).toBe(after.variationSum);
  });

  it('charges the sale price when the variation is on sale', async () => {
    const pick = await pickProduct(db(), customer, { withVariations: true, nth: 0, onSale: true });
    await setStock(db(), pick, 5);
    expect(pick.variation!.salePrice).toBeLessThan(pick.variation!.price);

    const res = await place(customer, pick);

    expect(res.status).toBe(201);
    expect(orderResponseSchema.parse(res.body).order.items[0]!.unitPrice).toBe(
      pick.variation!.salePrice,
    );
  });

  it('splits the shipping fee across lines and dates delivery by the method', async () => {
    const first = await simple();
    const second = await varied();
    await setStock(db(), first, 5);
    await setStock(db(), second, 5);
    const request = orderRequest(
      [
        { pick: first, quantity: 1 },
        { pick: second, quantity: 2 },
      ],
      { method: 'express' },
    );
    const placedAt = clock.pin().getTime();

    const res = await customer.post('/api/order', request).finally(clock.release);

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.items.map((item) => item.deliveryFee)).toEqual([7_500, 7_500]);
    expect(order.items.map((item) => item.product._id)).toEqual([
      first.product._id,
      second.product._id,
    ]);
    const days = (Date.parse(order.items[0]!.deliveryDate) - placedAt) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
  });

  it('pays by card: only the brand and last four digits are kept, never the number or the CVV', async () => {
    const pick = await simple();
    await setStock(db(), pick, 3);

    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], { payment: CARD }),
    );

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.paymentDetails).toEqual({ method: 'card', cardLast4: '4242', cardBrand: 'Visa' });
    expect((await stockOf(db(), pick)).item).toBe(2);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(row).toMatchObject({ paymentMethod: 'card', cardLast4: '4242', cardBrand: 'Visa' });
    const stored = JSON.stringify({ row, items });
    expect(stored).not.toContain(CARD.cardNumber);
    expect(stored).not.toMatch(/cvv|cardNumber|cardHolder|expiry/i);
    const pattern = `%${CARD.cardNumber}%`;
    const [inOrders] = await db()
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders}::text like ${pattern}`);
    const [inItems] = await db()
      .select({ n: count() })
      .from(orderItems)
      .where(sql`${orderItems}::text like ${pattern}`);
    expect([inOrders?.n, inItems?.n]).toEqual([0, 0]);
    const [lastFourSeen] = await db()
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.id} = ${order._id} and ${orders}::text like ${'%4242,Visa%'}`);
    expect(lastFourSeen?.n).toBe(1);
  });

  it('answers 402 for a declined card and creates nothing, leaving the stock as it was', async () => {
    const pick = await varied();
    await setStock(db(), pick, 6);
    const before = await countOrders(db());
    const stockBefore = await stockOf(db(), pick);

    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 2 }], { payment: DECLINED_CARD }),
    );

    expect(res.status).toBe(402);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      'Payment declined: Your card was declined.',
    );
    expect(await countOrders(db())).toEqual(before);
    expect(await stockOf(db(), pick)).toEqual(stockBefore);
  });

  it('records a PayPal payment as paypal without card details', async () => {
    const pick = await simple();
    await setStock(db(), pick, 2);

    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], { payment: { method: 'paypal' } }),
    );

    expect(res.status).toBe(201);
    expect(orderResponseSchema.parse(res.body).order.paymentDetails).toEqual({ method: 'paypal' });
  });

  it('keeps the street as the apartment line when the apartment is left empty', async () => {
    const pick = await simple();
    await setStock(db(), pick, 2);

    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], { address: { home: '' } }),
    );

    expect(res.status).toBe(201);
    expect(orderResponseSchema.parse(res.body).order.shippingAddress).toEqual({
      ...ADDRESS,
      home: ADDRESS.street,
    });
  });

  it('answers 401 without a bearer token', async () => {
    const pick = await simple();
    const res = await customer.post('/api/order', orderRequest([{ pick, quantity: 1 }]), {
      auth: false,
    });
    expect(res.status).toBe(401);
  });

  it('answers 422 naming the shipping fields that fail the checkout rules', async () => {
    const pick = await simple();
    await setStock(db(), pick, 2);
    const before = await countOrders(db());

    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], {
        address: { phone: '12345', street: ' ', zip: '', email: 'nope' },
      }),
    );

    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'shippingAddress.phone': 'Please enter a valid Vietnamese phone number (10 digits)',
      'shippingAddress.street': 'Address is required',
      'shippingAddress.zip': 'ZIP/Postal code is required',
      'shippingAddress.email': 'Invalid email address',
    });
    expect(await countOrders(db())).toEqual(before);
  });

  it('answers 422 naming the card fields that fail the card rules', async () => {
    const pick = await simple();
    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], {
        payment: {
          method: 'card',
          cardNumber: '4242',
          cardHolder: ' ',
          expiryDate: '13/30',
          cvv: '1',
        },
      }),
    );

    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'paymentDetails.cardNumber': 'Please enter a valid 16-digit card number',
      'paymentDetails.cardHolder': 'Cardholder name is required',
      'paymentDetails.expiryDate': 'Format: MM/YY',
      'paymentDetails.cvv': '3-4 digits',
    });
  });

  it('accepts a card without a CVV, which is optional', async () => {
    const pick = await simple();
    await setStock(db(), pick, 2);
    const { cvv: _cvv, ...card } = CARD;

    const res = await customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], { payment: card }),
    );

    expect(res.status).toBe(201);
  });

  it('answers 409 "Out of stock" naming the line when more is asked than there is', async () => {
    const pick = await varied();
    await setStock(db(), pick, 2);
    const before = await countOrders(db());

    const res = await place(customer, pick, 3);

    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body)).toEqual({
      message: 'Out of stock',
      errors: { 'items.0': 'Only 2 left' },
    });
    expect(await countOrders(db())).toEqual(before);
    expect((await stockOf(db(), pick)).item).toBe(2);
  });
});

describe("the chosen variation's picture", () => {
  /** The seed's Galaxy S26 Ultra in Titanium Silverblue (its second colour, its second picture). */
  async function silverblue(): Promise<Pick> {
    const [row] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Galaxy S26 Ultra'));
    const product = productResponseSchema.parse(
      (await customer.get(`/api/product/${row!.id}`)).body,
    ).product;
    const { variations } = variationsResponseSchema.parse(
      (await customer.get(`/api/product/${row!.id}/variations`)).body,
    );
    const variation = variations.find((v) =>
      v.attributes.some((a) => a.type === 'Color' && a.value.name === 'Titanium Silverblue'),
    );
    return { product, variation: variation!, variations };
  }

  it("stores and shows the chosen colour's picture on the order, the order list, the invoice and the e-mail", async () => {
    const pick = await silverblue();
    await setStock(db(), pick, 5);
    const picture = pick.product.productImages[1]!;
    expect(picture).not.toBe(pick.product.productImages[0]);

    const res = await place(customer, pick, 1);

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.items[0]!.image).toBe(picture);
    const detail = orderResponseSchema.parse((await customer.get(`/api/order/${order._id}`)).body);
    expect(orderItemImage(detail.order.items[0]!)).toBe(picture);
    expect(invoiceFigures(detail.order).lines[0]!.image).toBe(picture);
    const list = orderListSchema.parse((await customer.get('/api/order?limit=50')).body);
    const listed = list.orders.find((o) => o._id === order._id);
    expect(listed && orderItemImage(listed.items[0]!)).toBe(picture);
    const [mail] = await db()
      .select({ html: mailQueue.html })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, 'order-confirmation'),
          like(mailQueue.text, `%${order.orderNumber}%`),
        ),
      );
    expect(mail?.html).toContain(`src="${publicSiteUrl()}${picture}"`);
    expect(mail?.html).not.toContain(`src="${publicSiteUrl()}${pick.product.productImages[0]}"`);
  });

  it("shows the product's picture for a line stored before lines carried their colour's", async () => {
    const pick = await silverblue();
    await setStock(db(), pick, 5);
    const { order } = orderResponseSchema.parse((await place(customer, pick, 1)).body);
    await db().update(orderItems).set({ image: '' }).where(eq(orderItems.orderId, order._id));

    const detail = orderResponseSchema.parse((await customer.get(`/api/order/${order._id}`)).body);

    expect(orderItemImage(detail.order.items[0]!)).toBe(pick.product.productImages[0]);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first order for a retried placement and takes the stock once', async () => {
    const pick = await simple();
    await setStock(db(), pick, 5);
    const headers = { 'Idempotency-Key': 'checkout-retry-1' };

    const first = await place(customer, pick, 2, headers);
    const retry = await place(customer, pick, 2, headers);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(orderResponseSchema.parse(retry.body).order._id).toBe(
      orderResponseSchema.parse(first.body).order._id,
    );
    expect((await stockOf(db(), pick)).item).toBe(3);
  });

  it('places a new order for a different key', async () => {
    const pick = await simple();
    await setStock(db(), pick, 5);

    const first = await place(customer, pick, 1, { 'Idempotency-Key': 'key-a' });
    const second = await place(customer, pick, 1, { 'Idempotency-Key': 'key-b' });

    expect(second.status).toBe(201);
    expect(second.body.order._id).not.toBe(first.body.order._id);
    expect((await stockOf(db(), pick)).item).toBe(3);
  });

  it('keeps keys apart per customer: another customer with the same key gets their own order', async () => {
    const pick = await simple();
    await setStock(db(), pick, 5);
    const other = ctx.client();
    await other.signUp();

    const mine = await place(customer, pick, 1, { 'Idempotency-Key': 'shared-key' });
    const theirs = await place(other, pick, 1, { 'Idempotency-Key': 'shared-key' });

    expect(theirs.status).toBe(201);
    expect(theirs.body.order._id).not.toBe(mine.body.order._id);
  });

  it('answers 400 for a key longer than 100 characters', async () => {
    const pick = await simple();
    const before = await countOrders(db());

    const res = await place(customer, pick, 1, { 'Idempotency-Key': 'k'.repeat(101) });

    expect(res.status).toBe(400);
    expect(await countOrders(db())).toEqual(before);
  });
});

describe('POST /api/order/guest-checkout', () => {
  it('places a cash-on-delivery order without an account', async () => {
    const guest = ctx.client();
    const pick = await simple();
    await setStock(db(), pick, 3);

    const res = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }]),
    );

    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.paymentDetails).toEqual({ method: 'cod' });
    const [row] = await db()
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row).toEqual({ userId: null });
    expect((await stockOf(db(), pick)).item).toBe(2);
  });

  it('returns the first guest order for a retried Idempotency-Key', async () => {
    const guest = ctx.client();
    const pick = await simple();
    await setStock(db(), pick, 3);
    const request = orderRequest([{ pick, quantity: 1 }]);
    const headers = { 'Idempotency-Key': 'guest-retry' };

    const first = await guest.post('/api/order/guest-checkout', request, { headers });
    const retry = await guest.post('/api/order/guest-checkout', request, { headers });

    expect(retry.status).toBe(201);
    expect(retry.body.order._id).toBe(first.body.order._id);
    expect((await stockOf(db(), pick)).item).toBe(2);
  });
});

describe('GET /api/order', () => {
  it('lists only the caller’s orders, newest first, five per page by default', async () => {
    const shopper = ctx.client();
    await shopper.signUp();
    const pick = await simple();
    await setStock(db(), pick, 20);
    const placed: Order[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await place(shopper, pick, 1);
      placed.push(orderResponseSchema.parse(res.body).order);
    }
    const newestFirst = placed.map((order) => order._id).reverse();

    const page1 = orderListSchema.parse((await shopper.get('/api/order')).body);
    const page2 = orderListSchema.parse((await shopper.get('/api/order?page=2')).body);

    expect(page1.pagination).toEqual({ total: 6, page: 1, limit: 5, pages: 2 });
    expect(page1.orders.map((order) => order._id)).toEqual(newestFirst.slice(0, 5));
    expect(page2.orders.map((order) => order._id)).toEqual(newestFirst.slice(5));
    const createdAt = page1.orders.map((order) => Date.parse(order.createdAt));
    expect([...createdAt].sort((a, b) => b - a)).toEqual(createdAt);
  });

  it('honours limit and clamps it to 100', async () => {
    const shopper = ctx.client();
    await shopper.signUp();
    const pick = await simple();
    await setStock(db(), pick, 5);
    for (let i = 0; i < 3; i++) await place(shopper, pick, 1);

    const two = orderListSchema.parse((await shopper.get('/api/order?page=2&limit=2')).body);
    const clamped = orderListSchema.parse((await shopper.get('/api/order?limit=1000')).body);

    expect(two.pagination).toEqual({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(two.orders).toHaveLength(1);
    expect(clamped.pagination.limit).toBe(100);
    expect(clamped.orders).toHaveLength(3);
  });

  it('lists nothing for a customer without orders', async () => {
    const shopper = ctx.client();
    await shopper.signUp();

    const res = await shopper.get('/api/order');

    expect(orderListSchema.parse(res.body)).toEqual({
      orders: [],
      pagination: { total: 0, page: 1, limit: 5, pages: 0 },
    });
  });

  it('answers 400 for a page that is not a number', async () => {
    const res = await customer.get('/api/order?page=abc');
    expect(res.status).toBe(400);
  });

  it('answers 401 without a bearer token', async () => {
    const res = await customer.get('/api/order', { auth: false });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/order/{id}', () => {
  it('reads the caller’s own order as placed', async () => {
    const pick = await simple();
    await setStock(db(), pick, 2);
    const placed = orderResponseSchema.parse((await place(customer, pick, 1)).body).order;

    const res = await customer.get(`/api/order/${placed._id}`);

    expect(res.status).toBe(200);
    expect(orderResponseSchema.parse(res.body).order).toEqual(placed);
  });

  it('answers 401 without a bearer token', async () => {
    const res = await customer.get('/api/order/anything', { auth: false });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/order/{id}/cancel', () => {
  it('cancels a pending order and gives its stock back', async () => {
    const pick = await varied();
    await setStock(db(), pick, 5);
    const placed = orderResponseSchema.parse((await place(customer, pick, 2)).body).order;
    expect((await stockOf(db(), pick)).item).toBe(3);

    const res = await customer.put(`/api/order/${placed._id}/cancel`);

    expect(res.status).toBe(200);
    expect(orderResponseSchema.parse(res.body).order.status).toBe('cancelled');
    const after = await stockOf(db(), pick);
    expect(after.item).toBe(5);
    expect(after.product).toBe(after.variationSum);
  });

  it('cancels a processing order', async () => {
    const pick = await simple();
    await setStock(db(), pick, 5);
    const placed = orderResponseSchema.parse((await place(customer, pick, 1)).body).order;
    await db().update(orders).set({ status: 'processing' }).where(eq(orders.id, placed._id));

    const res = await customer.put(`/api/order/${placed._id}/cancel`);

    expect(res.status).toBe(200);
    expect((await stockOf(db(), pick)).item).toBe(5);
  });

  it('answers 409 for an order already cancelled and gives nothing back twice', async () => {
    const pick = await simple();
    await setStock(db(), pick, 5);
    const placed = orderResponseSchema.parse((await place(customer, pick, 1)).body).order;
    await customer.put(`/api/order/${placed._id}/cancel`);

    const again = await customer.put(`/api/order/${placed._id}/cancel`);

    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.body).message).toBe('Order cannot be cancelled');
    expect((await stockOf(db(), pick)).item).toBe(5);
  });

  it.each(['shipped', 'delivered'] as const)(
    'answers 409 for a %s order and keeps it as it is',
    async (status) => {
      const pick = await simple();
      await setStock(db(), pick, 5);
      const placed = orderResponseSchema.parse((await place(customer, pick, 1)).body).order;
      await db().update(orders).set({ status }).where(eq(orders.id, placed._id));

      const res = await customer.put(`/api/order/${placed._id}/cancel`);

      expect(res.status).toBe(409);
      expect(apiErrorSchema.parse(res.body).message).toBe('Order cannot be cancelled');
      const [row] = await db()
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, placed._id));
      expect(row?.status).toBe(status);
      expect((await stockOf(db(), pick)).item).toBe(4);
    },
  );

  it('answers 401 without a bearer token', async () => {
    const res = await customer.put('/api/order/anything/cancel', {}, { auth: false });
    expect(res.status).toBe(401);
  });
});
