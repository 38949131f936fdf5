// Product search over products.search_text: lower-case, unaccented name, brand, category and
// description, written by normalizeSearchText, which normalises the query the same way. Every
// query word must match, either as a word prefix (full-text search) or, for a word found
// nowhere, fuzzily (trigram word similarity, for small typos). Ranked by relevance, then rating.
import { and, sql, type SQL } from 'drizzle-orm';
import type { SearchQuery } from '../../api/schemas/catalog.ts';
import type { Db } from '../db/connect.ts';
import { products } from '../db/schema.ts';
import { fetchProductPage, pagination, type ProductPage } from './product-query.ts';
import { normalizeSearchText } from './search-text.ts';

/** word_similarity at or above this counts as a match: 'iphnoe' ~ 'iphone' scores 0.43. */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Words shorter than this match only as a prefix: fuzzy matching of 'ta' would match anything. */
const FUZZY_MIN_LENGTH = 4;
const MAX_WORDS = 8;

/** Letters and digits only, so each word is a safe `to_tsquery` operand. */
export const queryWords = (normalised: string) => [
  ...new Set(normalised.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '')),
];

const document = products.searchVector;
const prefixQuery = (words: string[]) =>
  sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')}::text)`;
const similarity = (word: string) => sql`word_similarity(${word}::text, ${products.searchText})`;

/**
 * A word matches as a prefix; only a word that prefixes nothing in the whole catalogue on sale
 * (most likely a typo: 'iphnoe') falls back to trigram closeness, so 'ipad' never finds 'iphone'.
 * Archived products are left out by fetchProductPage.
 */
function wordMatches(word: string): SQL {
  const prefix = sql`${document} @@ ${prefixQuery([word])}`;
  if (word.length < FUZZY_MIN_LENGTH) return prefix;
  const known = sql`exists (select 1 from ${products} as known where known.search_vector @@ ${prefixQuery([word])} and known.archived_at is null)`;
  return sql`(${prefix} or (not ${known} and ${similarity(word)} >= ${WORD_SIMILARITY_THRESHOLD}))`;
}

/** Name closeness dominates so the exact name comes first, then text rank and word closeness. */
function relevance(words: string[]): SQL {
  const phrase = words.join(' ');
  const closeness = sql.join(
    words.map((word) => similarity(word)),
    sql` + `,
  );
  return sql`(2 * similarity(lower(unaccent(${products.name})), ${phrase}::text)
    + ts_rank(${document}, ${prefixQuery(words)})
    + (${closeness}) / ${words.length}::int)`;
}

export async function searchProducts(db: Db, query: SearchQuery): Promise<ProductPage> {
  const words = queryWords(normalizeSearchText(query.query));
  if (words.length === 0) {
    return { products: [], pagination: pagination(0, query.page, query.limit) };
  }
  const used = words.slice(0, MAX_WORDS);
  return fetchProductPage(db, {
    where: and(...used.map(wordMatches)),
    order: [
      [relevance(used), 'desc'],
      [products.rating, 'desc'],
      [products.id, 'asc'],
    ],
    page: query.page,
    limit: query.limit,
  });
}
