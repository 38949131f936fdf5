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
import type { SearchQuery, SearchResults } from '../../api/schemas/catalog.ts';
import { SEARCH_RESULT_CAP } from '../../lib/search.ts';
import type { Db } from '../db/connect.ts';
import { productSearch, products } from '../db/schema.ts';
import { productsByIds } from './product-ids.ts';
import { pagination } from './product-query.ts';
import { allOf, parseQuery, wholeWords, type Concept } from './search-query.ts';
import { rankCandidates, type Candidate } from './search-rank.ts';
import { normalizeSearchText } from './search-text.ts';
import { knownWordsOf, resolveWords } from './search-words.ts';

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

/** Products on sale whose title matches `query`, the most popular first, at most `limit`. */
async function titleMatches(db: Db, query: SQL, limit: number) {
  return rowsOf<CandidateRow>(
    await db.execute(sql`select ${candidateColumns(productSearch)} from ${productSearch}
      where ${productSearch.titleVector} @@ ${query}
      order by ${productSearch.popularity} desc, ${productSearch.id}
      limit ${limit}`),
  );
}

/**
 * Products on sale whose full text matches `textQuery` but whose title does not match
 * `titleQuery`, the most popular first, at most `limit`.
 */
async function textOnlyMatches(db: Db, textQuery: SQL, titleQuery: SQL, limit: number) {
  return rowsOf<CandidateRow>(
    await db.execute(sql`select ${candidateColumns(products)} from ${products}
      where ${products.archivedAt} is null and ${products.searchVector} @@ ${textQuery}
        and not (${products.titleVector} @@ ${titleQuery})
      order by ${products.popularity} desc, ${products.id}
      limit ${limit}`),
  );
}

/**
 * Exact matches: every concept in the title first, then every concept anywhere in the text (as
 * whole words there).
 */
async function exactCandidates(db: Db, concepts: readonly Concept[]): Promise<Candidate[]> {
  const query = tsquery(allOf(concepts));
  const inTitle = await titleMatches(db, query, SEARCH_RESULT_CAP);
  const candidates = inTitle.map((row) => ({ ...row, matched: 1 }));
  if (candidates.length >= SEARCH_RESULT_CAP) return candidates;
  const inText = await textOnlyMatches(
    db,
    tsquery(allOf(wholeWords(concepts))),
    query,
    SEARCH_RESULT_CAP - candidates.length,
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
      (subset, k) => sql`(select ${k}::int as subset, ${candidateColumns(productSearch)}
        from ${productSearch} where ${productSearch.titleVector} @@ ${tsquery(allOf(subset))}
        order by ${productSearch.popularity} desc, ${productSearch.id} limit ${PARTIAL_PER_QUERY})`,
    );
    const rows = rowsOf<CandidateRow & { subset: number }>(
      await db.execute(sql`select * from (${sql.join(selects, sql` union all `)}) as partial`),
    );
    const found = new Map<string, Candidate>();
    for (const { subset, ...row } of rows) {
      const matched = subsets[subset]!.reduce((sum, c) => sum + c.weight, 0) / total;
      const known = found.get(row.id);
      if (!known || known.matched < matched) found.set(row.id, { ...row, matched });
    }
    if (found.size > 0) return [...found.values()];
  }
  return [];
}

export async function searchProducts(db: Db, query: SearchQuery): Promise<SearchResults> {
  const normalised = normalizeSearchText(query.query);
  const parsed = parseQuery(normalised);
  const { page, limit } = query;
  if (parsed.length === 0) {
    return { products: [], pagination: pagination(0, page, limit), exact: true };
  }
  return db.transaction(async (tx) => {
    // Every read below has an index; a plan that scans the products table is never the one wanted.
    await tx.execute(sql`set local enable_seqscan = off`);
    const concepts = await resolveWords(tx, parsed, knownWordsOf(db));
    let candidates = await exactCandidates(tx, concepts);
    const exact = candidates.length > 0;
    if (!exact && concepts.length > 1) candidates = await partialCandidates(tx, concepts);
    const ranked = rankCandidates(candidates, concepts, normalised);
    const offset = (page - 1) * limit;
    const ids = ranked.slice(offset, offset + limit).map((candidate) => candidate.id);
    return {
      products: await productsByIds(tx, ids),
      pagination: pagination(ranked.length, page, limit),
      exact,
    };
  });
}
