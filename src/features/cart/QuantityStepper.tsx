// The cart line's quantity: minus, a typed number, plus. Typed values below 1 are raised to 1 and
// values above the line's maximum (its live stock, else 99) are clamped; plus stops at that
// maximum and the note says why. An empty box while typing snaps back to the quantity on blur.
import { useState } from 'react';
import { clampQuantity, type QuantityBounds } from '../product/variations.ts';
import styles from './cart.module.scss';

/** The stepper's labels, each with {item}. */
export interface StepperWords {
  quantityOf: string;
  decreaseOf: string;
  increaseOf: string;
}

const STEPPER_WORDS_EN: StepperWords = {
  quantityOf: 'Quantity of {item}',
  decreaseOf: 'Decrease quantity of {item}',
  increaseOf: 'Increase quantity of {item}',
};

interface Props {
  id: string;
  /** What the quantity is of, for the labels: "Quantity of {item}", "Increase quantity of {item}". */
  item: string;
  value: number;
  bounds: QuantityBounds;
  /** Why the quantity stops where it does ('Only 3 left in stock'), or ''. */
  note: string;
  onChange: (quantity: number) => void;
  /** The labels in the page's language; English by default. */
  t?: StepperWords;
}

/** A typed quantity brought within the bounds, or null while the box holds no number. */
export function typedQuantity(text: string, bounds: QuantityBounds): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? clampQuantity(number, bounds) : null;
}

export default function QuantityStepper(props: Props) {
  const { id, item, value, bounds, note, onChange, t = STEPPER_WORDS_EN } = props;
  const label = (template: string) => template.replace('{item}', item);
  const [typing, setTyping] = useState<string | null>(null);
  const max = Math.max(bounds.max, bounds.min);

  const type = (text: string) => {
    const quantity = typedQuantity(text, bounds);
    if (quantity === null) {
      setTyping(text);
      return;
    }
    setTyping(null);
    onChange(quantity);
  };

  return (
    <div className={styles.quantity}>
      <div className={styles.stepper}>
        <label htmlFor={id} className="visually-hidden">
          {label(t.quantityOf)}
        </label>
        <button
          type="button"
          aria-label={label(t.decreaseOf)}
          disabled={value <= bounds.min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={max}
          value={typing ?? value}
          aria-describedby={`${id}-note`}
          aria-invalid={value > max || undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTyping(null)}
        />
        <button
          type="button"
          aria-label={label(t.increaseOf)}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-note`} className={styles.stockNote} aria-live="polite">
        {note}
      </p>
    </div>
  );
}
