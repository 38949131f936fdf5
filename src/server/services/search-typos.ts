// Typos: a word typed that is the start of no word of any product ("iphnoe", "samsng") is replaced
// by the catalogue's nearest words. Candidates come from the vocabulary (search_terms, a few
// thousand words) through its trigram index, never from the products; the nearest are chosen by
// edit distance with transpositions, so "iphnoe" is one edit from "iphone".
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

/**
 * Which of `words` some vocabulary word starts with, in one statement: a range of the byte-ordered
 * primary key per word (chr(1114111) is the last character there is).
 */
async function knownPrefixes(db: Db, words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const result = await db.execute(sql`select w from unnest(${sql.param([...words])}::text[]) as w
    where exists (select 1 from ${searchTerms} t
      where t.term >= w and t.term < w || chr(1114111))`);
  return new Set((result as unknown as { rows: { w: string }[] }).rows.map((row) => row.w));
}

/** Vocabulary words sharing enough trigrams with `word`, through the trigram index. */
async function similarWords(db: Db, word: string): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${word}`)
    .orderBy(sql`similarity(${searchTerms.term}, ${word}) desc`, searchTerms.term)
    .limit(TYPO_CANDIDATES);
  return rows.map((row) => row.term);
}

/**
 * The concepts with each typed word that starts no catalogue word replaced by its nearest words
 * (matched whole). A word with no near word is left as it is: it matches nothing, and the search
 * falls back to partial matches. Runs inside the search's transaction, which sets the trigram
 * threshold to TYPO_SIMILARITY.
 */
export async function correctTypos(db: Db, concepts: readonly Concept[]): Promise<Concept[]> {
  const typed = (c: Concept) =>
    c.literal && c.typed.length >= TYPO_MIN_LENGTH && !/^\p{N}+$/u.test(c.typed);
  const known = await knownPrefixes(
    db,
    concepts.filter(typed).map((c) => c.typed),
  );
  const corrected: Concept[] = [];
  for (const concept of concepts) {
    if (!typed(concept) || known.has(concept.typed)) {
      corrected.push(concept);
      continue;
    }
    const nearest = nearestWords(concept.typed, await similarWords(db, concept.typed));
    corrected.push(
      nearest.length === 0
        ? concept
        : { ...concept, terms: nearest.map((token) => ({ token, prefix: false })) },
    );
  }
  return corrected;
}
