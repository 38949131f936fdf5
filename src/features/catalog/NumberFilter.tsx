// One Number specification field in the filter panel: an exact value, and a min/max range
// (`field[Name][min]`, `[max]`) with the field's unit beside it.
import type { CategoryField } from '../../api/schemas/catalog.ts';
import type { FieldRange } from './listing-query.ts';
import { DraftInput } from './DraftInput.tsx';
import styles from './CategoryListing.module.scss';
import { fill } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/types.ts';

interface Props {
  field: CategoryField;
  exact: string;
  range: FieldRange;
  onExact: (value: string) => void;
  onRange: (range: FieldRange) => void;
  t: Pick<
    Messages['catalog'],
    'exactly' | 'min' | 'max' | 'fieldExactly' | 'fieldMin' | 'fieldMax'
  >;
}

/** The range's ends: the key in the range, of the visible label and of the spoken one. */
const ENDS = [
  ['min', 'min', 'fieldMin'],
  ['max', 'max', 'fieldMax'],
] as const;

const numberInput = {
  type: 'number',
  inputMode: 'decimal',
  step: 'any',
  autoComplete: 'off',
} as const;

export function NumberFilter({ field, exact, range, onExact, onRange, t }: Props) {
  const unit = field.unit ? ` (${field.unit})` : '';
  const setEnd = (end: keyof FieldRange, value: string) => {
    const next = { ...range };
    if (value === '') delete next[end];
    else next[end] = value;
    onRange(next);
  };
  return (
    <fieldset className={styles.number}>
      <legend>
        {field.label ?? field.name}
        {field.unit && <span className={styles.unit}> ({field.unit})</span>}
      </legend>
      <label className={styles.field}>
        <span>{t.exactly}</span>
        <DraftInput
          {...numberInput}
          aria-label={fill(t.fieldExactly, { field: field.label ?? field.name, unit })}
          value={exact}
          onCommit={onExact}
        />
      </label>
      <div className={styles.range}>
        {ENDS.map(([end, label, spoken]) => (
          <label key={end}>
            <span>{t[label]}</span>
            <DraftInput
              {...numberInput}
              aria-label={fill(t[spoken], { field: field.label ?? field.name, unit })}
              value={range[end] ?? ''}
              onCommit={(value) => setEnd(end, value)}
            />
          </label>
        ))}
        {field.unit && (
          <span className={styles.rangeUnit} aria-hidden="true">
            {field.unit}
          </span>
        )}
      </div>
    </fieldset>
  );
}
