// What autovacuum does for PostgreSQL, done for the embedded PGlite (which has none) when it opens
// a data folder: planner statistics for the catalogue tables once they have none or have changed in
// size (a seed, an import, a generated catalogue), so each listing is planned for its filters; and
// a visibility map, so listing counts and pages are answered from their indexes alone.
import type { PGlite } from '@electric-sql/pglite';

const CATALOG_TABLES = [
  'products',
  'variations',
  'product_search',
  'product_numbers',
  'product_criteria',
] as const;
/** A table whose size moved by more than this share since its last ANALYZE is analysed again. */
const STALE_SHARE = 0.1;
/** A table with fewer pages than this share marked all-visible (after a rewrite) is vacuumed. */
const VISIBLE_SHARE = 0.5;

interface TableState {
  /** Pages, rows and all-visible pages at the last VACUUM or ANALYZE (reltuples -1 before any). */
  relpages: number;
  reltuples: number;
  relallvisible: number;
  /** Pages now. */
  pages: number;
}

/**
 * VACUUM (ANALYZE) of each catalogue table whose statistics are missing or stale, VACUUM of one
 * whose visibility map is mostly unset, nothing for the others: about 4 s at 100,000 products on
 * this machine, so not at every start. Returns what it did, e.g. ['VACUUM (ANALYZE) products'].
 */
export async function maintainCatalogTables(client: PGlite): Promise<string[]> {
  const done: string[] = [];
  for (const table of CATALOG_TABLES) {
    const { rows } = await client.query<TableState>(
      `select relpages, reltuples, relallvisible,
         (pg_relation_size(oid) / current_setting('block_size')::int)::int as pages
       from pg_class where oid = $1::regclass`,
      [table],
    );
    const state = rows[0];
    if (!state || state.pages === 0) continue;
    const moved =
      Math.abs(state.pages - state.relpages) > STALE_SHARE * Math.max(state.relpages, 1);
    const command =
      state.reltuples < 0 || moved
        ? `VACUUM (ANALYZE) ${table}`
        : state.relallvisible < VISIBLE_SHARE * state.relpages
          ? `VACUUM ${table}`
          : null;
    if (command === null) continue;
    await client.exec(command);
    done.push(command);
  }
  return done;
}
