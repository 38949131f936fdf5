// The search documents of a product: lower-case, unaccented text the search service matches
// against. The title (name, brand, product type and tags) is what ranking weighs; the full text
// adds the category and the descriptions, English and Vietnamese (one document, one index). Types, tags and their words come from search-synonyms.ts.
import { foldText } from '../../../lib/fold.ts';
import {
  ACCESSORY_TYPES,
  CATEGORY_TYPES,
  CATEGORY_WORDS,
  PRODUCT_TAGS,
  PRODUCT_TYPES,
  type ProductType,
} from './search-synonyms.ts';

/** The Vietnamese words of each category (the suggestions match categories with them). */
export const CATEGORY_SEARCH_WORDS = CATEGORY_WORDS;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Lower-case, diacritics removed (NFD, combining marks dropped, đ to d), whitespace collapsed. */
export const normalizeSearchText = foldText;

/** Markup removed and the common entities decoded, for indexing HTML descriptions. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

export interface SearchTextSource {
  name: string;
  brand: string;
  /** The category slug, e.g. "phones". */
  categoryName: string;
  description: string;
  /** The Vietnamese description, when one is written: its words find the product too. */
  descriptionVi?: string | null | undefined;
  /** Specification values (an accessory's Type, a screen's Curved, ...). */
  fields?: Record<string, string | number | boolean>;
  /** Criteria labels (Budget, Gaming, ...). */
  criteria?: readonly string[];
  /** What the product's options are called (colours, sizes: "Red Switch"). */
  options?: readonly string[];
}

/** The product's type: its category's, or for an accessory the one its Type field names. */
export function productTypeOf({ categoryName, fields }: SearchTextSource): ProductType {
  const typed = fields?.['Type'];
  if (categoryName === 'accessories' && typeof typed === 'string') {
    return ACCESSORY_TYPES[typed.trim().toLowerCase()] ?? 'accessory';
  }
  return CATEGORY_TYPES[categoryName] ?? 'accessory';
}

/** The tags of search-synonyms.ts that the product carries, and its criteria, as words. */
function tagWords(source: SearchTextSource, type: ProductType): string[] {
  const text = [source.name, stripTags(source.description), ...(source.options ?? [])].join(' ');
  const tags = Object.entries(PRODUCT_TAGS)
    .filter(([, tag]) => {
      if ('types' in tag && !(tag.types as readonly string[]).includes(type)) return false;
      const field = 'field' in tag ? source.fields?.[tag.field] : undefined;
      return typeof field === 'boolean' ? field : tag.text.test(text);
    })
    .map(([name]) => name);
  const formFactor = source.fields?.['Form Factor'];
  const extra = typeof formFactor === 'string' ? [formFactor, formFactor.replace(/\W+/g, '')] : [];
  return [...tags, ...(source.criteria ?? []), ...extra];
}

/**
 * The words glued to a model number in a name ("Buds3", "Watch8", "Fold7"), on their own, so that
 * "galaxy buds" finds the Galaxy Buds3 (words are matched whole).
 */
const gluedWords = (words: string) =>
  [...words.matchAll(/(?:^| )(\p{L}{3,})\p{N}+\p{L}*(?= |$)/gu)].map((match) => match[1]!);

export interface SearchColumns {
  /** Name, brand, type words and tags: the short document ranking weighs and typos are fixed in. */
  searchTitle: string;
  /** The title, the category and the descriptions (both languages): every word a query may match. */
  searchText: string;
  productType: ProductType;
}

/** The search columns of a product (written with the product, kept in step on every change). */
export function searchColumns(source: SearchTextSource): SearchColumns {
  const productType = productTypeOf(source);
  const type = PRODUCT_TYPES[productType];
  const words = normalizeSearchText(
    [source.name, source.brand, type.key, type.words, ...tagWords(source, productType)]
      .join(' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' '),
  );
  const title = [words, ...gluedWords(words)].join(' ');
  const searchText = normalizeSearchText(
    [
      title,
      source.categoryName,
      stripTags(source.description),
      source.descriptionVi ? stripTags(source.descriptionVi) : '',
    ].join(' '),
  );
  return { searchTitle: title, searchText, productType };
}

/** The full search document alone (searchColumns' searchText). */
export const buildSearchText = (source: SearchTextSource): string =>
  searchColumns(source).searchText;
