// Field errors of the account forms: an error clears when its field is edited, and the field
// errors a 409 or 422 names are shown on the fields they belong to.
import { ApiError } from '../../api/http.ts';
import type { FieldErrors } from '../../lib/validation.ts';

/** The errors left once `field` has been edited. */
export function withoutError<K extends string>(errors: FieldErrors<K>, field: K): FieldErrors<K> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<K>;
}

/** The server's field errors for the fields a form has ("address.street" counts as "street"). */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  if (!(error instanceof ApiError) || !error.errors) return found;
  for (const [key, message] of Object.entries(error.errors)) {
    const field = key.split('.').pop() as K;
    if (fields.includes(field)) found[field] = message;
  }
  return found;
}

/** The server's message, else the screen's own words: never a raw network or parser message. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
