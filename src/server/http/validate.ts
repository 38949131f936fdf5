// Request parsing: JSON bodies and query strings go through the contract's zod schemas
// before any handler logic runs.
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { HttpError } from './errors.ts';

/** zod issues as `{ field: message }`; unknown keys are named as such. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** PostgreSQL text cannot hold a NUL character: such input is bad input, not a database error. */
export const hasNulByte = (value: string): boolean => value.includes('\u0000');

/** Path of the first string (or key) in `value` holding a NUL character, or null. */
function nulBytePath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasNulByte(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulBytePath(item, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasNulByte(key)) return [...path, key.replaceAll('\u0000', '')];
      const found = nulBytePath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export async function readJson<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  const nul = nulBytePath(body);
  if (nul)
    throw new HttpError(422, 'Validation failed', {
      [nul.join('.') || '_']: 'Contains a NUL character',
    });
  const result = z.safeParse(schema, body);
  if (!result.success)
    throw new HttpError(422, 'Validation failed', issuesToErrors(result.error.issues));
  return result.data;
}

export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  const nul = nulBytePath(query);
  if (nul) throw new HttpError(400, `Invalid query parameter: ${nul.join('.')}`);
  const result = z.safeParse(schema, query);
  if (!result.success) {
    const fields = Object.keys(issuesToErrors(result.error.issues));
    throw new HttpError(400, `Invalid query parameter: ${fields.join(', ')}`);
  }
  return result.data;
}
