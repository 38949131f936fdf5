// Writing a new order and taking its stock in one transaction, with a fresh order number per
// attempt and an optional Idempotency-Key that makes a retried placement yield the first order.
import { createHash } from 'node:crypto';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import { and, eq } from 'drizzle-orm';
import type { OrderRequest } from '../../../api/schemas/order.ts';
import { deliveryDateFor, type OrderTotals } from '../../../lib/pricing.ts';
import { canonicalEmail, stripSpaces } from '../../../lib/validation.ts';
import { normalisePhone } from '../../../lib/phone.ts';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { orderItems, orders } from '../db/schema.ts';
import { HttpError, conflict } from '../http/errors.ts';
import { generateOrderNumber } from './order-number.ts';
import { paymentStatusWhenPlaced } from './payment-status.ts';
import { itemRows, type PlacedLine } from './order-lines.ts';
import { stockGroups, takeStock } from './order-stock.ts';
import type { OrderRow } from './order-view.ts';

/** Retries after an order-number collision, or after a same-key twin vanished (its card was declined). */
const RESERVE_ATTEMPTS = 5;
const UNIQUE_VIOLATION = '23505';
const IDEMPOTENCY_INDEX = 'orders_idempotency_idx';
const ORDER_NUMBER_INDEX = 'orders_order_number_unique';

export const IDEMPOTENCY_KEY_REUSED = API_MESSAGES.orders.idempotencyReused;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who an Idempotency-Key belongs to: the customer, or a guest by a hash of the shipping e-mail. */
export function idempotencyScope(userId: string | null, email: string): string {
  if (userId) return `user:${userId}`;
  return `guest:${sha256(canonicalEmail(email))}`;
}

/** JSON with object keys sorted, so equal requests give equal text whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * What an Idempotency-Key is bound to: a hash of the request as the server understands it (e-mail
 * and phone in their stored spelling; not the client's delivery-date estimate, which a retry
 * recomputes and the server ignores). The card number and CVV never enter it, only the last four.
 */
export function requestFingerprint(request: OrderRequest): string {
  const { paymentDetails: payment, shippingAddress: address } = request;
  const card =
    payment.method === 'card'
      ? {
          method: 'card',
          cardLast4: stripSpaces(payment.cardNumber).slice(-4),
          cardHolder: payment.cardHolder,
          expiryDate: payment.expiryDate,
        }
      : payment;
  return sha256(
    stableJson({
      ...request,
      items: request.items.map(({ deliveryDate: _estimate, ...item }) => item),
      shippingAddress: {
        ...address,
        email: canonicalEmail(address.email),
        phone: normalisePhone(address.phone),
      },
      paymentDetails: card,
    }),
  );
}

/** The order a replayed key yields; a key reused for another request reveals nothing of it. */
export function replayOf(first: OrderRow, fingerprint: string): string {
  if (first.idempotencyRequestHash !== fingerprint)
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return first.id;
}

function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, message, cause } = current as Record<string, unknown>;
    if (code === UNIQUE_VIOLATION) {
      if (typeof constraint === 'string') return constraint;
      return typeof message === 'string' ? message : '';
    }
    current = cause;
  }
  return null;
}

export async function findByIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export interface Reservation {
  request: OrderRequest;
  userId: string | null;
  lines: readonly PlacedLine[];
  totals: OrderTotals;
  idempotency: { scope: string; key: string; fingerprint: string } | null;
  now: Date;
  /** The language the order is placed in. */
  lang: Lang;
}

/** One transaction: the order row first (so a duplicate key stops before any stock is touched), then stock, then lines. */
async function reserve(db: Db, r: Reservation, orderNumber: string): Promise<string> {
  const { request, totals, now } = r;
  const orderId = newId();
  const address = request.shippingAddress;
  await inTransaction(db, async (tx) => {
    await tx.insert(orders).values({
      id: orderId,
      orderNumber,
      userId: r.userId,
      status: 'pending',
      shippingAddress: {
        ...address,
        email: canonicalEmail(address.email),
        home: address.home || address.street,
      },
      paymentMethod: request.paymentDetails.method,
      paymentStatus: paymentStatusWhenPlaced(request.paymentDetails.method),
      paidAt: paymentStatusWhenPlaced(request.paymentDetails.method) === 'paid' ? now : null,
      shippingMethod: request.shipping.method,
      shippingCost: totals.shippingFee,
      subTotal: totals.subTotal,
      shippingFee: totals.shippingFee,
      taxAmount: totals.taxAmount,
      totalAmount: totals.totalAmount,
      idempotencyScope: r.idempotency?.scope ?? null,
      idempotencyKey: r.idempotency?.key ?? null,
      idempotencyRequestHash: r.idempotency?.fingerprint ?? null,
      lang: r.lang,
      createdAt: now,
      updatedAt: now,
    });
    const groups = stockGroups(
      r.lines.map((line) => ({
        index: line.index,
        productId: line.product.id,
        variationId: line.variation?.id ?? null,
        quantity: line.quantity,
      })),
    );
    const shortages: Record<string, string> = {};
    for (const { group, left } of await takeStock(tx, groups))
      for (const index of group.indexes) shortages[`items.${index}`] = `Only ${left} left`;
    if (Object.keys(shortages).length) throw conflict(API_MESSAGES.orders.outOfStock, shortages);
    const deliveryDate = deliveryDateFor(request.shipping.method, now);
    await tx
      .insert(orderItems)
      .values(itemRows(orderId, r.lines, totals.deliveryFee, deliveryDate));
  });
  return orderId;
}

/** Reserves with a fresh order number per attempt; a concurrent twin with the same Idempotency-Key yields the first order. */
export async function reserveOnce(
  db: Db,
  r: Reservation,
): Promise<{ orderId: string; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { orderId: await reserve(db, r, generateOrderNumber(r.now)), replayed: false };
    } catch (error) {
      const violated = uniqueViolation(error);
      if (violated === null) throw error;
      const retryable =
        violated.includes(ORDER_NUMBER_INDEX) || violated.includes(IDEMPOTENCY_INDEX);
      if (r.idempotency && violated.includes(IDEMPOTENCY_INDEX)) {
        const first = await findByIdempotencyKey(db, r.idempotency.scope, r.idempotency.key);
        if (first) return { orderId: replayOf(first, r.idempotency.fingerprint), replayed: true };
      }
      if (!retryable || attempt >= RESERVE_ATTEMPTS) throw error;
    }
  }
}
