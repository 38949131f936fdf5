// One labelled checkout input with its error under it, tied together for screen readers.
import { useEffect, type HTMLAttributes, type RefObject } from 'react';
import styles from './checkout.module.scss';

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  wide?: boolean;
}

export default function Field(props: Props) {
  const {
    id,
    label,
    value,
    error,
    onChange,
    type = 'text',
    required = false,
    wide = false,
  } = props;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-wide={wide || undefined}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Each time a step is refused (also when its form mounts after the refusal), focus its first invalid field. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
}
