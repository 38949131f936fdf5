// The price as every catalogue screen shows it: the price paid big, the original struck through
// when on sale.
import styles from './Price.module.scss';
import { formatVnd } from '../../lib/format.ts';
import type { CardText } from './card-text.ts';

interface Props {
  basePrice: number;
  salePrice: number | null;
  /** Formats the amounts; the full VND format unless a screen asks for the short 'đ' form. */
  format?: (amount: number) => string;
  className?: string | undefined;
  t: Pick<CardText, 'originalPrice'>;
}

export function Price({ basePrice, salePrice, format = formatVnd, className = '', t }: Props) {
  const onSale = salePrice !== null && salePrice < basePrice;
  return (
    <p className={`${styles.price} ${className}`.trim()}>
      <span className={styles.current}>{format(onSale ? salePrice : basePrice)}</span>
      {onSale && (
        <del className={styles.original}>
          <span className="visually-hidden">{t.originalPrice}</span>
          {format(basePrice)}
        </del>
      )}
    </p>
  );
}
