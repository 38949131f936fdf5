// Price display: the effective price, and when on sale the struck-through list price and percent off.
import { discountPercent } from '../../lib/discount.ts';
import { formatVnd } from '../../lib/format.ts';
import { effectivePrice } from '../../lib/pricing.ts';
import styles from './purchase.module.scss';

interface Props {
  price: number;
  salePrice?: number | undefined;
  compact?: boolean;
  /** The screen readers' words before a struck-through price, in the page's language. */
  originalLabel?: string;
}

export default function PriceTag({
  price,
  salePrice,
  compact = false,
  originalLabel = 'Original price: ',
}: Props) {
  const percent = discountPercent(price, salePrice);
  return (
    <p className={compact ? `${styles.price} ${styles.compact}` : styles.price}>
      <span className={percent === null ? styles.current : `${styles.current} ${styles.onSale}`}>
        {formatVnd(effectivePrice({ price, salePrice }))}
      </span>
      {percent !== null && (
        <>
          <del className={styles.original}>
            <span className="visually-hidden">{originalLabel}</span>
            {formatVnd(price)}
          </del>
          <span className={styles.badge}>-{percent}%</span>
        </>
      )}
    </p>
  );
}
