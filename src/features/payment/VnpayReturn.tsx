// The return page after VNPay: the shop checks the signed parameters VNPay sent the browser back
// with and shows where the order's money stands. "Paid" only once VNPay's IPN marked the order
// paid (the page never marks anything); while the IPN is on its way it says the payment is being
// confirmed and asks again for a short while. A failed payment may be paid again; a changed or
// incomplete link shows an error, never a crash.
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { VnpayReturnAnswer } from '../../api/schemas/payments.ts';
import { formatVnd } from '../../lib/format.ts';
import { fill, localePath, type Lang } from '../../lib/i18n/browser.ts';
import { orderLookupHref } from '../../lib/order-lookup.ts';
import { $user, whenUserLoaded } from '../auth/user-store.ts';
import { FocusedHeading } from '../forms/FocusedHeading.tsx';
import { checkVnpayReturn } from './vnpay-api.ts';
import { VnpayPayButton, type VnpayWords } from './VnpayPanel.tsx';
import styles from './vnpay.module.scss';

/** How often, and how many times, the page asks again while the IPN has not arrived. */
export const POLL_MS = 1500;
export const POLLS = 20;

type View =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'result'; answer: VnpayReturnAnswer; polls: number };

/** What to show of an answer: paid, still being confirmed, or not paid. */
export function outcomeOf(answer: VnpayReturnAnswer): 'paid' | 'confirming' | 'not_paid' {
  if (answer.paymentStatus === 'paid') return 'paid';
  if (answer.gatewayResult === 'success' && answer.status !== 'cancelled') return 'confirming';
  return 'not_paid';
}

export default function VnpayReturn({ t, lang }: { t: VnpayWords; lang: Lang }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (polls: number) => {
      try {
        const answer = await checkVnpayReturn(window.location.search);
        if (stopped) return;
        setView({ kind: 'result', answer, polls });
        if (outcomeOf(answer) === 'confirming' && polls < POLLS)
          timer = setTimeout(() => void ask(polls + 1), POLL_MS);
      } catch (error) {
        if (stopped) return;
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setView({ kind: refused ? 'invalid' : 'unreachable' });
      }
    };
    void ask(0);
    void whenUserLoaded().then(() => !stopped && setSignedIn($user.get() !== null));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  const orderLink = (orderNumber: string) =>
    localePath(lang, signedIn ? '/orders' : orderLookupHref(orderNumber));

  if (view.kind === 'loading')
    return <div className={styles.panel} aria-busy="true" aria-label={t.confirming} />;
  if (view.kind !== 'result')
    return (
      <section className={`${styles.panel} ${styles.result}`} role="alert">
        <FocusedHeading level={2}>{t.invalid}</FocusedHeading>
        <p>{view.kind === 'invalid' ? t.invalidText : t.failed}</p>
        <div className={styles.actions}>
          <a className={styles.secondary} href={localePath(lang, '/orders')}>
            {t.myOrders}
          </a>
        </div>
      </section>
    );

  const { answer, polls } = view;
  const outcome = outcomeOf(answer);
  const number = answer.orderNumber;
  const title = outcome === 'paid' ? t.paid : outcome === 'confirming' ? t.confirming : t.notPaid;
  const text =
    outcome === 'paid'
      ? fill(t.paidText, { number })
      : outcome === 'confirming'
        ? polls >= POLLS
          ? t.notConfirmed
          : fill(t.confirmingText, { number })
        : answer.canPayAgain
          ? fill(t.notPaidText, { number })
          : t.closed;
  return (
    <section
      className={`${styles.panel} ${styles.result}`}
      aria-live="polite"
      aria-busy={outcome === 'confirming' && polls < POLLS}
    >
      <FocusedHeading level={2}>
        <span className={outcome === 'paid' ? styles.paid : undefined}>{title}</span>
      </FocusedHeading>
      <p>{text}</p>
      <dl className={styles.details}>
        <dt>{t.orderNumber}</dt>
        <dd>{number}</dd>
        <dt>{t.amount}</dt>
        <dd>{formatVnd(answer.totalAmount)}</dd>
      </dl>
      {outcome === 'not_paid' && answer.canPayAgain && (
        <VnpayPayButton orderId={answer.orderId} label={t.payAgain} t={t} />
      )}
      <div className={styles.actions}>
        <a className={styles.secondary} href={orderLink(number)}>
          {t.viewOrder}
        </a>
      </div>
    </section>
  );
}
