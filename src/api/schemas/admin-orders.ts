// The operators' order calls (/api/admin/orders): the filtered list, one order with its customer,
// payment and timeline, and a transition to another status (src/lib/order-status.ts).
import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_METHOD_IDS, PAYMENT_STATUSES } from '../../lib/constants.ts';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_ADMIN_MESSAGES,
  ORDER_SEARCH_MAX,
  TRANSITION_NOTE_MAX,
} from '../../lib/order-status.ts';
import { countSchema, idSchema, isoDateSchema, moneySchema } from './common.ts';
import { orderSchema, paymentStatusSchema } from './order.ts';
import { pagedListSchema, pagedQuerySchema } from './paging.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, ORDER_ADMIN_MESSAGES.statusInvalid);

/** GET /admin/orders: filters (all optional), newest first, pages of ADMIN_ORDERS_PAGE_SIZE. */
export const adminOrderListQuerySchema = pagedQuerySchema(ADMIN_ORDERS_PAGE_SIZE, {
  status: z.optional(orderStatusSchema),
  payment: z.optional(z.enum(PAYMENT_METHOD_IDS)),
  /** Where the money stands: unpaid, paid, refund_due or refunded. */
  paymentStatus: z.optional(z.enum(PAYMENT_STATUSES, ORDER_ADMIN_MESSAGES.paymentStatusInvalid)),
  /** Days (YYYY-MM-DD) in the shop's time zone, both inclusive. */
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  /** Part of an order number, an e-mail address or a phone number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(ORDER_SEARCH_MAX))),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** Who placed the order: the account's name and contacts, or the guest's shipping contacts. */
export const adminOrderCustomerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  registered: z.boolean(),
});
export type AdminOrderCustomer = z.infer<typeof adminOrderCustomerSchema>;

export const adminOrderSummarySchema = z.object({
  _id: idSchema,
  orderNumber: z.string(),
  status: orderStatusSchema,
  customer: adminOrderCustomerSchema,
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  paymentStatus: paymentStatusSchema,
  totalAmount: moneySchema,
  itemCount: countSchema(0),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = pagedListSchema('orders', adminOrderSummarySchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** One step of an order's history; the first is its placing (`from` null). */
export const orderTimelineEntrySchema = z.object({
  at: isoDateSchema,
  from: z.nullable(orderStatusSchema),
  to: orderStatusSchema,
  /** A staff member's e-mail, "cli", "customer" or "guest". */
  actor: z.string(),
  staffId: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** A bank transfer the bank notified for an order, as recorded (applied or held for an operator). */
export const adminBankTransferSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  description: z.string(),
  transferredAt: isoDateSchema,
  outcome: z.enum(['applied', 'unknown_order', 'wrong_amount', 'not_awaiting']),
  receivedAt: isoDateSchema,
});
export type AdminBankTransfer = z.infer<typeof adminBankTransferSchema>;

/** A VNPay payment attempt VNPay notified (its IPN), as recorded. */
export const adminVnpayPaymentSchema = z.object({
  txnRef: z.string(),
  transactionNo: z.string(),
  amount: z.number(),
  responseCode: z.string(),
  transactionStatus: z.string(),
  bankCode: z.string(),
  cardType: z.nullable(z.string()),
  /** When VNPay says it was paid, else null. */
  paidAt: z.nullable(isoDateSchema),
  /** paid (the order was marked paid), failed (nothing charged), not_awaiting (money to return). */
  outcome: z.enum(['paid', 'failed', 'not_awaiting']),
  receivedAt: isoDateSchema,
  /** Every vnp_ parameter VNPay sent, as sent. */
  raw: z.record(z.string(), z.string()),
});
export type AdminVnpayPayment = z.infer<typeof adminVnpayPaymentSchema>;

/** GET /admin/orders/{id} and the answer of a transition. */
export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: adminOrderCustomerSchema,
  /** When a card charge was given back (a cancelled card order), else null. */
  refundedAt: z.nullable(isoDateSchema),
  /** When the money arrived (a card charged, a transfer received, cash delivered), else null. */
  paidAt: z.nullable(isoDateSchema),
  timeline: z.array(orderTimelineEntrySchema),
  /** The bank's transfer notifications recorded for this order, oldest first. */
  bankTransfers: z.array(adminBankTransferSchema),
  /** VNPay's payment notifications recorded for this order, oldest first. */
  vnpayPayments: z.array(adminVnpayPaymentSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /admin/orders/{id}/transition. */
export const orderTransitionBodySchema = z.strictObject({
  to: orderStatusSchema,
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(TRANSITION_NOTE_MAX, ORDER_ADMIN_MESSAGES.noteTooLong)),
  ),
});
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;

/**
 * POST /admin/orders/{id}/payment: an operator records what they saw happen to the money: a bank
 * transfer received (`paid`, an unpaid bank-transfer order, for its total) or a refund due given
 * back by hand (`refunded`).
 */
export const orderPaymentBodySchema = z.strictObject({
  to: z.enum(['paid', 'refunded'], ORDER_ADMIN_MESSAGES.paymentMoveInvalid),
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(TRANSITION_NOTE_MAX, ORDER_ADMIN_MESSAGES.noteTooLong)),
  ),
});
export type OrderPaymentBody = z.infer<typeof orderPaymentBodySchema>;
