// A free-text filter input: typing is local; the value applies on blur, on Enter, or after a
// pause in typing, so each keystroke does not reload the list.
import { useEffect, useEffectEvent, useState, type InputHTMLAttributes } from 'react';

export const FILTER_DEBOUNCE_MS = 800;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
};

export function DraftInput({ value, onCommit, ...input }: Props) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    // The applied value changed from outside (Clear All, back/forward): show it.
    setApplied(value);
    setDraft(value);
  }

  const commit = useEffectEvent((text: string) => {
    if (text.trim() !== value) onCommit(text.trim());
  });

  useEffect(() => {
    const timer = setTimeout(() => commit(draft), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <input
      {...input}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft.trim() !== value) onCommit(draft.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== value) onCommit(draft.trim());
      }}
    />
  );
}
