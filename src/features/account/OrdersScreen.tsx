// My Orders (/orders): the customer's orders 5 a page, one card open at a time, cancel while
// pending or processing, pagination only past one page.
import { useEffect, useState } from 'react';
import type { OrderList } from '../../api/schemas/order.ts';
import { Pagination } from '../catalog/Pagination.tsx';
import { showToast } from '../toast/store.ts';
import { failureText } from './field-errors.ts';
import forms from './forms.module.scss';
import { OrderCard } from './OrderCard.tsx';
import { cancelOrder, fetchOrders } from './orders-api.ts';
import styles from './orders.module.scss';
import { useSignedIn } from './use-account-gate.ts';

const pageFromUrl = (): number => {
  const page = Number(new URLSearchParams(window.location.search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

const showLoadFailure = (error: unknown) =>
  showToast({
    title: 'Error',
    description: failureText(error, 'Failed to load orders. Please try again.'),
    variant: 'destructive',
  });

const hrefFor = (page: number) => (page > 1 ? `/orders?page=${page}` : '/orders');

export default function OrdersScreen() {
  const signedIn = useSignedIn();
  const [list, setList] = useState<OrderList | null>(null);
  const [loading, setLoading] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const load = (page: number) => {
    setLoading(true);
    return fetchOrders(page)
      .then(setList, showLoadFailure)
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    if (!signedIn) return;
    fetchOrders(pageFromUrl())
      .then(setList, showLoadFailure)
      .finally(() => setLoading(false));
  }, [signedIn]);

  const goTo = (page: number) => {
    window.history.replaceState(null, '', hrefFor(page));
    setOpenId(null);
    void load(page);
    window.scrollTo({ top: 0 });
  };

  const cancel = async (id: string) => {
    setCancellingId(id);
    try {
      await cancelOrder(id);
      showToast({
        title: 'Order Cancelled',
        description: 'Your order has been cancelled successfully.',
      });
      await load(list?.pagination.page ?? 1);
    } catch (error) {
      showToast({
        title: 'Error',
        description: failureText(error, 'Failed to cancel order. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setCancellingId(null);
    }
  };

  if (!signedIn || (loading && !list)) {
    return (
      <div role="status" className={styles.spinnerBox}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading orders...</span>
      </div>
    );
  }

  if (!list) {
    return (
      <div className={styles.empty}>
        <p className={forms.muted}>Your orders could not be loaded.</p>
        <button type="button" className={forms.primary} onClick={() => void load(pageFromUrl())}>
          Try Again
        </button>
      </div>
    );
  }

  if (list.orders.length === 0) {
    return (
      <div className={styles.empty}>
        <h2>No orders yet</h2>
        <p className={forms.muted}>When you place orders, they will appear here</p>
        <a href="/products" className={forms.primary}>
          Start Shopping
        </a>
      </div>
    );
  }

  return (
    <div className={styles.orders} aria-busy={loading || undefined}>
      <ul className={styles.list}>
        {list.orders.map((order) => (
          <li key={order._id}>
            <OrderCard
              order={order}
              open={openId === order._id}
              onToggle={() => setOpenId(openId === order._id ? null : order._id)}
              cancelling={cancellingId === order._id}
              onCancel={() => void cancel(order._id)}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={list.pagination.page}
        pages={list.pagination.pages}
        hrefFor={hrefFor}
        onNavigate={goTo}
        disabled={loading}
      />
    </div>
  );
}
