// Placing, reading and cancelling orders (API.md "Placing an order: what the server guarantees").
// Placement: check the fields, price every line from the catalogue (order-lines.ts), then in one
// short transaction write the order and take the stock with conditional updates
// (order-reserve.ts). A card is charged after that transaction; a decline deletes the order and
// gives the stock back (order-payment.ts).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Pagination } from '../../api/schemas/common.ts';
import { idSchema } from '../../api/schemas/common.ts';
import type { Order, OrderRequest } from '../../api/schemas/order.ts';
import { CANCELLABLE_STATUSES } from '../../lib/constants.ts';
import { buildOrderTotals } from '../../lib/pricing.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { conflict, notFound, validationFailed } from '../http/errors.ts';
import {
  assertInStock,
  assertWithinLimits,
  fieldErrors,
  priceChanges,
  resolveLines,
} from './order-lines.ts';
import { chargeCard, refundCharge } from './order-payment.ts';
import {
  findByIdempotencyKey,
  idempotencyScope,
  replayOf,
  requestFingerprint,
  reserveOnce,
  type Reservation,
} from './order-reserve.ts';
import { orderStockGroups, returnStock } from './order-stock.ts';
import { withItems, type OrderRow } from './order-view.ts';

export interface PlaceOrderInput {
  request: OrderRequest;
  /** The signed-in customer, or null for a guest checkout. */
  userId: string | null;
  idempotencyKey: string | null;
}

const orderNotFound = () => notFound('Order not found');

async function orderById(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw orderNotFound();
  const [order] = await withItems(db, [row]);
  if (!order) throw orderNotFound();
  return order;
}

export async function placeOrder(deps: Deps, input: PlaceOrderInput): Promise<Order> {
  const { request, userId, idempotencyKey } = input;
  const { db } = deps;
  const idempotency = idempotencyKey
    ? {
        scope: idempotencyScope(userId, request.shippingAddress.email),
        key: idempotencyKey,
        fingerprint: requestFingerprint(request),
      }
    : null;
  if (idempotency) {
    const first = await findByIdempotencyKey(db, idempotency.scope, idempotency.key);
    if (first) return orderById(db, replayOf(first, idempotency.fingerprint));
  }

  const invalid = fieldErrors(request);
  if (Object.keys(invalid).length) throw validationFailed(invalid);
  const lines = await resolveLines(db, request);
  assertInStock(lines);
  const totals = buildOrderTotals(lines, request.shipping.method);
  assertWithinLimits(lines, totals);
  const changed = priceChanges(request, lines, totals);
  if (Object.keys(changed).length) throw conflict('Prices have changed', changed);

  const reservation: Reservation = { request, userId, lines, totals, idempotency, now: deps.now() };
  const { orderId, replayed } = await reserveOnce(db, reservation);
  if (!replayed) await chargeCard(deps, request, orderId, totals.totalAmount);
  return orderById(db, orderId);
}

export async function listOrders(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.userId, userId));
  const total = counted?.total ?? 0;
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    orders: await withItems(db, rows),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
}

async function ownOrderRow(db: Db, userId: string, id: string): Promise<OrderRow> {
  if (!idSchema.safeParse(id).success) throw orderNotFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw orderNotFound();
  return row;
}

export async function getOrder(db: Db, userId: string, id: string): Promise<Order> {
  const row = await ownOrderRow(db, userId, id);
  const [order] = await withItems(db, [row]);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Only the request whose conditional update wins returns the stock, so two cancels return it
 * once. A card charge is refunded in the same transaction; if the refund fails nothing changes.
 */
export async function cancelOrder(deps: Deps, userId: string, id: string): Promise<Order> {
  const { db } = deps;
  await ownOrderRow(db, userId, id);
  const now = deps.now();
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.userId, userId),
          inArray(orders.status, [...CANCELLABLE_STATUSES]),
        ),
      )
      .returning();
    if (!row) return false;
    await returnStock(tx, await orderStockGroups(tx, row.id));
    await refundCharge(deps, tx, row);
    return true;
  });
  if (!cancelled) throw conflict('Order cannot be cancelled');
  return getOrder(db, userId, id);
}
