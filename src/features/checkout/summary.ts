// The figures of the checkout's side summary: items, subtotal, shipping, 10% tax and total, from
// the same arithmetic the order request and the server use.
import { SHIPPING_METHODS, type ShippingMethod } from '../../lib/constants.ts';
import { buildOrderTotals } from '../../lib/pricing.ts';
import type { Cart } from '../cart/store.ts';

export interface CheckoutSummary {
  totalItems: number;
  subTotal: number;
  shippingLabel: string;
  shippingFee: number;
  taxAmount: number;
  totalAmount: number;
}

export function checkoutSummary(cart: Cart, method: ShippingMethod): CheckoutSummary {
  const lines = cart.items.map((line) => ({ unitPrice: line.price, quantity: line.quantity }));
  const totals = buildOrderTotals(lines, method);
  return {
    totalItems: cart.totalItems,
    subTotal: totals.subTotal,
    shippingLabel: SHIPPING_METHODS[method].label,
    shippingFee: totals.shippingFee,
    taxAmount: totals.taxAmount,
    totalAmount: totals.totalAmount,
  };
}
