// Placing, reading and cancelling orders (API.md "Placing an order: what the server guarantees").
// Placement: check the fields, price every line from the catalogue, then in one short
// transaction write the order and take the stock with conditional updates. A card is charged
// after that transaction; a decline deletes the order and gives the stock back.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Pagination } from '../../api/schemas/common.ts';
import { idSchema } from '../../api/schemas/common.ts';
import type { Order, OrderRequest } from '../../api/schemas/order.ts';
import { CANCELLABLE_STATUSES } from '../../lib/constants.ts';
import {
  buildOrderTotals,
  deliveryDateFor,
  effectivePrice,
  type OrderTotals,
} from '../../lib/pricing.ts';
import { stripSpaces, validateCard, validateShipping } from '../../lib/validation.ts';
import { newId } from '../auth/tokens.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orderItems, orders, products, variations } from '../db/schema.ts';
import { conflict, HttpError, notFound, validationFailed } from '../http/errors.ts';
import { generateOrderNumber } from './order-number.ts';
import { orderStockGroups, returnStock, stockGroups, takeStock } from './order-stock.ts';
import type { ChargeResult } from './payments.ts';
import { withItems, type OrderRow } from './order-view.ts';

const PLACEHOLDER_IMAGE = '/images/placeholder.png';
/** Retries after an order-number collision, or after a same-key twin vanished (its card was declined). */
const RESERVE_ATTEMPTS = 5;
const UNIQUE_VIOLATION = '23505';
const IDEMPOTENCY_INDEX = 'orders_idempotency_idx';
const ORDER_NUMBER_INDEX = 'orders_order_number_unique';

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof variations.$inferSelect;
type NewOrderItem = typeof orderItems.$inferInsert;

export interface PlaceOrderInput {
  request: OrderRequest;
  /** The signed-in customer, or null for a guest checkout. */
  userId: string | null;
  idempotencyKey: string | null;
}

/** One requested line, resolved against the catalogue and priced by the server. */
interface PlacedLine {
  index: number;
  product: ProductRow;
  variation: VariationRow | null;
  quantity: number;
  unitPrice: number;
}

const orderNotFound = () => notFound('Order not found');

/** Who an Idempotency-Key belongs to: the customer, or a guest by a hash of the shipping e-mail. */
function idempotencyScope(userId: string | null, email: string): string {
  if (userId) return `user:${userId}`;
  return `guest:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

function fieldErrors(request: OrderRequest): Record<string, string> {
  const address = request.shippingAddress;
  const shipping = validateShipping({ ...address, address: address.street, zipCode: address.zip });
  const requestField: Record<string, string> = { address: 'street', zipCode: 'zip' };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(shipping)) {
    errors[`shippingAddress.${requestField[field] ?? field}`] = message;
  }
  const payment = request.paymentDetails;
  if (payment.method === 'card') {
    const card = validateCard({ ...payment, cvv: payment.cvv ?? '' });
    if (payment.cvv === undefined) delete card.cvv;
    for (const [field, message] of Object.entries(card))
      errors[`paymentDetails.${field}`] = message;
  }
  return errors;
}

async function resolveLines(db: Db, request: OrderRequest): Promise<PlacedLine[]> {
  const productIds = [...new Set(request.items.map((item) => item.product))];
  const variationIds = [
    ...new Set(request.items.flatMap((item) => (item.variationId ? [item.variationId] : []))),
  ];
  const productRows = await db.select().from(products).where(inArray(products.id, productIds));
  const variationRows = variationIds.length
    ? await db.select().from(variations).where(inArray(variations.id, variationIds))
    : [];
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const variationById = new Map(variationRows.map((row) => [row.id, row]));

  const errors: Record<string, string> = {};
  const lines: PlacedLine[] = [];
  request.items.forEach((item, index) => {
    const product = productById.get(item.product);
    if (!product) {
      errors[`items.${index}.product`] = 'Product not found';
      return;
    }
    let variation: VariationRow | null = null;
    if (product.hasVariations) {
      const found = item.variationId ? variationById.get(item.variationId) : undefined;
      if (!item.variationId) errors[`items.${index}.variationId`] = 'Please select a variation';
      else if (!found || found.productId !== product.id)
        errors[`items.${index}.variationId`] = 'Variation does not belong to this product';
      else variation = found;
    } else if (item.variationId) {
      errors[`items.${index}.variationId`] = 'This product has no variations';
    }
    const unitPrice = effectivePrice(variation ?? product);
    lines.push({ index, product, variation, quantity: item.quantity, unitPrice });
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return lines;
}

/** Every figure the client sent must equal the server's; a difference names the field. */
function priceChanges(request: OrderRequest, lines: readonly PlacedLine[], totals: OrderTotals) {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const item = request.items[line.index];
    if (item?.unitPrice !== line.unitPrice)
      errors[`items.${line.index}.unitPrice`] = `Price is now ${line.unitPrice}`;
    if (item?.deliveryFee !== totals.deliveryFee)
      errors[`items.${line.index}.deliveryFee`] = `Delivery fee is now ${totals.deliveryFee}`;
  }
  const expected: [string, number, number][] = [
    ['shipping.cost', request.shipping.cost, totals.shippingFee],
    ['shippingFee', request.shippingFee, totals.shippingFee],
    ['subTotal', request.subTotal, totals.subTotal],
    ['taxAmount', request.taxAmount, totals.taxAmount],
    ['totalAmount', request.totalAmount, totals.totalAmount],
  ];
  for (const [field, sent, actual] of expected) {
    if (sent !== actual) errors[field] = `Amount is now ${actual}`;
  }
  return errors;
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

async function findByIdempotencyKey(db: Db, scope: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

async function orderById(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw orderNotFound();
  const [order] = await withItems(db, [row]);
  if (!order) throw orderNotFound();
  return order;
}

function itemRows(
  orderId: string,
  lines: readonly PlacedLine[],
  deliveryFee: number,
  deliveryDate: Date,
): NewOrderItem[] {
  return lines.map((line) => ({
    id: newId(),
    orderId,
    position: line.index,
    productId: line.product.id,
    variationId: line.variation?.id ?? null,
    name: line.product.name,
    image: line.product.images[0] ?? PLACEHOLDER_IMAGE,
    productImages: line.product.images,
    variationName: line.variation?.name ?? null,
    attributes: line.variation?.attributes ?? [],
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    deliveryFee,
    deliveryDate,
  }));
}

interface Reservation {
  request: OrderRequest;
  userId: string | null;
  lines: readonly PlacedLine[];
  totals: OrderTotals;
  idempotency: { scope: string; key: string } | null;
  now: Date;
}

/** One transaction: the order row first (so a duplicate key stops before any stock is touched), then stock, then lines. */
async function reserve(db: Db, r: Reservation, orderNumber: string): Promise<string> {
  const { request, totals, now } = r;
  const orderId = newId();
  const address = request.shippingAddress;
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: orderId,
      orderNumber,
      userId: r.userId,
      status: 'pending',
      shippingAddress: { ...address, home: address.home || address.street },
      paymentMethod: request.paymentDetails.method,
      shippingMethod: request.shipping.method,
      shippingCost: totals.shippingFee,
      subTotal: totals.subTotal,
      shippingFee: totals.shippingFee,
      taxAmount: totals.taxAmount,
      totalAmount: totals.totalAmount,
      idempotencyScope: r.idempotency?.scope ?? null,
      idempotencyKey: r.idempotency?.key ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const shortages: Record<string, string> = {};
    const groups = stockGroups(
      r.lines.map((line) => ({
        index: line.index,
        productId: line.product.id,
        variationId: line.variation?.id ?? null,
        quantity: line.quantity,
      })),
    );
    for (const group of groups) {
      const left = await takeStock(tx, group);
      if (left === null) continue;
      for (const index of group.indexes) shortages[`items.${index}`] = `Only ${left} left`;
    }
    if (Object.keys(shortages).length) throw conflict('Out of stock', shortages);
    const deliveryDate = deliveryDateFor(request.shipping.method, now);
    await tx
      .insert(orderItems)
      .values(itemRows(orderId, r.lines, totals.deliveryFee, deliveryDate));
  });
  return orderId;
}

/** Reserves with a fresh order number per attempt; a concurrent twin with the same Idempotency-Key yields the first order. */
async function reserveOnce(
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
        if (first) return { orderId: first.id, replayed: true };
      }
      if (!retryable || attempt >= RESERVE_ATTEMPTS) throw error;
    }
  }
}

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

async function chargeCard(deps: Deps, request: OrderRequest, orderId: string, amount: number) {
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

export async function placeOrder(deps: Deps, input: PlaceOrderInput): Promise<Order> {
  const { request, userId, idempotencyKey } = input;
  const { db } = deps;
  const idempotency = idempotencyKey
    ? { scope: idempotencyScope(userId, request.shippingAddress.email), key: idempotencyKey }
    : null;
  if (idempotency) {
    const first = await findByIdempotencyKey(db, idempotency.scope, idempotency.key);
    if (first) return orderById(db, first.id);
  }

  const invalid = fieldErrors(request);
  if (Object.keys(invalid).length) throw validationFailed(invalid);
  const lines = await resolveLines(db, request);
  const totals = buildOrderTotals(lines, request.shipping.method);
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

/** Only the request whose conditional update wins returns the stock, so two cancels return it once. */
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
      .returning({ id: orders.id });
    if (row) await returnStock(tx, await orderStockGroups(tx, row.id));
    return row !== undefined;
  });
  if (!cancelled) throw conflict('Order cannot be cancelled');
  return getOrder(db, userId, id);
}
