// One cart line: image and name linking to the product, variation, unit price, quantity stepper,
// line total and a remove button.
import { formatVnd } from '../../lib/format.ts';
import { showPlaceholder } from '../catalog/image-fallback.ts';
import QuantityStepper from './QuantityStepper.tsx';
import type { CartLine } from './store.ts';
import styles from './cart.module.scss';

interface Props {
  line: CartLine;
  index: number;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}

export default function CartLineItem({ line, index, onQuantity, onRemove }: Props) {
  const href = `/product/${encodeURIComponent(line.id)}`;
  return (
    <li className={styles.line}>
      <a href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img
          src={line.image}
          alt=""
          width={88}
          height={88}
          decoding="async"
          onError={showPlaceholder}
        />
      </a>
      <div className={styles.info}>
        <a href={href} className={styles.name}>
          {line.name}
        </a>
        {line.variationName && <span className={styles.meta}>{line.variationName}</span>}
        <span className={styles.meta}>{formatVnd(line.price)} each</span>
      </div>
      <QuantityStepper
        id={`cart-quantity-${index}`}
        item={line.variationName ? `${line.name} (${line.variationName})` : line.name}
        value={line.quantity}
        onChange={(quantity) => onQuantity(index, quantity)}
      />
      <span className={styles.lineTotal}>{formatVnd(line.price * line.quantity)}</span>
      <button type="button" className={styles.remove} onClick={() => onRemove(index)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">Remove {line.name}</span>
      </button>
    </li>
  );
}
