// `field[Name]=value` listing filters, typed by the category's field definitions. Field names
// are only ever looked up in those definitions and reach SQL as bound parameters.
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryField } from '../../api/schemas/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { products } from '../db/schema.ts';

const FIELD_KEY = /^field\[(.*)\]$/s;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The `field[...]` entries of a query string, as name → raw value. */
export function fieldParams(query: Record<string, string>): Map<string, string> {
  const params = new Map<string, string>();
  for (const [key, value] of Object.entries(query)) {
    const name = FIELD_KEY.exec(key)?.[1];
    if (name !== undefined) params.set(name, value);
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

function fieldCondition(field: CategoryField, raw: string): SQL {
  const value = raw.trim();
  switch (field.type) {
    case 'Number':
      if (!NUMBER.test(value))
        throw new HttpError(400, `Filter field ${field.name} must be a number`);
      return holds(field.name, Number(value));
    case 'Boolean':
      if (value !== 'true' && value !== 'false') {
        throw new HttpError(400, `Filter field ${field.name} must be true or false`);
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

/** SQL conditions for the `field[...]` params; 400 for a name the category does not define. */
export function fieldFilters(params: Map<string, string>, fields: readonly CategoryField[]): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, value] of params) {
    const field =
      fields.find((candidate) => candidate.name === name) ??
      fields.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!field) throw new HttpError(400, `Unknown filter field: ${name}`);
    if (value.trim() !== '') conditions.push(fieldCondition(field, value));
  }
  return conditions;
}
