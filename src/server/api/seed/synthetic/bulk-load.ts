// Fast loading of many rows, the same on PGlite and PostgreSQL: each batch is one INSERT ... SELECT
// from one JSON parameter (no per-row parameters, no statement size limits), into tables whose
// secondary indexes and constraints are rebuilt once at the end instead of updated row by row.
// The catalogue import writes its chunks the same way, updating the rows it finds (excludedUpdate).
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';

/** The rows of a raw query's result (PGlite and node-postgres both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The table's columns that take values: every one the database does not generate itself. */
function writableColumns(table: PgTable) {
  return Object.entries(getTableColumns(table)).filter(
    ([, column]) => !column.generated && !column.generatedIdentity,
  );
}

/** A column's default when it is a plain value (`.default(1)`), else null (SQL defaults). */
function plainDefault(column: { default?: unknown }): unknown {
  const value = column.default;
  return value === undefined || (typeof value === 'object' && value !== null) ? null : value;
}

/**
 * A batch of rows (drizzle's property names, as `db.insert(table).values` takes them) as the JSON
 * array `insertJson` loads: keyed by column name, generated columns left out. Made apart from the
 * insert so that another thread can make it while the database writes the previous batch. A value
 * left out takes the column's plain default (products.version), else null.
 */
export function rowsJson(table: PgTable, rows: readonly Record<string, unknown>[]): string {
  const columns = writableColumns(table);
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => [column.name, row[key] ?? plainDefault(column)]),
      ),
    ),
  );
}

/**
 * Inserts a `rowsJson` batch with one statement: json_to_recordset types the rows in the database.
 * With `onConflict` (`excludedUpdate`'s, or any `on conflict …` clause), rows that are there
 * already are dealt with as it says.
 */
export async function insertJson(
  tx: Db,
  table: PgTable,
  json: string,
  onConflict?: SQL,
): Promise<void> {
  const columns = writableColumns(table);
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const types = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  await tx.execute(
    sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as r(${sql.raw(types)}) ${onConflict ?? sql``}`,
  );
}

/**
 * `insertJson`'s clause that updates a row whose `key` is taken: each of `keys` (drizzle's
 * property names) from the row that was refused, the others left as they are.
 */
export function excludedUpdate<T extends PgTable>(
  table: T,
  key: keyof T['_']['columns'] & string,
  keys: readonly (keyof T['_']['columns'] & string)[],
): SQL {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const name = (property: string) => sql.identifier(columns[property]!.name);
  return sql`on conflict (${name(key)}) do update set ${sql.join(
    keys.map((property) => sql`${name(property)} = excluded.${name(property)}`),
    sql`, `,
  )}`;
}

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs `load` with the tables' indexes and keys dropped (primary, unique and foreign keys, the
 * foreign keys that point at them too), then builds them again from their own definitions as
 * pg_get_indexdef and pg_get_constraintdef print them, so whatever the migrations made comes
 * back exactly. Building an index once over all rows is far cheaper than updating it row by row;
 * a key the rows break still fails when it is added back. Run it inside a transaction: other
 * sessions never see the tables without them.
 */
export async function withIndexesRebuilt<T>(
  tx: Db,
  tables: readonly PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const list = sql.join(
    tables.map((table) => sql`${getTableName(table)}::regclass`),
    sql`, `,
  );
  // Sorted by type: foreign keys ('f') are dropped first and added back last.
  const constraints = rowsOf<Definition>(
    await tx.execute(sql`
      select conrelid::regclass::text as "table", conname as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint
      where (conrelid in (${list}) and contype in ('p', 'u', 'f'))
        or (confrelid in (${list}) and contype = 'f')
      order by contype, conname`),
  );
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`
      select i.indrelid::regclass::text as "table", c.relname as name,
        pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in (${list})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
  for (const c of constraints)
    await tx.execute(sql.raw(`alter table ${c.table} drop constraint "${c.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  const result = await load();
  for (const c of [...constraints].reverse())
    await tx.execute(sql.raw(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`));
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return result;
}
