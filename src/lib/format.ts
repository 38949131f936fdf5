// Money display: amounts are whole đồng in every layer, shown as they are, never divided by a
// thousand or a million. How they are stored and bounded:
// docs/decisions/0011-money-in-64-bit-and-order-limits.md.
import { SHIPPING_METHODS, type ShippingMethod } from './constants.ts';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** "30.990.000 ₫": the price everywhere a full currency format is shown. */
export const formatVnd = (amount: number): string => vnd.format(amount);

/** "30.990.000đ": the short form with the đ mark used on the categories page. */
export const formatVndShort = (amount: number): string => `${grouped.format(amount)}đ`;

/**
 * A shipping method's fee as the checkout and the product page show it: `free` ("Free", "Miễn
 * phí") when it costs nothing, else the amount (SHIPPING_METHODS is the one source of fees).
 */
export const shippingFeeText = (method: ShippingMethod, free: string): string => {
  const { cost } = SHIPPING_METHODS[method];
  return cost === 0 ? free : formatVnd(cost);
};
