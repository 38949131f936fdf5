// Order arithmetic shared by the browser checkout and the API, which checks every figure of an
// order it is sent: both sides compute every figure with these functions, so an honest client
// always agrees.
import { SHIPPING_METHODS, TAX_RATE, type ShippingMethod } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Priced {
  price: number;
  salePrice?: number | null | undefined;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export interface OrderTotals {
  subTotal: number;
  shippingFee: number;
  taxAmount: number;
  totalAmount: number;
  /** What each line carries as its share of the shipping fee. */
  deliveryFee: number;
}

/** The price a customer pays: the sale price when there is one below the list price. */
export function effectivePrice(item: Priced): number {
  const { price, salePrice } = item;
  return salePrice !== null && salePrice !== undefined && salePrice < price ? salePrice : price;
}

export const lineTotal = (line: PricedLine): number => line.unitPrice * line.quantity;

export const subtotalOf = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);

export const shippingFeeFor = (method: ShippingMethod): number => SHIPPING_METHODS[method].cost;

export const taxFor = (subtotal: number): number => Math.round(TAX_RATE * subtotal);

/** Each line's delivery fee: the shipping fee split evenly across the order's lines, rounded. */
export const deliveryFeePerItem = (shippingFee: number, itemCount: number): number =>
  itemCount > 0 ? Math.round(shippingFee / itemCount) : 0;

/** The estimated delivery date: now plus the shipping method's days (SHIPPING_METHODS). */
export const deliveryDateFor = (method: ShippingMethod, now: Date): Date =>
  new Date(now.getTime() + SHIPPING_METHODS[method].days * DAY_MS);

export function buildOrderTotals(
  lines: readonly PricedLine[],
  method: ShippingMethod,
): OrderTotals {
  const subTotal = subtotalOf(lines);
  const shippingFee = shippingFeeFor(method);
  const taxAmount = taxFor(subTotal);
  return {
    subTotal,
    shippingFee,
    taxAmount,
    totalAmount: subTotal + shippingFee + taxAmount,
    deliveryFee: deliveryFeePerItem(shippingFee, lines.length),
  };
}
