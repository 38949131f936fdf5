// One cart line: picture and name linking to the product, variation and unit price, the quantity
// stepper (stopping at the live stock, with its note), line total and a remove button.
import { formatVnd } from '../../lib/format.ts';
import { quantityBounds } from '../product/variations.ts';
import { TrashIcon } from '../shell/icons.tsx';
import LineImage from './LineImage.tsx';
import { stockNote } from './line-stock.ts';
import QuantityStepper from './QuantityStepper.tsx';
import type { CartLine } from './store.ts';
import styles from './cart.module.scss';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { CartWords } from './CartPage.tsx';

interface Props {
  line: CartLine;
  index: number;
  /** The live stock of the line's variation (else product); undefined while unknown. */
  stock: number | undefined;
  /** The quantity was just lowered to the stock. */
  lowered: boolean;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
  t: CartWords;
  lang: Lang;
}

export default function CartLineItem(props: Props) {
  const { line, index, stock, lowered, onQuantity, onRemove, t, lang } = props;
  const href = localePath(lang, `/product/${encodeURIComponent(line.id)}`);
  const note = stockNote(stock, line.quantity, lowered, t);
  return (
    <li className={styles.line} data-limited={note !== '' || undefined}>
      <a href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <LineImage src={line.image} size={72} />
      </a>
      <div className={styles.info}>
        <a href={href} className={styles.name}>
          {line.name}
        </a>
        <span className={styles.meta}>
          {line.variationName && <span>{line.variationName}</span>}
          <span>{t.each.replace('{price}', formatVnd(line.price))}</span>
        </span>
      </div>
      <QuantityStepper
        id={`cart-quantity-${index}`}
        item={line.variationName ? `${line.name} (${line.variationName})` : line.name}
        value={line.quantity}
        bounds={quantityBounds(stock)}
        note={note}
        onChange={(quantity) => onQuantity(index, quantity)}
        t={t}
      />
      <span className={styles.lineTotal}>{formatVnd(line.price * line.quantity)}</span>
      <button type="button" className={styles.remove} onClick={() => onRemove(index)}>
        <TrashIcon size={20} />
        <span className="visually-hidden">{t.remove.replace('{name}', line.name)}</span>
      </button>
    </li>
  );
}
