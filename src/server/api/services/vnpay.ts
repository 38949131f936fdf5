// VNPay (ATM card, Visa/Master, QR): the payment URL of an order waiting for its money, VNPay's
// payment notification (the IPN, server to server) that marks it paid, the browser's return, and
// the shop's own test gateway that plays VNPay when the shop has no VNPay credentials.
//
// An order paid through VNPay is placed unpaid with its stock held (like a bank transfer) and
// the shopper's browser is sent to a signed payment URL (vnpay-protocol.ts). Each URL is one
// payment attempt with its own reference (vnp_TxnRef: the order number and a suffix), so a
// shopper whose payment failed may pay again. The IPN is the one that counts: checked (signature
// 97, order 01, amount 04, already applied 02) and applied once per attempt, its vnpay_payments
// row written in the transaction that marks the order paid through markOrderPaid
// (payment-status.ts). The browser's return only shows where the order stands; it never marks
// anything. Unpaid VNPay orders expire like unpaid transfers (bank-transfer.ts's sweep).
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  VnpayIpnAnswer,
  VnpayPayAnswer,
  VnpayReturnAnswer,
  VnpayTestGatewayAnswer,
} from '../../../api/schemas/payments.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import type { Deps } from '../context.ts';
import { orders, vnpayPayments } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { describeError } from '../http/error-log.ts';
import { HttpError, conflict, notFound } from '../http/errors.ts';
import { awaitingPayment } from './order-view.ts';
import { markOrderPaid } from './payment-status.ts';
import {
  amountOfVnpay,
  parseVnpayDate,
  signedVnpayQuery,
  vnpayDate,
  vnpayParamsOf,
  vnpayPaymentUrl,
  vnpaySignatureMatches,
} from './vnpay-protocol.ts';

const MESSAGES = API_MESSAGES.vnpay;

/** How long one payment URL may be used (VNPay's page expires then); never past the order's wait. */
export const PAYMENT_URL_MS = 15 * 60 * 1000;
/** vnp_OrderType: VNPay's catchall category (electronics are sold under it by most shops). */
const ORDER_TYPE = 'other';
/** The return page, under the storefront (and /vi/ in Vietnamese). */
export const RETURN_PATH = '/payment/vnpay-return';
/** The test gateway's page, under the storefront. */
export const TEST_GATEWAY_PATH = '/payment/vnpay-test-gateway';
/** Where VNPay sends its IPN, under /api (the merchant registers it with VNPay). */
export const IPN_PATH = '/payments/vnpay/ipn';

/** The reference of one payment attempt: the order number and a suffix of the moment. */
export const txnRefOf = (orderNumber: string, at: Date): string =>
  `${orderNumber}-${at.getTime().toString(36).toUpperCase()}`;

/** The order number a reference names (ORD-20261127-7K3QX2-…), else null. */
export function orderNumberOfTxnRef(ref: string | undefined): string | null {
  const found = /^(ORD-\d{8}-[0-9A-Z]{6})-[0-9A-Z]{1,12}$/.exec(ref ?? '');
  return found ? found[1]! : null;
}

/** VNPay's words for its order info: Vietnamese without tone marks, as VNPay asks. */
export const orderInfoOf = (orderNumber: string): string => `Thanh toan don hang ${orderNumber}`;

/** The return page's address in the shopper's language. */
export const returnUrlOf = (siteUrl: string, lang: Lang): string =>
  `${siteUrl}${lang === 'vi' ? '/vi' : ''}${RETURN_PATH}`;

/**
 * A signed payment URL for an order waiting for its VNPay payment: a new attempt each time
 * (another vnp_TxnRef), valid PAYMENT_URL_MS and never past the moment the order expires.
 * Refused: an unknown order (404), one not paid by VNPay or no longer waiting (409).
 */
export async function vnpayPaymentFor(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  request: { orderId: string; lang: Lang; ipAddr: string },
): Promise<VnpayPayAnswer> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) throw notFound(API_MESSAGES.orders.notFound);
  const vnpay = deps.config.vnpay;
  const now = deps.now();
  const orderExpires = order.createdAt.getTime() + vnpay.unpaidMs;
  if (order.paymentMethod !== 'vnpay' || !awaitingPayment(order) || orderExpires <= now.getTime())
    throw conflict(MESSAGES.notAwaiting);
  const expiresAt = new Date(Math.min(now.getTime() + PAYMENT_URL_MS, orderExpires));
  return {
    paymentUrl: vnpayPaymentUrl(vnpay.hashSecret, {
      tmnCode: vnpay.tmnCode,
      // The shop's own test gateway has a page in each language, as the shop's pages do.
      payUrl:
        request.lang === 'vi' && vnpay.payUrl === `${vnpay.siteUrl}${TEST_GATEWAY_PATH}`
          ? `${vnpay.siteUrl}/vi${TEST_GATEWAY_PATH}`
          : vnpay.payUrl,
      txnRef: txnRefOf(order.orderNumber, now),
      amount: order.totalAmount,
      orderInfo: orderInfoOf(order.orderNumber),
      orderType: ORDER_TYPE,
      locale: request.lang === 'vi' ? 'vn' : 'en',
      returnUrl: returnUrlOf(vnpay.siteUrl, request.lang),
      ipAddr: request.ipAddr,
      createdAt: now,
      expiresAt,
    }),
    expiresAt: expiresAt.toISOString(),
  };
}

/** VNPay's answers to its IPN, in its own words. */
export const IPN_ANSWERS = {
  success: { RspCode: '00', Message: 'Confirm Success' },
  unknownOrder: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, VnpayIpnAnswer>;

/** Whether VNPay says the money moved: response code and transaction status both 00. */
const succeeded = (params: Readonly<Record<string, string>>): boolean =>
  params['vnp_ResponseCode'] === '00' && params['vnp_TransactionStatus'] === '00';

/**
 * Applies VNPay's IPN once per payment attempt, and answers it as VNPay expects. The order's row
 * is locked first, so of two notifications of one attempt (sent again, or twice at once) the
 * second waits, finds the first's record and answers 02. A successful payment marks the order
 * paid through markOrderPaid with its record in the same transaction; a failed one is recorded
 * and leaves the order unpaid (the shopper may pay again); a successful payment of an order no
 * longer waiting (cancelled meanwhile, or paid by another attempt) is recorded for the operator
 * (money to return) and answered 02.
 */
export async function receiveVnpayIpn(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  params: Readonly<Record<string, string>>,
): Promise<VnpayIpnAnswer> {
  try {
    if (!vnpaySignatureMatches(deps.config.vnpay.hashSecret, params))
      return IPN_ANSWERS.invalidSignature;
    const txnRef = params['vnp_TxnRef']!;
    const orderNumber = orderNumberOfTxnRef(txnRef);
    if (!orderNumber || params['vnp_TmnCode'] !== deps.config.vnpay.tmnCode)
      return IPN_ANSWERS.unknownOrder;
    const amount = amountOfVnpay(params['vnp_Amount']);
    return await inTransaction(deps.db, async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
        .for('update');
      if (!order || order.paymentMethod !== 'vnpay') return IPN_ANSWERS.unknownOrder;
      if (amount !== order.totalAmount) return IPN_ANSWERS.invalidAmount;
      const [earlier] = await tx
        .select({ txnRef: vnpayPayments.txnRef })
        .from(vnpayPayments)
        .where(eq(vnpayPayments.txnRef, txnRef));
      if (earlier) return IPN_ANSWERS.alreadyConfirmed;
      const waiting = awaitingPayment(order);
      let outcome: (typeof vnpayPayments.$inferInsert)['outcome'] = 'failed';
      if (succeeded(params)) {
        const paid = waiting
          ? await markOrderPaid(deps, { orderId: order.id, amount: order.totalAmount }, tx)
          : null;
        outcome = paid?.outcome === 'applied' ? 'paid' : 'not_awaiting';
      }
      const [recorded] = await tx
        .insert(vnpayPayments)
        .values({
          txnRef,
          orderId: order.id,
          orderNumber,
          amount: order.totalAmount,
          transactionNo: params['vnp_TransactionNo'] ?? '',
          responseCode: params['vnp_ResponseCode'] ?? '',
          transactionStatus: params['vnp_TransactionStatus'] ?? '',
          bankCode: params['vnp_BankCode'] ?? '',
          cardType: params['vnp_CardType'] ?? null,
          paidAt: parseVnpayDate(params['vnp_PayDate']),
          outcome,
          raw: { ...params },
          receivedAt: deps.now(),
        })
        .onConflictDoNothing()
        .returning({ txnRef: vnpayPayments.txnRef });
      if (!recorded) return IPN_ANSWERS.alreadyConfirmed;
      return waiting ? IPN_ANSWERS.success : IPN_ANSWERS.alreadyConfirmed;
    });
  } catch (error) {
    console.error(`VNPay IPN ${params['vnp_TxnRef'] ?? '?'}: ${describeError(error)}`);
    return IPN_ANSWERS.unknownError;
  }
}

/**
 * What the browser's return from VNPay says, checked: the order it was for and where its money
 * stands now (paid only once the IPN marked it). It reads, never writes. A return whose signature
 * does not match is refused 400; one for no order of the shop, 404.
 */
export async function vnpayReturnOf(
  deps: Pick<Deps, 'db' | 'config'>,
  params: Readonly<Record<string, string>>,
): Promise<VnpayReturnAnswer> {
  if (!vnpaySignatureMatches(deps.config.vnpay.hashSecret, params))
    throw new HttpError(400, MESSAGES.badReturn);
  const orderNumber = orderNumberOfTxnRef(params['vnp_TxnRef']);
  const [order] = orderNumber
    ? await deps.db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
    : [];
  if (!order || order.paymentMethod !== 'vnpay') throw notFound(API_MESSAGES.orders.notFound);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalAmount: order.totalAmount,
    gatewayResult: succeeded(params) ? 'success' : 'failed',
    paymentStatus: order.paymentStatus,
    status: order.status,
    canPayAgain: awaitingPayment(order) && !succeeded(params),
  };
}

/** Sends the IPN the test gateway made (a GET of the shop's IPN URL), its answer back. */
export type IpnSender = (query: string) => Promise<VnpayIpnAnswer | null>;

/** Sends an IPN to the shop's own API over HTTP, as VNPay's server would. */
export const ipnOverHttp =
  (apiUrl: string): IpnSender =>
  async (query) => {
    try {
      const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}${IPN_PATH}?${query}`, {
        signal: AbortSignal.timeout(10_000),
      });
      return (await answer.json()) as VnpayIpnAnswer;
    } catch (error) {
      console.error(`Test gateway: the IPN was not delivered: ${describeError(error)}`);
      return null;
    }
  };

/**
 * The test gateway's side of a payment: checks the shop's signed payment request as VNPay would
 * (signature, terminal code, not expired), then, for "pay" or "cancel", signs the result as
 * VNPay does, sends it to the shop as the IPN (server to server) and answers where to send the
 * browser back (the return URL with the same signed parameters). Only without VNPay credentials:
 * otherwise 404.
 */
export async function testGatewayDecide(
  deps: Pick<Deps, 'now' | 'config'>,
  request: { query: string; action: 'pay' | 'cancel' },
  sendIpn: IpnSender,
): Promise<VnpayTestGatewayAnswer> {
  const vnpay = deps.config.vnpay;
  if (!vnpay.testGateway) throw notFound();
  const asked = vnpayParamsOf(new URLSearchParams(request.query));
  if (!vnpaySignatureMatches(vnpay.hashSecret, asked) || asked['vnp_TmnCode'] !== vnpay.tmnCode)
    throw new HttpError(400, MESSAGES.badRequest);
  const expires = parseVnpayDate(asked['vnp_ExpireDate']);
  const now = deps.now();
  if (!expires || expires.getTime() < now.getTime()) throw new HttpError(400, MESSAGES.expired);
  const pay = request.action === 'pay';
  const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
  const result: Record<string, string> = {
    vnp_Amount: asked['vnp_Amount'] ?? '',
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: asked['vnp_OrderInfo'] ?? '',
    vnp_PayDate: vnpayDate(now),
    // 24: the shopper cancelled (VNPay's code), transaction status 02: not completed.
    vnp_ResponseCode: pay ? '00' : '24',
    vnp_TmnCode: vnpay.tmnCode,
    vnp_TransactionNo: pay ? digits(8) : '0',
    vnp_TransactionStatus: pay ? '00' : '02',
    vnp_TxnRef: asked['vnp_TxnRef'] ?? '',
    ...(pay ? { vnp_BankTranNo: `VNP${digits(8)}` } : {}),
  };
  const signed = signedVnpayQuery(vnpay.hashSecret, result);
  const ipn = await sendIpn(signed);
  return { returnUrl: `${asked['vnp_ReturnUrl']}?${signed}`, ipn };
}
