// Cancelling a card order refunds its charge, in the cancelling transaction: exactly once, for
// the amount charged, and never a cancel without its refund.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { orderResponseSchema, type Order } from '../../src/api/schemas/order.ts';
import { orders } from '../../src/server/api/db/schema.ts';
import {
  createTestPaymentGateway,
  type PaymentGateway,
} from '../../src/server/api/services/payments.ts';
import { refundKeyOf } from '../../src/server/api/services/order-payment.ts';
import { moveOrder } from '../../src/server/api/services/order-transition.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import {
  CARD,
  orderRequest,
  pickProduct,
  recordingGateway,
  setStock,
  stockOf,
  type Pick,
} from './order-fixtures.ts';

/** The test gateway, with a record of the refunds asked for and switches that refuse or hold them. */
const payments = recordingGateway();
const { refunds } = payments;

let ctx: TestContext;
let customer: TestClient;
let nth = 0;
const db = () => ctx.database.db;

async function placeBy(payment: 'card' | 'cod'): Promise<{ pick: Pick; order: Order }> {
  const pick = await pickProduct(db(), customer, { withVariations: false, nth: nth++ });
  await setStock(db(), pick, 5);
  const body = orderRequest([{ pick, quantity: 2 }], {
    payment: payment === 'card' ? CARD : { method: 'cod' },
  });
  const res = await customer.post('/api/order', body);
  expect(res.status).toBe(201);
  return { pick, order: orderResponseSchema.parse(res.body).order };
}

async function storedRow(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

beforeAll(async () => {
  ctx = await createTestContext({ payments: payments.gateway });
  customer = ctx.client();
  await customer.signIn();
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  payments.reset();
});

describe('refunds on cancel', () => {
  it('refunds the whole card charge once and records the refund', async () => {
    const { order } = await placeBy('card');
    const charged = await storedRow(order._id);
    expect(charged.paymentReference).toMatch(/^test_ch_/);

    const res = await customer.put(`/api/order/${order._id}/cancel`);

    expect(res.status).toBe(200);
    expect(refunds).toEqual([
      {
        reference: charged.paymentReference,
        amount: order.totalAmount,
        idempotencyKey: refundKeyOf(order._id),
      },
    ]);
    const row = await storedRow(order._id);
    expect(row.status).toBe('cancelled');
    expect(row.refundReference).toMatch(/^test_re_/);
    expect(row.refundedAt).toBeInstanceOf(Date);
  });

  it('refunds once when two cancels race', async () => {
    const { order, pick } = await placeBy('card');

    const results = await Promise.all([
      customer.put(`/api/order/${order._id}/cancel`),
      customer.put(`/api/order/${order._id}/cancel`),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refunds).toHaveLength(1);
    expect((await stockOf(db(), pick)).item).toBe(5);
  });

  it('asks no refund for a cash-on-delivery order', async () => {
    const { order } = await placeBy('cod');

    const res = await customer.put(`/api/order/${order._id}/cancel`);

    expect(res.status).toBe(200);
    expect(refunds).toEqual([]);
    expect((await storedRow(order._id)).refundedAt).toBeNull();
  });

  it.each([
    ['declines', 'decline', 'Refund failed: The charge is disputed.'],
    ['does not answer', 'throw', 'Refund failed: the payment provider did not answer.'],
  ] as const)(
    'keeps the order and its stock when the provider %s, and cancels on a later try',
    async (_how, mode, message) => {
      const { order, pick } = await placeBy('card');
      payments.refuse = mode;

      const failed = await customer.put(`/api/order/${order._id}/cancel`);

      expect(failed.status).toBe(502);
      expect(apiErrorSchema.parse(failed.body).message).toBe(
        `${message} The order was not cancelled; please try again.`,
      );
      const kept = await storedRow(order._id);
      expect(kept.status).toBe('pending');
      expect(kept.refundedAt).toBeNull();
      expect((await stockOf(db(), pick)).item).toBe(3);

      payments.refuse = null;
      const retried = await customer.put(`/api/order/${order._id}/cancel`);
      expect(retried.status).toBe(200);
      expect((await storedRow(order._id)).refundedAt).toBeInstanceOf(Date);
      expect((await stockOf(db(), pick)).item).toBe(5);
    },
  );
});

describe('a cancel while the card is being charged', () => {
  it('refunds the charge as soon as it lands on the cancelled order', async () => {
    const pick = await pickProduct(db(), customer, { withVariations: false, nth: nth++ });
    await setStock(db(), pick, 5);
    let release = () => {};
    payments.chargeGate = new Promise<void>((resolve) => (release = resolve));
    const charging = new Promise<void>((resolve) => (payments.onCharge = resolve));
    const placing = customer.post(
      '/api/order',
      orderRequest([{ pick, quantity: 1 }], { payment: CARD }),
    );

    // The order is reserved and waits for its charge: the customer finds it and cancels it.
    await charging;
    const list = await customer.get('/api/order?limit=1');
    const pending = (list.body.orders as Order[]).find(
      (o) => o.items[0]?.product._id === pick.product._id && o.status === 'pending',
    );
    if (!pending) throw new Error('the reserved order never showed');
    expect((await customer.put(`/api/order/${pending._id}/cancel`)).status).toBe(200);
    expect(refunds).toEqual([]);

    release();
    const placed = await placing;

    expect(placed.status).toBe(201);
    const row = await storedRow(pending._id);
    expect(row.status).toBe('cancelled');
    expect(refunds).toEqual([
      {
        reference: row.paymentReference,
        amount: row.totalAmount,
        idempotencyKey: refundKeyOf(row.id),
      },
    ]);
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect((await stockOf(db(), pick)).item).toBe(5);
  });
});

describe('a cancelling transaction run again after it lost a race', () => {
  it('refunds the charge once and gives the stock back once', async () => {
    const { order, pick } = await placeBy('card');
    const row = await storedRow(order._id);
    let lostRaces = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const refundsGiven = new Set<string>();
    const counting: PaymentGateway = {
      ...payments.gateway,
      async refundCard(refund) {
        const result = await payments.gateway.refundCard(refund);
        if (result.ok) refundsGiven.add(result.reference);
        return result;
      },
    };

    // The first attempt refunds, then loses a race (as PostgreSQL's deadlock victim would) and
    // rolls back; the transaction runs again from the start.
    const moved = await moveOrder(
      { db: db(), payments: counting, now: () => new Date() },
      {
        row,
        to: 'cancelled',
        by: { staffId: null, actor: 'customer' },
        alsoInTransaction: async () => {
          if (lostRaces++ === 0) throw deadlock;
        },
      },
    );

    expect(moved?.status).toBe('cancelled');
    expect(lostRaces).toBe(2);
    expect(refunds).toHaveLength(2);
    expect(new Set(refunds.map((refund) => refund.idempotencyKey))).toEqual(
      new Set([refundKeyOf(order._id)]),
    );
    expect(refundsGiven.size).toBe(1);
    const stored = await storedRow(order._id);
    expect(stored.refundReference).toBe([...refundsGiven][0]);
    expect((await stockOf(db(), pick)).item).toBe(5);
  });
});

describe('the test gateway', () => {
  const gateway = createTestPaymentGateway();
  const refundOf = (reference: string, amount: number, idempotencyKey: string = randomUUID()) =>
    gateway.refundCard({ reference, amount, idempotencyKey });

  it('refunds only charges it made, for a positive whole amount', async () => {
    const charge = await gateway.chargeCard({ ...CARD, amount: 1000 });
    if (!charge.ok) throw new Error('the success card was declined');
    expect((await refundOf(charge.reference, 1000)).ok).toBe(true);
    expect(await refundOf('ch_elsewhere', 1000)).toEqual({
      ok: false,
      message: 'No such charge.',
    });
    expect((await refundOf(charge.reference, 0)).ok).toBe(false);
  });

  it('answers the same refund to the same idempotency key, and refuses it for another refund', async () => {
    const charge = await gateway.chargeCard({ ...CARD, amount: 1000 });
    if (!charge.ok) throw new Error('the success card was declined');
    const first = await refundOf(charge.reference, 1000, 'refund-key-1');
    expect(first.ok).toBe(true);
    expect(await refundOf(charge.reference, 1000, 'refund-key-1')).toEqual(first);
    expect(await refundOf(charge.reference, 500, 'refund-key-1')).toEqual({
      ok: false,
      message: 'This refund key was used for another refund.',
    });
    expect(await refundOf(charge.reference, 1000, 'refund-key-2')).not.toEqual(first);
  });
});
