// The SQL pieces every product listing shares: products on sale, effective price, sort orders,
// brand and criteria matching, and one paged fetch that returns API-shaped products with a total
// (counted up to COUNT_CAP). Each piece is written as the listing indexes of schema.ts expect it
// (migration 0006), so that a page reads an index range instead of scanning the products table.
import { and, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { Pagination } from '../../../api/schemas/common.ts';
import type { Product, SortBy } from '../../../api/schemas/catalog.ts';
import { COUNT_CAP } from '../../../lib/constants.ts';
import type { Db } from '../db/connect.ts';
import { categories, productCriteria, products } from '../db/schema.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
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

/** Columns of product_criteria holding the sort keys of the same name in products. */
const CRITERIA_SORT_KEYS = new Map<Column | SQL, Column>([
  [products.effectivePrice, productCriteria.effectivePrice],
  [products.createdAt, productCriteria.createdAt],
  [products.rating, productCriteria.rating],
  [products.ratingCount, productCriteria.ratingCount],
  [products.id, productCriteria.productId],
]);

/**
 * The products of a criterion of the category's, read through product_criteria (schema.ts): its
 * rows of the criterion joined to the products, in the listing's order from the criterion's own
 * index. The key is criteria_keys' (the category id, a colon, the loose label), so the criterion
 * alone names the category's products.
 */
export function throughCriterion(
  categoryId: string,
  criterion: string,
  sortBy: SortBy | undefined,
): ReadThrough {
  const key = sql`${categoryId}::text || ':' || loose_label(${criterion}::text)`;
  // Each product fetched by its id from the criterion's rows, in their order: as a plain join the
  // planner may walk the products instead (a criterion holds a third of its category, so it
  // expects a match every third product of a catalogue-wide index) or hash the whole products
  // index (under 1,001 matches it expects to need them all): 40 to 125 ms at 100,000 products,
  // where this way reads the criterion's own rows in order. The subquery's offset keeps it from
  // being merged into such a join.
  return {
    from: sql`${productCriteria} cross join lateral (select * from ${products}
      where ${products.id} = ${productCriteria.productId} offset 0) as ${products}
      where ${productCriteria.key} = ${key} and`,
    // Its rows are of products on sale only (the triggers keep no others): counted from its
    // index alone.
    alone: sql`(select ${productCriteria.productId} as id from ${productCriteria}
      where ${productCriteria.key} = ${key}) as ${products} where`,
    order: sortOrder(sortBy).map(([column, direction]) => [
      CRITERIA_SORT_KEYS.get(column) ?? column,
      direction,
    ]),
  };
}

export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, pages: Math.ceil(total / limit) };
}

/**
 * Where the matches are read from instead of products alone: a from list that yields the products
 * as `products`, ending in `where … and` (its own conditions, which the request's follow), and
 * the page's order in its columns (the request's order, from that table's index).
 */
export interface ReadThrough {
  from: SQL;
  /** The same from list when the request adds no condition: that table's rows alone. */
  alone: SQL;
  order: readonly SortKey[];
}

export interface ProductPageRequest {
  /** Conditions on top of `live`, which every page applies. */
  where: SQL | undefined;
  /** Where the matches are read from besides products (a criterion's rows). */
  through?: ReadThrough;
  /** Which products at all: `live` (products on sale) unless the back office asks for others. */
  scope?: SQL;
  order: readonly SortKey[];
  page: number;
  limit: number;
  /** The language of the descriptions (English when left out, or when none is written). */
  lang?: Lang;
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
async function matching(db: Db, from: SQL, where: SQL) {
  const result = await db.execute(sql`select count(*)::int as total,
      string_agg(id, chr(10)) as ids
    from (select ${products.id} as id from ${from} ${where}
      limit ${COUNT_CAP + 1}) as matches`);
  const [row] = (result as unknown as { rows: { total: number; ids: string | null }[] }).rows;
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
  const { order, page, limit, through } = request;
  const where = and(request.scope ?? live, request.where) ?? live;
  const offset = (page - 1) * limit;
  // With no condition of the request's own, the table read through holds the matches alone.
  const { total, ids } =
    through && request.where === undefined && request.scope === undefined
      ? await matching(db, through.alone, sql`true`)
      : await matching(db, through?.from ?? sql`${products} where`, where);
  if (total <= COUNT_CAP && total <= offset) {
    return { products: [], pagination: pagination(total, page, limit) };
  }
  const ordered = orderSql(order, ([key]) => sql`${key}`);
  // The page's ids, sorted on their keys alone; only the page's rows are then read whole. An id
  // holding a line break would not split back whole: such a page takes the other way.
  const pageIds =
    total <= FEW_MATCHES && ids.length === total
      ? sql`select ${products.id} from ${products} where ${products.id} = any(${sql.param(ids)}::text[])
          order by ${ordered} limit ${limit} offset ${offset}`
      : through
        ? sql`select ${products.id} from ${through.from} ${where}
            order by ${orderSql(through.order, ([key]) => sql`${key}`)} limit ${limit} offset ${offset}`
        : sql`select ${products.id} from ${products} where ${where}
            order by ${ordered} limit ${limit} offset ${offset}`;
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(sql`${products.id} in (${pageIds})`)
    .orderBy(ordered);
  return {
    products: rows.map((row) => toProduct(row.product, row.categoryName, request.lang)),
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
