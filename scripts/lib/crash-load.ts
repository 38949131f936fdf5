// The crash test's load: guest shoppers, each with its own CSRF cookie and token, placing cash
// orders of real catalogue items under a fresh Idempotency-Key each, until the shop is killed.
// What every request came to is recorded, so the database can be checked against it afterwards.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { productListSchema, variationsResponseSchema } from '../../src/api/schemas/catalog.ts';
import { orderResponseSchema, type OrderRequest } from '../../src/api/schemas/order.ts';
import { MAX_PAGE_LIMIT } from '../../src/lib/constants.ts';
import { buildOrderTotals, deliveryDateFor, effectivePrice } from '../../src/lib/pricing.ts';
import { between, type Random } from './seeded-random.ts';

/** Something a shopper can buy: a product without variations, or one variation of a product. */
export interface Item {
  productId: string;
  variationId: string | null;
  unitPrice: number;
  stock: number;
}

export interface PlannedLine {
  item: Item;
  quantity: number;
}

export type Outcome =
  | { kind: 'acknowledged'; orderId: string; orderNumber: string }
  | { kind: 'out-of-stock' }
  /** Cut off by the kill: the order may or may not exist. */
  | { kind: 'unknown' }
  /** Any other answer, or a failed request while the shop was meant to be up. */
  | { kind: 'error'; detail: string };

export interface Attempt {
  key: string;
  lines: PlannedLine[];
  outcome: Outcome;
}

const SHOPPERS = 8;
/** The items with the least stock, sold out within the first rounds so "Out of stock" answers run. */
const SCARCE_ITEMS = 6;
const SCARCE_SHARE = 0.15;
const REQUEST_TIMEOUT_MS = 30_000;

/** A shopper's delivery address in Phường Cửa Nam, Hà Nội (the API tests place orders with it too). */
export const shopperAddress = (email: string): OrderRequest['shippingAddress'] => ({
  fullName: 'Nguyễn Văn An',
  email,
  phone: '0912 345 678',
  street: '12 Lý Thường Kiệt',
  home: 'Căn hộ 3B',
  city: 'Phường Cửa Nam',
  state: 'Hà Nội',
  zip: '10000',
  country: 'Vietnam',
});

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return res.json();
}

/** Every product and variation in stock, with the price the server will charge, as the API shows them. */
export async function readCatalogue(base: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const list = productListSchema.parse(
      await getJson(`${base}/api/product?limit=${MAX_PAGE_LIMIT}&page=${page}`),
    );
    pages = list.pagination.pages;
    for (const product of list.products) {
      if (!product.hasVariations) {
        items.push({
          productId: product._id,
          variationId: null,
          unitPrice: effectivePrice(product),
          stock: product.stock,
        });
        continue;
      }
      const { variations } = variationsResponseSchema.parse(
        await getJson(`${base}/api/product/${product._id}/variations`),
      );
      for (const v of variations)
        items.push({
          productId: product._id,
          variationId: v._id,
          unitPrice: effectivePrice(v),
          stock: v.stock,
        });
    }
  }
  return items.filter((item) => item.stock > 0);
}

/** Orders of one to three distinct items, one or two of each, now and then a scarce one. */
export function orderPlanner(items: readonly Item[], random: Random): () => PlannedLine[] {
  const byStock = [...items].sort((a, b) => a.stock - b.stock);
  const scarce = byStock.slice(0, SCARCE_ITEMS);
  const plenty = byStock.slice(SCARCE_ITEMS);
  const pick = (from: Item[]) => from[between(random, 0, from.length - 1)]!;
  return () => {
    const chosen = new Set<Item>();
    const count = between(random, 1, 3);
    while (chosen.size < count) chosen.add(pick(random() < SCARCE_SHARE ? scarce : plenty));
    return [...chosen].map((item) => ({ item, quantity: random() < 0.75 ? 1 : 2 }));
  };
}

/** The request an honest checkout sends for these lines, priced as the server prices them. */
export function orderRequest(lines: readonly PlannedLine[], shopper: number): OrderRequest {
  const method = 'standard';
  const totals = buildOrderTotals(
    lines.map((line) => ({ unitPrice: line.item.unitPrice, quantity: line.quantity })),
    method,
  );
  const deliveryDate = deliveryDateFor(method, new Date()).toISOString();
  return {
    items: lines.map((line) => ({
      product: line.item.productId,
      variationId: line.item.variationId,
      quantity: line.quantity,
      unitPrice: line.item.unitPrice,
      deliveryFee: totals.deliveryFee,
      deliveryDate,
    })),
    shippingAddress: shopperAddress(`crash-shopper-${shopper}@example.com`),
    paymentDetails: { method: 'cod' },
    shipping: { method, cost: totals.shippingFee },
    subTotal: totals.subTotal,
    shippingFee: totals.shippingFee,
    taxAmount: totals.taxAmount,
    totalAmount: totals.totalAmount,
  };
}

export interface Session {
  cookie: string;
  token: string;
}

export async function csrfSession(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/csrf-token`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, token: csrfToken };
}

async function place(
  base: string,
  session: Session,
  request: OrderRequest,
  key: string,
  killed: () => boolean,
): Promise<Outcome> {
  try {
    const res = await fetch(`${base}/api/order/guest-checkout`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: session.cookie,
        'X-CSRF-Token': session.token,
        'Idempotency-Key': key,
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status === 201) {
      const { order } = orderResponseSchema.parse(JSON.parse(text));
      return { kind: 'acknowledged', orderId: order._id, orderNumber: order.orderNumber };
    }
    if (res.status === 409 && (JSON.parse(text) as { message?: string }).message === 'Out of stock')
      return { kind: 'out-of-stock' };
    return { kind: 'error', detail: `${res.status} ${text.slice(0, 200)}` };
  } catch (error) {
    if (killed()) return { kind: 'unknown' };
    return { kind: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}

export interface Round {
  attempts: Attempt[];
  /** Shoppers who could not get a CSRF token while the shop was up. */
  failures: string[];
}

/** Shoppers order as fast as they are answered; after `killAfterMs` the shop is killed under them. */
export async function loadUntilKilled(
  base: string,
  plan: () => PlannedLine[],
  killAfterMs: number,
  kill: () => Promise<void>,
): Promise<Round> {
  let killed = false;
  const attempts: Attempt[] = [];
  const failures: string[] = [];
  const shopper = async (n: number) => {
    const session = await csrfSession(base).catch((error: unknown) => {
      if (!killed) failures.push(`CSRF token: ${String(error)}`);
      return null;
    });
    while (session && !killed) {
      const lines = plan();
      const key = randomUUID();
      const outcome = await place(base, session, orderRequest(lines, n), key, () => killed);
      attempts.push({ key, lines, outcome });
    }
  };
  const shoppers = Array.from({ length: SHOPPERS }, (_, n) => shopper(n));
  await sleep(killAfterMs);
  killed = true;
  await kill();
  await Promise.all(shoppers);
  return { attempts, failures };
}
