// VNPay: the order placed unpaid with its stock held and a signed payment URL per attempt; VNPay's
// IPN applied once (sent again, or twice at once), refused by its own codes when forged (97), for
// no order (01), the wrong amount (04) or one already confirmed (02); a failed payment recorded
// with the order left unpaid and payable again; the browser's return that shows and never marks;
// the expiry of unpaid VNPay orders; and the shop's test gateway playing VNPay end to end.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema } from '../../src/api/schemas/admin-orders.ts';
import { orderResponseSchema, type Order } from '../../src/api/schemas/order.ts';
import {
  vnpayPayAnswerSchema,
  vnpayReturnAnswerSchema,
  type VnpayIpnAnswer,
} from '../../src/api/schemas/payments.ts';
import { api as EN } from '../../src/lib/i18n/en/api.ts';
import { mailQueue, orders, vnpayPayments } from '../../src/server/api/db/schema.ts';
import { expireUnpaidTransfers } from '../../src/server/api/services/bank-transfer.ts';
import { createTestPaymentGateway } from '../../src/server/api/services/payments.ts';
import {
  IPN_PATH,
  testGatewayDecide,
  type IpnSender,
} from '../../src/server/api/services/vnpay.ts';
import {
  signedVnpayQuery,
  vnpayDate,
  vnpaySignatureMatches,
} from '../../src/server/api/services/vnpay-protocol.ts';
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
let nth = 10;
const db = () => ctx.database.db;
const payments = createTestPaymentGateway();

beforeAll(async () => {
  // The test gateway's route sends its IPN over HTTP to API_URL: here to a port nothing serves.
  ctx = await createTestContext({ payments, config: { apiUrl: 'http://127.0.0.1:9/api' } });
  ({ guest, customer, operator } = await guestCustomerOperator(ctx));
});
afterAll(async () => {
  await ctx?.close();
});

const freshPick = (stock = 5): Promise<Pick> => stockedPick(db(), guest, nth++, stock);

/** Places an order of 2 units of `pick` paid by `method`, as a guest unless `by` says otherwise. */
async function place(
  pick: Pick,
  by: TestClient = guest,
  method: 'vnpay' | 'bank_transfer' | 'cod' = 'vnpay',
): Promise<Order> {
  const path = by === guest ? '/api/order/guest-checkout' : '/api/order';
  const res = await by.post(path, orderRequest([{ pick, quantity: 2 }], { payment: { method } }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return orderResponseSchema.parse(res.body).order;
}

/** A payment URL for `order` (a new attempt), its parameters read back. */
async function payUrl(order: Order, lang: 'en' | 'vi' = 'en') {
  const res = await guest.post(`/api/payments/vnpay/pay?lang=${lang}`, { orderId: order._id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = vnpayPayAnswerSchema.parse(res.body);
  const url = new URL(answer.paymentUrl);
  return { url, params: Object.fromEntries(url.searchParams) as Record<string, string> };
}

/** VNPay's result of an attempt, signed with the shop's secret (VNPay's IPN and return alike). */
function vnpayResult(
  attempt: Record<string, string>,
  options: { ok?: boolean; amount?: string; txnRef?: string; transactionNo?: string } = {},
): string {
  const ok = options.ok ?? true;
  return signedVnpayQuery(ctx.config.vnpay.hashSecret, {
    vnp_Amount: options.amount ?? attempt['vnp_Amount']!,
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14500001',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: attempt['vnp_OrderInfo']!,
    vnp_PayDate: '20261128103000',
    vnp_ResponseCode: ok ? '00' : '24',
    vnp_TmnCode: ctx.config.vnpay.tmnCode,
    vnp_TransactionNo: options.transactionNo ?? (ok ? '14500001' : '0'),
    vnp_TransactionStatus: ok ? '00' : '02',
    vnp_TxnRef: options.txnRef ?? attempt['vnp_TxnRef']!,
  });
}

const ipn = async (query: string): Promise<VnpayIpnAnswer> => {
  const res = await ctx.client().get(`/api${IPN_PATH}?${query}`);
  expect(res.status).toBe(200);
  return res.body as VnpayIpnAnswer;
};

async function stored(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

const recordsOf = (order: Order) =>
  db().select().from(vnpayPayments).where(eq(vnpayPayments.orderId, order._id));

const paidMails = (order: Order) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, order.shippingAddress.email), eq(mailQueue.kind, 'order-paid')))
    .then((rows) => rows.filter((row) => row.text.includes(order.orderNumber)));

describe('placing an order paid through VNPay', () => {
  it('places a guest order unpaid with its stock held, and signs a payment URL as VNPay asks', async () => {
    const pick = await freshPick(5);
    const order = await place(pick);
    expect(order.paymentDetails.method).toBe('vnpay');
    expect(order.paymentStatus).toBe('unpaid');
    expect((await stockOf(db(), pick)).product).toBe(3);

    const { url, params } = await payUrl(order);
    expect(`${url.origin}${url.pathname}`).toBe(ctx.config.vnpay.payUrl);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: ctx.config.vnpay.tmnCode,
      vnp_Amount: String(order.totalAmount * 100),
      vnp_CurrCode: 'VND',
      vnp_OrderInfo: `Thanh toan don hang ${order.orderNumber}`,
      vnp_OrderType: 'other',
      vnp_Locale: 'en',
      vnp_ReturnUrl: `${ctx.config.vnpay.siteUrl}/payment/vnpay-return`,
    });
    expect(params['vnp_TxnRef']!.startsWith(`${order.orderNumber}-`)).toBe(true);
    expect(params['vnp_CreateDate']).toMatch(/^\d{14}$/);
    expect(Number(params['vnp_ExpireDate'])).toBeGreaterThan(Number(params['vnp_CreateDate']));
    expect(vnpaySignatureMatches(ctx.config.vnpay.hashSecret, params)).toBe(true);
    // The names in sorted order, the signature last.
    const names = [...url.searchParams.keys()];
    expect(names.at(-1)).toBe('vnp_SecureHash');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort());

    const vi = await payUrl(order, 'vi');
    expect(vi.params['vnp_Locale']).toBe('vn');
    expect(vi.params['vnp_ReturnUrl']).toBe(`${ctx.config.vnpay.siteUrl}/vi/payment/vnpay-return`);
  });

  it('makes no payment URL for an order paid otherwise, nor for an unknown order', async () => {
    const cash = await place(await freshPick(), guest, 'cod');
    const refused = await guest.post('/api/payments/vnpay/pay', { orderId: cash._id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EN.vnpay.notAwaiting);
    const unknown = await guest.post('/api/payments/vnpay/pay', { orderId: 'a'.repeat(24) });
    expect(unknown.status).toBe(404);
    const bad = await guest.post('/api/payments/vnpay/pay', { orderId: '../x' });
    expect(bad.status).toBe(422);
  });
});

describe("VNPay's IPN", () => {
  it('marks the order paid once with its transaction recorded; sent again, 02', async () => {
    const order = await place(await freshPick(), customer);
    const { params } = await payUrl(order);
    const result = vnpayResult(params);
    expect(await ipn(result)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const row = await stored(order._id);
    expect(row.paymentStatus).toBe('paid');
    expect(row.paidAt).not.toBeNull();
    const [record] = await recordsOf(order);
    expect(record).toMatchObject({
      txnRef: params['vnp_TxnRef'],
      transactionNo: '14500001',
      bankCode: 'NCB',
      responseCode: '00',
      outcome: 'paid',
      amount: order.totalAmount,
    });
    expect(record!.paidAt?.toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(record!.raw['vnp_SecureHash']).toMatch(/^[0-9a-f]{128}$/);
    expect(await ipn(result)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await recordsOf(order)).toHaveLength(1);
    expect(await paidMails(order)).toHaveLength(1);
    // The customer's order and the back office say paid; the back office shows the record.
    const mine = await customer.get(`/api/order/${order._id}`);
    expect(mine.body.order?.paymentStatus ?? mine.body.paymentStatus).toBe('paid');
    const detail = await operator.get(`/api/admin/orders/${order._id}`);
    const parsed = adminOrderDetailSchema.parse(detail.body);
    expect(parsed.order.paymentStatus).toBe('paid');
    expect(parsed.vnpayPayments).toEqual([
      expect.objectContaining({ transactionNo: '14500001', bankCode: 'NCB', outcome: 'paid' }),
    ]);
    // An operator does not mark a VNPay order paid by hand: VNPay's notification does.
    const other = await place(await freshPick());
    const byHand = await operator.post(`/api/admin/orders/${other._id}/payment`, { to: 'paid' });
    expect(byHand.status).toBe(409);
    expect((await stored(other._id)).paymentStatus).toBe('unpaid');
  });

  it('applies one of two identical IPNs sent at the same moment', async () => {
    const order = await place(await freshPick());
    const { params } = await payUrl(order);
    const result = vnpayResult(params);
    const answers = await Promise.all([ipn(result), ipn(result), ipn(result)]);
    expect(answers.map((a) => a.RspCode).sort()).toEqual(['00', '02', '02']);
    expect((await stored(order._id)).paymentStatus).toBe('paid');
    expect(await recordsOf(order)).toHaveLength(1);
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('refuses a wrong amount (04), a bad signature (97) and an unknown order (01), changing nothing', async () => {
    const order = await place(await freshPick());
    const { params } = await payUrl(order);
    expect(
      await ipn(vnpayResult(params, { amount: String((order.totalAmount - 1000) * 100) })),
    ).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    const tampered = vnpayResult(params).replace(
      `vnp_Amount=${params['vnp_Amount']}`,
      `vnp_Amount=${Number(params['vnp_Amount']) + 100}`,
    );
    expect(await ipn(tampered)).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect(await ipn('vnp_TxnRef=x')).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect(await ipn(vnpayResult(params, { txnRef: 'ORD-20200101-ABCDEF-1' }))).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    expect(await ipn(vnpayResult(params, { txnRef: 'nonsense' }))).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
    expect(await recordsOf(order)).toHaveLength(0);
  });

  it('records a failed payment and leaves the order unpaid, to be paid again by a new attempt', async () => {
    const order = await place(await freshPick(), customer);
    const first = await payUrl(order);
    expect(await ipn(vnpayResult(first.params, { ok: false }))).toEqual({
      RspCode: '00',
      Message: 'Confirm Success',
    });
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
    expect(await recordsOf(order)).toEqual([
      expect.objectContaining({ outcome: 'failed', responseCode: '24', transactionNo: '0' }),
    ]);
    // The failure sent again: already confirmed.
    expect((await ipn(vnpayResult(first.params, { ok: false }))).RspCode).toBe('02');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await payUrl(order);
    expect(second.params['vnp_TxnRef']).not.toBe(first.params['vnp_TxnRef']);
    expect((await ipn(vnpayResult(second.params))).RspCode).toBe('00');
    expect((await stored(order._id)).paymentStatus).toBe('paid');

    // Paid, it takes no more attempts; a late success of another attempt is held (02).
    const again = await guest.post('/api/payments/vnpay/pay', { orderId: order._id });
    expect(again.status).toBe(409);
    const late = vnpayResult(first.params, { txnRef: `${order.orderNumber}-ZZZ` });
    expect(await ipn(late)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const outcomes = (await recordsOf(order)).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['failed', 'not_awaiting', 'paid']);
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('takes no IPN for an order paid otherwise', async () => {
    const transfer = await place(await freshPick(), guest, 'bank_transfer');
    const attempt = {
      vnp_Amount: String(transfer.totalAmount * 100),
      vnp_OrderInfo: 'x',
      vnp_TxnRef: `${transfer.orderNumber}-A1`,
    };
    expect((await ipn(vnpayResult(attempt))).RspCode).toBe('01');
    expect((await stored(transfer._id)).paymentStatus).toBe('unpaid');
  });
});

describe("the browser's return from VNPay", () => {
  it('shows where the order stands and never marks it paid; a tampered return is refused', async () => {
    const order = await place(await freshPick());
    const { params } = await payUrl(order);
    const result = vnpayResult(params);
    const before = await guest.get(`/api/payments/vnpay/return?${result}`);
    expect(before.status).toBe(200);
    expect(vnpayReturnAnswerSchema.parse(before.body)).toEqual({
      orderId: order._id,
      orderNumber: order.orderNumber,
      totalAmount: order.totalAmount,
      gatewayResult: 'success',
      paymentStatus: 'unpaid',
      status: 'pending',
      canPayAgain: false,
    });
    // Asked again and again: still unpaid, nothing recorded.
    await guest.get(`/api/payments/vnpay/return?${result}`);
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
    expect(await recordsOf(order)).toHaveLength(0);

    await ipn(result);
    const after = await guest.get(`/api/payments/vnpay/return?${result}`);
    expect(after.body.paymentStatus).toBe('paid');

    const tampered = result.replace('vnp_ResponseCode=00', 'vnp_ResponseCode=01');
    const refused = await guest.get(`/api/payments/vnpay/return?${tampered}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EN.vnpay.badReturn);
    const viRefused = await guest.get(`/api/payments/vnpay/return?lang=vi&${tampered}`);
    expect(viRefused.body.message).toBe(
      'Không thể xác minh kết quả thanh toán: chữ ký không khớp.',
    );
  });

  it('says a failed attempt may be paid again', async () => {
    const order = await place(await freshPick());
    const { params } = await payUrl(order);
    const failed = vnpayResult(params, { ok: false });
    await ipn(failed);
    const res = await guest.get(`/api/payments/vnpay/return?${failed}`);
    expect(res.body).toMatchObject({
      gatewayResult: 'failed',
      paymentStatus: 'unpaid',
      canPayAgain: true,
    });
  });
});

describe('unpaid VNPay orders expire', () => {
  const later = () => new Date(Date.now() + ctx.config.vnpay.unpaidMs + 60_000);
  const sweepDeps = () => ({ db: db(), payments, config: ctx.config, now: later });

  it('cancels an unpaid VNPay order after its wait, once, with its stock returned; a transfer of the same age waits on', async () => {
    const [pick, paidPick, transferPick] = await Promise.all([
      freshPick(4),
      freshPick(4),
      freshPick(4),
    ]);
    const order = await place(pick);
    const paid = await place(paidPick);
    await ipn(vnpayResult((await payUrl(paid)).params));
    const transfer = await place(transferPick, guest, 'bank_transfer');
    await Promise.all([
      expireUnpaidTransfers(sweepDeps()),
      expireUnpaidTransfers(sweepDeps()),
      expireUnpaidTransfers(sweepDeps()),
    ]);
    expect(await stored(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await stockOf(db(), pick)).product).toBe(4);
    expect(await stored(paid._id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect((await stockOf(db(), paidPick)).product).toBe(2);
    expect((await stored(transfer._id)).status).toBe('pending');
    // Expired, it takes no more attempts, and a late payment of it is held (02), not applied.
    expect((await guest.post('/api/payments/vnpay/pay', { orderId: order._id })).status).toBe(409);
    const late = {
      vnp_Amount: String(order.totalAmount * 100),
      vnp_OrderInfo: 'x',
      vnp_TxnRef: `${order.orderNumber}-LATE`,
    };
    expect((await ipn(vnpayResult(late))).RspCode).toBe('02');
    expect(await stored(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await recordsOf(order)).toEqual([expect.objectContaining({ outcome: 'not_awaiting' })]);
  });
});

describe('a VNPay payment racing the expiry', () => {
  it('ends paid or cancelled, never both, with the stock taken or returned once', async () => {
    const later = () => new Date(Date.now() + ctx.config.vnpay.unpaidMs + 60_000);
    const pick = await freshPick(4);
    const order = await place(pick);
    const { params } = await payUrl(order);
    const [answer] = await Promise.all([
      ipn(vnpayResult(params)),
      expireUnpaidTransfers({ db: db(), payments, config: ctx.config, now: later }),
    ]);
    const row = await stored(order._id);
    if (answer.RspCode === '00') {
      expect(row).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
      expect((await stockOf(db(), pick)).product).toBe(2);
    } else {
      expect(answer.RspCode).toBe('02');
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
      expect((await stockOf(db(), pick)).product).toBe(4);
      expect(await recordsOf(order)).toEqual([
        expect.objectContaining({ outcome: 'not_awaiting' }),
      ]);
    }
  });
});

describe("the shop's VNPay test gateway", () => {
  /** Delivers the gateway's IPN to the app, over its HTTP interface, as VNPay's server would. */
  const toApp: IpnSender = async (query) => {
    const res = await ctx.app.request(`/api${IPN_PATH}?${query}`);
    return (await res.json()) as VnpayIpnAnswer;
  };

  it('pays: the IPN marks the order paid, and the browser goes back with signed parameters', async () => {
    const order = await place(await freshPick());
    const { url } = await payUrl(order);
    const answer = await testGatewayDecide(
      { now: () => new Date(), config: ctx.config },
      { query: url.search.slice(1), action: 'pay' },
      toApp,
    );
    expect(answer.ipn).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const back = new URL(answer.returnUrl);
    expect(`${back.origin}${back.pathname}`).toBe(
      `${ctx.config.vnpay.siteUrl}/payment/vnpay-return`,
    );
    const returned = await guest.get(`/api/payments/vnpay/return${back.search}`);
    expect(returned.body).toMatchObject({ gatewayResult: 'success', paymentStatus: 'paid' });
  });

  it('cancels: the order stays unpaid, and may be paid again', async () => {
    const order = await place(await freshPick());
    const { url } = await payUrl(order);
    const res = await guest.post(
      '/api/payments/vnpay/test-gateway',
      { query: url.search.slice(1), action: 'cancel' },
      { csrf: false },
    );
    // Through the route the IPN goes over HTTP to API_URL, where no shop listens in this test:
    // the gateway still sends the browser back, and the order is left unpaid.
    expect(res.status).toBe(200);
    const back = new URL(res.body.returnUrl);
    const returned = await guest.get(`/api/payments/vnpay/return${back.search}`);
    expect(returned.body).toMatchObject({ gatewayResult: 'failed', paymentStatus: 'unpaid' });
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
  });

  it('refuses a request the shop did not sign, an expired one, and answers 404 with real credentials', async () => {
    const order = await place(await freshPick());
    const { url, params } = await payUrl(order);
    const forged = url.search.slice(1).replace(/vnp_Amount=\d+/, 'vnp_Amount=100');
    const refused = await guest.post(
      '/api/payments/vnpay/test-gateway',
      { query: forged, action: 'pay' },
      { csrf: false },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EN.vnpay.badRequest);
    const expired = signedVnpayQuery(ctx.config.vnpay.hashSecret, {
      ...params,
      vnp_ExpireDate: vnpayDate(new Date(Date.now() - 60_000)),
    });
    await expect(
      testGatewayDecide(
        { now: () => new Date(), config: ctx.config },
        { query: expired, action: 'pay' },
        toApp,
      ),
    ).rejects.toMatchObject({ status: 400, message: EN.vnpay.expired });
    const real = { ...ctx.config, vnpay: { ...ctx.config.vnpay, testGateway: false } };
    await expect(
      testGatewayDecide(
        { now: () => new Date(), config: real },
        { query: url.search.slice(1), action: 'pay' },
        toApp,
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect((await stored(order._id)).paymentStatus).toBe('unpaid');
  });
});
