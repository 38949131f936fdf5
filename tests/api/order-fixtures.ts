// Builders for order tests: catalogue picks read through the API, valid order requests priced with
// the same src/lib/pricing.ts the checkout uses, and direct database reads and writes of stock.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  productResponseSchema,
  variationsResponseSchema,
  type Product,
  type Variation,
} from '../../src/api/schemas/catalog.ts';
import type {
  OrderRequest,
  PaymentDetailsRequest,
  ShippingAddress,
} from '../../src/api/schemas/order.ts';
import type { ShippingMethod } from '../../src/lib/constants.ts';
import { buildOrderTotals, deliveryDateFor, effectivePrice } from '../../src/lib/pricing.ts';
import type { Db } from '../../src/server/api/db/connect.ts';
import { orderItems, orders, products, variations } from '../../src/server/api/db/schema.ts';
import { expect } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import {
  createTestPaymentGateway,
  type CardRefund,
  type PaymentGateway,
} from '../../src/server/api/services/payments.ts';
import { shopperAddress } from '../../scripts/lib/crash-load.ts';
import type { TestClient, TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

export const ADDRESS: ShippingAddress = shopperAddress('an.nguyen@example.com');

export const CARD = {
  method: 'card',
  cardNumber: '4242424242424242',
  cardHolder: 'NGUYEN VAN AN',
  expiryDate: '12/30',
  cvv: '737',
} as const satisfies PaymentDetailsRequest;

export const DECLINED_CARD = { ...CARD, cardNumber: '4000000000000002' } as const;

/** A product (and the variation bought, when it has variations) as the API shows them. */
export interface Pick {
  product: Product;
  variation: Variation | null;
  variations: Variation[];
}

export interface Line {
  pick: Pick;
  quantity: number;
}

export interface RequestOptions {
  method?: ShippingMethod;
  payment?: PaymentDetailsRequest;
  address?: Partial<ShippingAddress>;
}

/** A request exactly as an honest checkout would send it. */
export function orderRequest(lines: readonly Line[], options: RequestOptions = {}): OrderRequest {
  const method = options.method ?? 'express';
  const priced = lines.map((line) => ({
    unitPrice: effectivePrice(line.pick.variation ?? line.pick.product),
    quantity: line.quantity,
  }));
  const totals = buildOrderTotals(priced, method);
  const deliveryDate = deliveryDateFor(method, new Date()).toISOString();
  return {
    items: lines.map((line, index) => ({
      product: line.pick.product._id,
      variationId: line.pick.variation?._id ?? null,
      quantity: line.quantity,
      unitPrice: priced[index]!.unitPrice,
      deliveryFee: totals.deliveryFee,
      deliveryDate,
    })),
    shippingAddress: { ...ADDRESS, ...options.address },
    paymentDetails: options.payment ?? { method: 'cod' },
    shipping: { method, cost: totals.shippingFee },
    subTotal: totals.subTotal,
    shippingFee: totals.shippingFee,
    taxAmount: totals.taxAmount,
    totalAmount: totals.totalAmount,
  };
}

async function fetchPick(client: TestClient, productId: string): Promise<Pick> {
  const productRes = await client.get(`/api/product/${productId}`);
  const { product } = productResponseSchema.parse(productRes.body);
  if (!product.hasVariations) return { product, variation: null, variations: [] };
  const variationsRes = await client.get(`/api/product/${productId}/variations`);
  const { variations: list } = variationsResponseSchema.parse(variationsRes.body);
  const variation = list.find((v) => v.isDefault) ?? list[0] ?? null;
  return { product, variation, variations: list };
}

/**
 * The `nth` catalogue product of a kind, in id order (each test takes its own, so stock changes
 * never leak between tests); `onSale` picks one whose effective price is below its list price.
 */
export async function pickProduct(
  db: Db,
  client: TestClient,
  kind: { withVariations: boolean; nth: number; onSale?: boolean },
): Promise<Pick> {
  const onSale = kind.withVariations
    ? sql`exists (select 1 from ${variations} v where v.product_id = ${products.id} and v.sale_price < v.price)`
    : sql`${products.salePrice} < ${products.price}`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hasVariations, kind.withVariations), kind.onSale ? onSale : undefined))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(kind.nth);
  const id = rows[0]?.id;
  if (!id) throw new Error(`the seed has no product #${kind.nth} of ${JSON.stringify(kind)}`);
  const pick = await fetchPick(client, id);
  if (!kind.onSale || !pick.variation) return pick;
  const sale = pick.variations.find((v) => v.salePrice !== undefined && v.salePrice < v.price);
  return { ...pick, variation: sale ?? pick.variation };
}

/** Sets a pick's stock directly; a product with variations keeps its total equal to their sum. */
export async function setStock(db: Db, pick: Pick, stock: number): Promise<void> {
  if (!pick.variation) {
    await db.update(products).set({ stock }).where(eq(products.id, pick.product._id));
    return;
  }
  await db.update(variations).set({ stock }).where(eq(variations.id, pick.variation._id));
  await syncProductStock(db, pick.product._id);
}

async function syncProductStock(db: Db, productId: string): Promise<void> {
  await db
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(v.stock), 0) from ${variations} v where v.product_id = ${productId})`,
    })
    .where(eq(products.id, productId));
}

export interface StockLevels {
  /** The variation's stock, or the product's when it has no variations. */
  item: number;
  product: number;
  /** Sum of the product's variations (equals `product` when the two are in sync). */
  variationSum: number;
}

export async function stockOf(db: Db, pick: Pick): Promise<StockLevels> {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, pick.product._id));
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${variations.stock}), 0)::int` })
    .from(variations)
    .where(eq(variations.productId, pick.product._id));
  let item = product?.stock ?? -1;
  if (pick.variation) {
    const [variation] = await db
      .select({ stock: variations.stock })
      .from(variations)
      .where(eq(variations.id, pick.variation._id));
    item = variation?.stock ?? -1;
  }
  return { item, product: product?.stock ?? -1, variationSum: Number(sum?.total ?? 0) };
}

export async function countOrders(db: Db): Promise<{ orders: number; items: number }> {
  const [o] = await db.select({ n: count() }).from(orders);
  const [i] = await db.select({ n: count() }).from(orderItems);
  return { orders: o?.n ?? 0, items: i?.n ?? 0 };
}

/**
 * A flash sale: `buyers` guests at once check out one unit each of a product with variations with
 * `units` in stock (the `nth`); exactly `units` orders are placed, every other buyer is told
 * "Out of stock" (409), no answer is a server error, and the stock ends at 0.
 */
export async function expectFlashSale(
  ctx: TestContext,
  { buyers: count, units, nth }: { buyers: number; units: number; nth: number },
): Promise<void> {
  const db = ctx.database.db;
  const pick = await pickProduct(db, ctx.client(), { withVariations: true, nth });
  await setStock(db, pick, units);
  const before = await countOrders(db);
  const buyers = await Promise.all(
    Array.from({ length: count }, async () => {
      const buyer = ctx.client();
      await buyer.fetchCsrf();
      return buyer;
    }),
  );
  const request = orderRequest([{ pick, quantity: 1 }]);

  const responses = await Promise.all(
    buyers.map((buyer) => buyer.post('/api/order/guest-checkout', request)),
  );

  const statuses = responses.map((res) => res.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 201)).toHaveLength(units);
  expect(statuses.filter((s) => s === 409)).toHaveLength(count - units);
  for (const res of responses.filter((r) => r.status === 409)) {
    expect(apiErrorSchema.parse(res.body).message).toBe('Out of stock');
  }
  const stock = await stockOf(db, pick);
  expect(stock.item).toBe(0);
  expect(stock.product).toBe(stock.variationSum);
  expect((await countOrders(db)).orders).toBe(before.orders + units);
}

/**
 * The test payment gateway with a record of the refunds asked for, and switches: `refuse` makes a
 * refund decline (or throw, as a lost connection would), `chargeGate` holds a charge until it
 * settles, `onCharge` hears a charge reach the provider (the order is reserved by then). `reset`
 * clears them all between tests.
 */
export function recordingGateway() {
  const gateway = createTestPaymentGateway();
  const state = {
    refunds: [] as CardRefund[],
    refuse: null as 'decline' | 'throw' | null,
    chargeGate: null as Promise<void> | null,
    onCharge: null as (() => void) | null,
  };
  const recording: PaymentGateway = {
    async chargeCard(charge) {
      state.onCharge?.();
      await state.chargeGate;
      return gateway.chargeCard(charge);
    },
    async refundCard(refund) {
      state.refunds.push(refund);
      if (state.refuse === 'decline') return { ok: false, message: 'The charge is disputed.' };
      if (state.refuse === 'throw') throw new Error('connection reset');
      return gateway.refundCard(refund);
    },
  };
  const reset = () => {
    state.refunds.length = 0;
    state.refuse = null;
    state.chargeGate = null;
    state.onCharge = null;
  };
  return Object.assign(state, { gateway: recording, reset });
}

/** The `nth` product without variations, as `client` reads it, with its stock set to `stock`. */
export async function stockedPick(
  db: Db,
  client: TestClient,
  nth: number,
  stock = 5,
): Promise<Pick> {
  const pick = await pickProduct(db, client, { withVariations: false, nth });
  await setStock(db, pick, stock);
  return pick;
}

/** A guest, a signed-in customer and a signed-in operator, each on a client of their own. */
export async function guestCustomerOperator(ctx: TestContext) {
  const customer = ctx.client();
  await customer.signIn();
  return { guest: ctx.client(), customer, operator: (await staffClient(ctx, 'operator')).client };
}
