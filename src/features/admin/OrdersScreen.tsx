// The operators' order list (/admin/orders): search (order number, e-mail, phone), filters
// (status, payment method and status, days), the orders newest first in pages, each linking to its page. The
// filters live in the page address; on a phone the table becomes one card per order.
import type { AdminOrderList } from '../../api/schemas/admin-orders.ts';
import { formatVnd } from '../../lib/format.ts';
import { itemCountLabel, paymentLabel } from '../../lib/order-display.ts';
import { ORDER_ADMIN_MESSAGES } from '../../lib/order-status.ts';
import type { FilterSpec } from './ListFilters.tsx';
import { ListScreen, type ListView } from './ListScreen.tsx';
import { listAdminOrders, type AdminOrderFilters } from './orders-api.ts';
import {
  PAYMENT_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  STATUS_OPTIONS,
  orderFiltersOf,
  orderSearchOf,
  orderViewPath,
} from './orders-view.ts';
import { PaymentStatusBadge, StatusBadge } from './StatusBadge.tsx';
import { TableHead } from './TableHead.tsx';
import styles from './orders.module.scss';
import { useListQuery } from './use-list-query.ts';
import { formatShopDate } from '../../lib/dates.ts';

const FILTERS: readonly FilterSpec<keyof AdminOrderFilters>[] = [
  { key: 'q', label: 'Search', kind: 'search', placeholder: 'Order number, e-mail or phone' },
  {
    key: 'status',
    label: 'Status',
    kind: 'select',
    empty: 'All statuses',
    choices: STATUS_OPTIONS,
  },
  {
    key: 'payment',
    label: 'Payment',
    kind: 'select',
    empty: 'All payment methods',
    choices: PAYMENT_OPTIONS,
  },
  {
    key: 'paymentStatus',
    label: 'Payment status',
    kind: 'select',
    empty: 'All payment statuses',
    choices: PAYMENT_STATUS_OPTIONS,
  },
  { key: 'from', label: 'Placed from', kind: 'date' },
  { key: 'to', label: 'Placed to', kind: 'date' },
];
const COLUMNS = ['Order', 'Placed', 'Customer', 'Payment', 'Items', 'Total', 'Status', 'Paid'];
const VIEW: ListView<AdminOrderFilters, AdminOrderList> = {
  styles,
  noun: ['order', 'orders'],
  specs: FILTERS,
  items: (list) => list.orders,
  check: ({ from, to }) => (from && to && from > to ? ORDER_ADMIN_MESSAGES.dateRange : ''),
};

export default function OrdersScreen() {
  const query = useListQuery<AdminOrderFilters, AdminOrderList>({
    filtersOf: orderFiltersOf,
    searchOf: orderSearchOf,
    load: listAdminOrders,
    failure: 'Could not load the orders.',
  });

  return (
    <ListScreen query={query} view={VIEW}>
      {(list) => (
        <table className={`admin-table ${styles.table}`}>
          <TableHead columns={COLUMNS} />
          <tbody>
            {list.orders.map((order) => (
              <tr key={order._id}>
                <td data-label="Order" className={styles.number}>
                  <a href={orderViewPath(order._id)}>{order.orderNumber}</a>
                </td>
                <td data-label="Placed">{formatShopDate(order.createdAt)}</td>
                <td data-label="Customer">
                  <span>
                    {order.customer.name}
                    <span className={styles.contact}>{order.customer.email}</span>
                  </span>
                </td>
                <td data-label="Payment">{paymentLabel(order.paymentMethod)}</td>
                <td data-label="Items">{itemCountLabel(order.itemCount)}</td>
                <td data-label="Total">{formatVnd(order.totalAmount)}</td>
                <td data-label="Status">
                  <StatusBadge status={order.status} />
                </td>
                <td data-label="Paid">
                  <PaymentStatusBadge status={order.paymentStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListScreen>
  );
}
