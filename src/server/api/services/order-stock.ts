// Stock moves of orders: lines grouped per product and variation (so a variation split over two
// lines is checked as one), taken with conditional updates and given back on cancel or decline.
// A variation's stock and its product's total always move together.
//
// Lock order: every transaction that changes stock locks rows in one global order, all the
// variation rows first (in id order), then each product once (in id order) with the quantity of
// all its lines summed. Two orders of [V1, V2] and [V2] of one product could otherwise each hold
// a row the other waits for (a deadlock on PostgreSQL). The back office's product writes follow
// the same order (lockStockRows, used by product-write.ts). Ids are lowercase hex of one length,
// so JavaScript's and the database's orderings agree.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { orderItems, products, variations } from '../db/schema.ts';

/** Lines of the same product and variation, taken from stock together. */
export interface StockGroup {
  productId: string;
  variationId: string | null;
  quantity: number;
  indexes: number[];
}

/** A group the stock could not cover, with how many units are left. */
export interface Shortage {
  group: StockGroup;
  left: number;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Groups of lines, one per product and variation. */
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
  return [...groups.values()];
}

/** The groups of variations in variation id order: the first rows every stock move locks. */
const variationGroupsInLockOrder = (groups: readonly StockGroup[]) =>
  groups
    .filter((group) => group.variationId !== null)
    .sort((a, b) => byId(a.variationId!, b.variationId!));

/** Product ids in lock order, each once. */
const productsInLockOrder = (ids: Iterable<string>) => [...new Set(ids)].sort(byId);

/** Adds `quantity` to the product's entry of `totals`. */
function addTo(totals: Map<string, number>, productId: string, quantity: number): void {
  totals.set(productId, (totals.get(productId) ?? 0) + quantity);
}

/**
 * Takes every group's quantity if there is enough, in the lock order: the variations, then each
 * product once. Returns the groups that could not be covered (the caller rolls back then).
 */
export async function takeStock(tx: Db, groups: readonly StockGroup[]): Promise<Shortage[]> {
  const shortages: Shortage[] = [];
  /** Units taken from a product's variations, taken from its total too. */
  const fromVariations = new Map<string, number>();
  for (const group of variationGroupsInLockOrder(groups)) {
    const { productId, variationId, quantity } = group;
    const taken = await tx
      .update(variations)
      .set({ stock: sql`${variations.stock} - ${quantity}` })
      .where(
        and(
          eq(variations.id, variationId!),
          eq(variations.productId, productId),
          gte(variations.stock, quantity),
        ),
      )
      .returning({ id: variations.id });
    if (taken.length > 0) {
      addTo(fromVariations, productId, quantity);
      continue;
    }
    const [left] = await tx
      .select({ stock: variations.stock })
      .from(variations)
      .where(eq(variations.id, variationId!));
    shortages.push({ group, left: left?.stock ?? 0 });
  }
  /** Groups of products without variations, whose own stock is checked. */
  const own = new Map(
    groups.filter((group) => group.variationId === null).map((group) => [group.productId, group]),
  );
  for (const productId of productsInLockOrder([...fromVariations.keys(), ...own.keys()])) {
    const viaVariations = fromVariations.get(productId) ?? 0;
    const group = own.get(productId);
    if (!group) {
      await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} - ${viaVariations}, 0)` })
        .where(eq(products.id, productId));
      continue;
    }
    const quantity = group.quantity + viaVariations;
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ id: products.id });
    if (taken.length > 0) continue;
    const [left] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    shortages.push({ group, left: left?.stock ?? 0 });
  }
  return shortages;
}

/**
 * Puts the groups back, in the lock order: each variation (one that no longer exists gives
 * nothing back), then each product's total once.
 */
export async function returnStock(tx: Db, groups: readonly StockGroup[]): Promise<void> {
  const toProducts = new Map<string, number>();
  for (const { productId, variationId, quantity } of variationGroupsInLockOrder(groups)) {
    const returned = await tx
      .update(variations)
      .set({ stock: sql`${variations.stock} + ${quantity}` })
      .where(and(eq(variations.id, variationId!), eq(variations.productId, productId)))
      .returning({ id: variations.id });
    if (returned.length > 0) addTo(toProducts, productId, quantity);
  }
  for (const group of groups)
    if (group.variationId === null) addTo(toProducts, group.productId, group.quantity);
  for (const productId of productsInLockOrder(toProducts.keys())) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${toProducts.get(productId)!}` })
      .where(eq(products.id, productId));
  }
}

/**
 * Locks the stock rows of `productIds` for a write that changes them (the back office's product
 * edits and the import), in the lock order: all their variations, then the products.
 */
export async function lockStockRows(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const inLockOrder = [
    { table: variations, ofProduct: variations.productId },
    { table: products, ofProduct: products.id },
  ] as const;
  for (const { table, ofProduct } of inLockOrder)
    await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(ofProduct, [...productIds]))
      .orderBy(asc(table.id))
      .for('update');
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
