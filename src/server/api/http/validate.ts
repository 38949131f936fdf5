// Request parsing: JSON bodies and query strings are checked and normalised (input-text.ts),
// then go through the contract's zod schemas before any handler logic runs. Not Hono's validator
// middleware: its JSON target validates {} in place of a body sent without a JSON Content-Type,
// answers malformed JSON with its own text ("Malformed JSON in request body", not the shop's
// "Malformed JSON body"), and parses before the nesting-depth check that must see the raw text.
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { isId } from '../../../api/schemas/common.ts';
import { HttpError, notFound } from './errors.ts';
import { INPUT_MESSAGES, MAX_JSON_DEPTH, cleanInput, jsonDeeperThan } from './input-text.ts';

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

const fieldName = (path: readonly string[]) => path.join('.') || '_';

export async function readJson<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const text = await c.req.text();
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, INPUT_MESSAGES.tooDeep);
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  const cleaned = cleanInput(parsed);
  if ('problem' in cleaned) {
    const { path, message } = cleaned.problem;
    throw new HttpError(422, 'Validation failed', { [fieldName(path)]: message });
  }
  const result = z.safeParse(schema, cleaned.value);
  if (!result.success)
    throw new HttpError(422, 'Validation failed', issuesToErrors(result.error.issues));
  return result.data;
}

/** The query string as name → value, checked and NFC-normalised; 400 names a bad parameter. */
export function cleanQuery(c: Context): Record<string, string> {
  const cleaned = cleanInput(c.req.query());
  if ('problem' in cleaned)
    throw new HttpError(400, `Invalid query parameter: ${fieldName(cleaned.problem.path)}`);
  return cleaned.value as Record<string, string>;
}

/**
 * The path's `:id` when it is an id of the contract (idSchema); anything else (a NUL, a 10 KB
 * string, "abc!", another script) names nothing, so it is 404 with the route's own message before
 * any service or database sees it. Every route that takes an id in its path reads it here.
 */
export function readPathId(c: Context, notFoundMessage: string): string {
  const id = c.req.param('id');
  if (!isId(id)) throw notFound(notFoundMessage);
  return id;
}

export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const result = z.safeParse(schema, cleanQuery(c));
  if (!result.success) {
    const fields = Object.keys(issuesToErrors(result.error.issues));
    throw new HttpError(400, `Invalid query parameter: ${fields.join(', ')}`);
  }
  return result.data;
}
