// What the payment providers told the shop about an order, on the operators' order page: the
// bank's transfer notifications (applied, or held: unknown order, wrong amount, not waiting) and
// VNPay's payment notifications, one per attempt (paid, failed, or a payment of an order no longer
// waiting: money to return), with VNPay's transaction number, bank, card type, pay date and the
// parameters it sent. Nothing when there are none.
import { Fragment, type ReactNode } from 'react';
import type { AdminOrderDetail } from '../../api/schemas/admin-orders.ts';
import { formatVnd } from '../../lib/format.ts';
import { formatEventTime } from './orders-view.ts';
import styles from './orders.module.scss';

const TRANSFER_OUTCOMES = {
  applied: 'Applied: marked the order paid',
  unknown_order: 'Held: no order matched',
  wrong_amount: "Held: not the order's total",
  not_awaiting: 'Held: the order was not waiting for it',
} as const;

const VNPAY_OUTCOMES = {
  paid: 'Paid: marked the order paid',
  failed: 'Not paid (cancelled or refused)',
  not_awaiting: 'Paid, but the order was not waiting: money to return',
} as const;

/** One fact of a record: its label and value; null leaves it out. */
type Fact = readonly [label: string, value: ReactNode] | null;

/** A titled list of records, each a list of facts and, optionally, something below them. */
function RecordList<T>({
  id,
  title,
  records,
  keyOf,
  facts,
  below,
}: {
  id: string;
  title: string;
  records: readonly T[];
  keyOf: (record: T) => string;
  facts: (record: T) => readonly Fact[];
  below?: (record: T) => ReactNode;
}) {
  if (records.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className={styles.records}>
        {records.map((record) => (
          <li key={keyOf(record)}>
            <dl className={styles.facts}>
              {facts(record).map(
                (fact) =>
                  fact && (
                    <Fragment key={fact[0]}>
                      <dt>{fact[0]}</dt>
                      <dd>{fact[1]}</dd>
                    </Fragment>
                  ),
              )}
            </dl>
            {below?.(record)}
          </li>
        ))}
      </ol>
    </section>
  );
}

type VnpayAttempt = AdminOrderDetail['vnpayPayments'][number];
type BankTransfer = AdminOrderDetail['bankTransfers'][number];

const vnpayFacts = (attempt: VnpayAttempt): Fact[] => [
  ['Result', VNPAY_OUTCOMES[attempt.outcome]],
  ['VNPay transaction', attempt.transactionNo],
  ['Reference', attempt.txnRef],
  ['Amount', formatVnd(attempt.amount)],
  ['Bank', `${attempt.bankCode}${attempt.cardType ? ` · ${attempt.cardType}` : ''}`],
  ['Response', `${attempt.responseCode} / status ${attempt.transactionStatus}`],
  attempt.paidAt ? ['Pay date', formatEventTime(attempt.paidAt)] : null,
  ['Received', formatEventTime(attempt.receivedAt)],
];

const vnpaySent = (attempt: VnpayAttempt) => (
  <details>
    <summary>What VNPay sent</summary>
    <pre className={styles.raw}>
      {Object.entries(attempt.raw)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n')}
    </pre>
  </details>
);

const transferFacts = (transfer: BankTransfer): Fact[] => [
  ['Result', TRANSFER_OUTCOMES[transfer.outcome]],
  ['Transaction', transfer.transactionId],
  ['Amount', formatVnd(transfer.amount)],
  ['Note', transfer.description],
  ['Transferred', formatEventTime(transfer.transferredAt)],
  ['Received', formatEventTime(transfer.receivedAt)],
];

export function PaymentRecords({
  detail,
}: {
  detail: Pick<AdminOrderDetail, 'bankTransfers' | 'vnpayPayments'>;
}) {
  return (
    <>
      <RecordList
        id="order-vnpay-title"
        title="VNPay transactions"
        records={detail.vnpayPayments}
        keyOf={(attempt) => attempt.txnRef}
        facts={vnpayFacts}
        below={vnpaySent}
      />
      <RecordList
        id="order-transfers-title"
        title="Bank transfers"
        records={detail.bankTransfers}
        keyOf={(transfer) => transfer.transactionId}
        facts={transferFacts}
      />
    </>
  );
}
