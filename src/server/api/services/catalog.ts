// Catalogue reads: product lists, categories, a category's filtered listing, one product and
// its variations. Every value from the query string reaches SQL as a bound parameter.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  Category,
  CategoryListing,
  CategoryListingQuery,
  Product,
  ProductListQuery,
  Variation,
} from '../../../api/schemas/catalog.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import type { Db } from '../db/connect.ts';
import { categories, products } from '../db/schema.ts';
import { fieldFilters, type FieldParam } from './field-filters.ts';
import {
  brandMatches,
  categorySortOrder,
  effectivePrice,
  fetchListingPage,
  inCategory,
  live,
  onSale,
  sortOrder,
  throughCriterion,
  type ProductPage,
} from './product-query.ts';
import {
  productColumns,
  toCategory,
  toProduct,
  toProductFacts,
  toVariation,
  variationRowsByProduct,
  type CategoryRow,
} from './product-view.ts';

export function listProducts(
  db: Db,
  query: ProductListQuery,
  lang: Lang = 'en',
): Promise<ProductPage> {
  const conditions: (SQL | undefined)[] = [
    query.featured ? eq(products.featured, true) : undefined,
    query.discount ? onSale : undefined,
    query.category === undefined ? undefined : inCategory(query.category),
    query.exclude === undefined ? undefined : ne(products.id, query.exclude),
  ];
  return fetchListingPage(db, {
    where: and(...conditions),
    order: query.category === undefined ? sortOrder(query.sortBy) : categorySortOrder(query.sortBy),
    page: query.page,
    limit: query.limit,
    lang,
  });
}

/** The categories in a shopper's language (`lang`), or as stored for the back office (none). */
export async function listCategories(db: Db, lang?: Lang): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => toCategory(row, lang));
}

export async function findCategoryByName(db: Db, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.name, name.toLowerCase()));
  return row;
}

/**
 * A category's products filtered as the listing page asks; `fieldParams` are the `field[...]`
 * entries (exact values and Number ranges). Prices are compared as bigint: the query allows more
 * digits than an integer column.
 */
export async function categoryListing(
  db: Db,
  category: CategoryRow,
  query: CategoryListingQuery,
  fieldParams: Map<string, FieldParam>,
  lang: Lang = 'en',
): Promise<CategoryListing> {
  // A criterion's rows are its category's products: the category needs no condition of its own.
  const conditions: (SQL | undefined)[] = [
    query.criteria ? undefined : inCategory(category.id),
    query.brand ? brandMatches(query.brand) : undefined,
    query.minPrice === undefined ? undefined : sql`${effectivePrice} >= ${query.minPrice}::bigint`,
    query.maxPrice === undefined ? undefined : sql`${effectivePrice} <= ${query.maxPrice}::bigint`,
    query.inStock ? sql`${products.inStock}` : undefined,
    ...fieldFilters(fieldParams, category),
  ];
  const page = await fetchListingPage(db, {
    where: and(...conditions),
    ...(query.criteria
      ? { through: throughCriterion(category.id, query.criteria, query.sortBy) }
      : {}),
    order: categorySortOrder(query.sortBy),
    page: query.page,
    limit: query.limit,
    lang,
  });
  return { category: toCategory(category, lang), products: page.products, ...page.pagination };
}

/** A product on sale; undefined when there is none with that id or it is archived. */
export async function findProduct(
  db: Db,
  id: string,
  lang: Lang = 'en',
): Promise<Product | undefined> {
  const [row] = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), live));
  return (
    row && {
      ...toProduct(row.product, row.categoryName, lang),
      facts: toProductFacts(row.product, lang),
    }
  );
}

/** A product's variations in display order; undefined when the product is not on sale. */
export async function listVariations(db: Db, productId: string): Promise<Variation[] | undefined> {
  const found = await variationsOf(db, [productId]);
  return found.get(productId);
}

/**
 * The variations of several products (a page of cards) in two queries however many there are, in
 * display order, keyed by product id; ids of products that do not exist or are archived are absent.
 */
export async function variationsOf(db: Db, productIds: readonly string[]) {
  const byProduct = new Map<string, Variation[]>();
  if (productIds.length === 0) return byProduct;
  const shown = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), live));
  for (const { id } of shown) byProduct.set(id, []);
  const rows = await variationRowsByProduct(db, [...byProduct.keys()]);
  for (const [id, list] of rows) byProduct.set(id, list.map(toVariation));
  return byProduct;
}
