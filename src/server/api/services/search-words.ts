// Words typed, read against the catalogue's vocabulary (search_terms, a few thousand words kept by
// a trigger on products): whole words, starts of words, and typos. A word that is the start of no
// word of any product ("iphnoe", "samsng") is replaced by the vocabulary's words one edit away
// (a letter dropped, added, changed, or two swapped: "iphnoe" is one swap from "iphone"), looked
// up by key; a long word with none gets those two edits away, found through the vocabulary's
// trigram index. Never by comparing products.
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

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every string one edit from `word`: a letter dropped, two swapped, one changed or added. Letters
 * are code points, so a character outside the BMP (an emoji) is never split into half a pair,
 * which is not text a database takes.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const [head, tail] = [letters.slice(0, i).join(''), letters.slice(i)];
    const rest = tail.slice(1).join('');
    if (tail.length) out.add(head + rest);
    if (tail.length > 1) out.add(head + tail[1]! + tail[0]! + tail.slice(2).join(''));
    for (const letter of ALPHABET) {
      if (tail.length) out.add(head + letter + rest);
      out.add(head + letter + tail.join(''));
    }
  }
  out.delete(word);
  return [...out];
}

/**
 * The vocabulary words one edit from each word ("iphnoe": iphone), in one statement: a few hundred
 * lookups of the primary key per word, cheaper than any similarity search.
 */
async function wordsOneEditAway(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const variants = new Map(words.map((word) => [word, oneEditAway(word)]));
  const all = [...new Set([...variants.values()].flat())];
  // A range of one value, not `=`: pg_trgm's index answers equality too, and PostgreSQL 15 took
  // it for this (1.6 s for 500 words); only the primary key answers a range.
  const result = await db.execute(
    sql`select t.term from unnest(${sql.param(all)}::text[]) as v
      join ${searchTerms} t on t.term >= v and t.term <= v`,
  );
  const found = new Set(
    (result as unknown as { rows: { term: string }[] }).rows.map((r) => r.term),
  );
  return new Map(
    words.map((word) => [
      word,
      variants
        .get(word)!
        .filter((variant) => found.has(variant))
        .sort()
        .slice(0, MAX_CORRECTIONS),
    ]),
  );
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

/** Most words a shop remembers as words of its catalogue (then it starts again). */
const KNOWN_WORDS_MAX = 20_000;

/**
 * Words of the catalogue seen so far, per database: a word of the vocabulary stays one (rows of
 * search_terms are never removed), so a remembered word needs no lookup.
 */
const knownWords = new WeakMap<object, Set<string>>();

/** The words of `db`'s catalogue this process has met. */
export function knownWordsOf(db: object): Set<string> {
  let known = knownWords.get(db);
  if (!known) knownWords.set(db, (known = new Set()));
  return known;
}

function remember(known: Set<string>, word: string): void {
  if (known.size >= KNOWN_WORDS_MAX) known.clear();
  known.add(word);
}

/**
 * Each word typed as is, matched the way the catalogue's vocabulary says, so the index is only
 * asked for whole words (a prefix makes PostgreSQL's GIN index collect every word it starts:
 * "pro:*" is pro, product, protector, ...):
 * - a word of the catalogue matches as that whole word ("pro" is not "protector");
 * - the start of a few words matches them ("iph": iphone), of many as a prefix;
 * - a word still being typed (Concept.halfTyped) matches like the start of words, even when it is
 *   a word itself ("pro": pro, probook, ...);
 * - a word of 4+ letters that starts nothing is a typo, replaced by the words one edit away
 *   ("iphnoe": iphone), for 8+ letters two; with none near, it is left to match nothing (the
 *   search then shows partial matches).
 * Numbers and shorter words are matched as typed. `known` holds words already known to be words
 * of the catalogue (knownWordsOf), which need no lookup. Runs inside the search's transaction.
 */
export async function resolveWords(
  db: Db,
  concepts: readonly Concept[],
  known: Set<string> = new Set(),
): Promise<Concept[]> {
  const looked = (c: Concept) =>
    c.literal && (c.halfTyped === true || (!/^\p{N}+$/u.test(c.typed) && !known.has(c.typed)));
  const starting = await wordsStartingWith(
    db,
    concepts.filter(looked).map((c) => c.typed),
  );
  for (const [word, terms] of starting) if (terms.includes(word)) remember(known, word);
  const typos = concepts
    .filter((c) => starting.get(c.typed)?.length === 0 && c.typed.length >= TYPO_MIN_LENGTH)
    .map((c) => c.typed);
  const nearby = typos.length > 0 ? await wordsOneEditAway(db, typos) : new Map<string, string[]>();
  const resolved: Concept[] = [];
  for (const concept of concepts) {
    const word = concept.typed;
    const terms = starting.get(word);
    let tokens: string[] | undefined;
    // A word still being typed also stands for the longer words it starts ("pro": pro, probook).
    const whole = concept.halfTyped !== true;
    if (whole && known.has(word)) tokens = [word];
    else if (!looked(concept) || terms === undefined) tokens = undefined;
    else if (whole && terms.includes(word)) tokens = [word];
    else if (terms.length > MAX_EXPANSIONS) tokens = undefined;
    else if (terms.length > 0) tokens = terms;
    else if (word.length >= TYPO_MIN_LENGTH) {
      const near = nearby.get(word) ?? [];
      // Two edits only for long words, through the trigram index: rare, and slower.
      tokens =
        near.length > 0
          ? near
          : maxEdits(word) > 1
            ? nearestWords(word, await similarWords(db, word))
            : [];
      if (tokens.length === 0) tokens = undefined;
    }
    resolved.push(
      tokens === undefined
        ? concept
        : { ...concept, terms: tokens.map((token) => ({ token, prefix: false })) },
    );
  }
  return resolved;
}
