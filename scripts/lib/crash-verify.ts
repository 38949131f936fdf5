// The crash test's verdict, read from the database itself: every acknowledged order is there with
// the lines it was sent, no refused order is, and every product's and variation's stock moved by
// exactly the orders the run left behind.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/api/db/connect.ts';
import { orderItems, orders, products, variations } from '../../src/server/api/db/schema.ts';
import type { Attempt, PlannedLine } from './crash-load.ts';

/** Stock by `product:<id>` and `variation:<id>`. */
export type StockLevels = Map<string, number>;

/** The database before the first start: its stock and the orders it already held. */
export interface Baseline {
  stock: StockLevels;
  orderIds: Set<string>;
}

export interface Verdict {
  acknowledged: number;
  found: number;
  /** Acknowledged orders missing or holding other lines, one description each. */
  lost: string[];
  unknown: number;
  unknownPresent: number;
  /** Orders in the database that no request can account for (refused, failed or never sent). */
  phantoms: string[];
  stockMismatches: string[];
}

export async function readBaseline(db: Db): Promise<Baseline> {
  const stock: StockLevels = new Map();
  for (const p of await db.select({ id: products.id, stock: products.stock }).from(products))
    stock.set(`product:${p.id}`, p.stock);
  for (const v of await db.select({ id: variations.id, stock: variations.stock }).from(variations))
    stock.set(`variation:${v.id}`, v.stock);
  const held = await db.select({ id: orders.id }).from(orders);
  return { stock, orderIds: new Set(held.map((o) => o.id)) };
}

interface StoredLine {
  productId: string;
  variationId: string | null;
  quantity: number;
}

const describe = (lines: readonly StoredLine[]) =>
  lines.map((l) => `${l.productId}/${l.variationId ?? '-'}x${l.quantity}`).join(',');

const sentLines = (lines: readonly PlannedLine[]): StoredLine[] =>
  lines.map((l) => ({
    productId: l.item.productId,
    variationId: l.item.variationId,
    quantity: l.quantity,
  }));

export async function verify(
  db: Db,
  before: Baseline,
  attempts: readonly Attempt[],
): Promise<Verdict> {
  const stored = (await db.select().from(orders)).filter((o) => !before.orderIds.has(o.id));
  const ids = stored.map((o) => o.id);
  const items = ids.length
    ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids))
    : [];
  const linesOf = new Map<string, (typeof items)[number][]>();
  for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
  for (const lines of linesOf.values()) lines.sort((a, b) => a.position - b.position);
  const byId = new Map(stored.map((o) => [o.id, o]));
  const byKey = new Map(stored.map((o) => [o.idempotencyKey, o]));

  const lost: string[] = [];
  let acknowledged = 0;
  let unknown = 0;
  let unknownPresent = 0;
  const accounted = new Set<string>();
  for (const attempt of attempts) {
    const { outcome } = attempt;
    if (outcome.kind === 'unknown') {
      unknown++;
      if (byKey.has(attempt.key)) unknownPresent++;
      accounted.add(attempt.key);
    }
    if (outcome.kind !== 'acknowledged') continue;
    acknowledged++;
    accounted.add(attempt.key);
    const order = byId.get(outcome.orderId);
    const want = describe(sentLines(attempt.lines));
    if (!order) lost.push(`${outcome.orderNumber}: missing`);
    else if (order.orderNumber !== outcome.orderNumber || order.idempotencyKey !== attempt.key)
      lost.push(`${outcome.orderNumber}: stored as ${order.orderNumber} under another key`);
    else if (describe(linesOf.get(order.id) ?? []) !== want)
      lost.push(
        `${outcome.orderNumber}: lines ${describe(linesOf.get(order.id) ?? [])}, sent ${want}`,
      );
  }
  const phantoms = stored
    .filter((o) => !accounted.has(o.idempotencyKey ?? ''))
    .map((o) => `${o.orderNumber} (${o.status})`);

  const taken = new Map<string, number>();
  const add = (key: string, quantity: number) => taken.set(key, (taken.get(key) ?? 0) + quantity);
  const live = new Set(stored.filter((o) => o.status !== 'cancelled').map((o) => o.id));
  for (const item of items) {
    if (!live.has(item.orderId)) continue;
    add(`product:${item.productId}`, item.quantity);
    if (item.variationId) add(`variation:${item.variationId}`, item.quantity);
  }
  const now = await readBaseline(db);
  const stockMismatches: string[] = [];
  for (const [key, start] of before.stock) {
    const expected = start - (taken.get(key) ?? 0);
    const actual = now.stock.get(key);
    if (actual !== expected)
      stockMismatches.push(
        `${key}: ${start} before, ${taken.get(key) ?? 0} ordered, ${actual} now`,
      );
  }
  return {
    acknowledged,
    found: acknowledged - lost.length,
    lost,
    unknown,
    unknownPresent,
    phantoms,
    stockMismatches,
  };
}
