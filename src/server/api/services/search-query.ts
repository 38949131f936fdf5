// What a search query asks for: its normalised words read as concepts, each one thing every
// result must match. A phrase of search-synonyms.ts ("tai nghe", "sạc dự phòng") becomes the title
// tokens it means; any other word matches as itself, as a word prefix ("iph" finds iPhones), or
// exactly when it is a number ("17" is not "175"). Concepts compile to PostgreSQL tsquery text.
import { SEARCH_SYNONYMS } from './search-synonyms.ts';
import { normalizeSearchText } from './search-text.ts';

/** One way a concept matches: a title or document token, whole or as a prefix. */
export interface Term {
  token: string;
  prefix: boolean;
}

/** Something every exact result matches: a word typed, or what a phrase of the synonyms means. */
export interface Concept {
  /** What the shopper typed for it (normalised). */
  typed: string;
  /** Alternatives: matching any one of them matches the concept. */
  terms: Term[];
  /** A word typed as is (it may be a typo), not a phrase of the synonyms. */
  literal: boolean;
  /** Its share of a match: model numbers ("m3", "15") count half a word. */
  weight: number;
  /** The last word of a query still being typed (suggestions): it matches as the start of words. */
  halfTyped?: boolean;
}

/** At most this many words of a query are read; the rest is ignored. */
export const MAX_QUERY_WORDS = 8;
/** The longest phrase of the synonyms, in words. */
const MAX_PHRASE_WORDS = 6;

/** Letters and digits only, so each word is a safe tsquery operand. */
export const queryWords = (normalised: string): string[] =>
  normalised.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** Normalised phrase (words joined by one space) → the concepts it means, as term lists. */
const PHRASES: ReadonlyMap<string, Term[][]> = new Map(
  SEARCH_SYNONYMS.flatMap(({ say, means }) => {
    const meanings = means
      .split(' ')
      .map((alternatives) =>
        alternatives.split('|').map((token): Term => ({ token, prefix: false })),
      );
    return say.map((phrase) => [queryWords(normalizeSearchText(phrase)).join(' '), meanings]);
  }),
);

/** The phrases' words, in the order of the synonyms' data. */
const PHRASE_WORDS: readonly string[][] = [...PHRASES.keys()].map((phrase) => phrase.split(' '));

/** A half-typed tail shorter than this ("ta", "ba") is too short to guess a phrase from. */
export const COMPLETION_MIN_CHARS = 3;

/**
 * The phrase of the synonyms that `words` start, the last word half typed ("dien" of "dien
 * thoai", "man hinh co" of "man hinh cong"): the one with fewest words, the first in the data on a
 * tie.
 */
export function completePhrase(words: readonly string[]): string | undefined {
  if (words.join(' ').length < COMPLETION_MIN_CHARS) return undefined;
  const last = words.length - 1;
  let best: string[] | undefined;
  for (const phrase of PHRASE_WORDS) {
    if (phrase.length < words.length || (best && phrase.length >= best.length)) continue;
    if (words.every((word, j) => (j === last ? phrase[j]!.startsWith(word) : phrase[j] === word)))
      best = phrase;
  }
  return best?.join(' ');
}

const hasDigit = (word: string) => /\p{N}/u.test(word);

/** A word typed as is: a prefix unless it is a number or a single letter. */
export function literalConcept(word: string): Concept {
  return {
    typed: word,
    terms: [{ token: word, prefix: word.length > 1 && !/^\p{N}+$/u.test(word) }],
    literal: true,
    weight: hasDigit(word) ? 0.5 : 1,
  };
}

/**
 * The concepts of a normalised query, left to right; at each word the longest phrase of the
 * synonyms that starts there wins, else the word stands for itself. Repeated concepts count once.
 * When the query is still being typed (`halfTyped`), its longest tail that starts a phrase stands
 * for that phrase (completePhrase), or else its last word matches as the start of words.
 */
export function parseQuery(normalised: string, halfTyped = false): Concept[] {
  const all = queryWords(normalised).slice(0, MAX_QUERY_WORDS);
  let words = all;
  let tail: Concept[] = [];
  for (let i = 0; halfTyped && i < all.length; i++) {
    const phrase = completePhrase(all.slice(i));
    if (phrase === undefined) continue;
    const typed = all.slice(i).join(' ');
    tail = PHRASES.get(phrase)!.map((terms) => ({ typed, terms, literal: false, weight: 1 }));
    words = all.slice(0, i);
    break;
  }
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  const add = (concept: Concept) => {
    const key = concept.terms.map((t) => `${t.token}${t.prefix ? '*' : ''}`).join('|');
    if (seen.has(key)) return;
    seen.add(key);
    concepts.push(concept);
  };
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const meanings = PHRASES.get(phrase);
      if (meanings === undefined) continue;
      for (const terms of meanings) add({ typed: phrase, terms, literal: false, weight: 1 });
      i += n;
      matched = true;
    }
    if (!matched) {
      const word = words[i]!;
      const stillTyped = halfTyped && tail.length === 0 && i === all.length - 1;
      add(
        stillTyped
          ? { ...literalConcept(word), terms: [{ token: word, prefix: true }], halfTyped: true }
          : literalConcept(word),
      );
      i += 1;
    }
  }
  for (const concept of tail) add(concept);
  return concepts;
}

const termQuery = (term: Term) => `${term.token}${term.prefix ? ':*' : ''}`;

/** A concept as tsquery text: its alternatives or'ed. */
export const conceptQuery = (concept: Concept): string =>
  concept.terms.length === 1
    ? termQuery(concept.terms[0]!)
    : `(${concept.terms.map(termQuery).join(' | ')})`;

/** Every concept at once, as tsquery text for to_tsquery('simple', ...). */
export const allOf = (concepts: readonly Concept[]): string =>
  concepts.map(conceptQuery).join(' & ');

/**
 * The concepts with every term matched whole: for the descriptions, whose vocabulary is large
 * enough that a prefix ("pro" of product, protection, ...) costs more than it finds.
 */
export const wholeWords = (concepts: readonly Concept[]): Concept[] =>
  concepts.map((c) => ({ ...c, terms: c.terms.map((t) => ({ ...t, prefix: false })) }));

/** Whether a word of a document matches the concept (as the tsquery would). */
export const conceptMatchesWord = (concept: Concept, word: string): boolean =>
  concept.terms.some((term) => (term.prefix ? word.startsWith(term.token) : word === term.token));
