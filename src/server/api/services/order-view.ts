// Reads orders with their lines and turns the rows into the contract's Order shape (orderSchema).
import { asc, inArray } from 'drizzle-orm';
import { orderSchema, type Order, type OrderItem } from '../../../api/schemas/order.ts';
import type { Db } from '../db/connect.ts';
import { orderItems } from '../db/schema.ts';
import type { orders } from '../db/schema.ts';
import type { BankTransferConfig } from '../../config.ts';
import { transferInstructions, type TransferInstructions } from './vietqr.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    product: { _id: row.productId, name: row.name, productImages: row.productImages },
    name: row.name,
    image: row.image,
    variationId: row.variationId,
    variationName: row.variationName,
    attributes: row.attributes,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    deliveryFee: row.deliveryFee,
    deliveryDate: row.deliveryDate.toISOString(),
  };
}

export function toOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  bankTransfer?: TransferInstructions,
): Order {
  return orderSchema.parse({
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    items: items.map(toOrderItem),
    shippingAddress: row.shippingAddress,
    paymentDetails: {
      method: row.paymentMethod,
      ...(row.cardLast4 !== null ? { cardLast4: row.cardLast4 } : {}),
      ...(row.cardBrand !== null ? { cardBrand: row.cardBrand } : {}),
    },
    paymentStatus: row.paymentStatus,
    ...(bankTransfer ? { bankTransfer } : {}),
    shipping: { method: row.shippingMethod, cost: row.shippingCost },
    subTotal: row.subTotal,
    shippingFee: row.shippingFee,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
    isReviewed: row.isReviewed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** An order still waiting for its money: unpaid and not cancelled. */
export const awaitingPayment = (row: Pick<OrderRow, 'status' | 'paymentStatus'>): boolean =>
  row.paymentStatus === 'unpaid' && row.status !== 'cancelled';

/** How to pay `row` by transfer, when it is a bank-transfer order still waiting for its money. */
export function transferOf(
  bank: BankTransferConfig,
  row: OrderRow,
): Promise<TransferInstructions> | undefined {
  if (row.paymentMethod !== 'bank_transfer' || !awaitingPayment(row)) return undefined;
  return transferInstructions(bank, {
    orderNumber: row.orderNumber,
    amount: row.totalAmount,
    placedAt: row.createdAt,
  });
}

/**
 * The given order rows as Orders, in the same sequence, with their lines in placing order; with
 * `bank` (the shopper's own screens), a transfer order waiting for its money says how to pay it.
 */
export async function withItems(
  db: Db,
  rows: readonly OrderRow[],
  bank?: BankTransferConfig,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of itemRows) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  const transfers = await Promise.all(
    rows.map((row) => (bank ? transferOf(bank, row) : undefined)),
  );
  return rows.map((row, i) => toOrder(row, byOrder.get(row.id) ?? [], transfers[i]));
}
