// The cart line's quantity: minus, a typed number, plus. Typed values below 1 are raised to 1 and
// values above 99 are clamped; an empty box while typing snaps back to the line's quantity on blur.
import { useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../lib/constants.ts';
import styles from './cart.module.scss';

interface Props {
  id: string;
  /** What the quantity is of, for the labels: "Quantity of {item}", "Increase quantity of {item}". */
  item: string;
  value: number;
  onChange: (quantity: number) => void;
}

/** A typed quantity brought within 1..99, or null while the box holds no number. */
export function typedQuantity(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return null;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(number)));
}

export default function QuantityStepper({ id, item, value, onChange }: Props) {
  const [typing, setTyping] = useState<string | null>(null);

  const type = (text: string) => {
    const quantity = typedQuantity(text);
    if (quantity === null) {
      setTyping(text);
      return;
    }
    setTyping(null);
    onChange(quantity);
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className="visually-hidden">
        Quantity of {item}
      </label>
      <button
        type="button"
        aria-label={`Decrease quantity of ${item}`}
        disabled={value <= QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        value={typing ?? value}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setTyping(null)}
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${item}`}
        disabled={value >= QUANTITY_MAX}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
