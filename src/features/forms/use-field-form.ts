// A form of text fields checked on submit: its values, its field errors (each cleared when its
// field is edited) and, each time errors are shown, the focus on the first invalid field.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors } from '../../lib/validation.ts';
import { hasErrors, withoutError } from './field-errors.ts';

/** Each time a form is refused (also when it mounts after the refusal), focus its first invalid field. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
}

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

export function useFieldForm<F extends object>(
  initial: F | (() => F),
  /** How a typed value is kept (a phone number grouped as typed, say). */
  format: (field: TextKey<F>, value: string) => string = (_field, value) => value,
  /** How an error is shown: the rules write English, a Vietnamese page shows its own words. */
  say: (message: string) => string = (message) => message,
) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<TextKey<F>>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, refusals);

  /** The change handler of one text field. */
  const edit = (field: TextKey<F>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: format(field, value) }));
    setErrors((current) => withoutError(current, field));
  };

  /** What a field's input shows and does: its value, its error and its change handler. */
  const bind = (field: TextKey<F>) => ({
    value: values[field] as string,
    error: errors[field] && say(errors[field]),
    onChange: edit(field),
  });

  /** Shows `found` and focuses its first field; true when there is nothing to show. */
  const accept = (found: FieldErrors<TextKey<F>>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    setRefusals((count) => count + 1);
    return false;
  };

  return { values, setValues, errors, setErrors, bind, accept, formRef };
}
