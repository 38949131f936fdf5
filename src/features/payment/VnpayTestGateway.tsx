// The shop's own stand-in for VNPay's payment page, used when the shop has no VNPay account: it
// shows the order and the amount the signed request names, and its "Pay" and "Cancel" buttons ask
// the shop's test gateway to send VNPay's signed IPN (server to server) and then go back to the
// return URL with VNPay's signed parameters. A Vietnamese shopper is sent to its /vi/ page.
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { formatVnd } from '../../lib/format.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import { useMounted } from '../shell/use-mounted.ts';
import { decideOnTestGateway, vnpayParams } from './vnpay-api.ts';
import styles from './vnpay.module.scss';

export type GatewayWords = Messages['checkout']['vnpayGateway'];

interface Request {
  query: string;
  orderNumber: string;
  amount: number;
}

/** The request a payment URL carries, as far as this page shows it; null when it is not one. */
export function requestOf(search: string): Request | null {
  const params = vnpayParams(search);
  const amount = Number(params['vnp_Amount']) / 100;
  const orderNumber = /^(.*)-[0-9A-Z]+$/.exec(params['vnp_TxnRef'] ?? '')?.[1];
  if (!orderNumber || !Number.isSafeInteger(amount) || !params['vnp_SecureHash']) return null;
  return { query: search.replace(/^\?/, ''), orderNumber, amount };
}

export default function VnpayTestGateway({ t }: { t: GatewayWords }) {
  const mounted = useMounted();
  // Read once mounted: the page's HTML is the same for every request.
  const request = useMemo(
    () => (mounted ? requestOf(window.location.search) : undefined),
    [mounted],
  );
  const [state, setState] = useState<'idle' | 'working'>('idle');
  const [message, setMessage] = useState('');

  const decide = async (action: 'pay' | 'cancel') => {
    if (!request) return;
    setState('working');
    setMessage('');
    try {
      window.location.assign(await decideOnTestGateway(request.query, action));
    } catch (error) {
      setMessage(errorMessage(error, t.invalid));
      setState('idle');
    }
  };

  if (request === undefined) return <div className={styles.panel} aria-busy="true" />;
  return (
    <section className={`${styles.panel} ${styles.result}`}>
      <p>{t.note}</p>
      {request ? (
        <>
          <dl className={styles.details}>
            <dt>{t.order}</dt>
            <dd>{request.orderNumber}</dd>
            <dt>{t.amount}</dt>
            <dd>{formatVnd(request.amount)}</dd>
          </dl>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.pay}
              disabled={state === 'working'}
              onClick={() => void decide('pay')}
            >
              {t.pay}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={state === 'working'}
              onClick={() => void decide('cancel')}
            >
              {t.cancel}
            </button>
          </div>
          {state === 'working' && <p aria-live="polite">{t.working}</p>}
        </>
      ) : (
        <p role="alert" className={styles.error}>
          {t.invalid}
        </p>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </section>
  );
}
