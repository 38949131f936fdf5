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

function fieldCondition(field: CategoryField, raw: string): SQL {
  const value = raw.trim();
  const text = sql`(${products.fields} ->> ${field.name}::text)`;
  switch (field.type) {
    case 'Number': {
      if (!NUMBER.test(value))
        throw new HttpError(400, `Filter field ${field.name} must be a number`);
      const number = Number(value);
      return sql`(${products.fields} -> ${field.name}::text = to_jsonb(${String(number)}::numeric) or ${text} = ${String(number)})`;
    }
    case 'Boolean':
      if (value !== 'true' && value !== 'false') {
        throw new HttpError(400, `Filter field ${field.name} must be true or false`);
      }
      return sql`${text} = ${value}`;
    case 'String':
      return sql`${text} ilike ${`%${escapeLike(value)}%`}`;
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
