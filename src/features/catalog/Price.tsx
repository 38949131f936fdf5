// The price as every catalogue screen shows it: the price paid big, the original struck through
// when on sale.
import './Price.scss';
import { formatVnd } from '../../lib/format.ts';

interface Props {
  basePrice: number;
  salePrice: number | null;
  /** Formats the amounts; the full VND format unless a screen asks for the short 'đ' form. */
  format?: (amount: number) => string;
  className?: string;
}

export function Price({ basePrice, salePrice, format = formatVnd, className = '' }: Props) {
  const onSale = salePrice !== null && salePrice < basePrice;
  return (
    <p className={`price ${className}`.trim()}>
      <span className="price__current">{format(onSale ? salePrice : basePrice)}</span>
      {onSale && (
        <del className="price__original">
          <span className="visually-hidden">Original price: </span>
          {format(basePrice)}
        </del>
      )}
    </p>
  );
}
