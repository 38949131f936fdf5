// Product search. The query is normalised like the documents (search-text.ts), read as concepts
// (search-query.ts: synonyms of search-synonyms.ts; search-words.ts: words and typos), and
// answered in three bounded steps, each through an index:
//   1. candidates: products whose title (name, brand, type, tags) matches every concept, the most
//      popular SEARCH_RESULT_CAP of them (product_search, a narrow copy of the products' search
//      columns, through its title index); if that is not enough, products whose description
//      matches too (products.search_vector);
//   2. no exact match: the best partial matches, titles matching the query with one concept left
//      out (then each concept alone), flagged `exact: false` (GET /search counts the query as a miss);
//   3. the candidates ranked here (search-rank.ts), and one page of them read whole.
// No statement reads a table in full: the transaction forbids sequential scans.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchQuery, SearchResults } from '../../../api/schemas/catalog.ts';
import { SEARCH_RESULT_CAP } from '../../../lib/search.ts';
import type { Db } from '../db/connect.ts';
import { productSearch, products } from '../db/schema.ts';
import { productsByIds } from './product-ids.ts';
import { pagination } from './product-query.ts';
import { allOf, parseQuery, wholeWords, type Concept } from './search-query.ts';
import { rankCandidates, type Candidate } from './search-rank.ts';
import { normalizeSearchText } from './search-text.ts';
import { knownWordsOf, resolveWords } from './search-words.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Lang } from '../../../lib/i18n/index.ts';

/** Partial matches read per left-out concept (or per concept alone). */
const PARTIAL_PER_QUERY = 100;

const tsquery = (text: string) => sql`to_tsquery('simple', ${text}::text)`;

/** What ranking reads of a candidate, from product_search or from products alike. */
const candidateColumns = (t: typeof products | typeof productSearch) =>
  sql`${t.id} as id, ${t.name} as name, ${t.brand} as brand, ${t.searchTitle} as title,
    ${t.productType} as type, ${t.popularity} as popularity`;

/** A candidate as read, before it is known how much of the query it matched. */
type CandidateRow = Omit<Candidate, 'matched'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The most popular products a title query reads first, to estimate how many products match. */
export const DENSITY_PROBE = 500;

/**
 * A statement for the most popular title matches of `query`, at most `limit`, read one of two
 * ways, both bounded. A query most products match ("samsung", "phone") finds its page among the
 * most popular products at once: walking them in popularity order is cheaper than collecting
 * tens of thousands of matches to sort them. One that matches few would walk the whole table that
 * way (PostgreSQL's own estimate for "monitor & co:*" multiplies two common words and chooses the
 * walk, 0.7 s at 100,000 products), and is cheapest read through the title's GIN index, its
 * matches sorted (`popularity + 0`: never the popularity index). So the statement estimates the
 * matches from the DENSITY_PROBE most popular products; past `enough` (the square root of `limit`
 * times the number of products, where walking limit × products / matches rows beats sorting the
 * matches) it walks at most 4 × `enough` of the most popular products; otherwise, or when the
 * walk found fewer than `limit`, it asks the index. Rows carry `pass`: 0 from the walk, 1 from
 * the index. `extra` adds columns in front.
 */
function popularTitleMatches(query: SQL, limit: number, extra: SQL = sql``): SQL {
  const t = productSearch;
  return sql`with size as (
      select greatest(reltuples, 1000) as products,
        ceil(sqrt(${limit} * greatest(reltuples, 1000)))::int as enough
      from pg_class where oid = 'product_search'::regclass
    ), probe as (
      select count(*) filter (where tv @@ ${query}) as hits from (select ${t.titleVector} as tv
        from ${t} order by ${t.popularity} desc, ${t.id} limit ${DENSITY_PROBE}) as probed
    ), walked as (
      select ${candidateColumns(t)}, ${t.titleVector} as tv from ${t}
      where (select hits from probe) * (select products from size)
        >= ${DENSITY_PROBE} * (select enough from size)
      order by ${t.popularity} desc, ${t.id} limit (select 4 * enough from size)
    ), dense as (
      select id, name, brand, title, type, popularity from walked where tv @@ ${query}
      order by popularity desc, id limit ${limit}
    )
    select ${extra} 0 as pass, * from dense
    union all
    (select ${extra} 1 as pass, ${candidateColumns(t)} from ${t}
      where (select count(*) from dense) < ${limit} and ${t.titleVector} @@ ${query}
      order by ${t.popularity} + 0 desc, ${t.id} limit ${limit})`;
}

/** The rows of one popularTitleMatches: the index's half when it ran, else the walk's. */
function popularRows<T extends { pass: number }>(rows: readonly T[]): Omit<T, 'pass'>[] {
  const fromIndex = rows.some((row) => row.pass === 1);
  return rows
    .filter((row) => row.pass === (fromIndex ? 1 : 0))
    .map(({ pass: _pass, ...row }) => row);
}

/** Products on sale whose title matches `query`, the most popular first, at most `limit`. */
export async function titleMatches(db: Db, query: SQL, limit: number): Promise<CandidateRow[]> {
  return popularRows(
    rowsOf<CandidateRow & { pass: number }>(await db.execute(popularTitleMatches(query, limit))),
  );
}

/**
 * Products on sale whose full text matches `textQuery` but whose title does not match
 * `titleQuery`, at most `limit`, in no order (ranking orders them): a word common in descriptions
 * ("tai", of "tai nghe" in thousands of them) would otherwise read every product that has it to
 * sort them, 0.4 s at 100,000 products; unordered, the read stops at `limit`.
 */
async function textOnlyMatches(db: Db, textQuery: SQL, titleQuery: SQL, limit: number) {
  return rowsOf<CandidateRow>(
    await db.execute(sql`select ${candidateColumns(products)} from ${products}
      where ${products.archivedAt} is null and ${products.searchVector} @@ ${textQuery}
        and not (${products.titleVector} @@ ${titleQuery})
      limit ${limit}`),
  );
}

/**
 * Exact matches: every concept in the title first, then every concept anywhere in the text (as
 * whole words there).
 */
async function exactCandidates(
  db: Db,
  concepts: readonly Concept[],
  scope: SearchScope,
): Promise<Candidate[]> {
  const query = tsquery(allOf(concepts));
  const inTitle = await titleMatches(db, query, scope.cap);
  const candidates = inTitle.map((row) => ({ ...row, matched: 1 }));
  if (candidates.length >= scope.cap || !scope.descriptions) return candidates;
  const inText = await textOnlyMatches(
    db,
    tsquery(allOf(wholeWords(concepts))),
    query,
    scope.cap - candidates.length,
  );
  return [...candidates, ...inText.map((row) => ({ ...row, matched: 1 }))];
}

/**
 * The best partial matches: products whose title matches all concepts but one (each left out in
 * turn), or if none, each concept alone. `matched` is the share of the query's weight it matched.
 */
async function partialCandidates(db: Db, concepts: readonly Concept[]): Promise<Candidate[]> {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0);
  const groups =
    concepts.length > 2
      ? [
          concepts.map((_, left) => concepts.filter((__, i) => i !== left)),
          concepts.map((c) => [c]),
        ]
      : [concepts.map((c) => [c])];
  for (const subsets of groups) {
    // One statement for all the subsets of a level: each its own most popular title matches.
    const selects = subsets.map(
      (subset, k) =>
        sql`(${popularTitleMatches(tsquery(allOf(subset)), PARTIAL_PER_QUERY, sql`${k}::int as subset,`)})`,
    );
    const rows = rowsOf<CandidateRow & { subset: number; pass: number }>(
      await db.execute(sql`select * from (${sql.join(selects, sql` union all `)}) as partial`),
    );
    const bySubset = Map.groupBy(rows, (row) => row.subset);
    const found = new Map<string, Candidate>();
    for (const { subset, ...row } of [...bySubset.values()].flatMap((r) => popularRows(r))) {
      const matched = subsets[subset]!.reduce((sum, c) => sum + c.weight, 0) / total;
      const known = found.get(row.id);
      if (!known || known.matched < matched) found.set(row.id, { ...row, matched });
    }
    if (found.size > 0) return [...found.values()];
  }
  return [];
}

/** What a search reads: how many candidates it ranks, and whether descriptions count. */
export interface SearchScope {
  cap: number;
  descriptions: boolean;
  /** The last word may be half typed: a phrase of the synonyms it starts stands for it. */
  halfTyped: boolean;
}

/** The search page's: every product that matches, up to the cap, descriptions too. */
export const FULL_SEARCH: SearchScope = {
  cap: SEARCH_RESULT_CAP,
  descriptions: true,
  halfTyped: false,
};

export async function searchProducts(
  db: Db,
  query: SearchQuery,
  scope: SearchScope = FULL_SEARCH,
  lang: Lang = 'en',
): Promise<SearchResults> {
  const normalised = normalizeSearchText(query.query);
  const parsed = parseQuery(normalised, scope.halfTyped);
  const { page, limit } = query;
  if (parsed.length === 0) {
    return { products: [], pagination: pagination(0, page, limit), exact: true };
  }
  return inTransaction(db, async (tx) => {
    // Every read below has an index; a plan that scans the products table is never the one wanted.
    await tx.execute(sql`set local enable_seqscan = off`);
    const concepts = await resolveWords(tx, parsed, knownWordsOf(db));
    let candidates = await exactCandidates(tx, concepts, scope);
    const exact = candidates.length > 0;
    if (!exact && concepts.length > 1) candidates = await partialCandidates(tx, concepts);
    const ranked = rankCandidates(candidates, concepts, normalised);
    const offset = (page - 1) * limit;
    const ids = ranked.slice(offset, offset + limit).map((candidate) => candidate.id);
    return {
      products: await productsByIds(tx, ids, lang),
      pagination: pagination(ranked.length, page, limit),
      exact,
    };
  });
}
