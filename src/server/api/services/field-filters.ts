// `field[Name]=value` listing filters, and `field[Name][min]` / `field[Name][max]` ranges of
// Number fields, typed by the category's field definitions. Field names are only ever looked up
// in those definitions and reach SQL as bound parameters.
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { CategoryField } from '../../../api/schemas/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { fill } from '../../../lib/i18n/browser.ts';
import { productNumbers, products } from '../db/schema.ts';

const FILTERS = API_MESSAGES.catalog.filters;

/** `field[Name]`, `field[Name][min]` or `field[Name][max]`; the shortest name that fits. */
const FIELD_KEY = /^field\[(.*?)\](?:\[(min|max)\])?$/s;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/** What the query string asks of one field: an exact value, a range's ends, raw as sent. */
export interface FieldParam {
  value?: string;
  min?: string;
  max?: string;
}

/** The `field[...]` entries of a query string, by field name. */
export function fieldParams(query: Record<string, string>): Map<string, FieldParam> {
  const params = new Map<string, FieldParam>();
  for (const [key, value] of Object.entries(query)) {
    const match = FIELD_KEY.exec(key);
    if (!match) continue;
    const name = match[1]!;
    const end = (match[2] ?? 'value') as keyof FieldParam;
    params.set(name, { ...params.get(name), [end]: value });
  }
  return params;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Text pg_trgm can index selectively: a word of at least three letters or digits. */
const TRIGRAM_WORD = /[\p{L}\p{N}]{3}/u;

/**
 * `fields` holds `{ name: value }`, as a JSON number or as its text: containment of either form,
 * which the GIN index on `fields` answers (jsonb compares numbers by value, so 6.10 contains 6.1).
 */
const holds = (name: string, value: number) =>
  sql`(${products.fields} @> ${JSON.stringify({ [name]: value })}::jsonb or ${products.fields} @> ${JSON.stringify({ [name]: String(value) })}::jsonb)`;

/** A 400 naming the query parameter, like every malformed filter. */
const badFilter = (param: string, message: string, problem: string) =>
  new HttpError(400, message, { [param]: problem });

function fieldCondition(field: CategoryField, raw: string): SQL {
  const value = raw.trim();
  switch (field.type) {
    case 'Number':
      if (!NUMBER.test(value)) {
        throw badFilter(
          `field[${field.name}]`,
          fill(FILTERS.notNumber, { field: field.name }),
          FILTERS.number,
        );
      }
      return holds(field.name, Number(value));
    case 'Boolean':
      if (value !== 'true' && value !== 'false') {
        throw badFilter(
          `field[${field.name}]`,
          fill(FILTERS.notBoolean, { field: field.name }),
          FILTERS.boolean,
        );
      }
      // A yes/no splits a category in two: no index narrows it much, and walking the category's
      // own index meets a match every other product or so.
      return sql`(${products.fields} ->> ${field.name}::text) = ${value}`;
    case 'String': {
      // strpos of lower() is what ilike '%…%' does on UTF-8, written so that the planner does not
      // take it for a rare match. field_text (every value of `fields`, one a line) holds the text
      // wherever the field does, and its trigram index finds the candidates, but only for text
      // with a run of three letters or digits: trigrams of '3.5' are those of '3' and '5', which
      // half the catalogue has.
      const matches = sql`strpos(lower(${products.fields} ->> ${field.name}::text), lower(${value})) > 0`;
      if (!TRIGRAM_WORD.test(value)) return matches;
      return sql`(${products.fieldText} ilike ${`%${escapeLike(value)}%`} and ${matches})`;
    }
  }
}

/** A range end as sent, checked: undefined when empty. */
function rangeEnd(field: CategoryField, end: 'min' | 'max', raw: string | undefined) {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (!NUMBER.test(value)) {
    throw badFilter(
      `field[${field.name}][${end}]`,
      fill(end === 'min' ? FILTERS.minNotNumber : FILTERS.maxNotNumber, { field: field.name }),
      FILTERS.number,
    );
  }
  return value;
}

/**
 * `field[Name][min]` and `[max]` of a Number field: the products whose value lies in the range
 * (ends included), read as one key range of product_numbers (category, field, value), which
 * triggers keep in step with `fields` (migration 0012).
 */
function rangeCondition(categoryId: string, field: CategoryField, param: FieldParam) {
  if (param.min === undefined && param.max === undefined) return undefined;
  if (field.type !== 'Number') {
    throw badFilter(
      `field[${field.name}][${param.min === undefined ? 'max' : 'min'}]`,
      fill(FILTERS.notRange, { field: field.name }),
      FILTERS.range,
    );
  }
  const min = rangeEnd(field, 'min', param.min);
  const max = rangeEnd(field, 'max', param.max);
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) {
    throw badFilter(
      `field[${field.name}][min]`,
      fill(FILTERS.minOverMax, { field: field.name }),
      FILTERS.order,
    );
  }
  const inRange = and(
    eq(productNumbers.categoryId, categoryId),
    eq(productNumbers.name, field.name),
    min === undefined ? undefined : gte(productNumbers.value, sql`${min}::numeric`),
    max === undefined ? undefined : lte(productNumbers.value, sql`${max}::numeric`),
  );
  return sql`${products.id} in (select ${productNumbers.productId} from ${productNumbers} where ${inRange})`;
}

/**
 * SQL conditions for the `field[...]` params of a category's listing; 400 for a name the category
 * does not define and for a value or range its type does not take.
 */
export function fieldFilters(
  params: Map<string, FieldParam>,
  category: { id: string; fields: readonly CategoryField[] },
): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, param] of params) {
    const field =
      category.fields.find((candidate) => candidate.name === name) ??
      category.fields.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!field) throw new HttpError(400, `Unknown filter field: ${name}`);
    if (param.value !== undefined && param.value.trim() !== '')
      conditions.push(fieldCondition(field, param.value));
    const range = rangeCondition(category.id, field, param);
    if (range) conditions.push(range);
  }
  return conditions;
}
