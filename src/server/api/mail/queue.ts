// Queuing e-mail (and text messages, channel 'sms'): a mail_queue row, written with the transaction of the change that causes it, so
// the message goes out if and only if the change commits, and the request never waits for a mail
// server. The worker (worker.ts) sends it. Messages are rendered here, when they are queued.
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../lib/constants.ts';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/connect.ts';
import { mailQueue, orders, users } from '../db/schema.ts';
import { withItems } from '../services/order-view.ts';
import type { Order } from '../../../api/schemas/order.ts';
import { publicSiteUrl, type BankTransferConfig } from '../../config.ts';
import {
  orderConfirmationMail,
  orderPaidMail,
  orderStatusMail,
  renderMail,
  type MailDraft,
  type OrderMailContext,
  type OrderStatusMailStatus,
} from './templates.ts';
import { shopIdentityIn } from '../services/shop-identity.ts';
import type { SmsContent } from './sms.ts';

/** Adds an e-mail to the queue (pass the transaction of the change it reports); its id. */
export async function queueMail(db: Db, to: string, mail: MailDraft): Promise<string> {
  // Signed by the shop's identity as it is in this transaction (read, not cached: mail is rare).
  return queueMessage(db, { channel: 'email', to, ...renderMail(mail, await shopIdentityIn(db)) });
}

/** Adds a text message to `phone` (as stored: 0 and nine digits) to the queue, as queueMail; its id. */
export async function queueText(db: Db, phone: string, content: SmsContent): Promise<string> {
  return queueMessage(db, { channel: 'sms', to: phone, subject: '', html: '', ...content });
}

async function queueMessage(
  db: Db,
  message: Omit<typeof mailQueue.$inferInsert, 'id' | 'nextAttemptAt'>,
): Promise<string> {
  const id = newId();
  // Due from the application's clock, as the worker reads it (the database's now() has
  // microseconds: a message queued and claimed within one millisecond was not yet due).
  await db.insert(mailQueue).values({ id, ...message, nextAttemptAt: new Date() });
  return id;
}

const MAILED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'cancelled'];

async function orderWithOwner(db: Db, orderId: string, bank?: BankTransferConfig) {
  const [found] = await db
    .select({ order: orders, orderUpdates: users.notificationSettings })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const [order] = await withItems(db, [found.order], bank);
  return order ? { row: found.order, order, settings: found.orderUpdates } : null;
}

/**
 * Queues the confirmation of a placed order, to the e-mail given at checkout; an order paid by
 * transfer carries how to pay it into `bank`'s account, and by when.
 */
export const queueOrderConfirmation = (
  db: Db,
  orderId: string,
  bank: BankTransferConfig,
): Promise<string | null> => queueOrderMail(db, orderId, orderConfirmationMail, bank);

/** Queues the e-mail that an order's money arrived; call it in the transaction that records it. */
export const queueOrderPaidMail = (tx: Db, orderId: string): Promise<string | null> =>
  queueOrderMail(tx, orderId, orderPaidMail);

/** Queues `render`'s e-mail of the order to the e-mail given at checkout, in the order's language. */
async function queueOrderMail(
  db: Db,
  orderId: string,
  render: (order: Order, context: OrderMailContext) => MailDraft,
  bank?: BankTransferConfig,
): Promise<string | null> {
  const found = await orderWithOwner(db, orderId, bank);
  if (!found) return null;
  const mail = render(found.order, {
    siteUrl: publicSiteUrl(),
    account: found.row.userId !== null,
    lang: found.row.lang,
  });
  return queueMail(db, found.order.shippingAddress.email, mail);
}

/**
 * Queues the e-mail of an order's move to `status` (shipped, delivered, or cancelled with its
 * refund); other statuses send nothing. Call it inside the transaction that moves the order,
 * after the move (and the refund), so the message says what was committed. Shipped and
 * delivered are skipped for a customer who turned off e-mail order updates in Settings; a
 * cancellation is always sent, since it concerns their money.
 */
export async function queueOrderStatusMail(
  tx: Db,
  orderId: string,
  status: OrderStatus,
): Promise<string | null> {
  if (!MAILED_STATUSES.includes(status)) return null;
  const found = await orderWithOwner(tx, orderId);
  if (!found) return null;
  const mailStatus = status as OrderStatusMailStatus;
  if (mailStatus !== 'cancelled' && found.settings && !found.settings.emailOrderUpdates)
    return null;
  const { row } = found;
  const refunded = row.refundedAt !== null && row.paymentReference !== null;
  const mail = orderStatusMail(found.order, mailStatus, {
    siteUrl: publicSiteUrl(),
    account: row.userId !== null,
    lang: row.lang,
    refund: refunded
      ? { amount: row.totalAmount, cardBrand: row.cardBrand, cardLast4: row.cardLast4 }
      : null,
    refundDue: row.paymentStatus === 'refund_due',
  });
  return queueMail(tx, found.order.shippingAddress.email, mail);
}
