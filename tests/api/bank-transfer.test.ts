// Bank transfer by VietQR: the order placed unpaid with its stock held and how to pay it; the
// bank's signed notification applied once (also when it arrives twice at the same moment) and
// refused when forged, stale, for no order or the wrong amount; the operators' payment marks and
// filter; refund due on cancel; and the expiry of unpaid orders, their stock returned once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
} from '../../src/api/schemas/admin-orders.ts';
import { orderResponseSchema, type Order } from '../../src/api/schemas/order.ts';
import { api as EN } from '../../src/lib/i18n/en/api.ts';
import { api as VI } from '../../src/lib/i18n/vi/api.ts';
import { auditLog, bankTransfers, mailQueue, orders } from '../../src/server/api/db/schema.ts';
import {
  BANK_SIGNATURE_HEADER,
  NOTIFICATION_MAX_AGE_MS,
  expireUnpaidTransfers,
  signBankNotification,
} from '../../src/server/api/services/bank-transfer.ts';
import { createTestPaymentGateway } from '../../src/server/api/services/payments.ts';
import { crc16CcittFalse } from '../../src/server/api/services/vietqr.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import {
  guestCustomerOperator,
  orderRequest,
  stockOf,
  stockedPick,
  type Pick,
} from './order-fixtures.ts';

let ctx: TestContext;
let guest: TestClient;
let customer: TestClient;
let operator: TestClient;
let nth = 40;
const db = () => ctx.database.db;
const payments = createTestPaymentGateway();

beforeAll(async () => {
  ctx = await createTestContext({ payments });
  ({ guest, customer, operator } = await guestCustomerOperator(ctx));
});
afterAll(async () => {
  await ctx?.close();
});

const freshPick = (stock = 5): Promise<Pick> => stockedPick(db(), guest, nth++, stock);

/** Places a bank-transfer order for 2 units of `pick`, as a guest unless `by` says otherwise. */
async function placeTransfer(
  pick: Pick,
  by: TestClient = guest,
  headers: Record<string, string> = {},
): Promise<Order> {
  const path = by === guest ? '/api/order/guest-checkout' : '/api/order';
  const res = await by.post(
    path,
    orderRequest([{ pick, quantity: 2 }], { payment: { method: 'bank_transfer' } }),
    { headers },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return orderResponseSchema.parse(res.body).order;
}

interface Notice {
  transactionId?: string;
  amount: number;
  description: string;
  transactionDate?: string;
}

/** The bank's notification of `notice`, signed with the shop's secret unless `signature` is given. */
function notify(notice: Notice, signature?: string, client: TestClient = ctx.client()) {
  const raw = JSON.stringify({
    transactionId: notice.transactionId ?? randomUUID(),
    amount: notice.amount,
    description: notice.description,
    transactionDate: notice.transactionDate ?? new Date().toISOString(),
    gateway: 'Vietcombank',
    transferType: 'in',
  });
  const signed = signature ?? signBankNotification(ctx.config.bankTransfer.webhookSecret, raw);
  return client.request('POST', '/api/payments/bank-transfer/webhook', {
    raw,
    csrf: false,
    headers: { [BANK_SIGNATURE_HEADER]: signed },
  });
}

/** What a banking app writes as the note: the order number, often without its hyphens. */
const noteOf = (order: Order) =>
  `MBVCB.123456 ${order.orderNumber.replaceAll('-', '')} chuyen tien`;

async function stored(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

const mailsOf = (order: Order, kind: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, order.shippingAddress.email), eq(mailQueue.kind, kind)))
    .then((rows) => rows.filter((row) => row.text.includes(order.orderNumber)));

describe('placing an order paid by bank transfer', () => {
  it('places a guest order unpaid, with its stock held and the VietQR and account to pay it', async () => {
    const pick = await freshPick(5);
    const order = await placeTransfer(pick);
    expect(order.paymentDetails.method).toBe('bank_transfer');
    expect(order.paymentStatus).toBe('unpaid');
    expect((await stockOf(db(), pick)).product).toBe(3);
    const transfer = order.bankTransfer!;
    const bank = ctx.config.bankTransfer;
    expect(transfer).toMatchObject({
      bankName: bank.bankName,
      bin: bank.bin,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
      amount: order.totalAmount,
      note: order.orderNumber,
    });
    expect(transfer.payload).toContain(
      `54${String(String(order.totalAmount).length).padStart(2, '0')}${order.totalAmount}`,
    );
    expect(transfer.payload).toContain(`0010A000000727`);
    expect(transfer.payload).toContain(order.orderNumber);
    expect(transfer.payload.slice(-4)).toBe(crc16CcittFalse(transfer.payload.slice(0, -4)));
    expect(transfer.qrSvg).toMatch(/^<svg[^>]*viewBox/);
  });

  it('e-mails the account details and the VietQR code with the confirmation', async () => {
    const order = await placeTransfer(await freshPick());
    const [mail] = await mailsOf(order, 'order-confirmation');
    expect(mail?.text).toContain(ctx.config.bankTransfer.accountNumber);
    expect(mail?.text).toContain('Transfer note');
    expect(mail?.html).toContain('data:image/svg+xml;base64,');
  });

  it('still refuses a guest paying by card', async () => {
    const pick = await freshPick();
    const res = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }], { payment: { method: 'paypal' } }),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(EN.orders.guestPaysOnDelivery);
  });
});

describe("the bank's notification", () => {
  it('marks the order paid and e-mails the customer in the language of the order', async () => {
    const order = await placeTransfer(await freshPick(), guest, { 'Accept-Language': 'vi' });
    const res = await notify({ amount: order.totalAmount, description: noteOf(order) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'applied', orderNumber: order.orderNumber });
    const row = await stored(order._id);
    expect(row.paymentStatus).toBe('paid');
    expect(row.paidAt).not.toBeNull();
    const paid = await mailsOf(order, 'order-paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.subject).toBe(`Đã nhận thanh toán cho đơn hàng ${order.orderNumber}`);
    // The back office's order page lists the notification that paid it.
    const detail = adminOrderDetailSchema.parse(
      (await operator.get(`/api/admin/orders/${order._id}`)).body,
    );
    expect(detail.bankTransfers).toEqual([
      expect.objectContaining({ amount: order.totalAmount, outcome: 'applied' }),
    ]);
    expect(detail.vnpayPayments).toEqual([]);
  });

  it('answers the same transaction again as already applied, and applies nothing twice', async () => {
    const order = await placeTransfer(await freshPick());
    const transactionId = randomUUID();
    const notice = { transactionId, amount: order.totalAmount, description: noteOf(order) };
    expect((await notify(notice)).body.result).toBe('applied');
    const again = await notify(notice);
    expect(again.status).toBe(200);
    expect(again.body.result).toBe('already_applied');
    expect(await mailsOf(order, 'order-paid')).toHaveLength(1);
  });

  it('applies a notification sent five times at the same moment once', async () => {
    const order = await placeTransfer(await freshPick());
    const notice = {
      transactionId: randomUUID(),
      amount: order.totalAmount,
      description: noteOf(order),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(notice)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.result === 'applied')).toHaveLength(1);
    expect(await mailsOf(order, 'order-paid')).toHaveLength(1);
    const recorded = await db()
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.transactionId, notice.transactionId));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a missing or wrong signature, and one made with another secret', async () => {
    const order = await placeTransfer(await freshPick());
    const notice = { amount: order.totalAmount, description: noteOf(order) };
    for (const signature of [
      '',
      'abc',
      '0'.repeat(64),
      signBankNotification('another secret', '{}'),
    ]) {
      const res = await notify(notice, signature);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(EN.payments.badSignature);
    }
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
  });

  it('refuses a stale notification, and one dated ahead', async () => {
    const order = await placeTransfer(await freshPick());
    const old = new Date(Date.now() - NOTIFICATION_MAX_AGE_MS - 60_000).toISOString();
    const res = await notify({
      amount: order.totalAmount,
      description: noteOf(order),
      transactionDate: old,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EN.payments.stale);
    const ahead = new Date(Date.now() + 60 * 60_000).toISOString();
    const future = await notify({
      amount: order.totalAmount,
      description: noteOf(order),
      transactionDate: ahead,
    });
    expect(future.status).toBe(400);
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
  });

  it('refuses and records a transfer that names no order', async () => {
    const transactionId = randomUUID();
    const res = await notify({
      transactionId,
      amount: 100_000,
      description: 'chuyen tien an trua',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(EN.payments.unknownOrder);
    const [recorded] = await db()
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.transactionId, transactionId));
    expect(recorded?.outcome).toBe('unknown_order');
  });

  it('refuses and records an amount less or more than the total, leaving the order unpaid', async () => {
    const order = await placeTransfer(await freshPick());
    for (const amount of [order.totalAmount - 1000, order.totalAmount + 1000]) {
      const transactionId = randomUUID();
      const res = await notify({ transactionId, amount, description: noteOf(order) });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(EN.payments.wrongAmount);
      const [recorded] = await db()
        .select()
        .from(bankTransfers)
        .where(eq(bankTransfers.transactionId, transactionId));
      expect(recorded).toMatchObject({ outcome: 'wrong_amount', orderId: order._id, amount });
      // Sent again, it is refused the same way, not recorded twice.
      expect((await notify({ transactionId, amount, description: noteOf(order) })).status).toBe(
        422,
      );
    }
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
  });

  it('answers a Vietnamese caller in Vietnamese', async () => {
    const raw = JSON.stringify({
      transactionId: randomUUID(),
      amount: 1,
      description: 'x',
      transactionDate: new Date().toISOString(),
    });
    const res = await ctx.client().request('POST', '/api/payments/bank-transfer/webhook', {
      raw,
      csrf: false,
      headers: { 'Accept-Language': 'vi', [BANK_SIGNATURE_HEADER]: 'f'.repeat(64) },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(VI.payments.badSignature);
  });
});

describe('payment status in the back office and on cancel', () => {
  it('records a refund due when a paid transfer order is cancelled, then refunded by an operator (audited)', async () => {
    const pick = await freshPick(5);
    const order = await placeTransfer(pick, customer);
    await notify({ amount: order.totalAmount, description: noteOf(order) });
    const cancelled = await customer.put(`/api/order/${order._id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(orderResponseSchema.parse(cancelled.body).order.paymentStatus).toBe('refund_due');
    expect((await stockOf(db(), pick)).product).toBe(5);
    const [mail] = await mailsOf(order, 'order-cancelled');
    expect(mail?.text).toContain('We will transfer it back to you');

    const refunded = await operator.post(`/api/admin/orders/${order._id}/payment`, {
      to: 'refunded',
      note: 'Returned to the customer by transfer',
    });
    expect(refunded.status).toBe(200);
    expect(adminOrderDetailSchema.parse(refunded.body).order.paymentStatus).toBe('refunded');
    const again = await operator.post(`/api/admin/orders/${order._id}/payment`, { to: 'refunded' });
    expect(again.status).toBe(409);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order._id), eq(auditLog.action, 'order.payment')));
    expect(audits).toHaveLength(1);
  });

  it('lets an operator mark a transfer received once, with the paid e-mail', async () => {
    const order = await placeTransfer(await freshPick());
    const marked = await operator.post(`/api/admin/orders/${order._id}/payment`, { to: 'paid' });
    expect(marked.status).toBe(200);
    const detail = adminOrderDetailSchema.parse(marked.body);
    expect(detail.order.paymentStatus).toBe('paid');
    expect(detail.paidAt).not.toBeNull();
    const twice = await operator.post(`/api/admin/orders/${order._id}/payment`, { to: 'paid' });
    expect(twice.status).toBe(409);
    expect(await mailsOf(order, 'order-paid')).toHaveLength(1);
  });

  it('refuses marking a cash order paid by hand', async () => {
    const pick = await freshPick();
    const res = await guest.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }]),
    );
    const order = orderResponseSchema.parse(res.body).order;
    const marked = await operator.post(`/api/admin/orders/${order._id}/payment`, { to: 'paid' });
    expect(marked.status).toBe(409);
  });

  it('filters the order list by payment status and shows it on each row', async () => {
    const unpaid = await placeTransfer(await freshPick());
    const paid = await placeTransfer(await freshPick());
    await notify({ amount: paid.totalAmount, description: noteOf(paid) });
    const list = async (paymentStatus: string) => {
      const res = await operator.get(`/api/admin/orders?paymentStatus=${paymentStatus}&limit=100`);
      expect(res.status).toBe(200);
      return adminOrderListSchema.parse(res.body).orders;
    };
    const unpaidRows = await list('unpaid');
    expect(unpaidRows.every((row) => row.paymentStatus === 'unpaid')).toBe(true);
    expect(unpaidRows.map((row) => row._id)).toContain(unpaid._id);
    expect(unpaidRows.map((row) => row._id)).not.toContain(paid._id);
    expect((await list('paid')).map((row) => row._id)).toContain(paid._id);
    const bad = await operator.get('/api/admin/orders?paymentStatus=lost');
    expect(bad.status).toBe(400);
  });
});

describe('unpaid transfer orders expire', () => {
  const later = () => new Date(Date.now() + ctx.config.bankTransfer.unpaidMs + 60_000);
  const sweepDeps = () => ({ db: db(), payments, config: ctx.config, now: later });

  it('cancels an unpaid order after the wait and returns its stock once, however many sweeps run at once', async () => {
    const picks = await Promise.all([freshPick(4), freshPick(4), freshPick(4)]);
    const placed = await Promise.all(picks.map((pick) => placeTransfer(pick)));
    const paidOne = placed[2]!;
    await notify({ amount: paidOne.totalAmount, description: noteOf(paidOne) });
    // Sweeps race each other and a placement of another order of the same product.
    const [, , , another] = await Promise.all([
      expireUnpaidTransfers(sweepDeps()),
      expireUnpaidTransfers(sweepDeps()),
      expireUnpaidTransfers(sweepDeps()),
      placeTransfer(picks[0]!),
    ]);
    for (const order of placed.slice(0, 2)) {
      const row = await stored(order._id);
      expect(row.status).toBe('cancelled');
      expect(row.paymentStatus).toBe('unpaid');
      expect(await mailsOf(order, 'order-cancelled')).toHaveLength(1);
    }
    // Each unit given back once: 4 - 2 (expired, returned) - 2 (the order placed meanwhile).
    expect((await stockOf(db(), picks[0]!)).product).toBe(2);
    expect((await stockOf(db(), picks[1]!)).product).toBe(4);
    // The paid order is never cancelled.
    expect((await stored(paidOne._id)).status).toBe('pending');
    expect((await stockOf(db(), picks[2]!)).product).toBe(2);
    expect((await stored(another._id)).status).toBe('pending');
  });

  it('leaves an order whose payment and expiry arrive at the same moment paid or cancelled, never both', async () => {
    const pick = await freshPick(4);
    const order = await placeTransfer(pick);
    const [paid] = await Promise.all([
      notify({ amount: order.totalAmount, description: noteOf(order) }),
      expireUnpaidTransfers(sweepDeps()),
    ]);
    const row = await stored(order._id);
    if (paid.status === 200) {
      expect(row).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
      expect((await stockOf(db(), pick)).product).toBe(2);
    } else {
      expect(paid.status).toBe(409);
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
      expect((await stockOf(db(), pick)).product).toBe(4);
    }
  });

  it('leaves an order inside its wait alone', async () => {
    const order = await placeTransfer(await freshPick());
    await expireUnpaidTransfers({ ...sweepDeps(), now: () => new Date() });
    expect((await stored(order._id)).status).toBe('pending');
  });
});
