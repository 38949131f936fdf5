// How to pay an order by bank transfer, while it waits for its money: the VietQR code the server
// drew (an SVG document of black and white modules only), and the shop's account as text, each
// value with a button that copies it. Shown on the confirmation, My Orders and the invoice.
import { useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import { formatShopDateTime } from '../../lib/dates.ts';
import { formatVnd } from '../../lib/format.ts';
import { fill, type Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import styles from './transfer.module.scss';

/** The panel's words in the page's language (the checkout catalogue's transfer slice). */
export type TransferWords = Messages['checkout']['transfer'];

/** Only an SVG document is drawn; anything else shows the account details alone. */
const isSvgDocument = (text: string) => /^<svg[\s>]/.test(text) && !/<script|\son\w+=/i.test(text);

/**
 * One detail; `copy` gives it a button that copies its value. `shown` is how the value reads when
 * that differs from what a banking app wants pasted (the amount: "30.789.000 ₫", copied as digits).
 */
function Row(props: {
  term: string;
  value: string;
  shown?: string;
  t: TransferWords;
  copy?: boolean;
}) {
  const { term, value, t } = props;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>
        <span className={styles.value}>{props.shown ?? value}</span>
        {props.copy && (
          <button
            type="button"
            className={styles.copy}
            aria-label={fill(t.copyLabel, { field: term })}
            onClick={() => void copy()}
          >
            {copied ? t.copied : t.copy}
          </button>
        )}
      </dd>
    </div>
  );
}

/** The panel of an order still waiting for its transfer; nothing for any other order. */
export function BankTransferPanel(props: {
  order: Pick<Order, 'orderNumber' | 'bankTransfer'>;
  t: TransferWords;
  lang: Lang;
}) {
  const { t, lang } = props;
  const { orderNumber, bankTransfer: transfer } = props.order;
  if (!transfer) return null;
  return (
    <section className={styles.panel} aria-labelledby="bank-transfer-title">
      <h3 id="bank-transfer-title">{t.title}</h3>
      <p>{t.intro}</p>
      <div className={styles.body}>
        {isSvgDocument(transfer.qrSvg) && (
          <div
            className={styles.qr}
            role="img"
            aria-label={fill(t.qrAlt, { number: orderNumber })}
            dangerouslySetInnerHTML={{ __html: transfer.qrSvg }}
          />
        )}
        <dl className={styles.details}>
          <Row term={t.bank} value={transfer.bankName} t={t} />
          <Row term={t.accountNumber} value={transfer.accountNumber} t={t} copy />
          <Row term={t.accountName} value={transfer.accountName} t={t} />
          <Row
            term={t.amount}
            value={String(transfer.amount)}
            shown={formatVnd(transfer.amount)}
            t={t}
            copy
          />
          <Row term={t.note} value={transfer.note} t={t} copy />
        </dl>
      </div>
      <p className={styles.deadline}>
        {fill(t.payBy, { deadline: formatShopDateTime(transfer.payBy, lang) })}
      </p>
    </section>
  );
}
