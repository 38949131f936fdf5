// The active filters as removable chips above the listing's results: each names its filter and
// removes just that one.
import type { ActiveFilter } from './listing-query.ts';
import styles from './CategoryListing.module.scss';

interface Props {
  chips: readonly ActiveFilter[];
  onRemove: (chip: ActiveFilter) => void;
}

export function FilterChips({ chips, onRemove }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter ${chip.label}`}
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
