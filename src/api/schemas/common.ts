// Shapes every call shares: ids, money, pagination and the error body `{ message, errors? }`.
// The schemas use zod/mini, whose functions tree-shake, so a browser page carries only the
// validators it uses rather than the whole library.
import * as z from 'zod/mini';
import { isBlank } from '../../lib/text.ts';

/** Opaque id: letters, digits, dash and underscore only. Anything else is simply not found. */
export const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
/** True when `value` is an id as idSchema has it (a NUL, a 10 KB string or "é" never is). */
export const isId = (value: unknown): value is string => idSchema.safeParse(value).success;
/** Integer VND. */
export const moneySchema = z.int().check(z.minimum(0));
export const isoDateSchema = z.string();
/** A whole number of at least `min`. */
export const countSchema = (min = 0) => z.int().check(z.minimum(min));

export const paginationSchema = z.object({
  total: countSchema(0),
  page: countSchema(1),
  limit: countSchema(1),
  pages: countSchema(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  /** On a 5xx answer: the request's id (its X-Request-Id), which finds its line in the server log. */
  requestId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Trimmed text of at most `max` characters. */
export const textSchema = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * Trimmed text of at most `max` characters that a reader can see: empty text, and text of spaces
 * and invisible characters only (zero-width spaces), get the same "too small" issue and message.
 */
export const requiredTextSchema = (max: number, message?: string) =>
  textSchema(max).check(
    z.superRefine((text, context) => {
      if (isBlank(text))
        context.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          input: text,
          ...(message === undefined ? {} : { message }),
        });
    }),
  );
