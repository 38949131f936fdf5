// The SQL pieces every product listing shares: products on sale, effective price, sort orders,
// brand and criteria matching, and one paged fetch that returns API-shaped products with a total
// (counted up to COUNT_CAP). Each piece is written as the listing indexes of schema.ts expect it
// (migration 0006), so that a page reads an index range instead of scanning the products table.
import { and, count, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { Pagination } from '../../../api/schemas/common.ts';
import type { Product, SortBy } from '../../../api/schemas/catalog.ts';
import { COUNT_CAP } from '../../../lib/constants.ts';
import type { Db } from '../db/connect.ts';
import { categories, products } from '../db/schema.ts';
import { productColumns, toProduct } from './product-view.ts';
import { inTransaction } from '../db/transaction.ts';

/** Products on sale: an archived product leaves every catalogue read (and every listing index). */
export const live = isNull(products.archivedAt);

/** What a buyer pays, least(price, coalesce(sale_price, price)), stored by the database. */
export const effectivePrice = products.effectivePrice;

export const onSale = sql`(${products.salePrice} is not null and ${products.salePrice} < ${products.price})`;

/** A sort key of `products` (a column or an expression over its columns) and its direction. */
export type SortKey = readonly [key: Column | SQL, direction: 'asc' | 'desc'];

/**
 * Sort orders of SORT_VALUES; the id breaks ties so pages never overlap. `-price` breaks them by
 * descending id so that one index, read backwards, serves both price orders.
 */
export function sortOrder(sortBy: SortBy | undefined): SortKey[] {
  switch (sortBy) {
    case 'price':
      return [
        [effectivePrice, 'asc'],
        [products.id, 'asc'],
      ];
    case '-price':
      return [
        [effectivePrice, 'desc'],
        [products.id, 'desc'],
      ];
    case '-rating':
      return [
        [products.rating, 'desc'],
        [products.ratingCount, 'desc'],
        [products.id, 'asc'],
      ];
    case '-createdAt':
    case undefined:
      return [
        [products.createdAt, 'desc'],
        [products.id, 'asc'],
      ];
  }
}

/**
 * A category's products, and the order of a listing within one category: the category written as
 * a range of one value, and first in the order. Ordering by a column every row shares changes
 * nothing in the answer; but against `category_id = …` the planner drops it from the order, and a
 * catalogue-wide sort index (price, rating, newest) then looks as good as the category's own,
 * although walking it can pass most of the catalogue before it meets the category (accessories
 * are the cheapest products: a walk of the whole price index from the top read 27,000 entries for
 * 12 of them). Kept in the order, only the category's indexes (category first) provide it.
 */
export const inCategory = (categoryId: string) =>
  sql`${products.categoryId} between ${categoryId} and ${categoryId}`;

export function categorySortOrder(sortBy: SortBy | undefined): SortKey[] {
  const order = sortOrder(sortBy);
  // The direction the category's index is read in: backwards for -price.
  return [[products.categoryId, sortBy === '-price' ? 'desc' : 'asc'], ...order];
}

/**
 * Brand and criteria compare loose labels (lower case, hyphens and runs of spaces as one space:
 * 'Long-lasting' = 'long lasting'). The database's loose_label normalises the shopper's text
 * too, so both sides go through one function; the stored side is indexed.
 */
export const brandMatches = (brand: string) => eq(products.brandKey, sql`loose_label(${brand})`);

/** A criterion of the category's (criteria_keys hold the category id, a colon, the loose label). */
export const criteriaMatches = (categoryId: string, criterion: string) =>
  sql`${products.criteriaKeys} @> array[${categoryId}::text || ':' || loose_label(${criterion}::text)]`;

export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, pages: Math.ceil(total / limit) };
}

export interface ProductPageRequest {
  /** Conditions on top of `live`, which every page applies. */
  where: SQL | undefined;
  /** Which products at all: `live` (products on sale) unless the back office asks for others. */
  scope?: SQL;
  order: readonly SortKey[];
  page: number;
  limit: number;
}

export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}

const orderSql = (order: readonly SortKey[], key: (sortKey: SortKey, index: number) => SQL) =>
  sql.join(
    order.map((sortKey, index) => sql`${key(sortKey, index)} ${sql.raw(sortKey[1])}`),
    sql`, `,
  );

/**
 * How many products match `where`, counted up to COUNT_CAP + 1 (which means "more than
 * COUNT_CAP"), and their ids, one a line: the matches are found however the planner finds them
 * fastest, usually through the filter's own index and from the index alone where it holds every
 * column the filter needs. Counting stops there, so its cost is bounded whatever the catalogue's
 * size. (One text rather than a row per id: a thousand rows cost the embedded database more than
 * the count itself.)
 */
async function matching(db: Db, where: SQL | undefined) {
  const matches = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [row] = await db
    .select({ total: count(), ids: sql<string | null>`string_agg(${matches.id}, chr(10))` })
    .from(matches);
  return { total: row?.total ?? 0, ids: row?.ids ? row.ids.split('\n') : [] };
}

/**
 * At most this many matches are paged by sorting them (their ids, read for the count): a few
 * hundred row reads at most, where walking a sort index for a few matches could pass a whole
 * category first (matches at its far end). More matches are paged along the sort order's index,
 * which is then the faster way (892 of 22,000 laptops: 1.5 ms against 10 ms on PGlite).
 */
const FEW_MATCHES = 200;

/**
 * One page of products on sale matching `where`, plus the total, exact up to COUNT_CAP. The page's
 * ids are chosen first (from an index alone where it holds every column the filter and order need,
 * so a deep page skips index entries rather than table rows), then only those rows are read whole.
 */
export async function fetchProductPage(db: Db, request: ProductPageRequest): Promise<ProductPage> {
  const { order, page, limit } = request;
  const where = and(request.scope ?? live, request.where);
  const offset = (page - 1) * limit;
  const { total, ids } = await matching(db, where);
  if (total <= COUNT_CAP && total <= offset) {
    return { products: [], pagination: pagination(total, page, limit) };
  }
  const ordered = orderSql(order, ([key]) => sql`${key}`);
  // An id holding a line break would not split back whole: such a page takes the other way.
  const candidates =
    total <= FEW_MATCHES && ids.length === total
      ? sql`${products.id} = any(${sql.param(ids)}::text[])`
      : where;
  // The page's ids, sorted on their keys alone; only the page's rows are then read whole.
  const pageIds = sql`select ${products.id} from ${products} where ${candidates} order by ${ordered} limit ${limit} offset ${offset}`;
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(sql`${products.id} in (${pageIds})`)
    .orderBy(ordered);
  return {
    products: rows.map((row) => toProduct(row.product, row.categoryName)),
    pagination: pagination(total, page, limit),
  };
}

/**
 * fetchProductPage for the catalogue listings, in one short transaction (the count and the page
 * read one snapshot) planned without sequential scans. A plan that reads "the first 1,001 matches"
 * or "the first 12 in order" through a sequential scan looks cheap to the planner, which takes
 * matches to be spread evenly through the table; but a category's or a brand's products sit
 * together (they are written together), so such a scan can read most of the table before it meets
 * them, and a synchronised scan starts wherever the last one stopped. Every listing has an index
 * that restricts it to its matches instead (migration 0006). Search, whose typo fallback compares
 * every product, keeps sequential scans.
 */
export const fetchListingPage = (db: Db, request: ProductPageRequest): Promise<ProductPage> =>
  inTransaction(db, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return fetchProductPage(tx, request);
  });
