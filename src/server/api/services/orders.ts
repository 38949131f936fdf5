// Placing, reading and cancelling orders, and what a placement guarantees.
// Placement: check the fields, price every line from the catalogue (order-lines.ts), then in one
// short transaction write the order and take the stock with conditional updates
// (order-reserve.ts). A card is charged after that transaction; a decline deletes the order and
// gives the stock back (order-payment.ts).
import { and, count, desc, eq } from 'drizzle-orm';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import type { Pagination } from '../../../api/schemas/common.ts';
import type { Order, OrderRequest } from '../../../api/schemas/order.ts';
import { canCancel } from '../../../lib/order-display.ts';
import { buildOrderTotals } from '../../../lib/pricing.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { describeError } from '../http/error-log.ts';
import { conflict, HttpError, notFound, validationFailed } from '../http/errors.ts';
import { countOrder } from '../../metrics.ts';
import { queueOrderConfirmation } from '../mail/queue.ts';
import {
  assertInStock,
  assertWithinLimits,
  fieldErrors,
  priceChanges,
  resolveLines,
} from './order-lines.ts';
import { chargeCard } from './order-payment.ts';
import {
  findByIdempotencyKey,
  idempotencyScope,
  replayOf,
  requestFingerprint,
  reserveOnce,
  type Reservation,
} from './order-reserve.ts';
import { moveOrder } from './order-transition.ts';
import { withItems, type OrderRow } from './order-view.ts';
import { logger } from '../../log.ts';

export interface PlaceOrderInput {
  request: OrderRequest;
  /** The signed-in customer, or null for a guest checkout. */
  userId: string | null;
  idempotencyKey: string | null;
  /** The language the order is placed in: its e-mails are written in it (English if none). */
  lang?: Lang;
}

const orderNotFound = () => notFound(API_MESSAGES.orders.notFound);

async function orderById(deps: Pick<Deps, 'db' | 'config'>, id: string): Promise<Order> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw orderNotFound();
  const [order] = await withItems(deps.db, [row], deps.config.bankTransfer);
  if (!order) throw orderNotFound();
  return order;
}

/** Places an order (placeOnce), counting it placed or refused for /metrics. */
export async function placeOrder(deps: Deps, input: PlaceOrderInput): Promise<Order> {
  try {
    const { order, placed } = await placeOnce(deps, input);
    if (placed) countOrder('placed');
    return order;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) countOrder('refused');
    throw error;
  }
}

/** The order, and whether this call placed it (not a replay of an Idempotency-Key's first). */
async function placeOnce(
  deps: Deps,
  input: PlaceOrderInput,
): Promise<{ order: Order; placed: boolean }> {
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
    if (first)
      return {
        order: await orderById(deps, replayOf(first, idempotency.fingerprint)),
        placed: false,
      };
  }

  const invalid = fieldErrors(request);
  if (Object.keys(invalid).length) throw validationFailed(invalid);
  const lines = await resolveLines(db, request);
  assertInStock(lines);
  const totals = buildOrderTotals(lines, request.shipping.method);
  assertWithinLimits(lines, totals);
  const changed = priceChanges(request, lines, totals);
  if (Object.keys(changed).length) throw conflict(API_MESSAGES.orders.pricesChanged, changed);

  const reservation: Reservation = {
    request,
    userId,
    lines,
    totals,
    idempotency,
    now: deps.now(),
    lang: input.lang ?? 'en',
  };
  const { orderId, replayed } = await reserveOnce(db, reservation);
  if (!replayed) {
    await chargeCard(deps, request, orderId, totals.totalAmount);
    await queueConfirmation(deps, orderId);
  }
  return { order: await orderById(deps, orderId), placed: !replayed };
}

/**
 * Queues the confirmation e-mail once the order is placed (and paid, for a card). A failure is
 * logged, never answered: the order stands, and a retried placement would find it placed.
 */
async function queueConfirmation(deps: Deps, orderId: string): Promise<void> {
  try {
    await queueOrderConfirmation(deps.db, orderId, deps.config.bankTransfer);
  } catch (error) {
    logger().error(
      `Order ${orderId}: the confirmation e-mail was not queued: ${describeError(error)}`,
    );
  }
}

export async function listOrders(
  { db, config }: Pick<Deps, 'db' | 'config'>,
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
    orders: await withItems(db, rows, config.bankTransfer),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
}

/** The customer's own order; anyone else's (or none) is 404, so no order is ever revealed. */
export async function ownOrderRow(db: Db, userId: string, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw orderNotFound();
  return row;
}

export async function getOrder(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  userId: string,
  id: string,
): Promise<Order> {
  const row = await ownOrderRow(db, userId, id);
  const [order] = await withItems(db, [row], config.bankTransfer);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * The customer's cancel, through the one order move (order-transition.ts): only the request whose
 * conditional update wins returns the stock and refunds a card charge, so two cancels do it once.
 * If the refund fails nothing changes. Recorded in the order's history as "customer".
 */
export async function cancelOrder(deps: Deps, userId: string, id: string): Promise<Order> {
  const { db } = deps;
  // A move that lost a race to a status that still allows cancelling (pending → processing) is
  // tried again from the new status; a cancel race leaves the loser a cancelled order: 409.
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await ownOrderRow(db, userId, id);
    if (!canCancel(row.status)) break;
    const moved = await moveOrder(deps, {
      row,
      to: 'cancelled',
      by: { staffId: null, actor: 'customer' },
    });
    if (moved) return getOrder(deps, userId, id);
  }
  throw conflict(API_MESSAGES.orders.cannotCancel);
}
