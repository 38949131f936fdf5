// Bank transfers (VietQR): the bank's notification of a transfer received, and the expiry of the
// orders whose transfer never came.
//
// The notification (POST /api/payments/bank-transfer/webhook) is signed by the bank-notification
// service with HMAC-SHA256 of the raw body, checked in constant time. It is applied once per
// transaction id: the bank_transfers row of that id is written in the transaction that marks the
// order paid (markOrderPaid, payment-status.ts), so a notification sent again, even at the same
// moment, finds the first one and changes nothing. A notification for no order, for the wrong
// amount, or for an order no longer waiting is recorded too (for the operator) and refused.
//
// The expiry sweep cancels, through the one order move, every transfer order still unpaid after
// BANK_TRANSFER_UNPAID_HOURS (and every VNPay order after VNPAY_UNPAID_MINUTES), its stock
// returned once: the move's conditional update (status and
// payment status unchanged) lets exactly one of two sweeps, or of a sweep and a payment, win.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { BankNotification, BankNotificationAnswer } from '../../../api/schemas/payments.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import type { Deps } from '../context.ts';
import type { Database } from '../db/connect.ts';
import { bankTransfers, orders } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { describeError } from '../http/error-log.ts';
import { HttpError } from '../http/errors.ts';
import { moveOrder } from './order-transition.ts';
import { markOrderPaid } from './payment-status.ts';

const MESSAGES = API_MESSAGES.payments;

/** The header that carries the notification's signature: hex HMAC-SHA256 of the raw body. */
export const BANK_SIGNATURE_HEADER = 'X-Bank-Signature';
/** A notification older than this, by the time it says the money moved, is refused as stale. */
export const NOTIFICATION_MAX_AGE_MS = 60 * 60 * 1000;
/** A notification dated this far ahead of the shop's clock is refused too (clocks drift a little). */
const NOTIFICATION_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The signature of `rawBody` with `secret`, as the bank-notification service sends it. */
export const signBankNotification = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** Whether `signature` (hex, any case) is `rawBody`'s with `secret`, compared in constant time. */
export function signatureMatches(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signBankNotification(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

/**
 * The order number a transfer's description holds, as the shop writes it (ORD-20261127-7K3QX2).
 * Banks often drop the hyphens of a note or change its case, so those are read back in.
 */
export function orderNumberIn(description: string): string | null {
  const found = /ORD[\s-]?(\d{8})[\s-]?([2-9A-HJKMNP-Z]{6})(?![0-9A-Z])/i.exec(description);
  return found ? `ORD-${found[1]}-${found[2]!.toUpperCase()}` : null;
}

type Outcome = (typeof bankTransfers.$inferSelect)['outcome'];

/** The refusal of an outcome other than `applied` (the same for the first and every replay). */
function refusalOf(outcome: Exclude<Outcome, 'applied'>): HttpError {
  switch (outcome) {
    case 'unknown_order':
      return new HttpError(422, MESSAGES.unknownOrder);
    case 'wrong_amount':
      return new HttpError(422, MESSAGES.wrongAmount);
    case 'not_awaiting':
      return new HttpError(409, MESSAGES.notAwaiting);
  }
}

/**
 * Applies a signed notification once. Answers `applied` the first time, `already_applied` for the
 * same transaction id again; a notification that applies to no order waiting for exactly its
 * amount is recorded and refused (422 or 409), and refused the same way when sent again.
 */
export async function receiveBankNotification(
  deps: Pick<Deps, 'db' | 'now'>,
  notification: BankNotification,
): Promise<BankNotificationAnswer> {
  const now = deps.now().getTime();
  const at = new Date(notification.transactionDate);
  if (
    now - at.getTime() > NOTIFICATION_MAX_AGE_MS ||
    at.getTime() - now > NOTIFICATION_CLOCK_SKEW_MS
  )
    throw new HttpError(400, MESSAGES.stale);
  const orderNumber = orderNumberIn(notification.description);
  const result = await inTransaction(deps.db, async (tx) => {
    const seen = async () => {
      const [earlier] = await tx
        .select()
        .from(bankTransfers)
        .where(eq(bankTransfers.transactionId, notification.transactionId));
      return earlier
        ? { replay: true, outcome: earlier.outcome, orderNumber: earlier.orderNumber }
        : null;
    };
    const earlier = await seen();
    if (earlier) return earlier;
    const [order] = orderNumber
      ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber))
      : [];
    let outcome: Outcome = 'unknown_order';
    if (order) {
      const paid = await markOrderPaid(
        deps,
        { orderId: order.id, amount: notification.amount },
        tx,
      );
      outcome = paid.outcome === 'already' ? 'not_awaiting' : paid.outcome;
    }
    const [recorded] = await tx
      .insert(bankTransfers)
      .values({
        transactionId: notification.transactionId,
        orderId: order?.id ?? null,
        orderNumber,
        amount: notification.amount,
        description: notification.description,
        transferredAt: at,
        outcome,
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ outcome: bankTransfers.outcome });
    // A twin of this notification recorded it meanwhile (it waited for the order's row lock, so
    // it found the order paid and wrote nothing): answer as the twin did.
    if (!recorded) return (await seen())!;
    return { replay: false, outcome, orderNumber };
  });
  if (result.outcome !== 'applied') throw refusalOf(result.outcome);
  return {
    result: result.replay ? 'already_applied' : 'applied',
    orderNumber: result.orderNumber,
  };
}

/** Orders swept at most per run (the next run takes the rest). */
const EXPIRY_BATCH = 100;
/** How often the sweep runs. */
export const EXPIRY_SWEEP_MS = 60 * 1000;
/** The named lock of the sweep: one instance sweeps at a time. */
const EXPIRY_LOCK = 'shop-transfer-expiry';
/** Who the order's history says cancelled it. */
export const EXPIRY_ACTOR = 'system';
export const EXPIRY_NOTE = 'No bank transfer arrived in time';
/** The same for a VNPay order. */
export const VNPAY_EXPIRY_NOTE = 'No VNPay payment arrived in time';

/**
 * Cancels the transfer and VNPay orders unpaid for longer than their method's wait, each once, with its
 * stock returned; the number cancelled. An order paid meanwhile (or moved by an operator) is
 * left as it is: the move only happens while the order's status and payment status are as read.
 */
export async function expireUnpaidTransfers(
  deps: Pick<Deps, 'db' | 'payments' | 'now' | 'config'>,
): Promise<number> {
  const now = deps.now().getTime();
  // Each method waits its own time: a transfer BANK_TRANSFER_UNPAID_HOURS, VNPay
  // VNPAY_UNPAID_MINUTES (its payment pages expire within minutes).
  const dueOf = (method: 'bank_transfer' | 'vnpay', unpaidMs: number) =>
    and(eq(orders.paymentMethod, method), lt(orders.createdAt, new Date(now - unpaidMs)));
  const due = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'unpaid'),
        inArray(orders.status, ['pending', 'processing']),
        or(
          dueOf('bank_transfer', deps.config.bankTransfer.unpaidMs),
          dueOf('vnpay', deps.config.vnpay.unpaidMs),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(EXPIRY_BATCH);
  let cancelled = 0;
  for (const row of due) {
    const moved = await moveOrder(deps, {
      row,
      to: 'cancelled',
      by: { staffId: null, actor: EXPIRY_ACTOR },
      note: row.paymentMethod === 'vnpay' ? VNPAY_EXPIRY_NOTE : EXPIRY_NOTE,
      onlyUnpaid: true,
    });
    if (moved) cancelled++;
  }
  return cancelled;
}

/**
 * Runs the expiry sweep every EXPIRY_SWEEP_MS on this instance, under a named lock so that of
 * several instances on one database one sweeps at a time (the others skip that round). Returns
 * its stop.
 */
export function startTransferExpiry(
  deps: Pick<Deps, 'db' | 'payments' | 'now' | 'config'>,
  tryLock: Database['tryLock'],
  log: (line: string) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const release = await tryLock(EXPIRY_LOCK);
    if (!release) return;
    try {
      const cancelled = await expireUnpaidTransfers(deps);
      if (cancelled > 0) log(`Cancelled ${cancelled} unpaid bank-transfer or VNPay order(s).`);
    } catch (error) {
      log(`The sweep of unpaid bank-transfer orders failed: ${describeError(error)}`);
    } finally {
      await release();
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = null));
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
