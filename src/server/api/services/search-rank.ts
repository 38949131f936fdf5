// The order of search results, computed over the few hundred candidates search.ts found: how much
// of the query the title (name, brand, type, tags) matches first, then how closely the name is the
// query ("iphone 17" before "iphone 17 pro max" before a case for it), then what kind of product it
// is (a brand's phones before its chargers: PRODUCT_TYPES weights), then popularity.
import { conceptMatchesWord, queryWords, type Concept } from './search-query.ts';
import { PRODUCT_TYPES } from './search-synonyms.ts';
import { normalizeSearchText } from './search-text.ts';

export interface Candidate {
  id: string;
  name: string;
  brand: string;
  /** The product's search title (normalised). */
  title: string;
  /** Its product type key. */
  type: string;
  /** 0 to about 1 (schema.ts products.popularity). */
  popularity: number;
  /** The share of the query's weight its text matched: 1 for exact matches, less for partial. */
  matched: number;
}

const WEIGHTS = {
  text: 3,
  title: 2,
  closeness: 1,
  order: 1,
  exactName: 1,
  type: 1,
  popularity: 0.5,
};
/** A concept matched only as the start of a longer word ("vivo" in "vivobook") counts this much. */
const PREFIX_ONLY = 0.75;

const typeWeight = (type: string): number =>
  (PRODUCT_TYPES as Record<string, { weight: number } | undefined>)[type]?.weight ?? 0.3;

/** A concept matched by the whole word (not only its start). */
const conceptMatchesWhole = (concept: Concept, word: string) =>
  concept.terms.some((term) => word === term.token);

/**
 * The share of the query's neighbouring concepts that are neighbours in the name too, in the same
 * order: "ipad pro" is the name "iPad Pro 13", less so "iPad mini A17 Pro".
 */
function inOrder(concepts: readonly Concept[], nameWords: readonly string[]): number {
  if (concepts.length < 2) return 0;
  let pairs = 0;
  for (let i = 1; i < concepts.length; i++) {
    const [before, after] = [concepts[i - 1]!, concepts[i]!];
    const adjacent = nameWords.some(
      (word, at) =>
        at + 1 < nameWords.length &&
        conceptMatchesWord(before, word) &&
        conceptMatchesWord(after, nameWords[at + 1]!),
    );
    if (adjacent) pairs++;
  }
  return pairs / (concepts.length - 1);
}

/** The relevance of one candidate to the query's concepts (higher is better). */
export function relevance(
  candidate: Candidate,
  concepts: readonly Concept[],
  queryText: string,
): number {
  const total = concepts.reduce((sum, c) => sum + c.weight, 0) || 1;
  const titleWords = queryWords(candidate.title);
  const nameWords = queryWords(normalizeSearchText(candidate.name));
  const brandWords = new Set(queryWords(normalizeSearchText(candidate.brand)));
  const ownWords = nameWords.filter((word) => !brandWords.has(word));
  const inTitle = concepts.reduce((sum, c) => {
    if (titleWords.some((word) => conceptMatchesWhole(c, word))) return sum + c.weight;
    if (titleWords.some((word) => conceptMatchesWord(c, word))) return sum + PREFIX_ONLY * c.weight;
    return sum;
  }, 0);
  const inName = concepts.filter((c) => ownWords.some((word) => conceptMatchesWord(c, word)));
  const closeness = Math.min(1, inName.length / Math.max(ownWords.length, 1));
  const order = inOrder(concepts, nameWords);
  const exactName = nameWords.join(' ') === queryText ? 1 : 0;
  const text = WEIGHTS.title * (inTitle / total) + candidate.matched;
  return (
    WEIGHTS.text * text +
    WEIGHTS.closeness * closeness +
    WEIGHTS.order * order +
    WEIGHTS.exactName * exactName +
    WEIGHTS.type * typeWeight(candidate.type) +
    WEIGHTS.popularity * candidate.popularity
  );
}

/** The candidates, most relevant first; ties go to the more popular, then to the smaller id. */
export function rankCandidates(
  candidates: readonly Candidate[],
  concepts: readonly Concept[],
  normalisedQuery: string,
): Candidate[] {
  const queryText = queryWords(normalisedQuery).join(' ');
  return candidates
    .map((candidate) => ({ candidate, score: relevance(candidate, concepts, queryText) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.popularity - a.candidate.popularity ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    )
    .map(({ candidate }) => candidate);
}
