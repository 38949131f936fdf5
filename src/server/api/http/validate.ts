// Request parsing: the path's parameters, the query string and JSON bodies are checked and
// normalised (input-text.ts), then go through the contract's zod schemas before any handler runs.
// The route table (mount.ts) puts a checker of each part a declaration names in front of its
// handler. Not Hono's validator middleware (nor hono-openapi's, which wraps the same one): its JSON
// target validates {} in place of a body sent without a JSON Content-Type, answers malformed JSON
// with its own text ("Malformed JSON in request body", not this shop's "Malformed JSON body"),
// its failures have another shape than `{ message, errors? }`, and it parses before the
// nesting-depth check that must see the raw text.
import type { Context } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { fill } from '../../../lib/i18n/index.ts';
import * as z from 'zod/mini';
import zodVietnamese from 'zod/v4/locales/vi.js';
import type { Lang } from '../../../lib/i18n/browser.ts';
import { HttpError, notFound } from './errors.ts';
import { INPUT_MESSAGES, MAX_JSON_DEPTH, cleanInput, jsonDeeperThan } from './input-text.ts';

/** zod issues as `{ field: message }`; unknown keys are named as such. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        errors[[...issue.path, key].join('.')] = API_MESSAGES.http.unknownField;
      continue;
    }
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

const fieldName = (path: readonly string[]) => path.join('.') || '_';

/**
 * The body as JSON, checked and NFC-normalised (an empty body reads as `{}`): 400 for malformed
 * or too deeply nested JSON, 422 naming a field with a NUL or an unpaired surrogate.
 */
export async function readJsonValue(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, INPUT_MESSAGES.tooDeep);
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, API_MESSAGES.http.malformedJson);
  }
  const cleaned = cleanInput(parsed);
  if ('problem' in cleaned) {
    const { path, message } = cleaned.problem;
    throw new HttpError(422, API_MESSAGES.http.validationFailed, { [fieldName(path)]: message });
  }
  return cleaned.value;
}

/**
 * zod's own messages in each language (a type or format the shop's rules do not word themselves,
 * e.g. a number where a name belongs). English is zod's default.
 */
const ZOD_ERRORS: Partial<Record<Lang, z.core.$ZodErrorMap>> = {
  vi: zodVietnamese().localeError,
};

/** `value` as `schema` has it, else 422 naming each field it refuses, in the caller's language. */
export function parseBody<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  lang: Lang = 'en',
): z.output<S> {
  const errorMap = ZOD_ERRORS[lang];
  const result = z.safeParse(schema, value, errorMap ? { error: errorMap } : undefined);
  if (!result.success)
    throw new HttpError(
      422,
      API_MESSAGES.http.validationFailed,
      issuesToErrors(result.error.issues),
    );
  return result.data;
}

/** The query string as name → value, checked and NFC-normalised; 400 names a bad parameter. */
export function cleanQuery(c: Context): Record<string, string> {
  const cleaned = cleanInput(c.req.query());
  if ('problem' in cleaned)
    throw new HttpError(
      400,
      fill(API_MESSAGES.http.invalidQuery, { fields: fieldName(cleaned.problem.path) }),
    );
  return cleaned.value as Record<string, string>;
}

/**
 * The path's parameters when `schema` takes them (an id is the contract's idSchema); anything
 * else (a NUL, a 10 KB string, "abc!", another script) names nothing, so it is 404 with the
 * route's own message before any service or database sees it.
 */
export function readParams<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  notFoundMessage: string,
): z.output<S> {
  const params: Record<string, string> = c.req.param();
  // PostgreSQL text cannot hold a NUL: such a name is not found, not a database error.
  if (Object.values(params).some((value) => value.includes('\u0000')))
    throw notFound(notFoundMessage);
  const result = z.safeParse(schema, params);
  if (!result.success) throw notFound(notFoundMessage);
  return result.data;
}

export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const result = z.safeParse(schema, cleanQuery(c));
  if (!result.success) {
    const fields = Object.keys(issuesToErrors(result.error.issues));
    throw new HttpError(400, fill(API_MESSAGES.http.invalidQuery, { fields: fields.join(', ') }));
  }
  return result.data;
}
