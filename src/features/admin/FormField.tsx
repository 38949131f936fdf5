// One labelled input of the back office's product forms, with the API's message for it inline
// (aria-invalid, aria-describedby) and an optional hint or unit after the box.
import type { ReactNode } from 'react';

/** The API's field errors (`{ "variations.0.sku": message }`), read by field path. */
export type FieldErrors = Record<string, string>;

/** The props that tie an input to its label's id and its error message. */
export function describe(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
}

interface Props {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode | undefined;
  /** Shown after the box ("inch", "₫"). */
  suffix?: string | undefined;
  className?: string;
  children: ReactNode;
}

export function FormField({ id, label, error, hint, suffix, className, children }: Props) {
  return (
    <div className={`admin-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {suffix ? (
        <span className="field-with-suffix">
          {children}
          <span aria-hidden="true">{suffix}</span>
        </span>
      ) : (
        children
      )}
      {hint && (
        <span id={`${id}-hint`} className="admin-muted field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="admin-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
