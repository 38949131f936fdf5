// A labelled drop-down of plain choices: the listing's brand, criteria and sort.
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  className: string | undefined;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function SelectField({ label, className, value, options, onChange }: Props) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
