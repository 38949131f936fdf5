// Card payment of a reserved order: charged after the reservation commits; a decline or a
// gateway failure removes the order and gives its stock back. Cancelling a paid order refunds
// the charge in the cancelling transaction, so an order is never cancelled without its refund.
import { countPayment } from '../../metrics.ts';
import { eq } from 'drizzle-orm';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { fill } from '../../../lib/i18n/index.ts';
import type { OrderRequest } from '../../../api/schemas/order.ts';
import { stripSpaces } from '../../../lib/validation.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { describeError } from '../http/error-log.ts';
import { HttpError } from '../http/errors.ts';
import { orderStockGroups, returnStock } from './order-stock.ts';
import type { ChargeResult, RefundResult } from './payments.ts';
import { inTransaction } from '../db/transaction.ts';
import { logger } from '../../log.ts';

/** Removes an order whose payment failed; stock comes back unless a cancel already returned it. */
async function discardUnpaidOrder(db: Db, orderId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const groups = await orderStockGroups(tx, orderId);
    const [deleted] = await tx
      .delete(orders)
      .where(eq(orders.id, orderId))
      .returning({ status: orders.status });
    if (deleted && deleted.status !== 'cancelled') await returnStock(tx, groups);
  });
}

export async function chargeCard(
  deps: Deps,
  request: OrderRequest,
  orderId: string,
  amount: number,
) {
  const payment = request.paymentDetails;
  if (payment.method !== 'card') return;
  let result: ChargeResult;
  try {
    result = await deps.payments.chargeCard({
      amount,
      cardNumber: stripSpaces(payment.cardNumber),
      cardHolder: payment.cardHolder,
      expiryDate: payment.expiryDate,
      cvv: payment.cvv,
    });
  } catch (error) {
    await discardUnpaidOrder(deps.db, orderId);
    throw error;
  }
  if (!result.ok) {
    await discardUnpaidOrder(deps.db, orderId);
    throw new HttpError(402, fill(API_MESSAGES.orders.paymentDeclined, { reason: result.message }));
  }
  const [paid] = await deps.db
    .update(orders)
    .set({
      cardBrand: result.brand,
      cardLast4: result.last4,
      paymentReference: result.reference,
      paymentStatus: 'paid',
      paidAt: deps.now(),
    })
    .where(eq(orders.id, orderId))
    .returning();
  countPayment('card');
  // Cancelled while the charge was under way (the cancel found nothing to refund yet).
  if (paid?.status === 'cancelled') {
    try {
      await inTransaction(deps.db, (tx) => refundCharge(deps, tx, paid));
    } catch (error) {
      logger().error(
        `Order ${paid.orderNumber}: cancelled while paying, refund failed: ${describeError(error)}`,
      );
    }
  }
}

/** What a refund needs of an order row. */
interface Refundable {
  id: string;
  paymentReference: string | null;
  refundedAt: Date | null;
  totalAmount: number;
}

const refundFailed = (why: string) =>
  new HttpError(502, fill(API_MESSAGES.orders.refundFailed, { reason: why }));

/**
 * The provider's idempotency key of an order's refund: an order's charge is refunded whole and
 * once, so a cancelling transaction run again after a lost race (db/transaction.ts) gets the
 * first refund back instead of a second one.
 */
export const refundKeyOf = (orderId: string) => `refund-${orderId}`;

/**
 * Refunds the whole charge of an order being cancelled, inside the cancelling transaction (which
 * holds the order's row lock): a refund the provider refuses or never answers throws, and the
 * cancel rolls back with the stock still taken. Orders without a charge, or refunded, are left.
 * The call is keyed by the order (refundKeyOf), so running the transaction again refunds once.
 */
export async function refundCharge(
  deps: Pick<Deps, 'payments' | 'now'>,
  tx: Db,
  order: Refundable,
): Promise<void> {
  if (order.paymentReference === null || order.refundedAt !== null) return;
  let result: RefundResult;
  try {
    result = await deps.payments.refundCard({
      reference: order.paymentReference,
      amount: order.totalAmount,
      idempotencyKey: refundKeyOf(order.id),
    });
  } catch {
    throw refundFailed('the payment provider did not answer.');
  }
  if (!result.ok) throw refundFailed(result.message);
  await tx
    .update(orders)
    .set({ refundReference: result.reference, refundedAt: deps.now(), paymentStatus: 'refunded' })
    .where(eq(orders.id, order.id));
}
