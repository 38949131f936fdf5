// Order shapes: the request the checkout sends and the order as read.
import * as z from 'zod/mini';
import {
  ORDER_STATUSES,
  PAGE_SIZE,
  PAYMENT_METHOD_IDS,
  PAYMENT_STATUSES,
  QUANTITY_MAX,
  SHIPPING_METHOD_IDS,
} from '../../lib/constants.ts';
import { attributeSchema } from './catalog.ts';
import {
  countSchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  paginationSchema,
  textSchema as text,
} from './common.ts';
import { limitQuery, pageQuery } from './paging.ts';
import { addressSchema } from './user.ts';
import { LOOKUP_CONTACT_MAX, ORDER_NUMBER_MAX } from '../../lib/order-lookup.ts';

const { street, city, state, zipCode, country, provinceCode, wardCode } = addressSchema.shape;
/** Where an order goes: a customer's address fields (`home` always sent, the ZIP as `zip`) and who. */
export const shippingAddressSchema = z.strictObject({
  fullName: text(100),
  email: text(254),
  phone: text(20),
  street,
  home: text(200),
  city,
  state,
  zip: zipCode,
  country,
  provinceCode,
  wardCode,
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderItemRequestSchema = z.strictObject({
  product: idSchema,
  variationId: z.nullable(idSchema),
  quantity: z.int().check(z.minimum(1), z.maximum(QUANTITY_MAX)),
  unitPrice: moneySchema,
  deliveryFee: moneySchema,
  deliveryDate: z.iso.datetime(),
});
export type OrderItemRequest = z.infer<typeof orderItemRequestSchema>;

export const paymentDetailsRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('cod') }),
  z.strictObject({ method: z.literal('paypal') }),
  z.strictObject({ method: z.literal('bank_transfer') }),
  z.strictObject({ method: z.literal('vnpay') }),
  z.strictObject({
    method: z.literal('card'),
    cardNumber: z.string().check(z.maxLength(32)),
    cardHolder: text(100),
    expiryDate: z.string().check(z.maxLength(5)),
    cvv: z.optional(z.string().check(z.maxLength(4))),
  }),
]);
export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequestSchema>;

export const orderRequestSchema = z.strictObject({
  items: z.array(orderItemRequestSchema).check(z.minLength(1), z.maxLength(50)),
  shippingAddress: shippingAddressSchema,
  paymentDetails: paymentDetailsRequestSchema,
  shipping: z.strictObject({ method: z.enum(SHIPPING_METHOD_IDS), cost: moneySchema }),
  subTotal: moneySchema,
  shippingFee: moneySchema,
  taxAmount: moneySchema,
  totalAmount: moneySchema,
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderItemSchema = z.object({
  product: z.object({ _id: idSchema, name: z.string(), productImages: z.array(z.string()) }),
  name: z.string(),
  image: z.string(),
  variationId: z.nullable(idSchema),
  variationName: z.nullable(z.string()),
  attributes: z.array(attributeSchema),
  quantity: countSchema(1),
  unitPrice: moneySchema,
  deliveryFee: moneySchema,
  deliveryDate: isoDateSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * How to pay an order by bank transfer while it waits for its money: the shop's account as text
 * to copy, the amount, the transfer note (the order number) and the VietQR code as an SVG.
 */
export const bankTransferSchema = z.object({
  bankName: z.string(),
  bin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: moneySchema,
  note: z.string(),
  /** When the order cancels itself if the money has not arrived. */
  payBy: isoDateSchema,
  /** The EMVCo payload banking apps read, and its QR code drawn as an SVG document. */
  payload: z.string(),
  qrSvg: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const orderSchema = z.object({
  _id: idSchema,
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  shippingAddress: shippingAddressSchema,
  paymentDetails: z.object({
    method: z.enum(PAYMENT_METHOD_IDS),
    cardLast4: z.optional(z.string()),
    cardBrand: z.optional(z.string()),
  }),
  /** Where the order's money stands: unpaid, paid, refund_due (owed back by hand) or refunded. */
  paymentStatus: paymentStatusSchema,
  /** Only on a bank-transfer order still waiting for its money: how to pay it. */
  bankTransfer: z.optional(bankTransferSchema),
  shipping: z.object({ method: z.enum(SHIPPING_METHOD_IDS), cost: moneySchema }),
  subTotal: moneySchema,
  shippingFee: moneySchema,
  taxAmount: moneySchema,
  totalAmount: moneySchema,
  isReviewed: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  pagination: paginationSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderListQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.orders),
});

/** `POST /order/lookup`: the order number and the phone number or e-mail the order was placed with. */
export const orderLookupBodySchema = z.strictObject({
  orderNumber: text(ORDER_NUMBER_MAX),
  contact: text(LOOKUP_CONTACT_MAX),
});
export type OrderLookupBody = z.infer<typeof orderLookupBodySchema>;

/**
 * An order as a lookup shows it to someone without an account: its status, lines, totals, payment
 * and shipping methods, and a masked address (initials, the ward and province, the phone's and the
 * e-mail's ends; no street, no postal code, no account).
 */
export const orderLookupSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(
    z.object({
      name: z.string(),
      image: z.string(),
      variationName: z.nullable(z.string()),
      attributes: z.array(attributeSchema),
      quantity: countSchema(1),
      unitPrice: moneySchema,
    }),
  ),
  shippingAddress: z.object({
    fullName: z.string(),
    phone: z.string(),
    email: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  paymentDetails: z.object({ method: z.enum(PAYMENT_METHOD_IDS) }),
  paymentStatus: paymentStatusSchema,
  shipping: z.object({ method: z.enum(SHIPPING_METHOD_IDS), cost: moneySchema }),
  subTotal: moneySchema,
  shippingFee: moneySchema,
  taxAmount: moneySchema,
  totalAmount: moneySchema,
  createdAt: isoDateSchema,
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;
export const orderLookupResponseSchema = z.object({ order: orderLookupSchema });
