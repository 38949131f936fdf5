// Hostile or broken order requests: every one is refused with the documented status and leaves
// the database exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { orderResponseSchema, type OrderRequest } from '../../src/api/schemas/order.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import {
  CARD,
  countOrders,
  orderRequest,
  pickProduct,
  setStock,
  stockOf,
  type Pick,
} from './order-fixtures.ts';

let ctx: TestContext;
let customer: TestClient;
let guest: TestClient;
let plain: Pick;
let varied: Pick;
let otherVaried: Pick;

const db = () => ctx.database.db;

/** Sends a request and checks that no order, no line and no stock changed. */
async function refused(path: string, body: unknown, client: TestClient = customer, raw?: string) {
  const before = await countOrders(db());
  const stockBefore = [await stockOf(db(), plain), await stockOf(db(), varied)];
  const res =
    raw === undefined ? await client.post(path, body) : await client.post(path, undefined, { raw });
  expect(await countOrders(db())).toEqual(before);
  expect([await stockOf(db(), plain), await stockOf(db(), varied)]).toEqual(stockBefore);
  return res;
}

beforeAll(async () => {
  ctx = await createTestContext();
  customer = ctx.client();
  guest = ctx.client();
  await customer.signIn();
  plain = await pickProduct(db(), customer, { withVariations: false, nth: 0 });
  varied = await pickProduct(db(), customer, { withVariations: true, nth: 0 });
  otherVaried = await pickProduct(db(), customer, { withVariations: true, nth: 1 });
  await setStock(db(), plain, 10);
  await setStock(db(), varied, 10);
  await setStock(db(), otherVaried, 10);
});

afterAll(async () => {
  await ctx?.close();
});

describe('quantities', () => {
  it.each([
    ['-1', -1],
    ['0', 0],
    ['1.5', 1.5],
    ['the string "1"', '1'],
    ['1e9', 1e9],
    ['100 (above the cap of 99)', 100],
    ['null', null],
  ])('refuses a quantity of %s with 422', async (_label, quantity) => {
    const request = orderRequest([{ pick: plain, quantity: 1 }]);
    const body = { ...request, items: [{ ...request.items[0], quantity }] };

    const res = await refused('/api/order', body);

    expect(res.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toContain('items.0.quantity');
  });

  it('refuses more than is in stock with 409 "Out of stock" naming the line', async () => {
    await setStock(db(), plain, 3);
    const res = await refused('/api/order', orderRequest([{ pick: plain, quantity: 4 }]));

    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body)).toEqual({
      message: 'Out of stock',
      errors: { 'items.0': 'Only 3 left' },
    });
    await setStock(db(), plain, 10);
  });

  it('refuses the same variation split over two lines when together they exceed the stock', async () => {
    await setStock(db(), varied, 3);
    const request = orderRequest([
      { pick: varied, quantity: 2 },
      { pick: varied, quantity: 2 },
    ]);

    const res = await refused('/api/order', request);

    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body)).toEqual({
      message: 'Out of stock',
      errors: { 'items.0': 'Only 3 left', 'items.1': 'Only 3 left' },
    });
    await setStock(db(), varied, 10);
  });

  it('names only the short line when another line has enough', async () => {
    await setStock(db(), varied, 1);
    const request = orderRequest([
      { pick: plain, quantity: 1 },
      { pick: varied, quantity: 2 },
    ]);

    const res = await refused('/api/order', request);

    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({ 'items.1': 'Only 1 left' });
    await setStock(db(), varied, 10);
  });
});

describe('prices come from the catalogue, never from the client', () => {
  const tamper: [string, (r: OrderRequest) => OrderRequest, string][] = [
    [
      'a line’s unitPrice',
      (r) => ({ ...r, items: r.items.map((i) => ({ ...i, unitPrice: 1 })) }),
      'items.0.unitPrice',
    ],
    [
      'a line’s deliveryFee',
      (r) => ({ ...r, items: r.items.map((i) => ({ ...i, deliveryFee: 0 })) }),
      'items.0.deliveryFee',
    ],
    ['shippingFee', (r) => ({ ...r, shippingFee: 0 }), 'shippingFee'],
    ['shipping.cost', (r) => ({ ...r, shipping: { ...r.shipping, cost: 0 } }), 'shipping.cost'],
    ['subTotal', (r) => ({ ...r, subTotal: r.subTotal - 1 }), 'subTotal'],
    ['taxAmount', (r) => ({ ...r, taxAmount: 0 }), 'taxAmount'],
    ['totalAmount', (r) => ({ ...r, totalAmount: 1000 }), 'totalAmount'],
  ];

  it.each(tamper)(
    'answers 409 "Prices have changed" for a tampered %s and creates nothing',
    async (_label, change, field) => {
      const honest = orderRequest([{ pick: varied, quantity: 1 }], { method: 'express' });

      const res = await refused('/api/order', change(honest));

      expect(res.status).toBe(409);
      const body = apiErrorSchema.parse(res.body);
      expect(body.message).toBe('Prices have changed');
      expect(Object.keys(body.errors ?? {})).toContain(field);
    },
  );

  it('tells the current price of a line whose price is stale', async () => {
    const honest = orderRequest([
      { pick: plain, quantity: 1 },
      { pick: varied, quantity: 1 },
    ]);
    const stale = {
      ...honest,
      items: honest.items.map((item, i) =>
        i === 1 ? { ...item, unitPrice: item.unitPrice + 1000 } : item,
      ),
    };

    const res = await refused('/api/order', stale);

    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'items.1.unitPrice': `Price is now ${honest.items[1]!.unitPrice}`,
    });
  });

  it('answers 409 when a whole order is consistently priced at a lower price', async () => {
    const cheap = {
      ...varied,
      variation: { ...varied.variation!, price: 1000, salePrice: undefined },
    } as unknown as Pick;

    const res = await refused('/api/order', orderRequest([{ pick: cheap, quantity: 1 }]));

    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).errors).toMatchObject({
      'items.0.unitPrice': expect.any(String),
      totalAmount: expect.any(String),
    });
  });
});

describe('products and variations', () => {
  it('refuses a variation that belongs to another product with 422', async () => {
    const request = orderRequest([{ pick: varied, quantity: 1 }]);
    request.items[0]!.variationId = otherVaried.variation!._id;

    const res = await refused('/api/order', request);

    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'items.0.variationId': 'Variation does not belong to this product',
    });
  });

  it('refuses a product with variations ordered without one with 422', async () => {
    const request = orderRequest([{ pick: { ...varied, variation: null }, quantity: 1 }]);

    const res = await refused('/api/order', request);

    expect(res.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toEqual([
      'items.0.variationId',
    ]);
  });

  it('refuses a variation on a product that has none with 422', async () => {
    const request = orderRequest([{ pick: plain, quantity: 1 }]);
    request.items[0]!.variationId = varied.variation!._id;

    const res = await refused('/api/order', request);

    expect(res.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toEqual([
      'items.0.variationId',
    ]);
  });

  it('refuses an unknown product with 422 naming the line', async () => {
    const request = orderRequest([
      { pick: plain, quantity: 1 },
      { pick: plain, quantity: 1 },
    ]);
    request.items[1]!.product = 'ffffffffffffffffffffffff';

    const res = await refused('/api/order', request);

    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'items.1.product': 'Product not found',
    });
  });

  it('refuses a malformed product id with 422', async () => {
    const request = orderRequest([{ pick: plain, quantity: 1 }]);
    const res = await refused('/api/order', {
      ...request,
      items: [{ ...request.items[0], product: "x' OR 1=1 --" }],
    });

    expect(res.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toContain('items.0.product');
  });

  it('refuses an empty order with 422', async () => {
    const res = await refused('/api/order', {
      ...orderRequest([{ pick: plain, quantity: 1 }]),
      items: [],
    });
    expect(res.status).toBe(422);
  });
});

describe('request shape', () => {
  it('refuses fields the contract does not know, such as a status or a user, with 422', async () => {
    const res = await refused('/api/order', {
      ...orderRequest([{ pick: plain, quantity: 1 }]),
      status: 'delivered',
      user: 'someone',
    });

    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toMatchObject({
      status: 'Unknown field',
      user: 'Unknown field',
    });
  });

  it('refuses a money figure that is not an integer with 422', async () => {
    const res = await refused('/api/order', {
      ...orderRequest([{ pick: plain, quantity: 1 }]),
      totalAmount: '100',
    });
    expect(res.status).toBe(422);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await refused('/api/order', undefined, customer, '{"items": [');
    expect(res.status).toBe(400);
  });

  it('answers 403 without a CSRF token', async () => {
    const before = await countOrders(db());
    const res = await customer.post('/api/order', orderRequest([{ pick: plain, quantity: 1 }]), {
      csrf: false,
    });

    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).message).toContain('CSRF');
    expect(await countOrders(db())).toEqual(before);
  });

  it('answers 401 for a forged bearer token', async () => {
    const forger = ctx.client();
    forger.accessToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
    const res = await refused('/api/order', orderRequest([{ pick: plain, quantity: 1 }]), forger);
    expect(res.status).toBe(401);
  });
});

describe('guest checkout', () => {
  it('refuses a card payment with 403 before anything is checked, and creates nothing', async () => {
    const res = await refused(
      '/api/order/guest-checkout',
      orderRequest([{ pick: plain, quantity: 1 }], { payment: CARD }),
      guest,
    );

    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      'Guest checkout supports cash on delivery only',
    );
  });

  it('refuses a card payment with 403 even when the rest of the request is invalid', async () => {
    const res = await refused(
      '/api/order/guest-checkout',
      { paymentDetails: CARD, items: 'nonsense' },
      guest,
    );
    expect(res.status).toBe(403);
  });

  it('refuses a PayPal payment with 403', async () => {
    const res = await refused(
      '/api/order/guest-checkout',
      orderRequest([{ pick: plain, quantity: 1 }], { payment: { method: 'paypal' } }),
      guest,
    );
    expect(res.status).toBe(403);
  });

  it('answers 422 for an invalid guest request paid on delivery', async () => {
    const res = await refused(
      '/api/order/guest-checkout',
      { ...orderRequest([{ pick: plain, quantity: 0 }]) },
      guest,
    );
    expect(res.status).toBe(422);
  });

  it('answers 409 for tampered prices in a guest order too', async () => {
    const res = await refused(
      '/api/order/guest-checkout',
      { ...orderRequest([{ pick: plain, quantity: 1 }]), totalAmount: 1 },
      guest,
    );
    expect(res.status).toBe(409);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await refused('/api/order/guest-checkout', undefined, guest, 'not json');
    expect(res.status).toBe(400);
  });

  it('answers 403 without a CSRF token', async () => {
    const before = await countOrders(db());
    const res = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick: plain, quantity: 1 }]),
      {
        csrf: false,
      },
    );

    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).message).toContain('CSRF');
    expect(await countOrders(db())).toEqual(before);
  });
});

describe('other customers’ orders', () => {
  let theirOrderId: string;

  beforeAll(async () => {
    const other = ctx.client();
    await other.signUp();
    const res = await other.post('/api/order', orderRequest([{ pick: otherVaried, quantity: 1 }]));
    theirOrderId = orderResponseSchema.parse(res.body).order._id;
  });

  it('answers 404 when reading another customer’s order', async () => {
    const res = await customer.get(`/api/order/${theirOrderId}`);
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(res.body).message).toBe('Order not found');
  });

  it('answers 404 when cancelling another customer’s order, and leaves it pending', async () => {
    const stockBefore = await stockOf(db(), otherVaried);
    const res = await customer.put(`/api/order/${theirOrderId}/cancel`);

    expect(res.status).toBe(404);
    expect(await stockOf(db(), otherVaried)).toEqual(stockBefore);
  });

  it('does not list another customer’s orders', async () => {
    const res = await customer.get('/api/order?limit=100');
    expect(res.body.orders.map((o: { _id: string }) => o._id)).not.toContain(theirOrderId);
  });

  it.each(['ffffffffffffffffffffffff', 'not-an-order', "1'; DROP TABLE orders; --", '%00'])(
    'answers 404 for the unknown or malformed id %s',
    async (id) => {
      const read = await customer.get(`/api/order/${encodeURIComponent(id)}`);
      const cancel = await customer.put(`/api/order/${encodeURIComponent(id)}/cancel`);
      expect(read.status).toBe(404);
      expect(cancel.status).toBe(404);
    },
  );
});
