// An order's status as the shop's My Orders shows it: the label on its tone's colour; and its
// payment status the same way.
import {
  paymentStatusLabel,
  paymentStatusTone,
  statusLabel,
  statusTone,
} from '../../lib/order-display.ts';
import styles from './orders.module.scss';

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[statusTone(status)]}`}>{statusLabel(status)}</span>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[paymentStatusTone(status)]}`}>
      {paymentStatusLabel(status)}
    </span>
  );
}
