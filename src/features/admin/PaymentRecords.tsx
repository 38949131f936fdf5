// What the payment providers told the shop about an order, on the operators' order page: the
// bank's transfer notifications (applied, or held: unknown order, wrong amount, not waiting) and
// VNPay's payment notifications, one per attempt (paid, failed, or a payment of an order no longer
// waiting: money to return), with VNPay's transaction number, bank, card type, pay date and the
// parameters it sent. Nothing when there are none.
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

export function PaymentRecords({
  detail,
}: {
  detail: Pick<AdminOrderDetail, 'bankTransfers' | 'vnpayPayments'>;
}) {
  const { bankTransfers, vnpayPayments } = detail;
  return (
    <>
      {vnpayPayments.length > 0 && (
        <section className="admin-card" aria-labelledby="order-vnpay-title">
          <h2 id="order-vnpay-title">VNPay transactions</h2>
          <ol className={styles.records}>
            {vnpayPayments.map((attempt) => (
              <li key={attempt.txnRef}>
                <dl className={styles.facts}>
                  <dt>Result</dt>
                  <dd>{VNPAY_OUTCOMES[attempt.outcome]}</dd>
                  <dt>VNPay transaction</dt>
                  <dd>{attempt.transactionNo}</dd>
                  <dt>Reference</dt>
                  <dd>{attempt.txnRef}</dd>
                  <dt>Amount</dt>
                  <dd>{formatVnd(attempt.amount)}</dd>
                  <dt>Bank</dt>
                  <dd>
                    {attempt.bankCode}
                    {attempt.cardType ? ` · ${attempt.cardType}` : ''}
                  </dd>
                  <dt>Response</dt>
                  <dd>
                    {attempt.responseCode} / status {attempt.transactionStatus}
                  </dd>
                  {attempt.paidAt && (
                    <>
                      <dt>Pay date</dt>
                      <dd>{formatEventTime(attempt.paidAt)}</dd>
                    </>
                  )}
                  <dt>Received</dt>
                  <dd>{formatEventTime(attempt.receivedAt)}</dd>
                </dl>
                <details>
                  <summary>What VNPay sent</summary>
                  <pre className={styles.raw}>
                    {Object.entries(attempt.raw)
                      .map(([name, value]) => `${name}=${value}`)
                      .join('\n')}
                  </pre>
                </details>
              </li>
            ))}
          </ol>
        </section>
      )}
      {bankTransfers.length > 0 && (
        <section className="admin-card" aria-labelledby="order-transfers-title">
          <h2 id="order-transfers-title">Bank transfers</h2>
          <ol className={styles.records}>
            {bankTransfers.map((transfer) => (
              <li key={transfer.transactionId}>
                <dl className={styles.facts}>
                  <dt>Result</dt>
                  <dd>{TRANSFER_OUTCOMES[transfer.outcome]}</dd>
                  <dt>Transaction</dt>
                  <dd>{transfer.transactionId}</dd>
                  <dt>Amount</dt>
                  <dd>{formatVnd(transfer.amount)}</dd>
                  <dt>Note</dt>
                  <dd>{transfer.description}</dd>
                  <dt>Transferred</dt>
                  <dd>{formatEventTime(transfer.transferredAt)}</dd>
                  <dt>Received</dt>
                  <dd>{formatEventTime(transfer.receivedAt)}</dd>
                </dl>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
