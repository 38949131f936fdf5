// Catalogue calls (SPEC.md section 7) with every response parsed by its contract schema: used by
// Astro pages at build time. Islands use the lighter reads.ts.
import {
  categoriesResponseSchema,
  categoryListingSchema,
  productListSchema,
  productResponseSchema,
  variationsByProductSchema,
  variationsResponseSchema,
  type CategoryListing,
} from './schemas/catalog.ts';
import { sitemapProductsSchema } from './schemas/sitemap.ts';
import { getJson } from './http.ts';
import {
  listingPath,
  listingQuery,
  type ListingParams,
  type ProductListParams,
  type Query,
} from './catalog-params.ts';

export type { ListingParams, ProductListParams };

export const fetchCategories = () => getJson('/product/category', categoriesResponseSchema);

export const fetchProducts = (params: ProductListParams = {}) =>
  getJson('/product', productListSchema, params as Query);

export const fetchCategoryListing = (
  name: string,
  params: ListingParams = {},
): Promise<CategoryListing> =>
  getJson(listingPath(name), categoryListingSchema, listingQuery(params));

export const fetchProduct = async (id: string) =>
  (await getJson(`/product/${encodeURIComponent(id)}`, productResponseSchema)).product;

export const fetchVariations = async (id: string) =>
  (await getJson(`/product/${encodeURIComponent(id)}/variations`, variationsResponseSchema))
    .variations;

/** The variations of a page of products (at most 100 ids) in one call, by product id. */
export const fetchVariationsOf = async (ids: string[]) =>
  (await getJson('/product/variations', variationsByProductSchema, { ids: ids.join(',') }))
    .variations;

export const searchProducts = (query: string, page = 1, limit?: number) =>
  getJson('/search', productListSchema, { query, page, limit });

/** A sitemap file's worth of product URLs (page 1 with limit 1 to count them). */
export const fetchSitemapProducts = (page: number, limit?: number) =>
  getJson('/sitemap/products', sitemapProductsSchema, { page, limit });
