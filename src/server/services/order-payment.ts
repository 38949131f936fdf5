// Card payment of a reserved order: charged after the reservation commits; a decline or a
// gateway failure removes the order and gives its stock back.
import { eq } from 'drizzle-orm';
import type { OrderRequest } from '../../api/schemas/order.ts';
import { stripSpaces } from '../../lib/validation.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { orderStockGroups, returnStock } from './order-stock.ts';
import type { ChargeResult } from './payments.ts';

/** Removes an order whose payment failed; stock comes back unless a cancel already returned it. */
async function discardUnpaidOrder(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
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
    throw new HttpError(402, `Payment declined: ${result.message}`);
  }
  await deps.db
    .update(orders)
    .set({ cardBrand: result.brand, cardLast4: result.last4 })
    .where(eq(orders.id, orderId));
}
