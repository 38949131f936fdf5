// Catalogue shapes: categories, products, variations, and their query strings.
import * as z from 'zod/mini';
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../../lib/constants.ts';
import { WARRANTY_PROVIDERS } from '../../lib/product-facts.ts';
import { countSchema, idSchema, isoDateSchema, moneySchema } from './common.ts';
import { pagedListSchema, pagedQuerySchema } from './paging.ts';

export const fieldTypeSchema = z.enum(['String', 'Number', 'Boolean']);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/**
 * A specification field; the optional `unit` ("mAh", "inch") is what its values count in. `name`
 * is the key of the products' values (and of `field[name]` filters) in every language; `label` is
 * what a Vietnamese answer shows for it (absent: show `name`), and its `unit` is then the
 * Vietnamese one. `labelVi` and `unitVi` are the stored Vietnamese texts (the back office edits them).
 */
export const categoryFieldSchema = z.object({
  name: z.string(),
  type: fieldTypeSchema,
  unit: z.optional(z.string()),
  label: z.optional(z.string()),
  labelVi: z.optional(z.string()),
  unitVi: z.optional(z.string()),
});
export type CategoryField = z.infer<typeof categoryFieldSchema>;

/**
 * A category. `name` is its key (URLs, filters) in every language; `description` is in the
 * language asked for (English when the Vietnamese is missing). `label` is the Vietnamese name a
 * Vietnamese answer carries when one is written; `nameVi` and `descriptionVi` are the stored
 * Vietnamese texts, for the back office.
 */
export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  fields: z.array(categoryFieldSchema),
  label: z.optional(z.string()),
  nameVi: z.optional(z.string()),
  descriptionVi: z.optional(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const colorValueSchema = z.object({ name: z.string(), hex: z.string() });
export const attributeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Color'), value: colorValueSchema }),
  z.object({ type: z.literal('Size'), value: z.string() }),
]);
export type Attribute = z.infer<typeof attributeSchema>;

export const variationSchema = z.object({
  _id: idSchema,
  product: idSchema,
  name: z.string(),
  price: moneySchema,
  salePrice: z.optional(moneySchema),
  stock: countSchema(0),
  sku: z.string(),
  isDefault: z.boolean(),
  attributes: z.array(attributeSchema),
});
export type Variation = z.infer<typeof variationSchema>;

export const fieldValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A product's facts as a shopper reads them (src/lib/product-facts.ts): the warranty's months (0:
 * none) and who gives it, what is in the box in the language asked for, and the country of
 * manufacture as an ISO 3166-1 alpha-2 code; null (or an empty list): not stated.
 */
export const productFactsSchema = z.object({
  warrantyMonths: z.nullable(z.int()),
  warrantyProvider: z.nullable(z.enum(WARRANTY_PROVIDERS)),
  inTheBox: z.array(z.string()),
  origin: z.nullable(z.string()),
});
export type ProductFactsRead = z.infer<typeof productFactsSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  price: moneySchema,
  salePrice: z.optional(moneySchema),
  productImages: z.array(z.string()),
  hasVariations: z.boolean(),
  sku: z.string(),
  stock: countSchema(0),
  category: z.object({ _id: idSchema, name: z.string() }),
  brand: z.string(),
  criteria: z.array(z.string()),
  featured: z.boolean(),
  fields: z.record(z.string(), fieldValueSchema),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  ratingCount: countSchema(0),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** Only in the answer about one product (GET /product/{id}); listings leave it out. */
  facts: z.optional(productFactsSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = pagedListSchema('products', productSchema);
export type ProductList = z.infer<typeof productListSchema>;

/**
 * GET /search: a product list, and whether every product matches every word of the query (false:
 * no product did, and these are the closest partial matches, or nothing matched at all).
 */
export const searchResultsSchema = z.extend(productListSchema, { exact: z.boolean() });
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const categoryListingSchema = z.object({
  category: categorySchema,
  products: z.array(productSchema),
  total: countSchema(0),
  page: countSchema(1),
  limit: countSchema(1),
  pages: countSchema(0),
});
export type CategoryListing = z.infer<typeof categoryListingSchema>;

export const productResponseSchema = z.object({ product: productSchema });
export const variationsResponseSchema = z.object({ variations: z.array(variationSchema) });

/** Products one GET /product/variations call covers: a page of cards at the largest page size. */
export const MAX_VARIATION_PRODUCTS = MAX_PAGE_LIMIT;

/** GET /product/variations?ids=a,b,c: 1 to 100 distinct product ids, comma-separated. */
export const variationsOfQuerySchema = z.object({
  ids: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(MAX_VARIATION_PRODUCTS * 65)),
      z.transform((ids: string) => [...new Set(ids.split(','))]),
    ),
    z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_VARIATION_PRODUCTS)),
  ),
});

/**
 * The variations of a page of products, by product id, each list in display order (an empty list
 * for a product without variations); a product that does not exist or is archived is absent.
 */
export const variationsByProductSchema = z.object({
  variations: z.record(idSchema, z.array(variationSchema)),
});
export type VariationsByProduct = z.infer<typeof variationsByProductSchema>;
export const categoriesResponseSchema = z.array(categorySchema);

export const SORT_VALUES = ['price', '-price', '-createdAt', '-rating'] as const;
export const sortSchema = z.enum(SORT_VALUES);
export type SortBy = z.infer<typeof sortSchema>;

const trueFlag = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((v: 'true' | 'false' | undefined) => v === 'true'),
);
const priceQuery = z.pipe(
  z.optional(z.string().check(z.regex(/^\d{1,12}$/, 'must be a whole number of VND'))),
  z.transform((v: string | undefined) => (v === undefined ? undefined : Number(v))),
);
const filterText = z.optional(z.string().check(z.maxLength(100)));

export const productListQuerySchema = pagedQuerySchema(PAGE_SIZE.listing, {
  featured: trueFlag,
  discount: trueFlag,
  sortBy: z.optional(sortSchema),
  category: z.optional(idSchema),
  exclude: z.optional(idSchema),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Category listing filters; `field[...]` keys are read separately and typed by the category. */
export const categoryListingQuerySchema = pagedQuerySchema(PAGE_SIZE.listing, {
  brand: filterText,
  criteria: filterText,
  minPrice: priceQuery,
  maxPrice: priceQuery,
  inStock: trueFlag,
  sortBy: z.optional(sortSchema),
});
export type CategoryListingQuery = z.infer<typeof categoryListingQuerySchema>;

export const searchQuerySchema = pagedQuerySchema(PAGE_SIZE.search, {
  query: z._default(z.string().check(z.maxLength(200)), ''),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
