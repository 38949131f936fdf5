// Catalogue reads answered from memory: an answer is kept by its request as the route read it, a
// catalogue change drops every answer that showed what it touched (and every answer any change may
// alter) on the instance that made it at once and on another instance within one read of the
// feed, a failure is never kept, simultaneous first asks compute once, and a caller holding the
// answer's ETag gets 304. The second instance shares the database and keeps its answers long
// enough that only a change (not their age) can drop them during a test.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productWriteResponseSchema } from '../../src/api/schemas/admin-products.ts';
import {
  categoryListingSchema,
  productListSchema,
  productResponseSchema,
  searchResultsSchema,
  searchMissesResponseSchema,
  type Product,
} from '../../src/api/schemas/index.ts';
import { suggestResponseSchema } from '../../src/api/schemas/suggest.ts';
import type { AppEnv } from '../../src/server/api/context.ts';
import { createApp } from '../../src/server/api/app.ts';
import {
  catalogChangesFor,
  followCatalogChanges,
  type FollowedChanges,
} from '../../src/server/api/catalog-changes.ts';
import { HttpError } from '../../src/server/api/http/errors.ts';
import { createReadCache } from '../../src/server/api/http/read-cache.ts';
import { access, defineRoute, CACHE_POLICIES } from '../../src/server/api/http/route.ts';
import { createTestContext, TestClient, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

/** Calls of the test routes' handlers, by route. */
const calls = { flaky: 0, slow: 0 };
/** Opens the slow route's handler once the test has sent all its requests. */
let openSlow: () => void = () => {};

/** Catalogue reads of the tests' own: one that fails twice before it answers, one that waits. */
const testRoutes = [
  defineRoute({
    method: 'GET',
    path: '/test/flaky',
    tag: 'Catalogue',
    summary: 'Fails with a 404, then throws, then answers.',
    access: access.public,
    cache: 'catalogue',
    responses: { 200: { description: 'The call count.' } },
    handler: (c) => {
      calls.flaky += 1;
      if (calls.flaky === 1) throw new HttpError(404, 'Not there yet');
      if (calls.flaky === 2) throw new Error('The database went away');
      return c.json({ call: calls.flaky });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/test/slow',
    tag: 'Catalogue',
    summary: 'Answers once the test opens it.',
    access: access.public,
    cache: 'catalogue',
    responses: { 200: { description: 'The call count.' } },
    handler: async (c) => {
      calls.slow += 1;
      await new Promise<void>((resolve) => (openSlow = resolve));
      return c.json({ call: calls.slow });
    },
  }),
];

let ctx: TestContext;
let shopper: TestClient;
let editor: TestClient;
/** Another instance on the same database, following the feed only when a test reads it. */
let other: TestClient;
let feed: FollowedChanges;

const asAdmin = () => ({ Authorization: `Bearer ${ctx.config.adminToken}` });

beforeAll(async () => {
  ctx = await createTestContext({ routes: testRoutes });
  shopper = ctx.client();
  editor = (await staffClient(ctx, 'editor')).client;
  const changes = catalogChangesFor();
  const app: Hono<AppEnv> = createApp({
    db: ctx.database.db,
    config: ctx.config,
    catalogChanges: changes,
    readCache: createReadCache(16 * 1024 * 1024, 60 * 60 * 1000),
  });
  other = new TestClient(app);
  feed = await followCatalogChanges(ctx.database.db, changes, () => {});
  // No polling: the feed is read when a test says so.
  feed.stop();
});
afterAll(() => ctx?.close());

async function read(client: TestClient, path: string) {
  const res = await client.get(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res;
}

/** The price each catalogue read shows for `product` on `client`. */
async function pricesShown(client: TestClient, product: Product, related: Product) {
  const name = encodeURIComponent(product.name);
  const listing = categoryListingSchema.parse(
    (await read(client, `/api/product/category/name/${product.category.name}?limit=100`)).body,
  );
  const search = searchResultsSchema.parse((await read(client, `/api/search?query=${name}`)).body);
  const suggest = suggestResponseSchema.parse(
    (await read(client, `/api/search/suggest?q=${name}`)).body,
  );
  const one = productResponseSchema.parse((await read(client, `/api/product/${product._id}`)).body);
  const relatedList = productListSchema.parse(
    (
      await read(
        client,
        `/api/product?category=${product.category._id}&exclude=${related._id}&limit=100`,
      )
    ).body,
  );
  const priceIn = (list: { _id: string; price: number }[]) =>
    list.find((shown) => shown._id === product._id)?.price;
  return {
    listing: priceIn(listing.products),
    search: priceIn(search.products),
    suggest: priceIn(suggest.products),
    product: one.product.price,
    related: priceIn(relatedList.products),
  };
}

describe('catalogue answers kept in memory', () => {
  it('shows a new price in every answer that showed the product, here at once and elsewhere after one read of the feed', async () => {
    const all = productListSchema.parse((await read(shopper, '/api/product?limit=100')).body);
    const product = all.products.find((p) => !p.hasVariations && p.salePrice === undefined)!;
    const related = all.products.find(
      (p) => p.category._id === product.category._id && p._id !== product._id,
    )!;
    const old = product.price;
    const before = { listing: old, search: old, suggest: old, product: old, related: old };
    expect(await pricesShown(other, product, related)).toEqual(before);
    expect(await pricesShown(shopper, product, related)).toEqual(before);

    const newPrice = old + 1_000;
    const patched = await shopper.request('PATCH', `/api/admin/products/${product._id}`, {
      body: { price: newPrice },
      headers: asAdmin(),
      csrf: false,
      auth: false,
    });
    expect(patched.status).toBe(200);

    const after = {
      listing: newPrice,
      search: newPrice,
      suggest: newPrice,
      product: newPrice,
      related: newPrice,
    };
    // The instance that made the change applied it at once.
    expect(await pricesShown(shopper, product, related)).toEqual(after);
    // The other answers from memory until it reads the feed, then shows the change everywhere.
    expect(await pricesShown(other, product, related)).toEqual(before);
    await feed.readNow();
    expect(await pricesShown(other, product, related)).toEqual(after);
  });

  it("adds a new product to its category's kept listing once the feed is read", async () => {
    const path = '/api/product/category/name/phones?sortBy=-createdAt&limit=5';
    const ids = async () =>
      categoryListingSchema.parse((await read(other, path)).body).products.map((p) => p._id);
    const before = await ids();
    const res = await editor.post('/api/admin/products', {
      sku: 'CACHE-NEW-PHONE-1',
      name: 'Cache Test Phone Omega',
      description: 'A phone made for tests.',
      shortDescription: 'A phone for tests.',
      price: 5_990_000,
      salePrice: null,
      stock: 3,
      category: 'phones',
      brand: 'Samsung',
      criteria: ['Budget'],
      featured: false,
      fields: { 'Screen Size': 6.1, Chip: 'Exynos 2500', '5G': true },
      images: ['/images/placeholder.png'],
      variations: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = productWriteResponseSchema.parse(res.body).product;

    expect(await ids()).toEqual(before);
    await feed.readNow();
    expect((await ids())[0]).toBe(created._id);
  });

  it('shares an answer between the same query in another order, and never between different queries', async () => {
    const base = '/api/product/category/name/laptops';
    const first = await read(shopper, `${base}?brand=Apple&sortBy=price&limit=7`);
    const reordered = await read(shopper, `${base}?limit=7&sortBy=price&brand=Apple`);
    expect(reordered.headers.get('X-Api-Cache')).toBe('HIT');
    expect(reordered.body).toEqual(first.body);
    // The default page, written out or not, is the same request.
    const paged = await read(shopper, `${base}?brand=Apple&sortBy=price&limit=7&page=1`);
    expect(paged.headers.get('X-Api-Cache')).toBe('HIT');

    const others = [
      `${base}?brand=Apple&sortBy=-price&limit=7`,
      `${base}?brand=Dell&sortBy=price&limit=7`,
      `${base}?brand=Apple&sortBy=price&limit=7&page=2`,
      `${base}?brand=Apple&sortBy=price&limit=7&field[RAM]=16`,
      '/api/product/category/name/phones?brand=Apple&sortBy=price&limit=7',
    ];
    for (const path of others) {
      const res = await read(shopper, path);
      expect(res.headers.get('X-Api-Cache'), path).toBe('MISS');
    }
  });

  it('never keeps a failure: a 404 and a thrown error are computed again, then the success is kept', async () => {
    expect((await shopper.get('/api/test/flaky')).status).toBe(404);
    expect((await shopper.get('/api/test/flaky')).status).toBe(500);
    const answered = await shopper.get('/api/test/flaky');
    expect(answered).toMatchObject({ status: 200, body: { call: 3 } });
    expect(await shopper.get('/api/test/flaky')).toMatchObject({ status: 200, body: { call: 3 } });
    expect(calls.flaky).toBe(3);
  });

  it('computes an answer once for 20 shoppers asking for it at the same time', async () => {
    const asks = Array.from({ length: 20 }, () => shopper.get('/api/test/slow'));
    // Every request has reached the cache before anything else runs (no I/O before it).
    await new Promise((resolve) => setImmediate(resolve));
    openSlow();
    const answers = await Promise.all(asks);
    expect(answers.map((res) => [res.status, res.body])).toEqual(
      Array.from({ length: 20 }, () => [200, { call: 1 }]),
    );
    expect(calls.slow).toBe(1);
  });

  it('answers 304 without a body to a caller holding the ETag, and 200 to one holding another', async () => {
    const first = await read(shopper, '/api/product/category');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe(CACHE_POLICIES.catalogue);

    const same = await shopper.app.request('/api/product/category', {
      headers: { 'If-None-Match': etag },
    });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('ETag')).toBe(etag);
    expect(same.headers.get('Cache-Control')).toBe(CACHE_POLICIES.catalogue);

    const stale = await shopper.app.request('/api/product/category', {
      headers: { 'If-None-Match': '"an-older-answer"' },
    });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(first.body);
  });

  it('still counts a search without an exact match when the answer comes from memory', async () => {
    const query = '/api/search?query=zzkq%20wvxp%20cache';
    expect((await read(shopper, query)).headers.get('X-Api-Cache')).toBe('MISS');
    expect((await read(shopper, query)).headers.get('X-Api-Cache')).toBe('HIT');
    const misses = searchMissesResponseSchema.parse(
      (
        await shopper.request('GET', '/api/admin/search/misses', {
          headers: asAdmin(),
          auth: false,
        })
      ).body,
    );
    expect(misses.misses.find((miss) => miss.query === 'zzkq wvxp cache')?.count).toBe(2);
  });
});
