// The active filters as removable chips above the listing's results (issue 13): each names its
// filter and removes just that one.
import type { ActiveFilter } from './listing-query.ts';

interface Props {
  chips: readonly ActiveFilter[];
  onRemove: (chip: ActiveFilter) => void;
}

export function FilterChips({ chips, onRemove }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul className="listing__chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="listing__chip"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip)}
          >
            <span>{chip.label}</span>
            <span className="listing__chip-x" aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
