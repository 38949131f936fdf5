// The one way an order changes status, for the customer's cancel and the operators' transitions
// alike: in one transaction, a conditional update from the status the caller read (so of two
// racing moves only one wins), the order's history row, and on a cancel the stock given back and
// a card charge refunded (once: only the winner of the update does it), the payment status that
// follows (payment-status.ts: a paid order cancelled is refund due, cash delivered is paid), and the customer's e-mail
// about it queued (shipped, delivered, cancelled with its refund: mail/queue.ts).
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../lib/constants.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orderEvents, orders } from '../db/schema.ts';
import { queueOrderStatusMail } from '../mail/queue.ts';
import { refundCharge } from './order-payment.ts';
import { settleOnMove } from './payment-status.ts';
import { orderStockGroups, returnStock } from './order-stock.ts';
import type { OrderRow } from './order-view.ts';
import { inTransaction } from '../db/transaction.ts';

/** Who moved the order: a staff member (id and e-mail), or a label ("customer", "cli"). */
export interface OrderMover {
  staffId: string | null;
  actor: string;
}

export interface OrderMove {
  /** The order as the caller read it: it moves only if its status is still `row.status`. */
  row: OrderRow;
  to: OrderStatus;
  by: OrderMover;
  note?: string | null | undefined;
  /** Move only an order still waiting for its money (the expiry of an unpaid transfer). */
  onlyUnpaid?: boolean;
  /** More writes of the same transaction (the audit record), after the move. */
  alsoInTransaction?: (tx: Db, moved: OrderRow) => Promise<void>;
}

/**
 * Moves the order, or returns null when its status is no longer the one read (someone else moved
 * it first) and writes nothing. A refund the provider refuses rolls the whole move back (502).
 */
export async function moveOrder(
  deps: Pick<Deps, 'db' | 'payments' | 'now'>,
  move: OrderMove,
): Promise<OrderRow | null> {
  const { row, to, by } = move;
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(
        and(
          eq(orders.id, row.id),
          eq(orders.status, row.status),
          move.onlyUnpaid ? eq(orders.paymentStatus, 'unpaid') : undefined,
        ),
      )
      .returning();
    if (!moved) return null;
    await tx.insert(orderEvents).values({
      orderId: row.id,
      at: now,
      fromStatus: row.status,
      toStatus: to,
      staffId: by.staffId,
      actor: by.actor,
      note: move.note || null,
    });
    if (to === 'cancelled') {
      await returnStock(tx, await orderStockGroups(tx, row.id));
      await refundCharge(deps, tx, moved);
    }
    const settled = await settleOnMove(tx, moved, to, now);
    await queueOrderStatusMail(tx, row.id, to);
    await move.alsoInTransaction?.(tx, settled);
    return settled;
  });
}
