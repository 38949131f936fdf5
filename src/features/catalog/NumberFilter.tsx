// One Number specification field in the filter panel: an exact value, and a min/max range
// (`field[Name][min]`, `[max]`) with the field's unit beside it.
import type { CategoryField } from '../../api/schemas/catalog.ts';
import type { FieldRange } from './listing-query.ts';
import { DraftInput } from './DraftInput.tsx';
import styles from './CategoryListing.module.scss';

interface Props {
  field: CategoryField;
  exact: string;
  range: FieldRange;
  onExact: (value: string) => void;
  onRange: (range: FieldRange) => void;
}

const ENDS = [
  ['min', 'Min'],
  ['max', 'Max'],
] as const;

const numberInput = {
  type: 'number',
  inputMode: 'decimal',
  step: 'any',
  autoComplete: 'off',
} as const;

export function NumberFilter({ field, exact, range, onExact, onRange }: Props) {
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
        {field.name}
        {field.unit && <span className={styles.unit}> ({field.unit})</span>}
      </legend>
      <label className={styles.field}>
        <span>Exactly</span>
        <DraftInput
          {...numberInput}
          aria-label={`${field.name} exactly${unit}`}
          value={exact}
          onCommit={onExact}
        />
      </label>
      <div className={styles.range}>
        {ENDS.map(([end, label]) => (
          <label key={end}>
            <span>{label}</span>
            <DraftInput
              {...numberInput}
              aria-label={`${field.name} ${end}${unit}`}
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
