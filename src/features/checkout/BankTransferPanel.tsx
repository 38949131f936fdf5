// How to pay an order by bank transfer, while it waits for its money: the VietQR code the server
// drew (an SVG document of black and white modules only), and the shop's account as text, each
// value with a button that copies it. Shown on the confirmation, My Orders and the invoice.
import { useState } from 'react';
import type { BankTransfer } from '../../api/schemas/order.ts';
import { formatShopDateTime } from '../../lib/dates.ts';
import { formatVnd } from '../../lib/format.ts';
import { fill, type Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import styles from './transfer.module.scss';

/** The panel's words in the page's language (the checkout catalogue's transfer slice). */
export type TransferWords = Messages['checkout']['transfer'];

/** Only an SVG document is drawn; anything else shows the account details alone. */
const isSvgDocument = (text: string) => /^<svg[\s>]/.test(text) && !/<script|\son\w+=/i.test(text);

function CopyRow({ term, value, t }: { term: string; value: string; t: TransferWords }) {
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
        <span className={styles.value}>{value}</span>
        <button
          type="button"
          className={styles.copy}
          aria-label={fill(t.copyLabel, { field: term })}
          onClick={() => void copy()}
        >
          {copied ? t.copied : t.copy}
        </button>
      </dd>
    </div>
  );
}

export function BankTransferPanel(props: {
  transfer: BankTransfer;
  orderNumber: string;
  t: TransferWords;
  lang: Lang;
}) {
  const { transfer, orderNumber, t, lang } = props;
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
          <div className={styles.row}>
            <dt>{t.bank}</dt>
            <dd>
              <span className={styles.value}>{transfer.bankName}</span>
            </dd>
          </div>
          <CopyRow term={t.accountNumber} value={transfer.accountNumber} t={t} />
          <div className={styles.row}>
            <dt>{t.accountName}</dt>
            <dd>
              <span className={styles.value}>{transfer.accountName}</span>
            </dd>
          </div>
          <CopyRow term={t.amount} value={String(transfer.amount)} t={t} />
          <CopyRow term={t.note} value={transfer.note} t={t} />
        </dl>
      </div>
      <p className={styles.amountText}>
        {t.amount}: <strong>{formatVnd(transfer.amount)}</strong>
      </p>
      <p className={styles.deadline}>
        {fill(t.payBy, { deadline: formatShopDateTime(transfer.payBy, lang) })}
      </p>
    </section>
  );
}
