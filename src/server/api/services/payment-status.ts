// Where an order's money stands (orders.payment_status: unpaid, paid, refund due, refunded), and
// the one way an order becomes paid: markOrderPaid, which every provider that confirms a payment
// after the order was placed calls (the bank's transfer notification, an operator who saw the
// transfer arrive; VNPay's server-to-server notification, services/vnpay.ts). It checks the order
// and the amount, moves unpaid → paid with a conditional update (so of two confirmations of the
// same order, or a confirmation racing the expiry's cancel, exactly one wins), and queues the
// customer's "paid" e-mail in the same transaction.
import { countPayment } from '../../metrics.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../lib/constants.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { queueOrderPaidMail } from '../mail/queue.ts';
import { awaitingPayment, type OrderRow } from './order-view.ts';

/** Methods whose money arrives after the order is placed, confirmed by markOrderPaid. */
export const PAID_LATER: readonly PaymentMethod[] = ['bank_transfer', 'vnpay'];

/** A confirmation that `amount` arrived for an order (the provider keeps its own record of it). */
export interface PaymentReceipt {
  orderId: string;
  amount: number;
  /** More writes of the same transaction (an audit record), once the order is paid. */
  alsoInTransaction?: (tx: Db, paid: OrderRow) => Promise<void>;
}

/**
 * What became of a confirmation: `applied` (the order is now paid), `already` (it was paid
 * before: nothing was written), or refused, nothing written: `unknown_order`, `wrong_amount`
 * (more or less than the order's total), `not_awaiting` (cancelled, refunded, or a method whose
 * money is not confirmed this way).
 */
export type PaymentOutcome =
  | { outcome: 'applied' | 'already'; order: OrderRow }
  | { outcome: 'wrong_amount' | 'not_awaiting'; order: OrderRow }
  | { outcome: 'unknown_order'; order: null };

/**
 * Marks an order paid, once. Runs in `db`'s transaction when it is one (the webhook records the
 * notification in the same one), else in its own. The order's row is locked first, so a cancel
 * (the expiry sweep, an operator) either finished before, and the order is `not_awaiting`, or
 * waits and finds it paid: a paid order is never cancelled as unpaid.
 */
export async function markOrderPaid(
  deps: Pick<Deps, 'db' | 'now'>,
  receipt: PaymentReceipt,
  db: Db = deps.db,
): Promise<PaymentOutcome> {
  const result = await markOnce(deps, receipt, db);
  if (result.outcome === 'applied' && result.order) countPayment(result.order.paymentMethod);
  return result;
}

function markOnce(
  deps: Pick<Deps, 'db' | 'now'>,
  receipt: PaymentReceipt,
  db: Db,
): Promise<PaymentOutcome> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, receipt.orderId))
      .for('update');
    if (!row) return { outcome: 'unknown_order', order: null };
    if (row.paymentStatus === 'paid') return { outcome: 'already', order: row };
    if (!PAID_LATER.includes(row.paymentMethod) || !awaitingPayment(row))
      return { outcome: 'not_awaiting', order: row };
    if (receipt.amount !== row.totalAmount) return { outcome: 'wrong_amount', order: row };
    const now = deps.now();
    const [paid] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: now })
      .where(
        and(
          eq(orders.id, row.id),
          eq(orders.paymentStatus, 'unpaid'),
          ne(orders.status, 'cancelled'),
        ),
      )
      .returning();
    if (!paid) return { outcome: 'not_awaiting', order: row };
    await queueOrderPaidMail(tx, paid.id);
    await receipt.alsoInTransaction?.(tx, paid);
    return { outcome: 'applied', order: paid };
  });
}

/**
 * The payment side of an order move, in its transaction: a cancelled order that was paid and not
 * refunded by a provider (a card's refund: order-payment.ts) is owed back by hand, refund due;
 * a cash order delivered is paid.
 */
export async function settleOnMove(
  tx: Db,
  moved: OrderRow,
  to: OrderStatus,
  now: Date,
): Promise<OrderRow> {
  const [settled] =
    to === 'cancelled'
      ? await tx
          .update(orders)
          .set({ paymentStatus: 'refund_due' })
          .where(and(eq(orders.id, moved.id), eq(orders.paymentStatus, 'paid')))
          .returning()
      : to === 'delivered' && moved.paymentMethod === 'cod'
        ? await tx
            .update(orders)
            .set({ paymentStatus: 'paid', paidAt: now })
            .where(and(eq(orders.id, moved.id), eq(orders.paymentStatus, 'unpaid')))
            .returning()
        : [];
  if (settled) return settled;
  // A card refunded in the move changed the row after `moved` was read.
  const [row] = await tx.select().from(orders).where(eq(orders.id, moved.id));
  return row ?? moved;
}

/** The payment status of an order as it is placed: PayPal is paid then, the others later. */
export const paymentStatusWhenPlaced = (method: PaymentMethod): PaymentStatus =>
  method === 'paypal' ? 'paid' : 'unpaid';

/**
 * Records that an operator gave a refund due back by hand: refund due → refunded, once (a
 * conditional update: of two operators, one records it). Returns the order, or null when it was
 * not (or no longer) owed anything.
 */
export function markRefunded(
  deps: Pick<Deps, 'db' | 'now'>,
  orderId: string,
  alsoInTransaction: (tx: Db, refunded: OrderRow) => Promise<void>,
): Promise<OrderRow | null> {
  return inTransaction(deps.db, async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundedAt: deps.now() })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_due')))
      .returning();
    if (!refunded) return null;
    await alsoInTransaction(tx, refunded);
    return refunded;
  });
}
