// How an order moves in the back office (operators move orders along it): the one transition table,
// the labels of its buttons, and every message and limit of the operators' order calls, written
// once for the API, the CLI and the back office's pages.
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from './constants.ts';
import { statusLabel } from './order-display.ts';

/**
 * Which status may follow which: pending → processing → shipped → delivered, and cancel from
 * pending or processing. Delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

export const isFinalStatus = (status: OrderStatus): boolean =>
  ORDER_TRANSITIONS[status].length === 0;

/** The next step forward (never cancelled), or null from a final status. */
export const nextStatus = (status: OrderStatus): OrderStatus | null =>
  ORDER_TRANSITIONS[status].find((to) => to !== 'cancelled') ?? null;

/** The steps an order goes through when all goes well, from the first: pending … delivered. */
export const ORDER_LIFECYCLE: readonly OrderStatus[] = (() => {
  const steps: OrderStatus[] = ['pending'];
  for (let next = nextStatus('pending'); next; next = nextStatus(next)) steps.push(next);
  return steps;
})();

/** The button that moves an order to `to`. */
export const transitionLabel = (to: OrderStatus): string =>
  to === 'cancelled' ? 'Cancel order' : `Mark as ${to}`;

/** The operators' order list: newest first, pages of this many (`limit` up to MAX_PAGE_LIMIT). */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** A note on a transition (why it was cancelled, a parcel's tracking number). */
export const TRANSITION_NOTE_MAX = 500;
export const ORDER_SEARCH_MAX = 100;
/** A search of at least this many digits (spaces and dashes aside) also matches phone numbers. */
export const PHONE_SEARCH_MIN_DIGITS = 3;
/** The shop's time zone (Vietnam, no daylight saving time): date filters are days there. */
export const SHOP_UTC_OFFSET = '+07:00';

/** `from` (a YYYY-MM-DD day, inclusive) and `to` (inclusive) as instants: [start, end). */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
): { start: Date | null; end: Date | null } {
  const start = from ? new Date(`${from}T00:00:00${SHOP_UTC_OFFSET}`) : null;
  let end: Date | null = null;
  if (to) {
    end = new Date(`${to}T00:00:00${SHOP_UTC_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
  }
  return { start, end };
}

export const ORDER_ADMIN_MESSAGES = {
  notFound: 'Order not found',
  dateRange: 'The start date must not be after the end date',
  statusInvalid: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
  noteTooLong: `A note is at most ${TRANSITION_NOTE_MAX} characters`,
  /** The order changed between reading it and moving it (another operator, the customer). */
  changed: (now: OrderStatus) =>
    `The order was changed meanwhile: it is now ${statusLabel(now)}. Reload it and try again.`,
  final: (status: OrderStatus) =>
    `The order is ${statusLabel(status)}, which is final: it cannot change.`,
  refused: (from: OrderStatus, to: OrderStatus) =>
    `The order is ${statusLabel(from)}: it cannot be moved to ${statusLabel(to)}.`,
  same: (status: OrderStatus) => `The order is already ${statusLabel(status)}.`,
  paymentStatusInvalid: `Payment status must be one of: ${PAYMENT_STATUSES.join(', ')}`,
  paymentMoveInvalid: 'Payment can be marked paid or refunded',
  /** An operator's payment mark the order's payment does not allow. */
  notAwaitingTransfer:
    'Only an unpaid bank-transfer order that is not cancelled can be marked as paid.',
  notRefundDue: 'Only an order with a refund due can be marked as refunded.',
} as const;

/** Why `from` may not become `to`, or null when it may. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canTransition(from, to)) return null;
  if (isFinalStatus(from)) return ORDER_ADMIN_MESSAGES.final(from);
  if (from === to) return ORDER_ADMIN_MESSAGES.same(from);
  return ORDER_ADMIN_MESSAGES.refused(from, to);
}
