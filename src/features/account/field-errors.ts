// The server's answer on the account forms: the field errors a 409 or 422 names, shown on the
// fields they belong to, and the words of any other failure.
import { ApiError } from '../../api/http.ts';
import type { FieldErrors } from '../../lib/validation.ts';

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
