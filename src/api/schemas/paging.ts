// Paged lists, written once for every list call: the query's page and limit (integers clamped into
// range) after the list's own filters, and the answer's items under their name with the
// pagination that every list answers.
import * as z from 'zod/mini';
import { MAX_PAGE_LIMIT } from '../../lib/constants.ts';
import { paginationSchema } from './common.ts';

/** A query integer: non-numbers are rejected (400), numbers are clamped into range. */
export const clampedInt = (min: number, max: number, fallback: number) =>
  z.pipe(
    z.optional(z.string().check(z.regex(/^-?\d+$/, 'must be an integer'))),
    z.transform((value: string | undefined) => {
      if (value === undefined) return fallback;
      const n = Number(value);
      return Math.min(max, Math.max(min, Number.isSafeInteger(n) ? n : n > 0 ? max : min));
    }),
  );

export const pageQuery = clampedInt(1, 1_000_000, 1);
export const limitQuery = (fallback: number) => clampedInt(1, MAX_PAGE_LIMIT, fallback);

/** A list's query: its filters, then `page` and `limit` (pages of `pageSize` unless asked). */
export const pagedQuerySchema = <Shape extends z.core.$ZodLooseShape>(
  pageSize: number,
  filters: Shape,
) => z.object({ ...filters, page: pageQuery, limit: limitQuery(pageSize) });

/** A page of a list: the items under `key` ("orders"), then where the page stands. */
export const pagedListSchema = <Key extends string, Item extends z.core.SomeType>(
  key: Key,
  item: Item,
) =>
  z.object({ [key]: z.array(item), pagination: paginationSchema } as {
    [K in Key]: z.ZodMiniArray<Item>;
  } & { pagination: typeof paginationSchema });
