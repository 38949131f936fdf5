// A labelled drop-down of plain choices: the listing's brand, criteria and sort. A choice applies
// when committed, not on every arrow key: Chromium (and others) fire `change` on each arrow key of
// a closed select, so a change right after an arrow key (or Home, End, Page Up/Down, a letter)
// only moves the draft, which applies on Enter or when the select loses focus. A choice picked
// from the open list (pointer, or Enter in the list) applies at once.
import { useRef, useState, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  className: string | undefined;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Keys that move a closed select's choice without committing it. */
const MOVES = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|[^ ])$/;

export function SelectField({ label, className, value, options, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const moving = useRef(false);
  const commit = () => {
    moving.current = false;
    if (draft !== null && draft !== value) onChange(draft);
    setDraft(null);
  };
  return (
    <label className={className}>
      <span>{label}</span>
      <select
        value={draft ?? value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          else moving.current = MOVES.test(event.key) && !event.altKey;
        }}
        onPointerDown={() => (moving.current = false)}
        onBlur={commit}
        onChange={(event) => {
          const next = event.target.value;
          if (moving.current) setDraft(next);
          else {
            setDraft(null);
            onChange(next);
          }
          moving.current = false;
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
