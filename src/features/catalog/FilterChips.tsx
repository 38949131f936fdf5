// The active filters as removable chips above the listing's results: each names its filter and
// removes just that one.
import type { ActiveFilter } from './listing-query.ts';
import styles from './CategoryListing.module.scss';

interface Props {
  chips: readonly ActiveFilter[];
  onRemove: (chip: ActiveFilter) => void;
  /** The list's name ("Active filters") and each button's ("Remove filter {label}"). */
  label: string;
  removeLabel: string;
}

export function FilterChips({ chips, onRemove, label, removeLabel }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={removeLabel.replace('{label}', chip.label)}
            onClick={() => onRemove(chip)}
          >
            <span>{chip.label}</span>
            <span className={styles.chipX} aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
