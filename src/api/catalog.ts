// Catalogue calls (SPEC.md section 7), used by Astro pages at build time and by islands.
import {
  categoriesResponseSchema,
  categoryListingSchema,
  productListSchema,
  productResponseSchema,
  variationsResponseSchema,
  type CategoryListing,
  type SortBy,
} from './schemas/catalog.ts';
import { getJson, type Query } from './http.ts';

export const fetchCategories = () => getJson('/product/category', categoriesResponseSchema);

export interface ProductListParams {
  featured?: boolean;
  discount?: boolean;
  sortBy?: SortBy;
  category?: string;
  exclude?: string;
  page?: number;
  limit?: number;
}

export const fetchProducts = (params: ProductListParams = {}) =>
  getJson('/product', productListSchema, params as Query);

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

export function fetchCategoryListing(
  name: string,
  params: ListingParams = {},
): Promise<CategoryListing> {
  const { fields, inStock, ...rest } = params;
  const query: Query = { ...rest, ...(inStock ? { inStock: 'true' } : {}) };
  for (const [field, value] of Object.entries(fields ?? {}))
    if (value !== '') query[`field[${field}]`] = value;
  return getJson(
    `/product/category/name/${encodeURIComponent(name)}`,
    categoryListingSchema,
    query,
  );
}

export const fetchProduct = async (id: string) =>
  (await getJson(`/product/${encodeURIComponent(id)}`, productResponseSchema)).product;

export const fetchVariations = async (id: string) =>
  (await getJson(`/product/${encodeURIComponent(id)}/variations`, variationsResponseSchema))
    .variations;

export const searchProducts = (query: string, page = 1, limit?: number) =>
  getJson('/search', productListSchema, { query, page, limit });
