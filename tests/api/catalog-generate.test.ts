import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  categoryListingSchema,
  variationsResponseSchema,
  type Product,
} from '../../src/api/schemas/catalog.ts';
import { CATEGORY_NAMES } from '../../src/lib/constants.ts';
import { orders, products, reviews, users, variations } from '../../src/server/api/db/schema.ts';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import {
  CatalogueHasOrdersError,
  replaceCatalogue,
} from '../../src/server/api/seed/synthetic/replace-catalogue.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { orderRequest, pickProduct } from './order-fixtures.ts';

const SIZE = 2_000;
let ctx: TestContext;
let client: TestClient;
let listed: Product[];

/** Every product of a category, read page by page through the listing the shop shows. */
async function listCategory(name: string): Promise<Product[]> {
  const found: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await client.get(`/api/product/category/name/${name}?limit=100&page=${page}`);
    expect(res.status).toBe(200);
    const listing = categoryListingSchema.parse(res.body);
    found.push(...listing.products);
    if (listing.products.length < 100) return found;
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  await replaceCatalogue(ctx.database.db, { products: SIZE, seed: 7 });
  listed = (await Promise.all(CATEGORY_NAMES.map(listCategory))).flat();
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

describe('a generated catalogue read through the API', () => {
  it('lists every generated product, each one matching the contract', () => {
    expect(listed).toHaveLength(SIZE);
    expect(new Set(listed.map((p) => p._id)).size).toBe(SIZE);
  });

  it('keeps the seed’s six categories with their ids and fields', async () => {
    const res = await client.get('/api/product/category');
    const listedCategories = categoriesResponseSchema.parse(res.body);
    expect(listedCategories.map(({ _id, name, fields }) => ({ _id, name, fields }))).toEqual(
      SEED_CATALOG.categories.map(({ _id, name, fields }) => ({ _id, name, fields })),
    );
  });

  it('serves variations with exactly one default and the product’s price and stock derived from them', async () => {
    const withOptions = listed.filter((product) => product.hasVariations);
    expect(withOptions.length).toBeGreaterThan(listed.length / 2);
    for (const product of withOptions.filter((_, i) => i % 40 === 0)) {
      const res = await client.get(`/api/product/${product._id}/variations`);
      const { variations: list } = variationsResponseSchema.parse(res.body);
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.filter((v) => v.isDefault)).toHaveLength(1);
      expect(product.stock).toBe(list.reduce((sum, v) => sum + v.stock, 0));
      const prices = list.map((v) => Math.min(v.price, v.salePrice ?? v.price));
      expect(Math.min(product.price, product.salePrice ?? product.price)).toBe(Math.min(...prices));
    }
  });

  it('sells some products as single items, priced and stocked on their own', async () => {
    const single = listed.filter((product) => !product.hasVariations);
    expect(single.length).toBeGreaterThan(0);
    for (const product of single.slice(0, 20)) {
      const res = await client.get(`/api/product/${product._id}/variations`);
      expect(variationsResponseSchema.parse(res.body).variations).toEqual([]);
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('finds generated products by search', async () => {
    const product = listed.find((p) => p.brand === 'Samsung')!;
    const res = await client.get(`/api/search?query=${encodeURIComponent(product.name)}`);
    expect(res.status).toBe(200);
    expect(res.body.products[0]._id).toBe(product._id);
  });

  it('keeps the demo customer', async () => {
    const [demo] = await ctx.database.db.select({ n: count() }).from(users);
    expect(demo?.n).toBe(1);
  });

  it("replaces the seed's reviews and the seed orders behind them too: generated products are unrated", async () => {
    const db = ctx.database.db;
    const [left] = await db.select({ n: count() }).from(reviews);
    const [placed] = await db.select({ n: count() }).from(orders);
    expect([left?.n, placed?.n]).toEqual([0, 0]);
    expect(listed.every((product) => product.rating === 0 && product.ratingCount === 0)).toBe(true);
  });

  it('refuses to replace a catalogue that has orders unless forced', async () => {
    const buyer = ctx.client();
    await buyer.signIn();
    const pick = await pickProduct(ctx.database.db, buyer, { withVariations: true, nth: 0 });
    const placed = await buyer.post('/api/order', orderRequest([{ pick, quantity: 1 }]));
    expect(placed.status).toBe(201);
    await expect(replaceCatalogue(ctx.database.db, { products: 50, seed: 1 })).rejects.toThrow(
      CatalogueHasOrdersError,
    );
    const [before] = await ctx.database.db.select({ n: count() }).from(products);
    expect(before?.n).toBe(SIZE);
    const totals = await replaceCatalogue(ctx.database.db, { products: 50, seed: 1, force: true });
    const [after] = await ctx.database.db.select({ n: count() }).from(variations);
    expect(after?.n).toBe(totals.variations);
    expect(totals.products).toBe(50);
  });
});
