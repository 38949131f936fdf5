// Quantity stepper: minus, a typed number, plus; plus is disabled at the selected stock.
import { clampQuantity, type QuantityBounds } from './variations.ts';
import styles from './purchase.module.scss';
import type { PurchaseWords } from './PurchasePanel.tsx';

interface Props {
  t: Pick<PurchaseWords, 'quantity' | 'decrease' | 'increase'>;
  value: number;
  bounds: QuantityBounds;
  onChange: (quantity: number) => void;
}

export default function QuantityControl({ value, bounds, onChange, t }: Props) {
  const set = (quantity: number) => onChange(clampQuantity(quantity, bounds));
  return (
    <div className={styles.quantity}>
      <label htmlFor="quantity" className={styles.label}>
        {t.quantity}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label={t.decrease}
          disabled={value <= bounds.min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id="quantity"
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={Math.max(bounds.max, bounds.min)}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          aria-label={t.increase}
          disabled={value >= bounds.max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
