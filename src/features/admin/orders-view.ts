// What the orders screens show and keep in the page address: the list's filters read from and
// written to the query string, the order page's path, and how a history entry names who acted.
import { ORDER_STATUSES, PAYMENT_METHOD_IDS, PAYMENT_STATUSES } from '../../lib/constants.ts';
import { paymentLabel, paymentStatusLabel, statusLabel } from '../../lib/order-display.ts';
import { listFiltersOf, listSearchOf } from './list-query.ts';
import type { AdminOrderFilters } from './orders-api.ts';

const FILTER_KEYS = ['q', 'status', 'payment', 'paymentStatus', 'from', 'to', 'page'] as const;

/** The list's filters in a query string (`?status=shipped&q=…`); unknown keys are ignored. */
export const orderFiltersOf = (search: string): AdminOrderFilters =>
  listFiltersOf(FILTER_KEYS, search);

/** The query string of `filters` ('' when there are none), page 1 left out. */
export const orderSearchOf = (filters: AdminOrderFilters): string =>
  listSearchOf(FILTER_KEYS, filters);

export const ORDERS_PATH = '/admin/orders';

/** The page of one order (a static page reading the id from its address). */
export const orderViewPath = (id: string): string =>
  `${ORDERS_PATH}/view?id=${encodeURIComponent(id)}`;

/** The statuses as the filter offers them. */
export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

/** The payment methods as the filter offers them. */
export const PAYMENT_OPTIONS = PAYMENT_METHOD_IDS.map((method) => ({
  value: method,
  label: method === 'paypal' ? 'PayPal' : paymentLabel(method),
}));

/** The payment statuses as the filter offers them. */
export const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: paymentStatusLabel(status),
}));

/** Who moved an order, as its history says it. */
export function actorLabel(actor: string): string {
  if (actor === 'customer') return 'the customer';
  if (actor === 'guest') return 'the customer (guest)';
  if (actor === 'cli') return 'the command line';
  if (actor === 'system') return 'the shop (unpaid in time)';
  return actor;
}

const eventTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** "21 Nov 2026, 14:05", in Vietnam's time zone (the shop's days) whatever the browser's. */
export const formatEventTime = (iso: string): string => eventTime.format(new Date(iso));
