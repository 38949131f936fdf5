// Labelled inputs of the account forms: the error under its field (announced via aria-describedby)
// and a password input with a show/hide toggle.
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styles from './forms.module.scss';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  );
}

function Shell({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <Shell id={id} label={label} error={error}>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
        {...rest}
      />
    </Shell>
  );
}

export function PasswordField({ id, label, value, onChange, error, ...rest }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Shell id={id} label={label} error={error}>
      <div className={styles.password}>
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(id, error)}
          {...rest}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible(!visible)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">Show {label.toLowerCase()}</span>
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
