// The catalogue's reads (categories, listings, products, variations, search, suggestions,
// reviews, the sitemap), one function each, for islands and for build-time pages alike. Types
// only from the contract: a build-time page passes the schema its answer is checked with (a
// broken build beats a wrong page), an island passes none, so the catalogue pages carry no schema
// library within their JavaScript budget (tests/e2e/budgets.spec.ts; the API builds every answer
// from the schemas).
import type * as z from 'zod/mini';
import type { Lang } from '../lib/i18n/index.ts';
import { request, type Query } from './http.ts';
import type {
  Category,
  CategoryListing,
  Product,
  ProductList,
  SearchResults,
  SortBy,
  Variation,
  VariationsByProduct,
} from './schemas/catalog.ts';
import type { ProductReviews } from './schemas/reviews.ts';
import type { SitemapProducts } from './schemas/sitemap.ts';
import type { SuggestResponse } from './schemas/suggest.ts';

/** The contract schema a caller checks an answer with, when it wants it checked. */
type Schema<T> = z.core.$ZodType<T>;

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
  /** Number specification ranges, sent as field[name][min] and field[name][max]. */
  ranges?: Record<string, { min?: string | undefined; max?: string | undefined }>;
}

/** The query string values of a category listing request. */
export function listingQuery(params: ListingParams): Query {
  const { fields, ranges, inStock, ...rest } = params;
  const query: Query = { ...rest, ...(inStock ? { inStock: 'true' } : {}) };
  for (const [field, value] of Object.entries(fields ?? {}))
    if (value !== '') query[`field[${field}]`] = value;
  for (const [field, { min, max }] of Object.entries(ranges ?? {})) {
    if (min) query[`field[${field}][min]`] = min;
    if (max) query[`field[${field}][max]`] = max;
  }
  return query;
}

const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/**
 * The query parameter that asks for the catalogue's texts in `lang` (descriptions, category and
 * field names): none for English, so English reads stay the requests they always were.
 */
const langQuery = (lang: Lang | undefined): Query => (lang && lang !== 'en' ? { lang } : {});

export const getCategories = (schema?: Schema<Category[]>, lang?: Lang) =>
  request('/product/category', { query: langQuery(lang), schema }) as Promise<Category[]>;

export const getProducts = (
  params: ProductListParams = {},
  schema?: Schema<ProductList>,
  lang?: Lang,
) =>
  request('/product', {
    query: { ...(params as Query), ...langQuery(lang) },
    schema,
  }) as Promise<ProductList>;

export const getCategoryListing = (
  name: string,
  params: ListingParams = {},
  schema?: Schema<CategoryListing>,
  lang?: Lang,
) =>
  request(`/product/category/name/${encodeURIComponent(name)}`, {
    query: { ...listingQuery(params), ...langQuery(lang) },
    schema,
  }) as Promise<CategoryListing>;

export const getProduct = async (id: string, schema?: Schema<{ product: Product }>, lang?: Lang) =>
  ((await request(productPath(id), { query: langQuery(lang), schema })) as { product: Product })
    .product;

export const getVariations = async (id: string, schema?: Schema<{ variations: Variation[] }>) =>
  ((await request(`${productPath(id)}/variations`, { schema })) as { variations: Variation[] })
    .variations;

/** The variations of a page of products (at most 100 ids) in one call, by product id. */
export const getVariationsOf = async (ids: string[], schema?: Schema<VariationsByProduct>) =>
  (
    (await request('/product/variations', {
      query: { ids: ids.join(',') },
      schema,
    })) as VariationsByProduct
  ).variations;

export const searchProducts = (query: string, page: number, limit: number, lang?: Lang) =>
  request('/search', {
    query: { query, page, limit, ...langQuery(lang) },
  }) as Promise<SearchResults>;

/** Suggestions while the shopper types; `signal` cancels a call the next keystroke made useless. */
export const getSuggestions = (q: string, signal: AbortSignal) =>
  request('/search/suggest', { query: { q }, signal }) as Promise<SuggestResponse>;

/** A page of a product's reviews, newest first ("More reviews" on the product page). */
export const getProductReviews = (
  id: string,
  page: number,
  limit: number,
  schema?: Schema<ProductReviews>,
) =>
  request(`${productPath(id)}/reviews`, {
    query: { page, limit },
    schema,
  }) as Promise<ProductReviews>;

/** A sitemap file's worth of product URLs (page 1 with limit 1 to count them). */
export const getSitemapProducts = (
  page: number,
  limit?: number,
  schema?: Schema<SitemapProducts>,
) => request('/sitemap/products', { query: { page, limit }, schema }) as Promise<SitemapProducts>;
