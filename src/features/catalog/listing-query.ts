// The category listing's URL query (SPEC.md "Category listing"): what the address bar holds,
// parsed into filter state, written back, and turned into the API's listing parameters.
import type { ListingParams } from '../../api/catalog.ts';
import type { SortBy } from '../../api/schemas/catalog.ts';
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../../lib/constants.ts';

/** The 'Sort by' choices: URL value, label, and the API sortBy each maps to. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First', sortBy: '-createdAt' },
  { value: 'price-asc', label: 'Price: Low to High', sortBy: 'price' },
  { value: 'price-desc', label: 'Price: High to Low', sortBy: '-price' },
  { value: 'rating', label: 'Best Rating', sortBy: '-rating' },
] as const satisfies readonly { value: string; label: string; sortBy: SortBy }[];

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
};

/** Filters fixed by the page itself (a brand or criteria page), kept out of its query string. */
export type ListingPreset = Partial<Pick<ListingQuery, 'brand' | 'criteria'>>;

const FIELD_KEY = /^field\[(.+)\]$/;

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
  for (const [key, value] of params) {
    const name = FIELD_KEY.exec(key)?.[1];
    if (name && value.trim() !== '') fields[name] = value.trim();
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
    sortBy: sortToApi(query.sort),
    page: query.page,
    limit: query.limit,
  };
}

/** How many filters narrow the results beyond the page's preset (sort and paging are not filters). */
export function activeFilterCount(query: ListingQuery, preset: ListingPreset = {}): number {
  return (
    [
      query.brand !== '' && query.brand !== preset.brand,
      query.criteria !== '' && query.criteria !== preset.criteria,
      query.minPrice !== '',
      query.maxPrice !== '',
      query.inStock,
    ].filter(Boolean).length + Object.keys(query.fields).length
  );
}

/** The query with every filter cleared except the page's preset; sort and page size are kept. */
export const clearedQuery = (query: ListingQuery, preset: ListingPreset = {}): ListingQuery => ({
  ...DEFAULT_LISTING_QUERY,
  ...preset,
  sort: query.sort,
  limit: query.limit,
});
