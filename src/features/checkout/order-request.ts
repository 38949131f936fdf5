// The order request (the body of POST /order), built from the cart, the checkout form and the
// chosen methods with the same arithmetic the server uses (pricing.ts), so an honest cart always
// agrees.
import type { OrderRequest, PaymentDetailsRequest } from '../../api/schemas/order.ts';
import type { PaymentMethod, ShippingMethod } from '../../lib/constants.ts';
import { unitCodes, type AddressUnitFields } from '../../lib/address.ts';
import { buildOrderTotals, deliveryDateFor } from '../../lib/pricing.ts';
import { MESSAGES, stripSpaces } from '../../lib/validation.ts';
import { normalisePhone } from '../../lib/phone.ts';

/** One cart line as the request needs it. */
export interface OrderLineInput {
  id: string;
  price: number;
  quantity: number;
  variationId?: string | undefined;
}

/** The checkout form fields; `address` is the street. */
export interface CheckoutFields extends AddressUnitFields {
  fullName: string;
  email: string;
  address: string;
  home: string;
  phone: string;
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv: string;
}

export interface OrderRequestInput {
  lines: readonly OrderLineInput[];
  form: CheckoutFields;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  now: Date;
}

const isMoney = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

function paymentDetails(method: PaymentMethod, form: CheckoutFields): PaymentDetailsRequest {
  if (method !== 'card') return { method };
  return {
    method,
    cardNumber: stripSpaces(form.cardNumber),
    cardHolder: form.cardHolder.trim(),
    expiryDate: form.expiryDate.trim(),
    cvv: form.cvv.trim(),
  };
}

/**
 * Builds the request; throws an Error with the storefront's 'Order calculation error' text when a
 * price, quantity or total is not a valid number.
 */
export function buildOrderRequest(input: OrderRequestInput): OrderRequest {
  const { lines, form, shippingMethod, paymentMethod, now } = input;
  const priced = lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity }));
  const totals = buildOrderTotals(priced, shippingMethod);
  const validLines = priced.every(
    (line) => isMoney(line.unitPrice) && Number.isSafeInteger(line.quantity) && line.quantity >= 1,
  );
  if (!validLines || ![totals.subTotal, totals.taxAmount, totals.totalAmount].every(isMoney)) {
    throw new Error(MESSAGES.orderTotalInvalid);
  }

  const deliveryDate = deliveryDateFor(shippingMethod, now).toISOString();
  const street = form.address.trim();
  return {
    items: lines.map((line) => ({
      product: line.id,
      variationId: line.variationId ?? null,
      quantity: line.quantity,
      unitPrice: line.price,
      deliveryFee: totals.deliveryFee,
      deliveryDate,
    })),
    shippingAddress: {
      fullName: form.fullName.trim(),
      email: form.email.trim(),
      phone: normalisePhone(form.phone),
      street,
      home: form.home.trim() || street,
      city: form.city.trim(),
      state: form.state.trim(),
      zip: form.zipCode.trim(),
      country: form.country.trim(),
      ...unitCodes(form),
    },
    paymentDetails: paymentDetails(paymentMethod, form),
    shipping: { method: shippingMethod, cost: totals.shippingFee },
    subTotal: totals.subTotal,
    shippingFee: totals.shippingFee,
    taxAmount: totals.taxAmount,
    totalAmount: totals.totalAmount,
  };
}
