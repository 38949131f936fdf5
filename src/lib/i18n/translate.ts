// The API's messages in the caller's language, gettext style: the server writes and throws the
// English text (the product's contract), and the error handler looks it up here once per answer.
// The lookup runs over the catalogue areas whose English the API says (api, validation,
// passwordReset, reviews): an entry's English text is its key. An entry without placeholders is
// matched exactly; one with {placeholders} is a pattern ("Invalid query parameter: {fields}"),
// and the parts it captures are looked up in turn ("Payment declined: {reason}" with the card's
// own message). Text the catalogues do not hold is left as it is (the back office's English).
import { en } from './en/index.ts';
import { fill, type Lang, type Messages } from './index.ts';
import { vi } from './vi/index.ts';

type Tree = { readonly [key: string]: string | Tree };

/** The areas of the catalogue the API speaks from. */
const API_AREAS = [
  'api',
  'validation',
  'passwordReset',
  'reviews',
  'shopIdentity',
] as const satisfies readonly (keyof Messages)[];

interface Pattern {
  regex: RegExp;
  names: string[];
  target: string;
}

interface Table {
  exact: Map<string, string>;
  patterns: Pattern[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every [English, translation] pair of two catalogue trees of the same shape. */
function pairsOf(source: Tree, target: Tree, into: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(source)) {
    const other = target[key];
    if (typeof value === 'string') {
      if (typeof other === 'string') into.push([value, other]);
    } else if (other && typeof other !== 'string') pairsOf(value, other, into);
  }
  return into;
}

function tableOf(catalogue: Messages): Table {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const area of API_AREAS) {
    for (const [english, translated] of pairsOf(en[area] as Tree, catalogue[area] as Tree)) {
      const parts = english.split(/\{(\w+)\}/);
      if (parts.length === 1) {
        if (!exact.has(english)) exact.set(english, translated);
        continue;
      }
      const names = parts.filter((_, i) => i % 2 === 1);
      const source = parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegex(part))).join('');
      patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, target: translated });
    }
  }
  // The most specific first: the one with the most fixed text.
  const fixed = (p: Pattern) => p.regex.source.replaceAll('(.+?)', '').length;
  patterns.sort((a, b) => fixed(b) - fixed(a));
  return { exact, patterns };
}

const TABLES = new Map<Lang, Table>();
const tableFor = (lang: Lang): Table => {
  let table = TABLES.get(lang);
  if (!table) TABLES.set(lang, (table = tableOf(lang === 'vi' ? vi : en)));
  return table;
};

/**
 * An English message of the API in `lang`: exact entries first, then the patterns (their captured
 * parts translated too); anything else, and every message in English, as it is.
 */
export function translate(text: string, lang: Lang, depth = 0): string {
  if (lang === 'en' || text === '') return text;
  const table = tableFor(lang);
  const found = table.exact.get(text);
  if (found !== undefined) return found;
  if (depth > 2) return text;
  for (const pattern of table.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      values[name] = translate(match[i + 1]!, lang, depth + 1);
    });
    return fill(pattern.target, values);
  }
  return text;
}

/** Every value of a `{ field: message }` map in `lang`. */
export const translateErrors = (
  errors: Record<string, string>,
  lang: Lang,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translate(message, lang)]),
  );
