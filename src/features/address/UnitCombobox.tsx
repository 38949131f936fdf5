// One searchable field of the address: a text input that is a WAI-ARIA 1.2 combobox with a
// listbox popup (list autocomplete, nothing chosen automatically). What is typed stays the field's
// value (an address the list does not hold can still be written); the list shows the units whose
// words start with the typed words, without regard to diacritics ("hai ba" finds Hai Bà Trưng,
// "d" matches "đ"). Focus stays in the input and aria-activedescendant names the highlighted
// option: Down and Up move (and open the list), Home and End go to the first and last option
// while the list is open, Enter chooses, Escape closes; a polite live region says how many
// options there are and what was chosen.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { matchesQuery } from '../../lib/address.ts';
import { fill } from '../../lib/i18n/browser.ts';
import type { AddressWords } from './address-words.ts';
import fieldStyles from '../forms/field.module.scss';
import styles from './address.module.scss';

export interface UnitOption {
  code: string;
  /** What the field holds once chosen. */
  label: string;
  /** Said after the label, smaller (the kind, the English name). */
  note?: string | undefined;
}

interface Props {
  id: string;
  label: string;
  value: string;
  /** The options, null while they are not there (loading, or nothing to list yet). */
  options: readonly UnitOption[] | null;
  /** Why there are no options: shown under the field while it has focus. */
  status?: string | undefined;
  listLabel: string;
  error?: string | undefined;
  requiredMark?: boolean | undefined;
  autoComplete?: string | undefined;
  onType: (text: string) => void;
  onChoose: (option: UnitOption) => void;
  onFocus?: () => void;
  words: AddressWords;
}

export default function UnitCombobox(props: Props) {
  const { id, options, words } = props;
  // What the list is filtered by: the typed text, or nothing right after a choice (all shown).
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The last choice, said once made (until the next keystroke).
  const [chosen, setChosen] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const shown = useMemo(
    () =>
      options?.filter(
        (option) => !query || matchesQuery(query, `${option.label} ${option.note ?? ''}`),
      ) ?? [],
    [options, query],
  );
  const expanded = open && shown.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = expanded && active >= 0 && active < shown.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const count = shown.length;
  const said = chosen
    ? fill(words.chosen, { name: chosen })
    : !open || !options
      ? ''
      : count === 0
        ? words.noMatch
        : count === 1
          ? words.resultOne
          : fill(words.resultMany, { count });

  const choose = (option: UnitOption) => {
    props.onChoose(option);
    setQuery(null);
    setOpen(false);
    setActive(-1);
    setChosen(option.label);
  };

  const move = (to: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(shown.length - 1, to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded || event.altKey) {
          setOpen(true);
          if (!event.altKey) setActive(down ? 0 : count - 1);
          return;
        }
        setActive(((active < 0 ? (down ? -1 : 0) : active) + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Home':
      case 'End':
        if (!expanded || active < 0) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter': {
        const option = activeId ? shown[active] : undefined;
        if (!option) return;
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
        return;
    }
  };

  const describedBy = [props.error ? errorId : '', props.status ? hintId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>
        {props.label}
        {props.requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.box}>
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={props.requiredMark || undefined}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(event) => {
            props.onType(event.target.value);
            setQuery(event.target.value);
            setChosen('');
            setOpen(true);
            setActive(-1);
          }}
          onFocus={props.onFocus}
          onClick={() => setOpen((was) => !was)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={props.listLabel} hidden={!expanded}>
          {expanded &&
            shown.map((option, index) => (
              <li
                key={option.code}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input, so the click below chooses before a blur closes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
                {option.note && <span className={styles.note}> {option.note}</span>}
              </li>
            ))}
        </ul>
      </div>
      {props.status && (
        <p id={hintId} className={styles.hint}>
          {props.status}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={fieldStyles.error}>
          {props.error}
        </p>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {said}
      </div>
    </div>
  );
}
