// My Orders (/orders): the customer's orders 5 a page, one card open at a time, cancel while
// pending or processing, pagination only past one page.
import { useCallback, useEffect, useState } from 'react';
import type { OrderList } from '../../api/schemas/order.ts';
import { Pagination } from '../catalog/Pagination.tsx';
import { showToast } from '../toast/store.ts';
import { failureText } from './field-errors.ts';
import forms from './forms.module.scss';
import { OrderCard } from './OrderCard.tsx';
import type { TransferWords } from '../checkout/BankTransferPanel.tsx';
import type { VnpayWords } from '../payment/VnpayPanel.tsx';
import { cancelOrder, fetchOrders } from './orders-api.ts';
import styles from './orders.module.scss';
import { useSignedIn } from './use-account-gate.ts';
import type { AccountProps } from './FormParts.tsx';
import type { CardText } from '../catalog/card-text.ts';
import { localePath } from '../../lib/i18n/browser.ts';

const pageFromUrl = (): number => {
  const page = Number(new URLSearchParams(window.location.search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

interface Props extends AccountProps {
  /** The page links' words, in the page's language. */
  pages: Pick<CardText, 'pagination' | 'previous' | 'next' | 'page'>;
  /** How to pay an order by bank transfer, in the page's language. */
  transfer: TransferWords;
  /** How to pay a VNPay order again, in the page's language. */
  vnpay: VnpayWords;
}

export default function OrdersScreen({ t, lang, pages, transfer, vnpay }: Props) {
  const o = t.orders;
  const signedIn = useSignedIn(lang);
  const showLoadFailure = useCallback(
    (error: unknown) =>
      showToast({
        title: t.common.error,
        description: failureText(error, t.orders.loadFailed),
        variant: 'destructive',
      }),
    [t],
  );
  const hrefFor = (page: number) => localePath(lang, page > 1 ? `/orders?page=${page}` : '/orders');
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
  }, [signedIn, showLoadFailure]);

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
      showToast({ title: o.cancelledTitle, description: o.cancelledText });
      await load(list?.pagination.page ?? 1);
    } catch (error) {
      showToast({
        title: t.common.error,
        description: failureText(error, o.cancelFailed),
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
        <span className="visually-hidden">{o.loading}</span>
      </div>
    );
  }

  if (!list) {
    return (
      <div className={styles.empty}>
        <p className={forms.muted}>{o.couldNotLoad}</p>
        <button type="button" className={forms.primary} onClick={() => void load(pageFromUrl())}>
          {t.common.tryAgain}
        </button>
      </div>
    );
  }

  if (list.orders.length === 0) {
    return (
      <div className={styles.empty}>
        <h2>{o.emptyTitle}</h2>
        <p className={forms.muted}>{o.emptyText}</p>
        <a href={localePath(lang, '/products')} className={forms.primary}>
          {o.startShopping}
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
              t={t}
              transfer={transfer}
              vnpay={vnpay}
              lang={lang}
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
        t={pages}
      />
    </div>
  );
}
