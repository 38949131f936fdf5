// Catalogue reads for islands over plain fetch with type-only imports: neither the schema
// library nor the HTTP client library weighs on the 90 KB pages (the API builds every response
// from the contract's schemas; build-time pages parse with them in catalog.ts).
import { ApiError, readErrorBody } from './api-error.ts';
import {
  listingPath,
  listingQuery,
  type ListingParams,
  type ProductListParams,
  type Query,
} from './catalog-params.ts';
import type {
  CategoryListing,
  Product,
  ProductList,
  SearchResults,
  Variation,
  VariationsByProduct,
} from './schemas/catalog.ts';
import type { ProductReviews } from './schemas/reviews.ts';
import type { SuggestResponse } from './schemas/suggest.ts';

/** PUBLIC_API_URL, as apiBaseUrl() of http.ts reads it in the browser. */
const apiBase = (): string => (import.meta.env?.['PUBLIC_API_URL'] as string | undefined) ?? '/api';

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET a JSON body; any failure becomes an ApiError (status 0 when the network failed). */
async function get<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}${queryString(query)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, errors } = readErrorBody(body);
    throw new ApiError(
      response.status,
      message ?? `Request failed with status ${response.status}`,
      message,
      errors,
    );
  }
  return body as T;
}

export const getProducts = (params: ProductListParams) =>
  get<ProductList>('/product', params as Query);

export const getCategoryListing = (name: string, params: ListingParams) =>
  get<CategoryListing>(listingPath(name), listingQuery(params));

export const getProduct = async (id: string): Promise<Product> =>
  (await get<{ product: Product }>(`/product/${encodeURIComponent(id)}`)).product;

export const getVariations = async (id: string): Promise<Variation[]> =>
  (await get<{ variations: Variation[] }>(`/product/${encodeURIComponent(id)}/variations`))
    .variations;

/** The variations of a page of products (at most 100 ids) in one call, by product id. */
export const getVariationsOf = async (ids: string[]): Promise<VariationsByProduct['variations']> =>
  (await get<VariationsByProduct>('/product/variations', { ids: ids.join(',') })).variations;

export const searchProducts = (query: string, page: number, limit: number) =>
  get<SearchResults>('/search', { query, page, limit });

/** Suggestions while the shopper types; `signal` cancels a call the next keystroke made useless. */
export const getSuggestions = (q: string, signal: AbortSignal) =>
  get<SuggestResponse>('/search/suggest', { q }, signal);

/** A page of a product's reviews, newest first ("More reviews" on the product page). */
export const getProductReviews = (id: string, page: number, limit: number) =>
  get<ProductReviews>(`/product/${encodeURIComponent(id)}/reviews`, { page, limit });
