// Payments confirmed after an order is placed: the bank's notification of a transfer received
// (POST /payments/bank-transfer/webhook) and its answer.
import * as z from 'zod/mini';
import { textSchema as text } from './common.ts';

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
