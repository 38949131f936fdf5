// Orders in the back office and the CLI: the operators' filtered list, one order with its customer
// and history, and a transition along src/lib/order-status.ts's table, made by the one order move
// (order-transition.ts) with its audit record in the same transaction.
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrderCustomer,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
  OrderTimelineEntry,
} from '../../../api/schemas/admin-orders.ts';
import type { OrderStatus } from '../../../lib/constants.ts';
import {
  ORDER_ADMIN_MESSAGES,
  PHONE_SEARCH_MIN_DIGITS,
  dayRange,
  nextStatus,
  transitionRefusal,
} from '../../../lib/order-status.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import {
  bankTransfers,
  orderEvents,
  orderItems,
  orders,
  users,
  vnpayPayments,
} from '../db/schema.ts';
import { HttpError, conflict, notFound } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { moveOrder } from './order-transition.ts';
import { markOrderPaid, markRefunded } from './payment-status.ts';
import { withItems, type OrderRow } from './order-view.ts';

const orderNotFound = () => notFound(ORDER_ADMIN_MESSAGES.notFound);

/** `text` for a LIKE pattern: its own %, _ and \ match only themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The digits of a typed phone number, +84 written as the national 0. */
function phoneSearchDigits(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^84(?=\d{9}$)/, '0');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

/** Part of an order number, of the order's or the account's e-mail, or of a phone number. */
function searchCondition(text: string): SQL | undefined {
  const pattern = `%${likeEscaped(text)}%`;
  const accounts = (match: SQL) =>
    sql`${orders.userId} in (select ${users.id} from ${users} where ${match})`;
  const matches: SQL[] = [
    ilike(orders.orderNumber, pattern),
    sql`${orders.shippingAddress}->>'email' ilike ${pattern}`,
    accounts(sql`${users.email} ilike ${pattern}`),
  ];
  const digits = phoneSearchDigits(text);
  if (digits) {
    const digitsPattern = `%${digits}%`;
    matches.push(
      sql`regexp_replace(${orders.shippingAddress}->>'phone', '\\D', '', 'g') like ${digitsPattern}`,
      accounts(sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${digitsPattern}`),
    );
  }
  return or(...matches);
}

/** The customer of an order: the account's name and contacts, else the shipping contacts. */
function customerOf(
  row: Pick<OrderRow, 'userId' | 'shippingAddress'>,
  account: { name: string | null; email: string | null; phone: string | null } | null,
): AdminOrderCustomer {
  const address = row.shippingAddress;
  return {
    name: account?.name || address.fullName,
    email: account?.email || address.email,
    phone: account?.phone || address.phone,
    registered: row.userId !== null,
  };
}

/** One page of orders matching the filters, newest first, with the exact number of matches. */
export async function listAdminOrders(db: Db, query: AdminOrderListQuery): Promise<AdminOrderList> {
  if (query.from && query.to && query.from > query.to)
    throw new HttpError(400, ORDER_ADMIN_MESSAGES.dateRange);
  const { start, end } = dayRange(query.from, query.to);
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment ? eq(orders.paymentMethod, query.payment) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    start ? gte(orders.createdAt, start) : undefined,
    end ? lt(orders.createdAt, end) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      order: orders,
      account: { name: users.name, email: users.email, phone: users.phone },
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    orders: rows.map(({ order, account, itemCount }) => ({
      _id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      customer: customerOf(order, account),
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      totalAmount: order.totalAmount,
      itemCount: Number(itemCount),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    })),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      pages: Math.ceil(total / query.limit),
    },
  };
}

/** The order row by id (an operator's screen) or by number (the CLI); 404 when there is none. */
export async function findOrderRow(
  db: Db,
  key: { id: string } | { orderNumber: string },
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      'id' in key ? eq(orders.id, key.id) : eq(orders.orderNumber, key.orderNumber.toUpperCase()),
    )
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** The order's placing, then every move in the order they were made. */
async function timelineOf(db: Db, row: OrderRow): Promise<OrderTimelineEntry[]> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return [
    {
      at: row.createdAt.toISOString(),
      from: null,
      to: 'pending',
      actor: row.userId === null ? 'guest' : 'customer',
      staffId: null,
      note: null,
    },
    ...events.map((event) => ({
      at: event.at.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      staffId: event.staffId,
      note: event.note,
    })),
  ];
}

/** The order with its lines, customer, refund and history, as the operators' screen shows it. */
export async function adminOrderDetail(db: Db, row: OrderRow): Promise<AdminOrderDetail> {
  const [order] = await withItems(db, [row]);
  if (!order) throw orderNotFound();
  const [account] = row.userId
    ? await db
        .select({ name: users.name, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  return {
    order,
    customer: customerOf(row, account ?? null),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    timeline: await timelineOf(db, row),
    ...(await paymentRecordsOf(db, row.id)),
  };
}

/** What the bank and VNPay notified for an order, oldest first. */
async function paymentRecordsOf(
  db: Db,
  orderId: string,
): Promise<Pick<AdminOrderDetail, 'bankTransfers' | 'vnpayPayments'>> {
  const [transfers, attempts] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.orderId, orderId))
      .orderBy(asc(bankTransfers.receivedAt)),
    db
      .select()
      .from(vnpayPayments)
      .where(eq(vnpayPayments.orderId, orderId))
      .orderBy(asc(vnpayPayments.receivedAt)),
  ]);
  return {
    bankTransfers: transfers.map((t) => ({
      transactionId: t.transactionId,
      amount: t.amount,
      description: t.description,
      transferredAt: t.transferredAt.toISOString(),
      outcome: t.outcome,
      receivedAt: t.receivedAt.toISOString(),
    })),
    vnpayPayments: attempts.map((a) => ({
      txnRef: a.txnRef,
      transactionNo: a.transactionNo,
      amount: a.amount,
      responseCode: a.responseCode,
      transactionStatus: a.transactionStatus,
      bankCode: a.bankCode,
      cardType: a.cardType,
      paidAt: a.paidAt?.toISOString() ?? null,
      outcome: a.outcome,
      receivedAt: a.receivedAt.toISOString(),
      raw: a.raw,
    })),
  };
}

export interface TransitionRequest {
  row: OrderRow;
  /** The status to move to; the next one forward when left out (the CLI's `advance`). */
  to?: OrderStatus | undefined;
  note?: string | undefined;
  who: AuditWho;
}

/**
 * Moves the order along the transition table, with its history row and its audit record
 * (`order.transition`, before and after status) in one transaction. A move the table refuses,
 * or one that lost a race to another move, is 409 naming the current status, nothing written.
 */
export async function transitionOrder(
  deps: Pick<Deps, 'db' | 'payments' | 'now'>,
  request: TransitionRequest,
): Promise<OrderRow> {
  const { row, who, note } = request;
  const to = request.to ?? nextStatus(row.status);
  if (!to) throw conflict(ORDER_ADMIN_MESSAGES.final(row.status));
  const refusal = transitionRefusal(row.status, to);
  if (refusal) throw conflict(refusal);
  const by =
    'staff' in who
      ? { staffId: who.staff.id, actor: who.staff.email }
      : { staffId: null, actor: who.actor };
  const moved = await moveOrder(deps, {
    row,
    to,
    by,
    note,
    alsoInTransaction: (tx, after) =>
      recordAudit(tx, {
        ...who,
        action: 'order.transition',
        targetId: row.id,
        before: { orderNumber: row.orderNumber, status: row.status },
        after: { orderNumber: row.orderNumber, status: after.status, ...(note ? { note } : {}) },
        at: after.updatedAt,
      }),
  });
  if (moved) return moved;
  const now = await findOrderRow(deps.db, { id: row.id });
  throw conflict(ORDER_ADMIN_MESSAGES.changed(now.status));
}

export interface PaymentMarkRequest {
  row: OrderRow;
  to: 'paid' | 'refunded';
  note?: string | undefined;
  who: AuditWho;
}

/**
 * An operator records what happened to an order's money, audited (`order.payment`, before and
 * after payment status) in the same transaction: a bank transfer seen on the account (`paid`,
 * through markOrderPaid, the same checks and e-mail as the bank's notification, for the order's
 * total), or a refund due given back by hand (`refunded`). Anything else is 409, nothing written.
 */
export async function markOrderPayment(
  deps: Pick<Deps, 'db' | 'now'>,
  request: PaymentMarkRequest,
): Promise<OrderRow> {
  const { row, to, note, who } = request;
  const audit = (tx: Db, after: OrderRow) =>
    recordAudit(tx, {
      ...who,
      action: 'order.payment',
      targetId: row.id,
      before: { orderNumber: row.orderNumber, paymentStatus: row.paymentStatus },
      after: {
        orderNumber: row.orderNumber,
        paymentStatus: after.paymentStatus,
        ...(note ? { note } : {}),
      },
      at: deps.now(),
    });
  if (to === 'refunded') {
    const refunded = await markRefunded(deps, row.id, audit);
    if (!refunded) throw conflict(ORDER_ADMIN_MESSAGES.notRefundDue);
    return refunded;
  }
  // By hand only a transfer: a VNPay order is paid by VNPay's own notification (services/vnpay.ts).
  if (row.paymentMethod !== 'bank_transfer')
    throw conflict(ORDER_ADMIN_MESSAGES.notAwaitingTransfer);
  const paid = await markOrderPaid(deps, {
    orderId: row.id,
    amount: row.totalAmount,
    alsoInTransaction: audit,
  });
  if (paid.outcome !== 'applied') throw conflict(ORDER_ADMIN_MESSAGES.notAwaitingTransfer);
  return paid.order;
}
