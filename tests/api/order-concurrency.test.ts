// Many requests at once: buyers can never take more than there is, a cancel gives the stock
// back once, and one Idempotency-Key yields one order. On PostgreSQL these run truly in parallel.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { orderResponseSchema } from '../../src/api/schemas/order.ts';
import { orderItems, orders } from '../../src/server/api/db/schema.ts';
import {
  adminProductResponseSchema,
  toProductWrite,
} from '../../src/api/schemas/admin-products.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import {
  expectFlashSale,
  orderRequest,
  pickProduct,
  setStock,
  stockOf,
  type Line,
  type Pick,
} from './order-fixtures.ts';
import { staffClient } from './staff-fixtures.ts';

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
  // A small rush, and a flash sale: every buyer beyond the stock gets a clear refusal.
  it.each([
    { buyers: 50, stock: 5, nth: 2 },
    { buyers: 200, stock: 10, nth: 6 },
  ])(
    'sells exactly the $stock units in stock to $buyers simultaneous guests, the others told it is out of stock, no server error',
    async ({ buyers, stock: units, nth }) => {
      await expectFlashSale(ctx, { buyers, units, nth });
    },
  );

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

  it('sells two variations of one product to simultaneous mixed orders without a server error', async () => {
    // Orders of [V1, V2], [V2, V1], [V2] and [V1] side by side take the same variation and product
    // rows in different orders unless every transaction locks them in one global order.
    let product: Pick | null = null;
    for (let nth = 4; !product; nth++) {
      const candidate = await pickProduct(db(), customer, { withVariations: true, nth });
      if (candidate.variations.length >= 2) product = candidate;
    }
    const [first, second] = product.variations;
    const v1: Pick = { ...product, variation: first! };
    const v2: Pick = { ...product, variation: second! };
    const STOCK = 30;
    await setStock(db(), v1, STOCK);
    await setStock(db(), v2, STOCK);
    const shapes: Line[][] = [
      [
        { pick: v1, quantity: 1 },
        { pick: v2, quantity: 1 },
      ],
      [
        { pick: v2, quantity: 1 },
        { pick: v1, quantity: 1 },
      ],
      [{ pick: v2, quantity: 1 }],
      [{ pick: v1, quantity: 1 }],
    ];
    const requests = Array.from({ length: 72 }, (_, i) => orderRequest(shapes[i % shapes.length]!));
    const guests = await Promise.all(
      requests.map(async () => {
        const guest = ctx.client();
        await guest.fetchCsrf();
        return guest;
      }),
    );

    const responses = await Promise.all(
      guests.map((guest, i) => guest.post('/api/order/guest-checkout', requests[i])),
    );

    const failures = responses.filter((res) => res.status >= 500);
    expect(failures.map((res) => `${res.status} ${JSON.stringify(res.body)}`)).toEqual([]);
    for (const res of responses.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(409);
      expect(apiErrorSchema.parse(res.body).message).toBe('Out of stock');
    }
    const placed = responses
      .filter((res) => res.status === 201)
      .map((res) => orderResponseSchema.parse(res.body).order._id);
    // Demand is 54 units of each variation: some orders sell out, the stock never goes below 0.
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(requests.length);
    const sold = await db()
      .select({
        variationId: orderItems.variationId,
        units: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, placed))
      .groupBy(orderItems.variationId);
    const soldOf = (pick: Pick) =>
      Number(sold.find((row) => row.variationId === pick.variation!._id)?.units ?? 0);
    const [left1, left2] = await Promise.all([stockOf(db(), v1), stockOf(db(), v2)]);
    expect(left1.item).toBe(STOCK - soldOf(v1));
    expect(left2.item).toBe(STOCK - soldOf(v2));
    expect(left1.item).toBeGreaterThanOrEqual(0);
    expect(left2.item).toBeGreaterThanOrEqual(0);
    expect(left1.product).toBe(left1.variationSum);
    const stored = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.id, placed),
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        ),
      );
    expect(stored).toHaveLength(placed.length);
  });

  it('takes orders of a product while an editor saves it, with no server error and its total the sum of its variations', async () => {
    // An edit rewrites the product and its variations; orders take a variation and then its
    // product. Both lock the variations first, so neither waits on the other in a cycle.
    let product: Pick | null = null;
    for (let nth = 8; !product; nth++) {
      const candidate = await pickProduct(db(), customer, { withVariations: true, nth });
      if (candidate.variations.length >= 2) product = candidate;
    }
    const [first, second] = product.variations;
    const v1: Pick = { ...product, variation: first! };
    const v2: Pick = { ...product, variation: second! };
    await setStock(db(), v1, 500);
    await setStock(db(), v2, 500);
    const productId = product.product._id;
    const { client: editor } = await staffClient(ctx, 'editor');
    const shapes: Line[][] = [
      [
        { pick: v2, quantity: 1 },
        { pick: v1, quantity: 1 },
      ],
      [{ pick: v1, quantity: 1 }],
      [{ pick: v2, quantity: 1 }],
    ];
    const requests = Array.from({ length: 36 }, (_, i) => orderRequest(shapes[i % shapes.length]!));
    const guests = await Promise.all(
      requests.map(async () => {
        const guest = ctx.client();
        await guest.fetchCsrf();
        return guest;
      }),
    );
    /** Saves the product as it is with every variation's stock set to 400, six times over. */
    const edits = async () => {
      const answers = [];
      for (let round = 0; round < 6; round++) {
        const current = await editor.get(`/api/admin/products/${productId}`);
        const { product: admin } = adminProductResponseSchema.parse(current.body);
        const write = toProductWrite(admin);
        const variationsAt = write.variations.map((v) => ({ ...v, stock: 400 + round }));
        answers.push(
          await editor.put(`/api/admin/products/${productId}`, {
            ...write,
            variations: variationsAt,
            version: admin.version,
          }),
        );
      }
      return answers;
    };

    const [saves, placed] = await Promise.all([
      edits(),
      Promise.all(guests.map((guest, i) => guest.post('/api/order/guest-checkout', requests[i]))),
    ]);

    const answers = [...saves, ...placed];
    expect(
      answers.filter((res) => res.status >= 500).map((res) => JSON.stringify(res.body)),
    ).toEqual([]);
    expect(saves.map((res) => res.status)).toEqual(saves.map(() => 200));
    expect(placed.map((res) => res.status)).toEqual(placed.map(() => 201));
    const levels = await stockOf(db(), v1);
    expect(levels.product).toBe(levels.variationSum);
  });
});
