// Payments confirmed after an order is placed: the bank's notification of a transfer received
// (POST /payments/bank-transfer/webhook) and its answer; VNPay's payment URL, its IPN's answer,
// the browser's return and the shop's test gateway.
import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../lib/constants.ts';
import { idSchema, textSchema as text } from './common.ts';

/**
 * A transfer the bank-notification service saw arrive on the shop's account: its own transaction
 * id (a notification sent again carries the same), the amount in VND, the description the payer
 * wrote (the transfer note: the order number) and when the money moved. Other fields the service
 * sends are ignored.
 */
export const bankNotificationSchema = z.object({
  transactionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  amount: z.int().check(z.minimum(1)),
  description: text(500),
  transactionDate: z.iso.datetime({ offset: true }),
});
export type BankNotification = z.infer<typeof bankNotificationSchema>;

/** `applied`: the order is now paid; `already_applied`: this transaction was applied before. */
export const bankNotificationAnswerSchema = z.object({
  result: z.enum(['applied', 'already_applied']),
  orderNumber: z.nullable(z.string()),
});
export type BankNotificationAnswer = z.infer<typeof bankNotificationAnswerSchema>;

/** A signed VNPay payment URL for an order waiting for its money, and until when it may be used. */
export const vnpayPayAnswerSchema = z.object({
  paymentUrl: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type VnpayPayAnswer = z.infer<typeof vnpayPayAnswerSchema>;

/** The order to pay through VNPay (a new payment attempt). */
export const vnpayPayRequestSchema = z.object({
  orderId: idSchema,
});

/** The answer VNPay expects to its IPN, always with HTTP 200: a code and its message. */
export const vnpayIpnAnswerSchema = z.object({ RspCode: z.string(), Message: z.string() });
export type VnpayIpnAnswer = z.infer<typeof vnpayIpnAnswerSchema>;

/**
 * The browser's return from VNPay, checked: the order, what VNPay told the browser, and where the
 * order's money stands (paid only once VNPay's IPN marked it).
 */
export const vnpayReturnAnswerSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  totalAmount: z.number(),
  gatewayResult: z.enum(['success', 'failed']),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  /** The order still waits for its money and this attempt failed: a new one may be made. */
  canPayAgain: z.boolean(),
});
export type VnpayReturnAnswer = z.infer<typeof vnpayReturnAnswerSchema>;

/** The test gateway's "Pay" or "Cancel" on a payment request (its signed query string). */
export const vnpayTestGatewayRequestSchema = z.object({
  query: z.string().check(z.maxLength(4000)),
  action: z.enum(['pay', 'cancel']),
});

/** Where the test gateway sends the browser back, and what the shop answered its IPN. */
export const vnpayTestGatewayAnswerSchema = z.object({
  returnUrl: z.string(),
  ipn: z.nullable(vnpayIpnAnswerSchema),
});
export type VnpayTestGatewayAnswer = z.infer<typeof vnpayTestGatewayAnswerSchema>;
