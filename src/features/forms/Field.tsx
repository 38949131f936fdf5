// The shop's labelled inputs (account, checkout and contact forms): the label, the input, and its
// error under it, tied to the input by aria-invalid and aria-describedby so a screen reader
// announces it; a password input has a show/hide toggle.
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.scss';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The form field's name; the id when not given. */
  name?: string | undefined;
  autoComplete?: string | undefined;
  placeholder?: string | undefined;
  /** The browser's own required check (a form that calls reportValidity). */
  required?: boolean | undefined;
  /** ' *' after the label and aria-required, for a form that checks its fields itself. */
  requiredMark?: boolean | undefined;
  /** Spans a whole row of the form's grid. */
  wide?: boolean | undefined;
}

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'textarea' | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] | undefined;
  maxLength?: number | undefined;
}

/** How a field of a data-driven form looks: everything but its value, error and handler. */
export type FieldLook = Omit<TextFieldProps, 'id' | 'value' | 'onChange' | 'error'>;

const errorIdOf = (id: string) => `${id}-error`;

function Shell(props: FieldProps & { children: ReactNode }) {
  const { id, label, error, requiredMark, wide } = props;
  return (
    <div className={styles.field} data-wide={wide || undefined}>
      <label htmlFor={id}>
        {label}
        {requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      {props.children}
      {error && (
        <p id={errorIdOf(id)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes every input of a field has, whatever its kind. */
function inputAttributes(props: FieldProps) {
  const { id, error } = props;
  return {
    id,
    name: props.name ?? id,
    value: props.value,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
    'aria-required': props.requiredMark || undefined,
    required: props.required,
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
  };
}

export function TextField(props: TextFieldProps) {
  const { type = 'text' } = props;
  return (
    <Shell {...props}>
      {type === 'textarea' ? (
        <textarea rows={5} {...inputAttributes(props)} />
      ) : (
        <input
          type={type}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          {...inputAttributes(props)}
        />
      )}
    </Shell>
  );
}

export interface PasswordFieldProps extends FieldProps {
  /** The show/hide button's words read aloud; "Show <label in lower case>" when not given. */
  revealLabel?: string | undefined;
}

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Shell {...props}>
      <div className={styles.password}>
        <input type={visible ? 'text' : 'password'} {...inputAttributes(props)} />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible(!visible)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">
            {props.revealLabel ?? `Show ${props.label.toLowerCase()}`}
          </span>
        </button>
      </div>
    </Shell>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
