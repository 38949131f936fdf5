// Queries that found no exact match, counted so editors can see what shoppers miss: the query as
// normalised for search (lower case, no diacritics), how often, when last, and whether similar
// products were shown. Nothing about who asked is kept. Bounded: a query is cut to
// SEARCH_MISS_MAX_CHARS, and a new query beyond SEARCH_MISS_MAX_ROWS pushes out the rarest,
// longest-unseen ones, so random or hostile queries cannot grow the table without end.
import { count, desc, sql } from 'drizzle-orm';
import type { SearchMissesQuery, SearchMissesResponse } from '../../../api/schemas/admin.ts';
import { SEARCH_MISS_MAX_CHARS, SEARCH_MISS_MAX_ROWS } from '../../../lib/search.ts';
import type { Db } from '../db/connect.ts';
import { searchMisses } from '../db/schema.ts';
import { pagination } from './product-query.ts';

/** Counts one search without an exact match at `at` (`similar`: partial matches were shown instead). */
export async function recordMiss(
  db: Db,
  normalised: string,
  similar: boolean,
  at: Date,
): Promise<void> {
  const query = Array.from(normalised).slice(0, SEARCH_MISS_MAX_CHARS).join('').trim();
  if (query === '') return;
  // xmax = 0 only for a row this statement inserted (an update of a conflict sets it).
  const [row] = await db
    .insert(searchMisses)
    .values({ query, similar, count: 1, lastSeen: at })
    .onConflictDoUpdate({
      target: searchMisses.query,
      set: {
        count: sql`${searchMisses.count} + 1`,
        similar: sql`excluded.similar`,
        lastSeen: sql`excluded.last_seen`,
      },
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  if (row?.inserted) await trimMisses(db);
}

/** Keeps the SEARCH_MISS_MAX_ROWS most asked (then most recent) queries. */
async function trimMisses(db: Db): Promise<void> {
  await db.execute(sql`
    delete from ${searchMisses} where ${searchMisses.query} in (
      select ${searchMisses.query} from ${searchMisses}
      order by ${searchMisses.count} desc, ${searchMisses.lastSeen} desc, ${searchMisses.query}
      offset ${SEARCH_MISS_MAX_ROWS})`);
}

/** A page of missed queries, most frequent first, then most recently asked. */
export async function listMisses(
  db: Db,
  { page, limit }: SearchMissesQuery,
): Promise<SearchMissesResponse> {
  const [total] = await db.select({ n: count() }).from(searchMisses);
  const rows = await db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen), searchMisses.query)
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    misses: rows.map((row) => ({
      query: row.query,
      count: row.count,
      similar: row.similar,
      lastSeen: row.lastSeen.toISOString(),
    })),
    pagination: pagination(total?.n ?? 0, page, limit),
  };
}
