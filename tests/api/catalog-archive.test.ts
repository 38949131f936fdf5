import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  categoryListingSchema,
  productListSchema,
  variationsByProductSchema,
  type Product,
} from '../../src/api/schemas/index.ts';
import { PAGE_SIZE } from '../../src/lib/constants.ts';
import { products } from '../../src/server/api/db/schema.ts';
import {
  createTestContext,
  listProducts,
  listWholeCatalogue,
  queryString,
  type TestClient,
  type TestContext,
} from './harness.ts';
import { orderRequest, pickProduct, type Pick } from './order-fixtures.ts';

let ctx: TestContext;
let client: TestClient;
/** The catalogue before anything was archived. */
let before: Product[];
/** Archived in beforeAll: a featured product with variations, and a laptop on sale. */
let archivedWithVariations: Product;
let archivedLaptop: Product;
let archivedIds: string[];
/** Bought in the order tests: the archived product with variations, and one still on sale. */
let archivedPick: Pick;
let livePick: Pick;

const qs = queryString;
const list = (params: Record<string, string | number> = {}) => listProducts(client, params);

const wholeList = (params: Record<string, string | number> = {}) =>
  listWholeCatalogue(client, params);

const ids = (list: readonly Product[]) => list.map((p) => p._id);

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  before = await wholeList();
  const onSale = (p: Product) => p.salePrice !== undefined && p.salePrice < p.price;
  archivedWithVariations = before.find((p) => p.hasVariations && p.featured)!;
  archivedLaptop = before.find(
    (p) => p.category.name === 'laptops' && !p.hasVariations && onSale(p),
  )!;
  archivedIds = [archivedWithVariations._id, archivedLaptop._id];
  archivedPick = await pickProduct(ctx.database.db, client, { withVariations: true, nth: 0 });
  livePick = await pickProduct(ctx.database.db, client, { withVariations: false, nth: 0 });
  archivedIds = [...new Set([...archivedIds, archivedPick.product._id])];
  await ctx.database.db
    .update(products)
    .set({ archivedAt: new Date() })
    .where(inArray(products.id, archivedIds));
  // Written by SQL: announced as a script writing the catalogue announces it, so that no cached
  // answer still shows them.
  const announced = await client.request('POST', '/api/admin/catalog/changed', {
    body: { products: archivedIds },
    headers: { Authorization: `Bearer ${ctx.config.adminToken}` },
    csrf: false,
    auth: false,
  });
  expect(announced.status).toBe(202);
});
afterAll(() => ctx?.close());

describe('archived products leave every catalogue read', () => {
  it('the fixtures archive a featured product with variations, and a laptop on sale', () => {
    expect(archivedWithVariations).toBeDefined();
    expect(archivedLaptop).toBeDefined();
    expect(archivedIds).toContain(archivedPick.product._id);
  });

  it('GET /product lists them nowhere and counts them out of the total', async () => {
    const after = await wholeList();
    expect(ids(after)).toEqual(ids(before).filter((id) => !archivedIds.includes(id)));
    expect((await list()).pagination.total).toBe(before.length - archivedIds.length);
  });

  it('GET /product with featured, discount and each sort leaves them out', async () => {
    for (const params of [
      { featured: 'true' },
      { discount: 'true' },
      { sortBy: 'price' },
      { sortBy: '-price' },
      { sortBy: '-rating' },
    ]) {
      const found = ids(await wholeList(params));
      for (const id of archivedIds) expect(found, JSON.stringify(params)).not.toContain(id);
    }
    const featured = await list({ featured: 'true' });
    expect(featured.pagination.total).toBe(
      before.filter((p) => p.featured && !archivedIds.includes(p._id)).length,
    );
  });

  it('the category listing leaves them out of its products and its total', async () => {
    const laptops = before.filter((p) => p.category.name === 'laptops');
    const res = await client.get('/api/product/category/name/laptops?limit=100');
    const body = categoryListingSchema.parse(res.body);
    expect(ids(body.products)).not.toContain(archivedLaptop._id);
    expect(body.total).toBe(laptops.filter((p) => !archivedIds.includes(p._id)).length);
    const name = archivedWithVariations.category.name;
    const filtered = categoryListingSchema.parse(
      (
        await client.get(
          `/api/product/category/name/${name}?${qs({ brand: archivedWithVariations.brand, limit: 100 })}`,
        )
      ).body,
    );
    expect(ids(filtered.products)).not.toContain(archivedWithVariations._id);
  });

  it('GET /product/{id} and its variations answer 404 "Product not found"', async () => {
    for (const id of archivedIds) {
      for (const path of [`/api/product/${id}`, `/api/product/${id}/variations`]) {
        const res = await client.get(path);
        expect(res.status, path).toBe(404);
        expect(apiErrorSchema.parse(res.body).message).toBe('Product not found');
      }
    }
  });

  it('the variations of a page of products leave them out', async () => {
    const live = before.find((p) => p.hasVariations && !archivedIds.includes(p._id))!;
    const res = await client.get(`/api/product/variations?ids=${[...archivedIds, live._id]}`);
    expect(res.status).toBe(200);
    const { variations } = variationsByProductSchema.parse(res.body);
    expect(Object.keys(variations)).toEqual([live._id]);
  });

  it('search does not find them, even by their exact name', async () => {
    for (const product of [archivedWithVariations, archivedLaptop]) {
      const res = await client.get(`/api/search?${qs({ query: product.name, limit: 100 })}`);
      const body = productListSchema.parse(res.body);
      expect(ids(body.products)).not.toContain(product._id);
    }
  });

  it('related products (same category, another product excluded) leave them out', async () => {
    const other = before.find(
      (p) => p.category.name === 'laptops' && !archivedIds.includes(p._id),
    )!;
    const related = await wholeList({ category: other.category._id, exclude: other._id });
    expect(ids(related)).not.toContain(archivedLaptop._id);
    expect(related.length).toBe(
      before.filter(
        (p) => p.category.name === 'laptops' && p._id !== other._id && !archivedIds.includes(p._id),
      ).length,
    );
    expect(
      (await list({ category: other.category._id, limit: PAGE_SIZE.related })).products,
    ).toHaveLength(PAGE_SIZE.related);
  });
});

describe('an archived product cannot be ordered', () => {
  it('answers 422 "Product not found" for its line, like an unknown product', async () => {
    const request = orderRequest([
      { pick: livePick, quantity: 1 },
      { pick: archivedPick, quantity: 1 },
    ]);
    const res = await client.post('/api/order/guest-checkout', request);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      'items.1.product': 'Product not found',
    });
  });

  it('still takes an order of products on sale', async () => {
    const res = await client.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick: livePick, quantity: 1 }]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('is back on sale, listed and orderable, once archived_at is cleared', async () => {
    await ctx.database.db
      .update(products)
      .set({ archivedAt: null })
      .where(eq(products.id, archivedPick.product._id));
    expect((await client.get(`/api/product/${archivedPick.product._id}`)).status).toBe(200);
    const res = await client.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick: archivedPick, quantity: 1 }]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
