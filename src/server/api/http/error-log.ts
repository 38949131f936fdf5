// What the server log says about an unexpected error: its kind, message, SQL statement and stack
// frames, never the values a request carried. A failed query's parameters (names, e-mails,
// phones, addresses) and the database's DETAIL/WHERE lines, which quote rows, are left out, and
// quoted values inside a database message are masked unless they name a constraint, table,
// column or type.

import { DrizzleQueryError } from 'drizzle-orm/errors';

/** How many links of an error's `cause` chain are described. */
const MAX_CAUSES = 5;

interface DatabaseFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  schema?: unknown;
}

const texts = (values: unknown[]) => values.filter((v): v is string => typeof v === 'string');

/** Masks every "quoted" part of a message that is not one of the identifiers the error names. */
function maskQuoted(message: string, identifiers: readonly string[]): string {
  return message.replace(/"([^"]*)"/g, (whole, inner: string) =>
    identifiers.includes(inner) ? whole : '"…"',
  );
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown: ${typeof error}`;
  // drizzle's wrapper: its message repeats the parameters, so only the statement is kept.
  if (error instanceof DrizzleQueryError) return `${error.name}: failed query: ${error.query}`;
  const db = error as DatabaseFields;
  const identifiers = texts([db.constraint, db.table, db.column, db.dataType, db.schema]);
  const fields = [
    typeof db.code === 'string' ? `code ${db.code}` : '',
    ...identifiers.map((name) => `"${name}"`),
  ].filter(Boolean);
  const message = maskQuoted(error.message, identifiers);
  return `${error.name}: ${message}${fields.length ? ` (${fields.join(', ')})` : ''}`;
}

/** The error and its causes, one line each, followed by the outermost error's stack frames. */
export function describeError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < MAX_CAUSES; depth++) {
    lines.push(`${depth === 0 ? '' : 'caused by '}${describeOne(current)}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [...lines, ...frames].join('\n');
}
