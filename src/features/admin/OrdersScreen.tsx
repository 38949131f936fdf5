// The operators' order list (/admin/orders): search (order number, e-mail, phone), filters
// (status, payment method, days), the orders newest first in pages, each linking to its page. The
// filters live in the page address; on a phone the table becomes one card per order.
import { useState, type FormEvent } from 'react';
import type { AdminOrderList } from '../../api/schemas/admin-orders.ts';
import { formatVnd } from '../../lib/format.ts';
import { formatOrderDate, itemCountLabel, paymentLabel } from '../../lib/order-display.ts';
import { ORDER_ADMIN_MESSAGES } from '../../lib/order-status.ts';
import { Alert } from './Alert.tsx';
import { Choices, FormField } from './FormField.tsx';
import { FilterActions } from './FilterActions.tsx';
import { listAdminOrders, type AdminOrderFilters } from './orders-api.ts';
import {
  PAYMENT_OPTIONS,
  STATUS_OPTIONS,
  orderFiltersOf,
  orderSearchOf,
  orderViewPath,
} from './orders-view.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TableHead } from './TableHead.tsx';
import styles from './orders.module.scss';
import Pager from './Pager.tsx';
import { useListQuery } from './use-list-query.ts';

const COLUMNS = ['Order', 'Placed', 'Customer', 'Payment', 'Items', 'Total', 'Status'];

export default function OrdersScreen() {
  const { draft, answer, loading, list, apply, field, draftWithoutPage, goTo } = useListQuery<
    AdminOrderFilters,
    AdminOrderList
  >({
    filtersOf: orderFiltersOf,
    searchOf: orderSearchOf,
    load: listAdminOrders,
    failure: 'Could not load the orders.',
  });
  const [formError, setFormError] = useState('');
  const error = formError || (loading ? '' : (answer?.error ?? ''));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setFormError(ORDER_ADMIN_MESSAGES.dateRange);
      return;
    }
    setFormError('');
    apply(draftWithoutPage());
  };

  const page = list?.pagination.page ?? 1;
  const pages = list?.pagination.pages ?? 0;
  const goToPage = (target: number) => {
    setFormError('');
    goTo(target);
  };

  return (
    <div className={styles.orders} aria-busy={loading || undefined}>
      <form className={`admin-card ${styles.filters}`} role="search" onSubmit={submit}>
        <FormField id="orders-q" label="Search" className={styles.search}>
          <input
            id="orders-q"
            type="search"
            placeholder="Order number, e-mail or phone"
            maxLength={100}
            {...field('q')}
          />
        </FormField>
        <FormField id="orders-status" label="Status">
          <select id="orders-status" {...field('status')}>
            <Choices empty="All statuses" choices={STATUS_OPTIONS} />
          </select>
        </FormField>
        <FormField id="orders-payment" label="Payment">
          <select id="orders-payment" {...field('payment')}>
            <Choices empty="All payment methods" choices={PAYMENT_OPTIONS} />
          </select>
        </FormField>
        <FormField id="orders-from" label="Placed from">
          <input id="orders-from" type="date" {...field('from')} />
        </FormField>
        <FormField id="orders-to" label="Placed to">
          <input id="orders-to" type="date" {...field('to')} />
        </FormField>
        <FilterActions
          className={styles.actions}
          clearClassName={`admin-button ${styles.secondary}`}
          onClear={() => apply({})}
        />
      </form>

      <Alert message={error} />
      <p role="status" className="admin-muted">
        {list ? `${list.pagination.total} ${list.pagination.total === 1 ? 'order' : 'orders'}` : ''}
        {loading ? ' Loading…' : ''}
      </p>

      {list && list.orders.length === 0 && !loading && (
        <p className="admin-card">No orders match these filters.</p>
      )}
      {list && list.orders.length > 0 && (
        <table className={`admin-table ${styles.table}`}>
          <TableHead columns={COLUMNS} />
          <tbody>
            {list.orders.map((order) => (
              <tr key={order._id}>
                <td data-label="Order" className={styles.number}>
                  <a href={orderViewPath(order._id)}>{order.orderNumber}</a>
                </td>
                <td data-label="Placed">{formatOrderDate(order.createdAt)}</td>
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
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {pages > 1 && (
        <Pager
          label="Order pages"
          page={page}
          pages={pages}
          loading={loading}
          onGo={goToPage}
          className={styles.pager}
          buttonClassName={`admin-button ${styles.secondary}`}
        />
      )}
    </div>
  );
}
