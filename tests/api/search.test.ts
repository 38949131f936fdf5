import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  productListSchema,
  searchResultsSchema,
  type ProductList,
} from '../../src/api/schemas/index.ts';
import { PAGE_SIZE } from '../../src/lib/constants.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { reindexMissingSearchColumns } from '../../src/server/api/services/search-reindex.ts';
import { createApp } from '../../src/server/api/app.ts';
import { createTestContext, TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;

async function search(
  query: string,
  params: Record<string, string> = {},
  by: TestClient = client,
): Promise<ProductList> {
  const res = await by.get(`/api/search?${new URLSearchParams({ query, ...params })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return productListSchema.parse(res.body);
}

const names = (body: ProductList) => body.products.map((p) => p.name);

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
});
afterAll(() => ctx?.close());

describe('GET /api/search', () => {
  it('finds a product by its exact name and ranks it first', async () => {
    const body = await search('iPhone 17 Pro');
    expect(body.products[0]?.name).toBe('iPhone 17 Pro');
    expect(names(body)).toContain('iPhone 17 Pro Max');
    expect(body.pagination.limit).toBe(PAGE_SIZE.search);
  });

  it('ranks the exact name first for a laptop too', async () => {
    const laptop = (await client.get('/api/product/category/name/laptops?limit=1')).body
      .products[0];
    const body = await search(laptop.name);
    expect(body.products[0]?._id).toBe(laptop._id);
  });

  it('matches the brand', async () => {
    const body = await search('samsung');
    expect(body.pagination.total).toBeGreaterThan(3);
    expect(body.products.every((p) => p.brand === 'Samsung')).toBe(true);
  });

  it('matches a word prefix', async () => {
    const body = await search('iph');
    expect(body.products[0]?.name).toMatch(/^iPhone/);
    for (const p of body.products) expect(`${p.name} ${p.description}`).toMatch(/iphone/i);
  });

  it('keeps fuzzy matching for words found nowhere, so ipad does not find iPhones', async () => {
    const body = await search('ipad');
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(`${p.name} ${p.description}`).toMatch(/ipad/i);
  });

  it.each([
    ['iphnoe', /iphone/i],
    ['samsng', /samsung/i],
    ['samsng galaxy', /galaxy/i],
  ])('tolerates the typo %s', async (typo, expected) => {
    const body = await search(typo);
    expect(body.products.length).toBeGreaterThan(0);
    expect(`${body.products[0]!.name} ${body.products[0]!.brand}`).toMatch(expected);
  });

  it('says exact: true when every word matched, false for the closest partial matches', async () => {
    const exact = searchResultsSchema.parse(
      (await client.get('/api/search?query=macbook%20air')).body,
    );
    expect(exact.exact).toBe(true);
    expect(exact.products.every((p) => p.name.startsWith('MacBook Air'))).toBe(true);
    const similar = searchResultsSchema.parse(
      (await client.get('/api/search?query=macbook%20air%20m3')).body,
    );
    expect(similar.exact).toBe(false);
    expect(similar.products.slice(0, 2).map((p) => p.name)).toEqual(
      expect.arrayContaining(['MacBook Air 13 M4', 'MacBook Air 15 M4']),
    );
  });

  it('tolerates the typo laptp and finds laptops', async () => {
    const body = await search('laptp');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.category.name).toBe('laptops');
  });

  it('ignores diacritics typed into the query', async () => {
    const plain = await search('iphone air');
    const accented = await search('íphóne àir');
    expect(plain.products[0]?.name).toBe('iPhone Air');
    expect(names(accented)).toEqual(names(plain));
  });

  it.each([
    ['điện thoại', 'phones'],
    ['dien thoai', 'phones'],
    ['Điện Thoại', 'phones'],
    ['máy tính bảng', 'tablets'],
    ['may tinh bang', 'tablets'],
    ['màn hình', 'screens'],
    ['man hinh', 'screens'],
    ['tai nghe', 'accessories'],
  ])('finds the category from the Vietnamese words "%s"', async (query, category) => {
    const body = await search(query);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.category.name === category)).toBe(true);
  });

  it('finds headphones from "tai nghe"', async () => {
    const body = await search('tai nghe', { limit: '100' });
    expect(body.products.some((p) => p.fields['Type'] === 'Headphones')).toBe(true);
  });

  it('narrows the results when words are combined', async () => {
    const phones = await search('dien thoai');
    const applePhones = await search('dien thoai apple');
    expect(applePhones.pagination.total).toBeGreaterThan(0);
    expect(applePhones.pagination.total).toBeLessThan(phones.pagination.total);
    expect(applePhones.products.every((p) => p.brand === 'Apple')).toBe(true);
  });

  it('pages the results with consistent totals', async () => {
    const first = await search('samsung', { limit: '3' });
    const second = await search('samsung', { limit: '3', page: '2' });
    expect(second.pagination).toEqual({ ...first.pagination, page: 2 });
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / 3));
    const overlap = second.products.filter((p) => first.products.some((q) => q._id === p._id));
    expect(overlap).toEqual([]);
  });

  it('finds nothing for a word that is nowhere in the catalogue', async () => {
    const body = await search('zzqxvbnm');
    expect(body).toEqual({ products: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } });
  });

  it.each([
    ['an empty query', ''],
    ['a blank query', '   '],
  ])('answers %s with no products and a total of 0', async (_label, query) => {
    const body = await search(query);
    expect(body).toEqual({ products: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } });
  });

  it('answers a missing query with no products', async () => {
    const res = await client.get('/api/search');
    expect(res.status).toBe(200);
    expect(productListSchema.parse(res.body).pagination.total).toBe(0);
  });

  it('rejects a non-numeric limit with 400', async () => {
    const res = await client.get('/api/search?query=phone&limit=abc');
    expect(res.status).toBe(400);
    apiErrorSchema.parse(res.body);
  });

  it('fills in at start-up the search title of products written before it existed', async () => {
    const db = ctx.database.db;
    const before = await search('sạc dự phòng');
    expect(before.products.map((p) => p.name)).toEqual(['Samsung Battery Pack 20000mAh 45W']);
    // What migration 0007 leaves: no type, no title, a document without the type's words.
    await db.execute(
      sql`update products set search_title = '', product_type = '', search_text = lower(name)`,
    );
    // Each read as a shop started on the database then, with no answer in memory, sees it.
    const started = () => new TestClient(createApp({ db, config: ctx.config }));
    expect((await search('sạc dự phòng', {}, started())).products).toEqual([]);
    expect(await reindexMissingSearchColumns(db)).toBe(182);
    expect(await reindexMissingSearchColumns(db)).toBe(0);
    expect(names(await search('sạc dự phòng', {}, started()))).toEqual(names(before));
    const [row] = await db
      .select({ type: products.productType })
      .from(products)
      .where(eq(products.name, 'Galaxy Watch8'));
    expect(row?.type).toBe('smartwatch');
  });

  it('rejects a query longer than 200 characters with 400', async () => {
    const res = await client.get(`/api/search?query=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    apiErrorSchema.parse(res.body);
  });
});
