// A product's variations in the editor: one card per variation (colour name and hex with a
// picker, size, SKU, prices, stock), the default chosen with one radio group, rows added and
// removed. With variations, the product's own price and stock come from them.
import { PRODUCT_VARIATIONS_MAX } from '../../lib/product-admin.ts';
import {
  FormField,
  TextField,
  WholeNumberField,
  describe,
  type FieldErrors,
} from './FormField.tsx';
import styles from './products.module.scss';
import { PRICE_BOXES, emptyVariation, type DraftVariation } from './product-draft.ts';

/** A box of a variation's card: the draft's field it edits (also the end of its id). */
interface Box {
  name: 'colorName' | 'colorHex' | 'size' | 'sku' | 'price' | 'salePrice' | 'stock' | 'name';
  label: string;
  /** The API's field path under the variation whose message shows here (else `name`). */
  error?: string;
  kind?: 'hex' | 'number';
  placeholder?: string;
  suffix?: string;
  required?: boolean;
}

const BOXES: readonly Box[] = [
  { name: 'colorName', label: 'Colour', error: 'attributes', placeholder: 'Black' },
  { name: 'colorHex', label: 'Colour hex', error: 'attributes.0.value.hex', kind: 'hex' },
  { name: 'size', label: 'Size', placeholder: '256GB' },
  { name: 'sku', label: 'Variation SKU', required: true },
  ...PRICE_BOXES.map((box) => ({ ...box, kind: 'number' as const })),
  { name: 'name', label: 'Name (optional)', placeholder: 'From colour and size' },
];

interface Props {
  variations: DraftVariation[];
  errors: FieldErrors;
  onChange: (variations: DraftVariation[]) => void;
}

export function VariationsEditor({ variations, errors, onChange }: Props) {
  const set = (index: number, patch: Partial<DraftVariation>) =>
    onChange(variations.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const makeDefault = (index: number) =>
    onChange(variations.map((v, i) => ({ ...v, isDefault: i === index })));
  const remove = (index: number) => {
    const left = variations.filter((_, i) => i !== index);
    if (left.length > 0 && !left.some((v) => v.isDefault))
      left[0] = { ...left[0]!, isDefault: true };
    onChange(left);
  };

  return (
    <fieldset className={`admin-card ${styles.section}`}>
      <legend>Variations</legend>
      <p className="admin-muted">
        Colours and sizes a buyer chooses from. With variations, the product's price is its cheapest
        variation's and its stock their total.
      </p>
      {errors['variations'] && (
        <p className="admin-field-error" id="variations-error">
          {errors['variations']}
        </p>
      )}
      {variations.map((v, index) => {
        const at = (name: string) => `variation-${index}-${name}`;
        const error = (name: string) => errors[`variations.${index}.${name}`];
        const label =
          v.name || [v.colorName, v.size].filter(Boolean).join(' / ') || `Variation ${index + 1}`;
        return (
          <fieldset key={v.key} className={styles.variation}>
            <legend>{label}</legend>
            <div className={styles.grid}>
              {BOXES.map(({ name, error: path = name, kind, ...box }) => {
                const field = {
                  ...box,
                  id: at(name),
                  error: error(path),
                  value: v[name],
                  onValue: (value: string) => set(index, { [name]: value }),
                };
                if (kind === 'number') return <WholeNumberField key={name} {...field} />;
                if (kind !== 'hex') return <TextField key={name} {...field} />;
                return (
                  <FormField key={name} {...field}>
                    <span className={styles.inlineRow}>
                      <input
                        type="color"
                        aria-label={`Colour of ${label}`}
                        value={/^#[0-9a-f]{6}$/i.test(v.colorHex) ? v.colorHex : '#000000'}
                        onChange={(event) => field.onValue(event.target.value)}
                      />
                      <input
                        {...describe(field.id, field.error)}
                        value={v.colorHex}
                        maxLength={7}
                        onChange={(event) => field.onValue(event.target.value)}
                      />
                    </span>
                  </FormField>
                );
              })}
            </div>
            <div className={styles.variationActions}>
              <label>
                <input
                  type="radio"
                  name="default-variation"
                  checked={v.isDefault}
                  onChange={() => makeDefault(index)}
                />{' '}
                Default
              </label>
              <button
                type="button"
                className={`admin-button ${styles.danger} ${styles.small}`}
                onClick={() => remove(index)}
              >
                Remove {label}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={`admin-button ${styles.secondary}`}
        disabled={variations.length >= PRODUCT_VARIATIONS_MAX}
        onClick={() => onChange([...variations, emptyVariation(variations.length === 0)])}
      >
        Add variation
      </button>
    </fieldset>
  );
}
