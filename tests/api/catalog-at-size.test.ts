// The catalogue at size: the seed multiplied to about 9,000 products (SQL, in the test's own
// database), then every listing filter and sort the storefront offers explained: each reads
// products through an index, never a sequential scan of the table; and totals are counted up to
// COUNT_CAP.
import { count, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  categoryListingQuerySchema,
  categoryListingSchema,
  productListQuerySchema,
  productListSchema,
  type Product,
} from '../../src/api/schemas/catalog.ts';
import { COUNT_CAP, PAGE_SIZE } from '../../src/lib/constants.ts';
import { SEARCH_RESULT_CAP } from '../../src/lib/search.ts';
import type { Db } from '../../src/server/api/db/connect.ts';
import * as schema from '../../src/server/api/db/schema.ts';
import * as catalog from '../../src/server/api/services/catalog.ts';
import { fieldParams } from '../../src/server/api/services/field-filters.ts';
import { searchProducts, titleMatches } from '../../src/server/api/services/search.ts';
import { suggest } from '../../src/server/api/services/search-suggest.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { recordingDb, type RecordingDb } from './recording-db.ts';

/** Copies of each seed product (182 of them): about 9,000 products, 23,000 variations. */
const COPIES = 48;

let ctx: TestContext;
let client: TestClient;
/** The same database through a drizzle handle that records each statement it runs. */
let recording: RecordingDb;
let statements: { sql: string; params: unknown[] }[] = [];
let liveCount: number;

async function multiplyCatalogue(db: Db) {
  await db.execute(sql`
    insert into products (id, name, description, short_description, price, sale_price, images,
      has_variations, sku, stock, category_id, brand, criteria, featured, fields, rating,
      rating_count, search_text, search_title, product_type, created_at, updated_at)
    select substr(md5(p.id || ':' || n), 1, 24), p.name || ' ' || n, p.description,
      p.short_description, p.price + n * 10000,
      case when p.sale_price is null then null else p.sale_price + n * 10000 end,
      p.images, p.has_variations, p.sku || '-' || n, p.stock, p.category_id, p.brand, p.criteria,
      p.featured and n % 10 = 0, p.fields, greatest(0, p.rating - (n % 10) * 0.1)::real,
      p.rating_count + n, p.search_text || ' ' || n, p.search_title || ' ' || n, p.product_type,
      p.created_at - n * interval '1 day',
      p.created_at - n * interval '1 day'
    from products p cross join generate_series(1, ${COPIES}::int) n`);
  await db.execute(sql`
    insert into variations (id, product_id, name, price, sale_price, stock, sku, is_default,
      attributes, position)
    select substr(md5(v.id || ':' || n), 1, 24), substr(md5(v.product_id || ':' || n), 1, 24),
      v.name, v.price + n * 10000,
      case when v.sale_price is null then null else v.sale_price + n * 10000 end,
      v.stock, v.sku || '-' || n, v.is_default, v.attributes, v.position
    from variations v cross join generate_series(1, ${COPIES}::int) n`);
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze variations`);
  await db.execute(sql`vacuum analyze product_numbers`);
  await db.execute(sql`vacuum analyze product_criteria`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  await multiplyCatalogue(ctx.database.db);
  recording = recordingDb(ctx, (query, params) => statements.push({ sql: query, params }));
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(schema.products)
    .where(isNull(schema.products.archivedAt));
  liveCount = row!.n;
}, 180_000);
afterAll(async () => {
  await recording?.close();
  await ctx?.close();
});

/**
 * The plan of each query `run` sends, as EXPLAIN prints it in a transaction with the settings the
 * run made (`set local ...`).
 */
async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await run();
  const settings = statements.filter((s) => /^set local /i.test(s.sql)).map((s) => s.sql);
  const queries = statements.filter((s) => /^(select|with) /i.test(s.sql));
  const plans: string[] = [];
  for (const { sql: text, params } of queries) {
    const explain = `explain ${text}`;
    let rows: Record<string, string>[];
    if (ctx.database.pglite) {
      // eslint-disable-next-line no-restricted-syntax -- EXPLAIN of recorded SQL with its positional parameters, on PGlite's own client: not the app's transaction
      rows = await ctx.database.pglite.transaction(async (tx) => {
        for (const setting of settings) await tx.exec(setting);
        return (await tx.query<Record<string, string>>(explain, params)).rows;
      });
    } else {
      const client = await recording.pool!.connect();
      try {
        await client.query('begin');
        for (const setting of settings) await client.query(setting);
        rows = (await client.query<Record<string, string>>(explain, params)).rows;
        await client.query('commit');
      } finally {
        client.release();
      }
    }
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

const list = (query: Record<string, string>) => () =>
  catalog.listProducts(recording.db, z.parse(productListQuerySchema, query));

async function category(name: string) {
  const found = await catalog.findCategoryByName(ctx.database.db, name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}

const listing = (name: string, query: Record<string, string>) => async () => {
  const row = await category(name);
  const plain = Object.fromEntries(Object.entries(query).filter(([k]) => !k.startsWith('field[')));
  return catalog.categoryListing(
    recording.db,
    row,
    z.parse(categoryListingQuerySchema, plain),
    fieldParams(query),
  );
};

describe(`the catalogue at about ${(COPIES + 1) * 182} products`, () => {
  it('holds the multiplied catalogue', () => {
    expect(liveCount).toBeGreaterThan(8_000);
  });

  it('counts a listing up to COUNT_CAP and says "more" with COUNT_CAP + 1', async () => {
    const res = await client.get('/api/product');
    const body = productListSchema.parse(res.body);
    expect(body.pagination).toEqual({
      total: COUNT_CAP + 1,
      page: 1,
      limit: PAGE_SIZE.listing,
      pages: Math.ceil((COUNT_CAP + 1) / PAGE_SIZE.listing),
    });
    const listing = categoryListingSchema.parse(
      (await client.get('/api/product/category/name/phones')).body,
    );
    expect(listing.total).toBe(COUNT_CAP + 1);
  });

  it('still serves pages past the counted ones, in order, without overlap', async () => {
    const deep = 2 * Math.ceil(COUNT_CAP / PAGE_SIZE.listing);
    const pages: Product[][] = [];
    for (const page of [deep, deep + 1]) {
      const body = productListSchema.parse((await client.get(`/api/product?page=${page}`)).body);
      expect(body.pagination.total).toBe(COUNT_CAP + 1);
      expect(body.products).toHaveLength(PAGE_SIZE.listing);
      pages.push(body.products);
    }
    const dates = pages.flat().map((p) => Date.parse(p.createdAt));
    for (let i = 1; i < dates.length; i++) expect(dates[i]!).toBeLessThanOrEqual(dates[i - 1]!);
    expect(new Set(pages.flat().map((p) => p._id)).size).toBe(2 * PAGE_SIZE.listing);
  });

  it('counts exactly below COUNT_CAP, and a page past the end is empty', async () => {
    const path = '/api/product/category/name/phones?brand=apple&criteria=thin&limit=100';
    const first = categoryListingSchema.parse((await client.get(path)).body);
    expect(first.total).toBeGreaterThan(0);
    expect(first.total).toBeLessThanOrEqual(COUNT_CAP);
    const all: Product[] = [];
    for (let page = 1; page <= first.pages; page++) {
      all.push(
        ...categoryListingSchema.parse((await client.get(`${path}&page=${page}`)).body).products,
      );
    }
    expect(new Set(all.map((p) => p._id)).size).toBe(first.total);
    const past = categoryListingSchema.parse(
      (await client.get(`${path}&page=${first.pages + 1}`)).body,
    );
    expect(past).toMatchObject({ products: [], total: first.total });
  });

  const numberRanges: [string, () => Promise<unknown>][] = [
    [
      'a Number range',
      listing('phones', { 'field[Screen Size][min]': '6.5', 'field[Screen Size][max]': '6.8' }),
    ],
    [
      'a Number range from a minimum, by price',
      listing('laptops', { 'field[RAM][min]': '32', sortBy: 'price' }),
    ],
  ];
  const reads: [string, () => Promise<unknown>][] = [
    ['all products, newest', list({})],
    ['all products, by price', list({ sortBy: 'price' })],
    ['all products, by price descending', list({ sortBy: '-price' })],
    ['all products, by rating', list({ sortBy: '-rating' })],
    ['all products, page 40', list({ page: '40' })],
    ['featured', list({ featured: 'true', limit: '4' })],
    ['on sale', list({ discount: 'true' })],
    ['a category, newest', listing('phones', {})],
    ['a category, by price', listing('phones', { sortBy: 'price' })],
    ['a category, by price descending', listing('laptops', { sortBy: '-price' })],
    ['a category, by rating', listing('tablets', { sortBy: '-rating' })],
    ['a category, page 40', listing('phones', { page: '40' })],
    ['brand', listing('phones', { brand: 'samsung' })],
    ['brand, by price', listing('laptops', { brand: 'dell', sortBy: 'price' })],
    ['criteria', listing('phones', { criteria: 'long-lasting' })],
    ['criteria, by rating', listing('laptops', { criteria: 'gaming', sortBy: '-rating' })],
    ['price range', listing('laptops', { minPrice: '20000000', maxPrice: '30000000' })],
    ['in stock', listing('phones', { inStock: 'true' })],
    ['in stock, by price', listing('screens', { inStock: 'true', sortBy: 'price' })],
    ['a Boolean field', listing('screens', { 'field[Curved]': 'true' })],
    ['a Number field', listing('phones', { 'field[Screen Size]': '6.1' })],
    ['a String field', listing('phones', { 'field[Chip]': 'snapdragon' })],
    ...numberRanges,
    // The exact value is the narrower: the planner probes product_numbers per match instead.
    [
      'a Number range with brand and the exact value',
      listing('phones', {
        brand: 'apple',
        'field[Battery][max]': '4000',
        'field[Screen Size]': '6.1',
      }),
    ],
  ];

  it.each(reads)('reads products through an index: %s', async (_name, read) => {
    const plans = await plansOf(read);
    expect(plans.length).toBeGreaterThanOrEqual(2);
    expect(statements.map((s) => s.sql)).toContain('set local enable_seqscan = off');
    for (const plan of plans) {
      expect(plan, plan).not.toMatch(/Seq Scan on products/);
      expect(plan, plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    }
  });

  // No sequential scan is not enough: walking the category's index and reading `fields` of each
  // row also avoids one. A range is a key range of product_numbers' primary key.
  it.each(numberRanges)('reads %s as a key range of product_numbers', async (_name, read) => {
    const [count] = await plansOf(read);
    expect(count, count).toMatch(
      /Index (Only )?Scan using product_numbers_category_id_name_value_product_id_pk/,
    );
  });

  // A criterion's listing, in any sort, counts and pages along one key range of product_criteria
  // (the criterion's rows in that order), not through the criteria of the category's products.
  it.each([
    ['newest', listing('phones', { criteria: 'long-lasting' })],
    ['by price', listing('laptops', { criteria: 'gaming', sortBy: 'price' })],
    ['by price descending', listing('accessories', { criteria: 'budget', sortBy: '-price' })],
    ['by rating', listing('phones', { criteria: 'budget', sortBy: '-rating', page: '3' })],
  ])('reads a criterion %s as a key range of product_criteria', async (_name, read) => {
    const [count, page] = await plansOf(read);
    expect(count, count).toMatch(
      /Index (Only )?Scan using product_criteria_\w+ on product_criteria/,
    );
    expect(count, count).not.toMatch(/ on products\b/);
    expect(page, page).toMatch(/Index (Only )?Scan (Backward )?using product_criteria_\w+/);
  });

  // A brand by price pages along the brand's price index instead of sorting all its products.
  it.each([
    ['by price', listing('laptops', { brand: 'dell', sortBy: 'price' })],
    [
      'in stock, by price descending',
      listing('phones', { brand: 'apple', inStock: 'true', sortBy: '-price' }),
    ],
  ])('reads a brand %s in the order of its price index', async (_name, read) => {
    const [, page] = await plansOf(read);
    expect(page, page).toMatch(
      /Index (Only )?Scan (Backward )?using products_live_brand_price_idx/,
    );
    expect(page, page).not.toMatch(/Sort Key: products_1/);
  });

  it('reads one product, its related products and a page of variations through indexes', async () => {
    const [product] = (
      await catalog.listProducts(ctx.database.db, z.parse(productListQuerySchema, {}))
    ).products;
    const related = list({ category: product!.category._id, exclude: product!._id, limit: '4' });
    const page = (await catalog.listProducts(ctx.database.db, z.parse(productListQuerySchema, {})))
      .products;
    for (const read of [
      () => catalog.findProduct(recording.db, product!._id),
      related,
      () =>
        catalog.variationsOf(
          recording.db,
          page.map((p) => p._id),
        ),
    ]) {
      for (const plan of await plansOf(read))
        expect(plan, plan).not.toMatch(/Seq Scan on (products|variations)/);
    }
  });

  it('ranks at most SEARCH_RESULT_CAP search results, a brand’s phones first', async () => {
    const found = await searchProducts(ctx.database.db, { query: 'samsung', page: 1, limit: 10 });
    expect(found.pagination.total).toBe(SEARCH_RESULT_CAP);
    expect(found.products.every((p) => p.brand === 'Samsung')).toBe(true);
    expect(found.products.slice(0, 5).map((p) => p.category.name)).toEqual(Array(5).fill('phones'));
  });

  it.each([
    'samsung',
    'tai nghe không dây',
    'iphnoe',
    'macbook air m3',
    'dien thoai samsung',
    'iphone 17 pro',
    'zzqxvbnm qwertz',
  ])('searches through indexes only: %s', async (query) => {
    const plans = await plansOf(() => searchProducts(recording.db, { query, page: 1, limit: 10 }));
    expect(statements.map((s) => s.sql)).toContain('set local enable_seqscan = off');
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans) {
      expect(plan, plan).not.toMatch(/Seq Scan on (products|product_search|search_terms)/);
    }
  });

  it.each(['dien', 'tai nghe k', 'man hinh co', 'samsung g', 'ip'])(
    'suggests through indexes only: %s',
    async (query) => {
      const plans = await plansOf(() => suggest(recording.db, query));
      expect(plans.length).toBeGreaterThanOrEqual(1);
      for (const plan of plans) {
        expect(plan, plan).not.toMatch(/Seq Scan on (products|product_search|search_terms)/);
      }
    },
  );

  // A word many titles have ("phone") is answered by the bounded walk of the most popular
  // products, the others (rare, or common words seldom together) by the title index: the same
  // rows either way.
  it.each(['samsung', 'phone', 'monitor & curved', 'monitor & co:*', 'iphone & 17', 'zzqx'])(
    'finds the most popular title matches of %s, walked or through the index',
    async (tsquery) => {
      const { db } = ctx.database;
      const query = sql`to_tsquery('simple', ${tsquery}::text)`;
      const found = await titleMatches(db, query, SEARCH_RESULT_CAP);
      const expected = await db.execute(sql`select id from product_search
        where title_vector @@ ${query} order by popularity desc, id limit ${SEARCH_RESULT_CAP}`);
      expect(found.map((row) => row.id)).toEqual(
        (expected as unknown as { rows: { id: string }[] }).rows.map((row) => row.id),
      );
    },
  );
});

/** What a listing sort orders by, written out: the reference a criterion's listing must equal. */
const REFERENCE_ORDER = {
  '-createdAt': 'created_at desc, id',
  price: 'effective_price, id',
  '-price': 'effective_price desc, id desc',
  '-rating': 'rating desc, rating_count desc, id',
} as const;

describe('a criterion listing at size, against its products read one by one', () => {
  type Sort = keyof typeof REFERENCE_ORDER;
  /** The ids of the category's products on sale having the criterion, in `sortBy`'s order. */
  async function reference(name: string, criterion: string, sortBy: Sort, where = 'true') {
    const row = await category(name);
    const result = await ctx.database.db.execute(
      sql`select id from products where archived_at is null and category_id = ${row.id}
        and criteria_keys @> array[${row.id}::text || ':' || loose_label(${criterion}::text)]
        and ${sql.raw(where)} order by ${sql.raw(REFERENCE_ORDER[sortBy])}`,
    );
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  }

  /** Pages 1, 2 and a deep one of the criterion's listing, and its total. */
  async function pages(name: string, query: Record<string, string>, deep: number) {
    const row = await category(name);
    const shown: Record<number, string[]> = {};
    let total = 0;
    for (const page of [1, 2, deep]) {
      const body = await catalog.categoryListing(
        ctx.database.db,
        row,
        z.parse(categoryListingQuerySchema, { ...query, page: String(page), limit: '25' }),
        new Map(),
      );
      shown[page] = body.products.map((p) => p._id);
      total = body.total;
    }
    return { shown, total };
  }

  async function expectReference(name: string, criterion: string, sortBy: Sort, extra = {}) {
    const where = 'inStock' in extra ? 'in_stock' : 'true';
    const expected = await reference(name, criterion, sortBy, where);
    expect(expected.length).toBeGreaterThan(2 * 25);
    const deep = Math.min(Math.ceil(expected.length / 25), 12);
    const { shown, total } = await pages(name, { criteria: criterion, sortBy, ...extra }, deep);
    expect(total).toBe(Math.min(expected.length, COUNT_CAP + 1));
    for (const page of [1, 2, deep])
      expect(shown[page], `page ${page}`).toEqual(expected.slice((page - 1) * 25, page * 25));
  }

  const criteria = [
    ['phones', 'long-lasting'],
    ['laptops', 'gaming'],
    ['accessories', 'budget'],
    ['screens', '4k'],
  ] as const;
  const sorts = Object.keys(REFERENCE_ORDER) as Sort[];

  it.each(criteria.flatMap(([name, criterion]) => sorts.map((s) => [name, criterion, s] as const)))(
    'lists %s %s sorted %s as the products having it, with the same total',
    async (name, criterion, sortBy) => {
      await expectReference(name, criterion, sortBy);
    },
  );

  it('lists a criterion in stock as the products in stock having it', async () => {
    await expectReference('phones', 'long-lasting', 'price', { inStock: 'true' });
  });

  it('follows a new price, a criterion removed or added, a new rating and archiving', async () => {
    const { db } = ctx.database;
    const row = await category('laptops');
    const [first, second, third, fourth] = await reference('laptops', 'gaming', 'price');
    const [outsider] = await reference('laptops', 'business', '-price', "not criteria ? 'Gaming'");
    await db.execute(sql`update products set price = price + 900000000, sale_price = null
      where id = ${first!}`);
    await db.execute(sql`update products set criteria = '[]'::jsonb where id = ${second!}`);
    await db.execute(sql`update products set criteria = criteria || '["Gaming"]'::jsonb,
      price = 1 where id = ${outsider!}`);
    await db.execute(sql`update products set rating = 5, rating_count = 100000
      where id = ${third!}`);
    await db.execute(sql`update products set archived_at = now() where id = ${fourth!}`);
    for (const sortBy of sorts) await expectReference('laptops', 'gaming', sortBy);
    const cheapest = await catalog.categoryListing(
      db,
      row,
      z.parse(categoryListingQuerySchema, { criteria: 'gaming', sortBy: 'price', limit: '1' }),
      new Map(),
    );
    expect(cheapest.products.map((p) => p._id)).toEqual([outsider]);
  });
});
