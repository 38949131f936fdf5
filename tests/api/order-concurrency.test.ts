// Many requests at once: buyers can never take more than there is, a cancel gives the stock
// back once, and one Idempotency-Key yields one order. On PostgreSQL these run truly in parallel.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { orderResponseSchema } from '../../src/api/schemas/order.ts';
import { orders } from '../../src/server/db/schema.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { countOrders, orderRequest, pickProduct, setStock, stockOf } from './order-fixtures.ts';

let ctx: TestContext;
let customer: TestClient;

const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  customer = ctx.client();
  await customer.signIn();
});

afterAll(async () => {
  await ctx?.close();
});

describe('concurrent orders', () => {
  it('sells exactly the 5 units in stock to 50 simultaneous guests', async () => {
    const pick = await pickProduct(db(), customer, { withVariations: true, nth: 2 });
    await setStock(db(), pick, 5);
    const before = await countOrders(db());
    const guests = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const guest = ctx.client();
        await guest.fetchCsrf();
        return guest;
      }),
    );
    const request = orderRequest([{ pick, quantity: 1 }]);

    const responses = await Promise.all(
      guests.map((guest) => guest.post('/api/order/guest-checkout', request)),
    );

    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(apiErrorSchema.parse(res.body).message).toBe('Out of stock');
    }
    const stock = await stockOf(db(), pick);
    expect(stock.item).toBe(0);
    expect(stock.product).toBe(stock.variationSum);
    expect((await countOrders(db())).orders).toBe(before.orders + 5);
  });

  it('sells a product without variations to at most its stock', async () => {
    const pick = await pickProduct(db(), customer, { withVariations: false, nth: 2 });
    await setStock(db(), pick, 3);
    const request = orderRequest([{ pick, quantity: 2 }]);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => customer.post('/api/order', request)),
    );

    expect(responses.filter((res) => res.status === 201)).toHaveLength(1);
    expect((await stockOf(db(), pick)).item).toBe(1);
  });

  it('gives the stock back once when two cancels of one order race', async () => {
    const pick = await pickProduct(db(), customer, { withVariations: true, nth: 3 });
    await setStock(db(), pick, 4);
    const placed = await customer.post('/api/order', orderRequest([{ pick, quantity: 3 }]));
    const { order } = orderResponseSchema.parse(placed.body);
    expect((await stockOf(db(), pick)).item).toBe(1);

    const responses = await Promise.all([
      customer.put(`/api/order/${order._id}/cancel`),
      customer.put(`/api/order/${order._id}/cancel`),
    ]);

    expect(responses.map((res) => res.status).sort()).toEqual([200, 409]);
    const stock = await stockOf(db(), pick);
    expect(stock.item).toBe(4);
    expect(stock.product).toBe(stock.variationSum);
  });

  it('creates one order for two simultaneous placements with the same Idempotency-Key', async () => {
    const pick = await pickProduct(db(), customer, { withVariations: false, nth: 3 });
    await setStock(db(), pick, 10);
    const request = orderRequest([{ pick, quantity: 2 }]);
    const headers = { 'Idempotency-Key': 'double-click' };

    const responses = await Promise.all([
      customer.post('/api/order', request, { headers }),
      customer.post('/api/order', request, { headers }),
    ]);

    expect(responses.map((res) => res.status)).toEqual([201, 201]);
    const ids = responses.map((res) => orderResponseSchema.parse(res.body).order._id);
    expect(ids[0]).toBe(ids[1]);
    const rows = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, 'double-click'));
    expect(rows).toHaveLength(1);
    expect((await stockOf(db(), pick)).item).toBe(8);
  });
});
