// A placement request checked and priced by the server: field errors, every line resolved against
// the catalogue at today's price, and the figures the client sent compared with the server's.
import { and, asc, inArray } from 'drizzle-orm';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { fill } from '../../../lib/i18n/index.ts';
import type { OrderRequest } from '../../../api/schemas/order.ts';
import { ORDER_LINE_MAX_VND, ORDER_TOTAL_MAX_VND } from '../../../lib/constants.ts';
import { colorName, colorOrder, linePicture } from '../../../lib/color-picture.ts';
import { effectivePrice, lineTotal, type OrderTotals } from '../../../lib/pricing.ts';
import { cardRules, ruleErrors, shippingRules } from '../../../api/schemas/rules.ts';
import { MESSAGES } from '../../../lib/validation.ts';
import { unitErrors } from '../address/units.ts';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/connect.ts';
import { products, variations, type orderItems } from '../db/schema.ts';
import { conflict, validationFailed } from '../http/errors.ts';
import { stockGroups } from './order-stock.ts';
import { live } from './product-query.ts';

const PLACEHOLDER_IMAGE = '/images/placeholder.png';

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof variations.$inferSelect;
type NewOrderItem = typeof orderItems.$inferInsert;

/** One requested line, resolved against the catalogue and priced by the server. */
export interface PlacedLine {
  index: number;
  product: ProductRow;
  variation: VariationRow | null;
  /** The picture the line shows: its variation's colour picture, else the product's first. */
  image: string;
  quantity: number;
  unitPrice: number;
}

/** The shipping and card fields checked with the same rules as the checkout form. */
export function fieldErrors(request: OrderRequest): Record<string, string> {
  const address = request.shippingAddress;
  const shipping = ruleErrors(shippingRules, {
    ...address,
    address: address.street,
    zipCode: address.zip,
  });
  const requestField: Record<string, string> = { address: 'street', zipCode: 'zip' };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(shipping)) {
    errors[`shippingAddress.${requestField[field] ?? field}`] = message;
  }
  Object.assign(errors, unitErrors(address, 'shippingAddress'));
  const payment = request.paymentDetails;
  if (payment.method === 'card') {
    const card = ruleErrors(cardRules, { ...payment, cvv: payment.cvv ?? '' });
    if (payment.cvv === undefined) delete card.cvv;
    for (const [field, message] of Object.entries(card))
      errors[`paymentDetails.${field}`] = message;
  }
  return errors;
}

export async function resolveLines(db: Db, request: OrderRequest): Promise<PlacedLine[]> {
  const productIds = [...new Set(request.items.map((item) => item.product))];
  const variationProductIds = [
    ...new Set(request.items.flatMap((item) => (item.variationId ? [item.product] : []))),
  ];
  // An archived product cannot be ordered: it is "Product not found", like an unknown id.
  const productRows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, productIds), live));
  // Every variation of the products lines name one of: the colours' order says which picture
  // shows the chosen colour (lib/color-picture.ts), as on the product page.
  const variationRows = variationProductIds.length
    ? await db
        .select()
        .from(variations)
        .where(inArray(variations.productId, variationProductIds))
        .orderBy(asc(variations.productId), asc(variations.position), asc(variations.id))
    : [];
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const variationById = new Map(variationRows.map((row) => [row.id, row]));
  const colorsOf = (productId: string): string[] =>
    colorOrder(variationRows.filter((row) => row.productId === productId));

  const errors: Record<string, string> = {};
  const lines: PlacedLine[] = [];
  request.items.forEach((item, index) => {
    const product = productById.get(item.product);
    if (!product) {
      errors[`items.${index}.product`] = API_MESSAGES.orders.productNotFound;
      return;
    }
    let variation: VariationRow | null = null;
    if (product.hasVariations) {
      const found = item.variationId ? variationById.get(item.variationId) : undefined;
      if (!item.variationId)
        errors[`items.${index}.variationId`] = API_MESSAGES.orders.selectVariation;
      else if (!found || found.productId !== product.id)
        errors[`items.${index}.variationId`] = API_MESSAGES.orders.variationNotOfProduct;
      else variation = found;
    } else if (item.variationId) {
      errors[`items.${index}.variationId`] = API_MESSAGES.orders.noVariations;
    }
    const unitPrice = effectivePrice(variation ?? product);
    const image = linePicture(
      product.images,
      variation ? colorsOf(product.id) : [],
      variation ? colorName(variation) : undefined,
      PLACEHOLDER_IMAGE,
    );
    lines.push({ index, product, variation, image, quantity: item.quantity, unitPrice });
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return lines;
}

/**
 * 409 when the catalogue, as just read, cannot cover a line: the same answer the reserving
 * transaction gives, early, so an impossible quantity never reaches the amount checks or a write.
 */
export function assertInStock(lines: readonly PlacedLine[]): void {
  const byKey = new Map(lines.map((line) => [line.index, line]));
  const shortages: Record<string, string> = {};
  const groups = stockGroups(
    lines.map((line) => ({
      index: line.index,
      productId: line.product.id,
      variationId: line.variation?.id ?? null,
      quantity: line.quantity,
    })),
  );
  for (const group of groups) {
    const first = byKey.get(group.indexes[0]!)!;
    const left = (first.variation ?? first.product).stock;
    if (left >= group.quantity) continue;
    for (const index of group.indexes)
      shortages[`items.${index}`] = fill(API_MESSAGES.orders.onlyLeft, { count: left });
  }
  if (Object.keys(shortages).length) throw conflict(API_MESSAGES.orders.outOfStock, shortages);
}

/** 422 when a line or the whole order comes to more than the shop takes in one order. */
export function assertWithinLimits(lines: readonly PlacedLine[], totals: OrderTotals): void {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    if (lineTotal(line) > ORDER_LINE_MAX_VND)
      errors[`items.${line.index}.quantity`] = MESSAGES.orderLineTooLarge;
  }
  if (totals.totalAmount > ORDER_TOTAL_MAX_VND) errors['totalAmount'] = MESSAGES.orderTooLarge;
  if (Object.keys(errors).length === 0) return;
  const message = errors['totalAmount'] ?? MESSAGES.orderLineTooLarge;
  throw validationFailed(errors, message);
}

/** Every figure the client sent must equal the server's; a difference names the field. */
export function priceChanges(
  request: OrderRequest,
  lines: readonly PlacedLine[],
  totals: OrderTotals,
) {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const item = request.items[line.index];
    if (item?.unitPrice !== line.unitPrice)
      errors[`items.${line.index}.unitPrice`] = fill(API_MESSAGES.orders.priceNow, {
        amount: line.unitPrice,
      });
    if (item?.deliveryFee !== totals.deliveryFee)
      errors[`items.${line.index}.deliveryFee`] = fill(API_MESSAGES.orders.deliveryFeeNow, {
        amount: totals.deliveryFee,
      });
  }
  const expected: [string, number, number][] = [
    ['shipping.cost', request.shipping.cost, totals.shippingFee],
    ['shippingFee', request.shippingFee, totals.shippingFee],
    ['subTotal', request.subTotal, totals.subTotal],
    ['taxAmount', request.taxAmount, totals.taxAmount],
    ['totalAmount', request.totalAmount, totals.totalAmount],
  ];
  for (const [field, sent, actual] of expected) {
    if (sent !== actual) errors[field] = fill(API_MESSAGES.orders.amountNow, { amount: actual });
  }
  return errors;
}

/** The order's lines as stored: name, picture and attributes copied, so later catalogue edits never change an order. */
export function itemRows(
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
    image: line.image,
    productImages: line.product.images,
    variationName: line.variation?.name ?? null,
    attributes: line.variation?.attributes ?? [],
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    deliveryFee,
    deliveryDate,
  }));
}
