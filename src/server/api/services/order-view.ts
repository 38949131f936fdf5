// Reads orders with their lines and turns the rows into the contract's Order shape (orderSchema).
import { asc, inArray } from 'drizzle-orm';
import { orderSchema, type Order, type OrderItem } from '../../../api/schemas/order.ts';
import type { Db } from '../db/connect.ts';
import { orderItems } from '../db/schema.ts';
import type { orders } from '../db/schema.ts';

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

export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
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

/** The given order rows as Orders, in the same sequence, with their lines in placing order. */
export async function withItems(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
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
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}
