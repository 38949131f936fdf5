// Operator calls on the catalogue: PATCH /api/admin/products/{id} and POST
// /api/admin/catalog/changed (admin bearer token), their validation, and the page-cache tags
// they record for every instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../src/api/schemas/admin.ts';
import { productResponseSchema, type Product } from '../../src/api/schemas/catalog.ts';
import { HOME_TAG, SITEMAP_TAG, listingTag, productTag } from '../../src/lib/page-tags.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { createTestContext, lastChangeTags, type TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;
let plain: Product;
let varied: Product;
const db = () => ctx.database.db;

const asAdmin = (token = ctx.config.adminToken) => ({ Authorization: `Bearer ${token}` });
const patch = (id: string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  client.request('PATCH', `/api/admin/products/${id}`, { body, headers, csrf: false, auth: false });

async function productRow(id: string) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  const list = (await client.get('/api/product?limit=100')).body.products as Product[];
  plain = list.find((p) => !p.hasVariations && p.salePrice === undefined)!;
  varied = list.find((p) => p.hasVariations)!;
});
afterAll(async () => {
  await ctx.close();
});

describe('PATCH /api/admin/products/{id}', () => {
  it('changes the named fields, answers the product, and records what it invalidates', async () => {
    const res = await patch(plain._id, { price: 1_234_000, name: 'Renamed Monitor X1' });

    expect(res.status).toBe(200);
    const { product } = productResponseSchema.parse(res.body);
    expect(product).toMatchObject({ _id: plain._id, price: 1_234_000, name: 'Renamed Monitor X1' });
    expect((await client.get(`/api/product/${plain._id}`)).body.product.price).toBe(1_234_000);
    // The price places the product in its category's listings: their tag too.
    expect(await lastChangeTags(db())).toEqual([
      productTag(plain._id),
      SITEMAP_TAG,
      listingTag(plain.category.name),
    ]);
    const search = await client.get('/api/search?query=renamed%20monitor%20x1');
    expect(search.body.products.map((p: Product) => p._id)).toContain(plain._id);
  });

  it('invalidates only the product and the sitemap for a change that does not place it in its listings', async () => {
    const res = await patch(plain._id, { name: 'Renamed Monitor X2' });
    expect(res.status).toBe(200);
    expect(await lastChangeTags(db())).toEqual([productTag(plain._id), SITEMAP_TAG]);
  });

  it('also invalidates home and the listing when featured changes', async () => {
    const res = await patch(plain._id, { featured: !plain.featured });
    expect(res.status).toBe(200);
    expect(await lastChangeTags(db())).toEqual([
      productTag(plain._id),
      SITEMAP_TAG,
      listingTag(plain.category.name),
      HOME_TAG,
    ]);
  });

  it.each([
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['a negative price', { price: -1 }, 'price'],
    ['a fractional price', { price: 10.5 }, 'price'],
    ['a negative stock', { stock: -3 }, 'stock'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a sale price above the price', { price: 100_000, salePrice: 200_000 }, 'salePrice'],
  ])('answers 422 to %s and writes nothing', async (_label, body, field) => {
    const before = await productRow(plain._id);
    const res = await patch(plain._id, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await productRow(plain._id)).toEqual(before);
  });

  it('refuses a sale price above the stored price when only the sale price is sent', async () => {
    const res = await patch(plain._id, { salePrice: 999_999_999 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ salePrice: ADMIN_MESSAGES.saleAbovePrice });
  });

  it('refuses prices and stock on a product whose variations carry them', async () => {
    const res = await patch(varied._id, { price: 1000, stock: 3 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      price: ADMIN_MESSAGES.setOnVariations,
      stock: ADMIN_MESSAGES.setOnVariations,
    });
  });

  it('answers 422 to an empty change, 404 to an unknown or archived product', async () => {
    expect((await patch(plain._id, {})).status).toBe(422);
    expect((await patch('no-such-product', { price: 1 })).status).toBe(404);
    expect((await patch('../etc', { price: 1 })).status).toBe(404);
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, varied._id));
    try {
      expect((await patch(varied._id, { name: 'Gone' })).status).toBe(404);
    } finally {
      await db().update(products).set({ archivedAt: null }).where(eq(products.id, varied._id));
    }
  });

  it('answers 401 without the admin token and 403 to a customer’s token', async () => {
    expect((await patch(plain._id, { price: 1 }, {})).status).toBe(401);
    expect((await patch(plain._id, { price: 1 }, asAdmin('wrong-token'))).status).toBe(401);
    const customer = ctx.client();
    await customer.signIn();
    const res = await patch(plain._id, { price: 1 }, asAdmin(customer.accessToken!));
    expect(res.status).toBe(403);
  });
});

describe('POST /api/admin/catalog/changed', () => {
  const announce = (body: unknown, headers: Record<string, string> = asAdmin()) =>
    client.request('POST', '/api/admin/catalog/changed', {
      body,
      headers,
      csrf: false,
      auth: false,
    });

  it('records the pages of the named products, their listings, home and the sitemap', async () => {
    const res = await announce({ products: [plain._id, plain._id] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ products: 1, tags: 4 });
    expect(await lastChangeTags(db())).toEqual([
      productTag(plain._id),
      listingTag(plain.category.name),
      HOME_TAG,
      SITEMAP_TAG,
    ]);
  });

  it('invalidates every listing when a named product no longer exists', async () => {
    const res = await announce({ products: ['deleted-product-id'] });
    expect(res.status).toBe(202);
    const tags = await lastChangeTags(db());
    expect(tags).toContain(listingTag('phones'));
    expect(tags).toContain(listingTag('accessories'));
  });

  it('answers 422 to an empty or malformed list and 401 without the token', async () => {
    expect((await announce({ products: [] })).status).toBe(422);
    expect((await announce({ products: ['a b'] })).status).toBe(422);
    expect((await announce({ items: [plain._id] })).status).toBe(422);
    expect((await announce({ products: [plain._id] }, {})).status).toBe(401);
  });
});
