// Catalogue editing in the back office: who may call what, whole-product writes with versions
// and their audit records, the 422s and the 409, duplicate / archive / restore, the product
// table, insert-or-update by SKU for the import, picture uploads and category fields.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductListSchema,
  productWriteResponseSchema,
  toProductWrite,
  type AdminProduct,
  type ProductWriteInput,
} from '../../src/api/schemas/admin-products.ts';
import type { Category } from '../../src/api/schemas/catalog.ts';
import { HOME_TAG, categoryTag, listingTag, productTag } from '../../src/lib/page-tags.ts';
import { IMAGE_UPLOAD_MAX_BYTES, PRODUCT_MESSAGES } from '../../src/lib/product-admin.ts';
import { auditLog, products } from '../../src/server/api/db/schema.ts';
import { createTestContext, lastChangeTags, type TestClient, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let editor: TestClient;
let uploads: string;
const db = () => ctx.database.db;

const newProduct = (overrides: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
  sku: `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  name: 'Test Phone Zeta 9',
  description: 'A phone made for tests.',
  shortDescription: 'A phone for tests.',
  price: 9_990_000,
  salePrice: null,
  stock: 7,
  category: 'phones',
  brand: 'Samsung',
  criteria: ['Budget'],
  featured: false,
  fields: { 'Screen Size': 6.5, Chip: 'Exynos 2500', '5G': true },
  images: ['/images/placeholder.png'],
  variations: [],
  ...overrides,
});

async function create(overrides: Partial<ProductWriteInput> = {}): Promise<AdminProduct> {
  const res = await editor.post('/api/admin/products', newProduct(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return productWriteResponseSchema.parse(res.body).product;
}

const auditOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
  ctx = await createTestContext({ config: { uploadsDir: uploads } });
  editor = (await staffClient(ctx, 'editor')).client;
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('who may edit the catalogue', () => {
  // Each call with input that an allowed caller gets past the role check with (then 404 or 422).
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/products'],
    ['POST', '/api/admin/products', {}],
    ['GET', '/api/admin/products/no-such-product'],
    ['PUT', '/api/admin/products/no-such-product', {}],
    ['POST', '/api/admin/products/no-such-product/duplicate', {}],
    ['POST', '/api/admin/products/no-such-product/archive', {}],
    ['POST', '/api/admin/products/no-such-product/restore', {}],
    ['GET', '/api/admin/products/no-such-product/publish-status?change=1'],
    ['POST', '/api/admin/images', {}],
    ['PUT', '/api/admin/categories/no-such-category', {}],
  ];

  it('opens every call to editors and admins only', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const operator = (await staffClient(ctx, 'operator')).client;
    const customer = ctx.client();
    await customer.signIn();
    const anonymous = ctx.client();
    const automation = ctx.client();
    automation.accessToken = ctx.config.adminToken;
    const expected: [string, TestClient, (status: number) => boolean][] = [
      ['editor', editor, (s) => s !== 401 && s !== 403],
      ['admin', admin, (s) => s !== 401 && s !== 403],
      ['operator', operator, (s) => s === 403],
      ['customer', customer, (s) => s === 403],
      ['ADMIN_TOKEN', automation, (s) => s === 403],
      ['nobody', anonymous, (s) => s === 401],
    ];
    for (const [method, url, body] of calls)
      for (const [who, client, allowed] of expected) {
        const res = await client.request(method, url, body === undefined ? {} : { body });
        expect(allowed(res.status), `${who} ${method} ${url}: ${res.status}`).toBe(true);
      }
  });

  it('keeps the automation PATCH open to the ADMIN_TOKEN, raising the version, audited', async () => {
    const product = await create();
    const res = await ctx.client().request('PATCH', `/api/admin/products/${product._id}`, {
      body: { price: 8_880_000 },
      headers: { Authorization: `Bearer ${ctx.config.adminToken}` },
      csrf: false,
      auth: false,
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(products).where(eq(products.id, product._id));
    expect(row!.version).toBe(2);
    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({
      actor: 'automation',
      action: 'product.update',
      before: { price: 9_990_000, version: 1 },
      after: { price: 8_880_000, version: 2 },
    });
  });
});

describe('writing a product', () => {
  it('creates a product on sale at once, audited, with its pages to render again', async () => {
    const product = await create({ name: 'Zetaphone Ultra Test' });
    expect(product).toMatchObject({ version: 1, archivedAt: null, price: 9_990_000 });
    expect(await lastChangeTags(db())).toEqual([
      productTag(product._id),
      listingTag('phones'),
      HOME_TAG,
      'sitemap',
    ]);
    const shop = await editor.get(`/api/product/${product._id}`);
    expect(shop.status).toBe(200);
    const search = await ctx.client().get('/api/search?query=zetaphone');
    expect(search.body.products.map((p: { _id: string }) => p._id)).toContain(product._id);
    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({
      action: 'product.create',
      after: { name: 'Zetaphone Ultra Test' },
    });
  });

  it('updates from the current version, records before and after, and says when it is live', async () => {
    const product = await create();
    const write = { ...toProductWrite(product), price: 8_490_000, salePrice: 7_990_000 };
    const res = await editor.put(`/api/admin/products/${product._id}`, { ...write, version: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = productWriteResponseSchema.parse(res.body);
    expect(saved.product).toMatchObject({ version: 2, price: 8_490_000, salePrice: 7_990_000 });
    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { price: 9_990_000, salePrice: null, version: 1 },
      after: { price: 8_490_000, salePrice: 7_990_000, version: 2 },
    });
    const status = await editor.get(
      `/api/admin/products/${product._id}/publish-status?change=${saved.change}`,
    );
    expect(status.body).toEqual({ state: 'live', url: `/product/${product._id}` });
    expect((await editor.get(`/api/product/${product._id}`)).body.product.salePrice).toBe(
      7_990_000,
    );
  });

  it('answers 409 naming what changed, with its current value, to a save from an older version', async () => {
    const product = await create();
    const first = { ...toProductWrite(product), name: 'Renamed by the first editor', version: 1 };
    expect((await editor.put(`/api/admin/products/${product._id}`, first)).status).toBe(200);
    const stale = { ...toProductWrite(product), stock: 1, version: 1 };
    const res = await editor.put(`/api/admin/products/${product._id}`, stale);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PRODUCT_MESSAGES.versionConflict);
    expect(res.body.errors).toEqual({ name: 'Renamed by the first editor', version: '2' });
    const [row] = await db().select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ stock: 7, version: 2 });
  });

  it('saving what is already there writes nothing new', async () => {
    const product = await create();
    const res = await editor.put(`/api/admin/products/${product._id}`, {
      ...toProductWrite(product),
      version: 1,
    });
    expect(res.body).toMatchObject({ change: null, product: { version: 1 } });
  });

  it.each([
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['a negative price', { price: -1 }, 'price'],
    ['a sale price above the price', { salePrice: 99_990_000 }, 'salePrice'],
    ['a SKU another product has', { sku: 'PH-APL-IP17P' }, 'sku'],
    ['a Number field given text', { fields: { 'Screen Size': 'big' } }, 'fields.Screen Size'],
    ['a field the category lacks', { fields: { Wattage: 65 } }, 'fields.Wattage'],
    ['an unknown category', { category: 'fridges' }, 'category'],
    ['an image from another scheme', { images: ['javascript:alert(1)'] }, 'images.0'],
  ])('answers 422 to %s, naming the field, and writes nothing', async (_label, body, field) => {
    const before = await db().$count(products);
    const res = await editor.post('/api/admin/products', newProduct(body as never));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await db().$count(products)).toBe(before);
  });

  it('checks variations: one default, distinct SKUs here and elsewhere, sale not above price', async () => {
    const colour = (name: string, hex: string) => ({
      type: 'Color' as const,
      value: { name, hex },
    });
    const variation = (sku: string, name: string, isDefault: boolean, extra = {}) => ({
      sku,
      price: 5_000_000,
      stock: 3,
      isDefault,
      attributes: [colour(name, '#112233')],
      ...extra,
    });
    const res = await editor.post(
      '/api/admin/products',
      newProduct({
        variations: [
          variation('VAR-A', 'Black', true, { salePrice: 6_000_000 }),
          variation('VAR-A', 'White', true),
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      variations: PRODUCT_MESSAGES.oneDefault,
      'variations.0.salePrice': PRODUCT_MESSAGES.saleAbovePrice,
      'variations.1.sku': PRODUCT_MESSAGES.skuRepeated,
    });
    const good = await create({
      variations: [
        variation('VAR-B1', 'Black', true, { salePrice: 4_500_000 }),
        variation('VAR-B2', 'White', false, { price: 4_000_000, stock: 2 }),
      ],
    });
    // A product with variations takes the cheapest one's prices and their total stock.
    expect(good).toMatchObject({ price: 4_000_000, salePrice: null, stock: 5 });
    expect(good.variations.map((v) => v.name)).toEqual(['Black', 'White']);
    const taken = await editor.post(
      '/api/admin/products',
      newProduct({
        variations: [
          variation('VAR-B1', 'Black', true),
          variation('PH-APL-IP17P-ORG-256', 'Blue', false),
        ],
      }),
    );
    expect(taken.body.errors).toEqual({
      'variations.0.sku': PRODUCT_MESSAGES.skuTaken,
      'variations.1.sku': PRODUCT_MESSAGES.skuTaken,
    });
  });

  it('duplicates as an archived copy, archives off the shop and restores it, each audited', async () => {
    const product = await create();
    const copy = await editor.post(`/api/admin/products/${product._id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.product).toMatchObject({
      sku: `${product.sku}-COPY`,
      name: `${product.name} (copy)`,
    });
    expect(copy.body.product.archivedAt).not.toBeNull();
    expect((await editor.get(`/api/product/${copy.body.product._id}`)).status).toBe(404);

    const archived = await editor.post(`/api/admin/products/${product._id}/archive`, {
      version: 1,
    });
    expect(archived.body.product).toMatchObject({ version: 2 });
    expect((await editor.get(`/api/product/${product._id}`)).status).toBe(404);
    const status = await editor.get(
      `/api/admin/products/${product._id}/publish-status?change=${archived.body.change}`,
    );
    expect(status.body).toEqual({ state: 'live', url: null });
    expect((await editor.post(`/api/admin/products/${product._id}/archive`, {})).status).toBe(409);
    expect(
      (await editor.post(`/api/admin/products/${product._id}/restore`, { version: 1 })).status,
    ).toBe(409);
    const restored = await editor.post(`/api/admin/products/${product._id}/restore`, {});
    expect(restored.body.product).toMatchObject({ version: 3, archivedAt: null });
    expect((await editor.get(`/api/product/${product._id}`)).status).toBe(200);
    const actions = (await auditOf(product._id)).map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['product.restore', 'product.archive', 'product.create']);
    expect((await auditOf(copy.body.product._id))[0]).toMatchObject({
      action: 'product.duplicate',
      after: { from: product._id },
    });
  });
});

describe('the product table', () => {
  const list = async (query: string) => {
    const res = await editor.get(`/api/admin/products?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return adminProductListSchema.parse(res.body);
  };

  it('finds products by name words or SKU, filtered and sorted', async () => {
    const byName = await list('q=galaxy%20s25');
    expect(byName.products.length).toBeGreaterThan(0);
    expect(byName.products.every((p) => /galaxy s25/i.test(p.name))).toBe(true);
    const bySku = await list('q=PH-APL-IP17P');
    expect(bySku.products.map((p) => p.sku)).toEqual(['PH-APL-IP17P']);
    const byVariationSku = await list('q=PH-APL-IP17P-ORG-256');
    expect(byVariationSku.products.map((p) => p.sku)).toEqual(['PH-APL-IP17P']);

    const cheap = await list('category=laptops&onSale=true&sort=price&limit=5');
    expect(cheap.products.every((p) => p.category === 'laptops')).toBe(true);
    expect(cheap.products.every((p) => p.salePrice !== null && p.salePrice < p.price)).toBe(true);
    const prices = cheap.products.map((p) => p.salePrice ?? p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await list('stock=out')).products.every((p) => p.stock === 0)).toBe(true);
    expect((await list('featured=true')).products.every((p) => p.featured)).toBe(true);
  });

  it('lists archived products apart', async () => {
    const product = await create();
    await editor.post(`/api/admin/products/${product._id}/archive`, {});
    const archived = await list('archived=true&limit=100');
    expect(archived.products.map((p) => p._id)).toContain(product._id);
    expect(archived.products.every((p) => p.archived)).toBe(true);
    expect((await list(`q=${product.sku}`)).products).toEqual([]);
  });
});

describe('picture uploads', () => {
  const upload = (body: Uint8Array | string, type = 'image/png') =>
    editor.request('POST', '/api/admin/images', {
      raw: body as string,
      headers: { 'Content-Type': type },
    });
  let PNG: Uint8Array;
  beforeAll(async () => {
    PNG = new Uint8Array(
      await sharp({ create: { width: 6, height: 4, channels: 3, background: '#c03' } })
        .png()
        .toBuffer(),
    );
  });

  it('stores a PNG under its content hash and size, served with long cache headers', async () => {
    const res = await upload(PNG);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ type: 'image/png', bytes: PNG.length });
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}-6x4\.png$/);
    const served = await ctx.app.request(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not what its type says, and one over the limit', async () => {
    const disguised = await upload('<html><script>alert(1)</script></html>');
    expect(disguised.status).toBe(422);
    expect(disguised.body.message).toBe(PRODUCT_MESSAGES.imageType);
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(PRODUCT_MESSAGES.imageTooLarge);
  });

  it('stores an SVG without its scripts, handlers and outside references', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="10" height="10" fill="url(https://evil.test/x)"/>' +
      '<circle r="3" fill="#f00"/><use href="https://evil.test/a.svg#x"/></svg>';
    const res = await upload(svg, 'image/svg+xml');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const served = await ctx.app.request(res.body.url);
    const text = await served.text();
    expect(text).toContain('<circle r="3" fill="#f00"/>');
    expect(text).not.toMatch(/script|onload|evil/);
    expect(served.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});

describe('category fields', () => {
  const phones = async (): Promise<Category> =>
    (await ctx.client().get('/api/product/category')).body.find(
      (c: Category) => c.name === 'phones',
    );

  it('gives Number fields a unit, refuses to orphan product values and names the products', async () => {
    const category = await phones();
    expect(category.fields.find((f) => f.name === 'Screen Size')?.unit).toBe('inch');
    const url = `/api/admin/categories/${category._id}`;
    const renamed = category.fields.map((f) => (f.name === 'Chip' ? { ...f, name: 'SoC' } : f));
    const refused = await editor.put(url, { description: category.description, fields: renamed });
    expect(refused.status).toBe(409);
    expect(refused.body.errors['fields.Chip']).toMatch(
      /^\d+ products have a value: .+ and \d+ more$/,
    );

    const fields = [...category.fields, { name: 'Weight', type: 'Number', unit: 'g' }];
    const res = await editor.put(url, { description: 'Phones, edited.', fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await phones()).fields.at(-1)).toEqual({ name: 'Weight', type: 'Number', unit: 'g' });
    expect(await lastChangeTags(db())).toEqual([
      listingTag('phones'),
      categoryTag('phones'),
      HOME_TAG,
    ]);
    const badUnit = await editor.put(url, {
      description: 'x',
      fields: [...fields, { name: 'Colour', type: 'String', unit: 'cm' }],
    });
    expect(badUnit.body.errors).toEqual({ 'fields.6.unit': PRODUCT_MESSAGES.unitOnlyNumbers });
  });
});
