// The field errors a form shows: one message per field, cleared when that field is edited.
import type { FieldErrors } from '../../lib/validation.ts';

/** The errors left once `field` has been edited. */
export function withoutError<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<K>;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
