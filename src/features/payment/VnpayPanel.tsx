// How to pay an order through VNPay while it waits for its money: a button that asks the shop for
// a new signed payment URL and sends the browser there. On the confirmation it goes at once
// (`auto`); on My Orders and the return page after a failed payment it waits for the click.
import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import { errorMessage } from '../../api/errors.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import { vnpayPaymentUrl } from './vnpay-api.ts';
import styles from './vnpay.module.scss';

/** The panel's and the return page's words (the checkout catalogue's vnpay slice). */
export type VnpayWords = Messages['checkout']['vnpay'];

type Payable = Pick<Order, '_id' | 'status' | 'paymentStatus'> & {
  paymentDetails: Pick<Order['paymentDetails'], 'method'>;
};

/** Whether an order waits for a VNPay payment: a VNPay order, unpaid, not cancelled. */
export const awaitsVnpay = (order: Payable): boolean =>
  order.paymentDetails.method === 'vnpay' &&
  order.paymentStatus === 'unpaid' &&
  order.status !== 'cancelled';

/** The button alone: asks for a payment URL and goes there; an inline message when it cannot. */
export function VnpayPayButton(props: {
  orderId: string;
  label: string;
  t: VnpayWords;
  auto?: boolean;
}) {
  const { orderId, t } = props;
  const [state, setState] = useState<'idle' | 'going' | 'failed'>(props.auto ? 'going' : 'idle');
  const [message, setMessage] = useState('');
  const started = useRef(false);
  const go = async () => {
    setState('going');
    try {
      window.location.assign(await vnpayPaymentUrl(orderId));
    } catch (error) {
      setMessage(errorMessage(error, t.failed));
      setState('failed');
    }
  };
  useEffect(() => {
    if (!props.auto || started.current) return;
    started.current = true;
    void go();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.pay}
        disabled={state === 'going'}
        aria-busy={state === 'going'}
        onClick={() => void go()}
      >
        {state === 'going' ? t.redirecting : props.label}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}

/** The panel of an order waiting for its VNPay payment; nothing for any other order. */
export function VnpayPanel(props: { order: Payable; t: VnpayWords; auto?: boolean }) {
  const { order, t } = props;
  if (!awaitsVnpay(order)) return null;
  return (
    <section className={styles.panel} aria-labelledby={`vnpay-${order._id}`}>
      <h3 id={`vnpay-${order._id}`}>{t.title}</h3>
      <p>{t.intro}</p>
      <VnpayPayButton orderId={order._id} label={t.pay} t={t} auto={props.auto ?? false} />
    </section>
  );
}
