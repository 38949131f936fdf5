// The category listing's URL query: what the address bar holds, parsed into filter state, written
// back, and turned into the API's listing parameters.
import { fill } from '../../lib/i18n/browser.ts';
import type { ListingParams } from '../../api/catalog.ts';
import type { CategoryField, SortBy } from '../../api/schemas/catalog.ts';
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { Messages } from '../../lib/i18n/types.ts';

/**
 * The 'Sort by' choices: URL value, English label, the key of the label in the catalog words
 * (`sort`), and the API sortBy each maps to.
 */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First', key: 'newest', sortBy: '-createdAt' },
  { value: 'price-asc', label: 'Price: Low to High', key: 'priceAsc', sortBy: 'price' },
  { value: 'price-desc', label: 'Price: High to Low', key: 'priceDesc', sortBy: '-price' },
  { value: 'rating', label: 'Best Rating', key: 'rating', sortBy: '-rating' },
] as const satisfies readonly {
  value: string;
  label: string;
  key: keyof Messages['catalog']['sort'];
  sortBy: SortBy;
}[];

/** The words the active filters' chips are written with (the catalog words' `chips` and three more). */
export type ChipWords = Messages['catalog']['chips'] &
  Pick<Messages['catalog'], 'inStockOnly' | 'yes' | 'no'>;

/** The chips' words from a language's catalog words. */
export const chipWords = (t: Messages['catalog']): ChipWords => ({
  ...t.chips,
  inStockOnly: t.inStockOnly,
  yes: t.yes,
  no: t.no,
});

const put = (template: string, value: string) => fill(template, { value });

export type ListingSort = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: ListingSort = 'newest';

export interface ListingQuery {
  brand: string;
  criteria: string;
  page: number;
  limit: number;
  sort: ListingSort;
  /** Free text as typed; only its digits are sent. */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  /** Specification filters by field name; empty values are never kept. */
  fields: Record<string, string>;
  /** Number specification ranges by field name (`field[Name][min]`, `[max]`); empty ends never kept. */
  ranges: Record<string, FieldRange>;
}

/** A Number field's range as typed: either end may be missing. */
export interface FieldRange {
  min?: string | undefined;
  max?: string | undefined;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  brand: '',
  criteria: '',
  page: 1,
  limit: PAGE_SIZE.listing,
  sort: DEFAULT_SORT,
  minPrice: '',
  maxPrice: '',
  inStock: false,
  fields: {},
  ranges: {},
};

/** Filters fixed by the page itself (a brand or criteria page), kept out of its query string. */
export type ListingPreset = Partial<Pick<ListingQuery, 'brand' | 'criteria'>>;

/** `field[Name]`, or `field[Name][min]` / `[max]`: the shortest name that fits. */
const FIELD_KEY = /^field\[(.+?)\](?:\[(min|max)\])?$/;

export const sortToApi = (sort: ListingSort): SortBy =>
  SORT_OPTIONS.find((option) => option.value === sort)?.sortBy ?? '-createdAt';

/** Reads `sort` (UI values) and also `sortBy` (API values or 'newest', as the mega menu links use). */
export function sortFromQuery(params: URLSearchParams): ListingSort {
  const ui = SORT_OPTIONS.find((option) => option.value === params.get('sort'));
  if (ui) return ui.value;
  const sortBy = params.get('sortBy');
  const api = SORT_OPTIONS.find((option) => option.sortBy === sortBy || option.value === sortBy);
  return api?.value ?? DEFAULT_SORT;
}

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d+$/.test(text.trim())) return fallback;
  const n = Number(text);
  return n < 1 ? fallback : Math.min(n, max);
}

export function parseListingQuery(
  search: string | URLSearchParams,
  preset: ListingPreset = {},
): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fields: Record<string, string> = {};
  const ranges: Record<string, FieldRange> = {};
  for (const [key, value] of params) {
    const [, name, end] = FIELD_KEY.exec(key) ?? [];
    if (!name || value.trim() === '') continue;
    if (end === 'min' || end === 'max') ranges[name] = { ...ranges[name], [end]: value.trim() };
    else fields[name] = value.trim();
  }
  return {
    brand: preset.brand ?? params.get('brand')?.trim() ?? '',
    criteria: preset.criteria ?? params.get('criteria')?.trim() ?? '',
    page: positiveInt(params.get('page'), 1, Number.MAX_SAFE_INTEGER),
    limit: positiveInt(params.get('limit'), PAGE_SIZE.listing, MAX_PAGE_LIMIT),
    sort: sortFromQuery(params),
    minPrice: params.get('minPrice')?.trim() ?? '',
    maxPrice: params.get('maxPrice')?.trim() ?? '',
    inStock: params.get('inStock') === 'true',
    fields,
    ranges,
  };
}

/** The query string ('?…', or '' when everything is default); preset filters stay in the path. */
export function serializeListingQuery(query: ListingQuery, preset: ListingPreset = {}): string {
  const params = new URLSearchParams();
  if (query.brand && query.brand !== preset.brand) params.set('brand', query.brand);
  if (query.criteria && query.criteria !== preset.criteria) params.set('criteria', query.criteria);
  if (query.minPrice) params.set('minPrice', query.minPrice);
  if (query.maxPrice) params.set('maxPrice', query.maxPrice);
  if (query.inStock) params.set('inStock', 'true');
  for (const [name, value] of Object.entries(query.fields)) {
    if (value !== '') params.set(`field[${name}]`, value);
  }
  for (const [name, { min, max }] of Object.entries(query.ranges)) {
    if (min) params.set(`field[${name}][min]`, min);
    if (max) params.set(`field[${name}][max]`, max);
  }
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== PAGE_SIZE.listing) params.set('limit', String(query.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Digits of a free-text price ("1.500.000 ₫" → "1500000"); undefined when there are none. */
export function priceDigits(text: string): string | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? undefined : digits.slice(0, 12);
}

/** What GET /product/category/name/{name} is asked for this query. */
export function toListingParams(query: ListingQuery): ListingParams {
  const minPrice = priceDigits(query.minPrice);
  const maxPrice = priceDigits(query.maxPrice);
  const fields = Object.fromEntries(
    Object.entries(query.fields).filter(([, value]) => value !== ''),
  );
  return {
    ...(query.brand ? { brand: query.brand } : {}),
    ...(query.criteria ? { criteria: query.criteria } : {}),
    ...(minPrice ? { minPrice } : {}),
    ...(maxPrice ? { maxPrice } : {}),
    ...(query.inStock ? { inStock: true } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    ...(Object.keys(query.ranges).length > 0 ? { ranges: query.ranges } : {}),
    sortBy: sortToApi(query.sort),
    page: query.page,
    limit: query.limit,
  };
}

/** An active filter as a removable chip shows it: its label, and the query without it. */
export interface ActiveFilter {
  /** Stable across renders: the query parameter the chip stands for. */
  key: string;
  label: string;
  without: ListingQuery;
}

/**
 * "6–7 inch", "from 6 inch", "up to 7 inch": a range's ends as typed, the unit once after them;
 * `show` writes an end (prices: "1.000.000 ₫ – 5.000.000 ₫").
 */
function rangeText(
  words: ChipWords,
  range: FieldRange,
  unit = '',
  show = (end: string) => end,
  dash = '–',
): string {
  const suffix = unit ? ` ${unit}` : '';
  if (range.min && range.max) return `${show(range.min)}${dash}${show(range.max)}${suffix}`;
  return range.min
    ? put(words.from, `${show(range.min)}${suffix}`)
    : put(words.upTo, `${show(range.max ?? '')}${suffix}`);
}

const omit = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/**
 * The filters narrowing the results beyond the page's preset, in the panel's order, each named
 * ("Brand: Samsung", "Screen Size: 6–7 inch") with the query it leaves when removed (page 1).
 */
export function activeFilters(
  query: ListingQuery,
  preset: ListingPreset,
  fields: readonly CategoryField[],
  words: ChipWords,
): ActiveFilter[] {
  const base = { ...query, page: 1 };
  const chips: ActiveFilter[] = [];
  const price = { min: priceDigits(query.minPrice), max: priceDigits(query.maxPrice) };
  if (price.min || price.max) {
    chips.push({
      key: 'price',
      label: put(
        words.price,
        rangeText(words, price, '', (digits) => formatVnd(Number(digits)), ' – '),
      ),
      without: { ...base, minPrice: '', maxPrice: '' },
    });
  }
  if (query.inStock)
    chips.push({ key: 'inStock', label: words.inStockOnly, without: { ...base, inStock: false } });
  if (query.brand && query.brand !== preset.brand)
    chips.push({
      key: 'brand',
      label: put(words.brand, query.brand),
      without: { ...base, brand: '' },
    });
  if (query.criteria && query.criteria !== preset.criteria) {
    chips.push({
      key: 'criteria',
      label: put(words.criteria, query.criteria),
      without: { ...base, criteria: '' },
    });
  }
  const unitOf = (name: string) => fields.find((field) => field.name === name)?.unit;
  const typeOf = (name: string) => fields.find((field) => field.name === name)?.type;
  const names = [
    ...fields.map((field) => field.name),
    ...Object.keys({ ...query.fields, ...query.ranges }),
  ];
  for (const name of new Set(names)) {
    const value = query.fields[name];
    if (value !== undefined) {
      const shown =
        typeOf(name) === 'Boolean'
          ? value === 'true'
            ? words.yes
            : words.no
          : typeOf(name) === 'Number' && unitOf(name)
            ? `${value} ${unitOf(name)}`
            : value;
      chips.push({
        key: `field[${name}]`,
        label: `${name}: ${shown}`,
        without: { ...base, fields: omit(query.fields, name) },
      });
    }
    const range = query.ranges[name];
    if (range) {
      chips.push({
        key: `field[${name}][range]`,
        label: `${name}: ${rangeText(words, range, unitOf(name))}`,
        without: { ...base, ranges: omit(query.ranges, name) },
      });
    }
  }
  return chips;
}

/** The query with every filter cleared except the page's preset; sort and page size are kept. */
export const clearedQuery = (query: ListingQuery, preset: ListingPreset = {}): ListingQuery => ({
  ...DEFAULT_LISTING_QUERY,
  ...preset,
  sort: query.sort,
  limit: query.limit,
});
