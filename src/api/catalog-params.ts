// Query parameters of the catalogue calls, shared by the build-time client (catalog.ts) and the
// islands' light reads (reads.ts). Types and one pure function: no dependencies.
import type { SortBy } from './schemas/catalog.ts';

export type Query = Record<string, string | number | boolean | undefined>;

export interface ProductListParams {
  featured?: boolean;
  discount?: boolean;
  sortBy?: SortBy;
  category?: string;
  exclude?: string;
  page?: number;
  limit?: number;
}

export interface ListingParams {
  brand?: string;
  criteria?: string;
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
  sortBy?: SortBy;
  page?: number;
  limit?: number;
  /** Specification filters, sent as field[name]=value and only when they have a value. */
  fields?: Record<string, string>;
}

/** The query string values of a category listing request. */
export function listingQuery(params: ListingParams): Query {
  const { fields, inStock, ...rest } = params;
  const query: Query = { ...rest, ...(inStock ? { inStock: 'true' } : {}) };
  for (const [field, value] of Object.entries(fields ?? {}))
    if (value !== '') query[`field[${field}]`] = value;
  return query;
}

export const listingPath = (name: string) => `/product/category/name/${encodeURIComponent(name)}`;
