// Request parsing: JSON bodies and query strings go through the contract's zod schemas
// before any handler logic runs.
import type { Context } from 'hono';
import type { z } from 'zod';
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

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(422, 'Validation failed', issuesToErrors(result.error.issues));
  return result.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const fields = Object.keys(issuesToErrors(result.error.issues));
    throw new HttpError(400, `Invalid query parameter: ${fields.join(', ')}`);
  }
  return result.data;
}
