// Orders in the back office: operators and admins list, read and move orders along the transition
// table (src/lib/order-status.ts); every move is one transaction with its history row and audit
// record; refused and racing moves write nothing; a cancel gives stock back and refunds once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  auditPageSchema,
  orderResponseSchema,
  type AdminOrderDetail,
  type Order,
} from '../../src/api/schemas/index.ts';
import type { OrderStatus } from '../../src/lib/constants.ts';
import { ORDER_ADMIN_MESSAGES } from '../../src/lib/order-status.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { auditLog, orderEvents, orders } from '../../src/server/api/db/schema.ts';
import { findOrderRow, transitionOrder } from '../../src/server/api/services/order-admin.ts';
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
import { staffClient, type TestStaff } from './staff-fixtures.ts';

/** The test gateway, recording the refunds asked for; `payments.refuse` makes it decline them. */
const payments = recordingGateway();
const { refunds } = payments;

let ctx: TestContext;
let customer: TestClient;
let customerEmail: string;
let operator: TestStaff & { client: TestClient };
let admin: TestStaff & { client: TestClient };
let nth = 0;
const db = () => ctx.database.db;

interface Placed {
  pick: Pick;
  order: Order;
}

/** A fresh order of 2 units (stock set to 5 first) by the test's customer. */
async function place(
  options: { payment?: 'card' | 'cod'; email?: string; phone?: string } = {},
): Promise<Placed> {
  const pick = await pickProduct(db(), customer, { withVariations: false, nth: nth++ });
  await setStock(db(), pick, 5);
  const body = orderRequest([{ pick, quantity: 2 }], {
    payment: options.payment === 'card' ? CARD : { method: 'cod' },
    address: {
      ...(options.email ? { email: options.email } : {}),
      ...(options.phone ? { phone: options.phone } : {}),
    },
  });
  const res = await customer.post('/api/order', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { pick, order: orderResponseSchema.parse(res.body).order };
}

const transition = (client: TestClient, id: string, body: unknown) =>
  client.post(`/api/admin/orders/${id}/transition`, body);

async function moveOk(client: TestClient, id: string, to: OrderStatus, note?: string) {
  const res = await transition(client, id, { to, ...(note ? { note } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminOrderDetailSchema.parse(res.body);
}

async function setStatus(id: string, status: OrderStatus): Promise<void> {
  await db().update(orders).set({ status }).where(eq(orders.id, id));
}

/** What a move writes: the order's status, its history rows and its audit records. */
async function written(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
  const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
  return { status: row?.status, events: events.length, audits: audits.length, row };
}

beforeAll(async () => {
  ctx = await createTestContext({ payments: payments.gateway });
  customer = ctx.client();
  customerEmail = (await customer.signUp({ phoneNumber: '0987 654 321' })).email;
  operator = await staffClient(ctx, 'operator');
  admin = await staffClient(ctx, 'admin');
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  payments.reset();
});

describe('who may use the order calls', () => {
  it('lets operators and admins in, and refuses editors, customers, the admin token and nobody', async () => {
    const { order } = await place();
    for (const member of [operator, admin]) {
      expect((await member.client.get('/api/admin/orders')).status).toBe(200);
      expect((await member.client.get(`/api/admin/orders/${order._id}`)).status).toBe(200);
    }
    const editor = await staffClient(ctx, 'editor');
    const automation = ctx.client();
    automation.accessToken = ctx.config.adminToken;
    const nobody = ctx.client();
    const refused: [TestClient, number, string][] = [
      [editor.client, 403, STAFF_MESSAGES.roleForbidden],
      [customer, 403, STAFF_MESSAGES.customerToken],
      [automation, 403, STAFF_MESSAGES.automationToken],
      [nobody, 401, STAFF_MESSAGES.staffOnly],
    ];
    for (const [client, status, message] of refused) {
      for (const res of [
        await client.get('/api/admin/orders'),
        await client.get(`/api/admin/orders/${order._id}`),
        await transition(client, order._id, { to: 'processing' }),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
    }
    expect(await written(order._id)).toMatchObject({ status: 'pending', events: 0, audits: 0 });
  });
});

describe('transitions', () => {
  it('moves an order to delivered step by step, with who and when, and the customer sees it', async () => {
    const { order } = await place();
    await moveOk(operator.client, order._id, 'processing');
    await moveOk(admin.client, order._id, 'shipped', 'VNPost EB123456789VN');
    const detail = await moveOk(operator.client, order._id, 'delivered');

    expect(detail.order.status).toBe('delivered');
    expect(detail.timeline.map(({ from, to, actor, note }) => ({ from, to, actor, note }))).toEqual(
      [
        { from: null, to: 'pending', actor: 'customer', note: null },
        { from: 'pending', to: 'processing', actor: operator.email, note: null },
        { from: 'processing', to: 'shipped', actor: admin.email, note: 'VNPost EB123456789VN' },
        { from: 'shipped', to: 'delivered', actor: operator.email, note: null },
      ],
    );
    expect(detail.timeline[1]?.staffId).toBe(operator.id);

    const mine = await customer.get(`/api/order/${order._id}`);
    expect(orderResponseSchema.parse(mine.body).order).toMatchObject({
      status: 'delivered',
      isReviewed: false,
    });

    const audit = await admin.client.get(
      `/api/admin/audit?action=order.transition&targetId=${order._id}`,
    );
    const entries = auditPageSchema.parse(audit.body).entries.reverse();
    expect(entries.map((e) => [e.actor, e.targetType, e.before, e.after])).toEqual([
      [
        operator.email,
        'order',
        { orderNumber: order.orderNumber, status: 'pending' },
        { orderNumber: order.orderNumber, status: 'processing' },
      ],
      [
        admin.email,
        'order',
        { orderNumber: order.orderNumber, status: 'processing' },
        { orderNumber: order.orderNumber, status: 'shipped', note: 'VNPost EB123456789VN' },
      ],
      [
        operator.email,
        'order',
        { orderNumber: order.orderNumber, status: 'shipped' },
        { orderNumber: order.orderNumber, status: 'delivered' },
      ],
    ]);
  });

  it('refuses every move the table does not allow, naming the current status, and writes nothing', async () => {
    const { order } = await place();
    const refused: [OrderStatus, OrderStatus, string][] = [
      ['pending', 'shipped', ORDER_ADMIN_MESSAGES.refused('pending', 'shipped')],
      ['pending', 'delivered', ORDER_ADMIN_MESSAGES.refused('pending', 'delivered')],
      ['pending', 'pending', ORDER_ADMIN_MESSAGES.same('pending')],
      ['processing', 'delivered', ORDER_ADMIN_MESSAGES.refused('processing', 'delivered')],
      ['processing', 'pending', ORDER_ADMIN_MESSAGES.refused('processing', 'pending')],
      ['shipped', 'cancelled', ORDER_ADMIN_MESSAGES.refused('shipped', 'cancelled')],
      ['shipped', 'processing', ORDER_ADMIN_MESSAGES.refused('shipped', 'processing')],
      ...(['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const).flatMap(
        (to): [OrderStatus, OrderStatus, string][] => [
          ['delivered', to, ORDER_ADMIN_MESSAGES.final('delivered')],
          ['cancelled', to, ORDER_ADMIN_MESSAGES.final('cancelled')],
        ],
      ),
    ];
    for (const [from, to, message] of refused) {
      await setStatus(order._id, from);
      const res = await transition(operator.client, order._id, { to });
      expect(res.status, `${from} → ${to}`).toBe(409);
      expect(res.body.message).toBe(message);
      expect(await written(order._id)).toMatchObject({ status: from, events: 0, audits: 0 });
    }
  });

  it('lets one of two operators racing from the same status win; the other gets 409', async () => {
    const { order } = await place();
    const second = await staffClient(ctx, 'operator');
    const responses = await Promise.all([
      transition(operator.client, order._id, { to: 'processing' }),
      transition(second.client, order._id, { to: 'processing' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409);
    expect([
      ORDER_ADMIN_MESSAGES.changed('processing'),
      ORDER_ADMIN_MESSAGES.same('processing'),
    ]).toContain(loser?.body.message);
    expect(await written(order._id)).toMatchObject({
      status: 'processing',
      events: 1,
      audits: 1,
    });
  });

  it('cancels a paid card order once: stock back once, one refund, even when cancels race', async () => {
    const { order, pick } = await place({ payment: 'card' });
    expect((await stockOf(db(), pick)).item).toBe(3);
    await moveOk(operator.client, order._id, 'processing');

    const responses = await Promise.all([
      transition(operator.client, order._id, {
        to: 'cancelled',
        note: 'Out of stock at the depot',
      }),
      transition(admin.client, order._id, { to: 'cancelled' }),
      customer.put(`/api/order/${order._id}/cancel`),
    ]);

    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await stockOf(db(), pick)).item).toBe(5);
    expect(refunds).toEqual([expect.objectContaining({ amount: order.totalAmount })]);
    const after = await written(order._id);
    expect(after).toMatchObject({ status: 'cancelled', events: 2 });
    expect(after.row?.refundedAt).toBeInstanceOf(Date);
    const detail = adminOrderDetailSchema.parse(
      (await operator.client.get(`/api/admin/orders/${order._id}`)).body,
    );
    expect(detail.refundedAt).not.toBeNull();
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'processing', to: 'cancelled' });
  });

  it('leaves the order as it was when the refund of a cancel is refused', async () => {
    const { order, pick } = await place({ payment: 'card' });
    payments.refuse = 'decline';
    const res = await transition(operator.client, order._id, { to: 'cancelled' });
    expect(res.status).toBe(502);
    expect(await written(order._id)).toMatchObject({ status: 'pending', events: 0, audits: 0 });
    expect((await stockOf(db(), pick)).item).toBe(3);
  });

  it("records the customer's own cancel in the order's history", async () => {
    const { order, pick } = await place();
    expect((await customer.put(`/api/order/${order._id}/cancel`)).status).toBe(200);
    expect((await stockOf(db(), pick)).item).toBe(5);
    const detail: AdminOrderDetail = adminOrderDetailSchema.parse(
      (await operator.client.get(`/api/admin/orders/${order._id}`)).body,
    );
    expect(detail.timeline.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'cancelled', 'customer'],
    ]);
    expect(detail.customer).toMatchObject({ email: customerEmail, registered: true });
  });

  it('advances an order to its next status from the command line, recorded as cli', async () => {
    const { order } = await place();
    const deps = { db: db(), payments: payments.gateway, now: () => new Date() };
    const row = await findOrderRow(db(), { orderNumber: order.orderNumber.toLowerCase() });
    const moved = await transitionOrder(deps, { row, who: { actor: 'cli' } });
    expect(moved.status).toBe('processing');
    const detail = adminOrderDetailSchema.parse(
      (await operator.client.get(`/api/admin/orders/${order._id}`)).body,
    );
    expect(detail.timeline.at(-1)).toMatchObject({ actor: 'cli', staffId: null });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, order._id));
    expect(audit).toMatchObject({ actor: 'cli', staffId: null, action: 'order.transition' });
  });

  it('answers 422 for bad bodies and 404 for unknown orders, writing nothing', async () => {
    const { order } = await place();
    const bad: [unknown, string][] = [
      [{ to: 'lost' }, 'to'],
      [{}, 'to'],
      [{ to: 'processing', priority: 'high' }, 'priority'],
      [{ to: 'processing', note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [body, field] of bad) {
      const res = await transition(operator.client, order._id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const tooLong = await transition(operator.client, order._id, {
      to: 'processing',
      note: 'x'.repeat(501),
    });
    expect(tooLong.body.errors.note).toBe(ORDER_ADMIN_MESSAGES.noteTooLong);
    expect(await written(order._id)).toMatchObject({ status: 'pending', events: 0, audits: 0 });
    for (const id of ['no-such-order', 'bad id!']) {
      expect(
        (await operator.client.get(`/api/admin/orders/${encodeURIComponent(id)}`)).status,
      ).toBe(404);
      expect(
        (await transition(operator.client, encodeURIComponent(id), { to: 'processing' })).status,
      ).toBe(404);
    }
  });
});

describe('the order list', () => {
  const list = async (params: Record<string, string>) => {
    const res = await operator.client.get(`/api/admin/orders?${new URLSearchParams(params)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return adminOrderListSchema.parse(res.body);
  };

  it('filters by status, payment method and days, and searches numbers, e-mails and phones', async () => {
    const tag = `filter-${nth}@example.vn`;
    const cod = await place({ email: tag, phone: '0901 222 333' });
    const card = await place({ email: tag, payment: 'card' });
    const old = await place({ email: tag });
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-01-15T20:00:00Z') }) // 16 January in Vietnam
      .where(eq(orders.id, old.order._id));
    await moveOk(operator.client, card.order._id, 'processing');

    const numbers = async (params: Record<string, string>) =>
      (await list({ q: tag, ...params })).orders.map((o) => o.orderNumber).sort();
    const all = [cod, card, old].map((p) => p.order.orderNumber).sort();
    expect(await numbers({})).toEqual(all);
    expect(await numbers({ status: 'processing' })).toEqual([card.order.orderNumber]);
    expect(await numbers({ payment: 'card' })).toEqual([card.order.orderNumber]);
    expect(await numbers({ from: '2026-01-16', to: '2026-01-16' })).toEqual([
      old.order.orderNumber,
    ]);
    expect(await numbers({ to: '2026-01-15' })).toEqual([]);

    const only = async (q: string) => (await list({ q })).orders.map((o) => o.orderNumber);
    expect(await only(cod.order.orderNumber.toLowerCase())).toEqual([cod.order.orderNumber]);
    expect(await only('0901-222-333')).toEqual([cod.order.orderNumber]);
    expect(await only('+84 901 222 333')).toEqual([cod.order.orderNumber]);
    // The account's own contacts find its orders too (the shipping e-mail differs here).
    expect((await list({ q: customerEmail })).orders.length).toBeGreaterThanOrEqual(3);
    expect((await list({ q: '0987654321' })).orders.length).toBeGreaterThanOrEqual(3);
    expect((await list({ q: '100%_' })).orders).toEqual([]);

    const summary = (await list({ q: cod.order.orderNumber })).orders[0];
    expect(summary).toMatchObject({
      status: 'pending',
      paymentMethod: 'cod',
      totalAmount: cod.order.totalAmount,
      itemCount: 2,
      customer: { email: customerEmail, phone: '0987654321', registered: true },
    });
  });

  it('pages newest first with a bounded page size, and refuses bad filters with 400', async () => {
    const first = await list({ limit: '2', page: '1' });
    const second = await list({ limit: '2', page: '2' });
    expect(first.orders).toHaveLength(2);
    expect(first.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / 2));
    const dates = [...first.orders, ...second.orders].map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list({ limit: '5000' })).pagination.limit).toBe(100);

    for (const params of [
      { status: 'lost' },
      { payment: 'cash' },
      { from: '16/01/2026' },
      { q: 'x'.repeat(101) },
    ]) {
      const res = await operator.client.get(`/api/admin/orders?${new URLSearchParams(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
    }
    const backwards = await operator.client.get('/api/admin/orders?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(ORDER_ADMIN_MESSAGES.dateRange);
  });
});
