// Stock moves of orders: lines grouped per product and variation (so a variation split over two
// lines is checked as one), taken with conditional updates and given back on cancel or decline.
// A variation's stock and its product's total always move together.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { orderItems, products, variations } from '../db/schema.ts';

/** Lines of the same product and variation, taken from stock together. */
export interface StockGroup {
  productId: string;
  variationId: string | null;
  quantity: number;
  indexes: number[];
}

/** Groups in a fixed order, so concurrent transactions lock rows in the same sequence. */
export function stockGroups(
  lines: readonly {
    index: number;
    productId: string;
    variationId: string | null;
    quantity: number;
  }[],
): StockGroup[] {
  const groups = new Map<string, StockGroup>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.variationId ?? ''}`;
    const group = groups.get(key) ?? {
      productId: line.productId,
      variationId: line.variationId,
      quantity: 0,
      indexes: [],
    };
    group.quantity += line.quantity;
    group.indexes.push(line.index);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
}

/** Takes the group's quantity if there is enough; otherwise returns how many are left. */
export async function takeStock(tx: Db, group: StockGroup): Promise<number | null> {
  const { productId, variationId, quantity } = group;
  if (variationId) {
    const taken = await tx
      .update(variations)
      .set({ stock: sql`${variations.stock} - ${quantity}` })
      .where(
        and(
          eq(variations.id, variationId),
          eq(variations.productId, productId),
          gte(variations.stock, quantity),
        ),
      )
      .returning({ id: variations.id });
    if (taken.length === 0) {
      const [left] = await tx
        .select({ stock: variations.stock })
        .from(variations)
        .where(eq(variations.id, variationId));
      return left?.stock ?? 0;
    }
    await tx
      .update(products)
      .set({ stock: sql`greatest(${products.stock} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
    return null;
  }
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  if (taken.length > 0) return null;
  const [left] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return left?.stock ?? 0;
}

/** Puts a group back: the variation and its product's total move together. */
export async function returnStock(tx: Db, groups: readonly StockGroup[]): Promise<void> {
  for (const { productId, variationId, quantity } of groups) {
    if (variationId) {
      const returned = await tx
        .update(variations)
        .set({ stock: sql`${variations.stock} + ${quantity}` })
        .where(and(eq(variations.id, variationId), eq(variations.productId, productId)))
        .returning({ id: variations.id });
      if (returned.length === 0) continue;
    }
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** The stock an order holds, grouped as it was taken. */
export async function orderStockGroups(tx: Db, orderId: string): Promise<StockGroup[]> {
  const items = await tx
    .select({
      index: orderItems.position,
      productId: orderItems.productId,
      variationId: orderItems.variationId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return stockGroups(items);
}
