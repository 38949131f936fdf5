// Words typed, read against the catalogue's vocabulary (search_terms, a few thousand words kept by
// a trigger on products): whole words, starts of words, and typos. A word that is the start of no
// word of any product ("iphnoe", "samsng") is replaced by the nearest words of the vocabulary,
// found through its trigram index (never by comparing products) and chosen by edit distance with
// transpositions, so "iphnoe" is one edit from "iphone".
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { searchTerms } from '../db/schema.ts';
import type { Concept } from './search-query.ts';

/** Shorter words (and numbers) are only ever matched as typed: "ta" is one edit from too many words. */
export const TYPO_MIN_LENGTH = 4;
/** Trigram similarity a vocabulary word needs to be considered ("iphnoe" ~ "iphone" is 0.27). */
export const TYPO_SIMILARITY = 0.25;
/** Vocabulary words compared per typo, the most similar first. */
const TYPO_CANDIDATES = 30;
/** Corrections kept per typo (all at the same, smallest distance). */
const MAX_CORRECTIONS = 3;

/** Edits allowed: one for words up to 7 letters, two beyond. */
const maxEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The nearest vocabulary words within the edits allowed, or none. */
export function nearestWords(word: string, candidates: readonly string[]): string[] {
  const scored = candidates
    .map((term) => ({ term, distance: editDistance(word, term) }))
    .filter(({ distance }) => distance <= maxEdits(word));
  if (scored.length === 0) return [];
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored
    .filter(({ distance }) => distance === best)
    .slice(0, MAX_CORRECTIONS)
    .map(({ term }) => term);
}

/** Vocabulary words a typed word stands for when it is only the start of words ("iph"). */
export const MAX_EXPANSIONS = 16;

/**
 * For each word, the vocabulary words that start with it, in byte order, at most
 * MAX_EXPANSIONS + 1 (more means "many"): one statement, a range of the byte-ordered primary key
 * per word (chr(1114111) is the last character there is).
 */
async function wordsStartingWith(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const result = await db.execute(sql`select w, array(select t.term from ${searchTerms} t
      where t.term >= w and t.term < w || chr(1114111)
      order by t.term limit ${MAX_EXPANSIONS + 1}) as terms
    from unnest(${sql.param([...words])}::text[]) as w`);
  const rows = (result as unknown as { rows: { w: string; terms: string[] }[] }).rows;
  return new Map(rows.map((row) => [row.w, row.terms]));
}

/**
 * Vocabulary words sharing enough trigrams with `word` (TYPO_SIMILARITY, set for the rest of the
 * search's transaction), through the trigram index.
 */
async function similarWords(db: Db, word: string): Promise<string[]> {
  await db.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${TYPO_SIMILARITY}`));
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${word}`)
    .orderBy(sql`similarity(${searchTerms.term}, ${word}) desc`, searchTerms.term)
    .limit(TYPO_CANDIDATES);
  return rows.map((row) => row.term);
}

/**
 * Each word typed as is, matched the way the catalogue's vocabulary says, so the index is only
 * asked for whole words (a prefix makes PostgreSQL's GIN index collect every word it starts:
 * "pro:*" is pro, product, protector, ...):
 * - a word of the catalogue matches as that whole word ("pro" is not "protector");
 * - the start of a few words matches them ("iph": iphone), of many as a prefix;
 * - a word of 4+ letters that starts nothing is a typo, replaced by its nearest words ("iphnoe":
 *   iphone); with none near, it is left to match nothing (the search then shows partial matches).
 * Numbers and shorter words are matched as typed. Runs inside the search's transaction.
 */
export async function resolveWords(db: Db, concepts: readonly Concept[]): Promise<Concept[]> {
  const looked = (c: Concept) => c.literal && !/^\p{N}+$/u.test(c.typed);
  const starting = await wordsStartingWith(
    db,
    concepts.filter(looked).map((c) => c.typed),
  );
  const resolved: Concept[] = [];
  for (const concept of concepts) {
    const word = concept.typed;
    const terms = starting.get(word);
    if (!looked(concept) || terms === undefined) {
      resolved.push(concept);
    } else if (terms.includes(word)) {
      resolved.push({ ...concept, terms: [{ token: word, prefix: false }] });
    } else if (terms.length > 0) {
      resolved.push(
        terms.length > MAX_EXPANSIONS
          ? concept
          : { ...concept, terms: terms.map((token) => ({ token, prefix: false })) },
      );
    } else if (word.length >= TYPO_MIN_LENGTH) {
      const nearest = nearestWords(word, await similarWords(db, word));
      resolved.push(
        nearest.length === 0
          ? concept
          : { ...concept, terms: nearest.map((token) => ({ token, prefix: false })) },
      );
    } else {
      resolved.push(concept);
    }
  }
  return resolved;
}
