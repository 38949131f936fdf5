// The catalogue's texts in the caller's language: product and listing reads in Vietnamese (the
// `lang` parameter or Accept-Language) with the English where no Vietnamese is written, answers
// kept in memory apart per language, the back office's Vietnamese fields, import and export of
// the Vietnamese columns, and search finding a word only a Vietnamese description holds.
import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productWriteResponseSchema,
  toProductWrite,
} from '../../src/api/schemas/admin-products.ts';
import type { Category, CategoryListing, Product } from '../../src/api/schemas/catalog.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let shopper: TestClient;
let editor: TestClient;
const db = () => ctx.database.db;

const seeded = (sku: string) => SEED_CATALOG.products.find((p) => p.sku === sku)!;
const IPHONE = seeded('PH-APL-IP17PM');

const productIn = async (id: string, query = '', headers: Record<string, string> = {}) => {
  const res = await shopper.get(`/api/product/${id}${query}`, { headers });
  expect(res.status).toBe(200);
  return res.body.product as Product;
};

beforeAll(async () => {
  ctx = await createTestContext();
  shopper = ctx.client();
  editor = (await staffClient(ctx, 'editor')).client;
});
afterAll(async () => {
  await ctx.close();
});

describe('a product read', () => {
  it('answers the Vietnamese texts in Vietnamese and the English ones in English', async () => {
    const vi = await productIn(IPHONE._id, '?lang=vi');
    expect(vi.shortDescription).toBe(IPHONE.shortDescriptionVi);
    expect(vi.description).toBe(IPHONE.descriptionVi);
    expect(vi.description).toContain('Dung lượng pin:</strong> 5.088 mAh');
    const en = await productIn(IPHONE._id);
    expect(en.shortDescription).toBe(IPHONE.shortDescription);
    expect(en.description).toBe(IPHONE.description);
    expect(await productIn(IPHONE._id, '?lang=en', { 'Accept-Language': 'vi' })).toEqual(en);
  });

  it('follows Accept-Language when no parameter names the language, kept apart in memory', async () => {
    const first = await shopper.get(`/api/product/${IPHONE._id}`, {
      headers: { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' },
    });
    expect(first.body.product.shortDescription).toBe(IPHONE.shortDescriptionVi);
    expect(first.headers.get('Vary')).toContain('Accept-Language');
    // The English answer kept for the same path is not the Vietnamese one, nor the reverse.
    const english = await shopper.get(`/api/product/${IPHONE._id}`);
    expect(english.body.product.shortDescription).toBe(IPHONE.shortDescription);
    const again = await shopper.get(`/api/product/${IPHONE._id}`, {
      headers: { 'Accept-Language': 'vi' },
    });
    expect(again.headers.get('X-Api-Cache')).toBe('HIT');
    expect(again.body.product.shortDescription).toBe(IPHONE.shortDescriptionVi);
  });

  it('falls back to the English where no Vietnamese is written', async () => {
    const other = seeded('PH-SAM-A07');
    await db()
      .update(products)
      .set({ descriptionVi: null, shortDescriptionVi: '' })
      .where(eq(products.id, other._id));
    const vi = await productIn(other._id, '?lang=vi');
    expect(vi.description).toBe(other.description);
    expect(vi.shortDescription).toBe(other.shortDescription);
  });
});

describe('a listing read', () => {
  it('answers the category, its fields and its products in Vietnamese, English by default', async () => {
    const vi = (await shopper.get('/api/product/category/name/phones?lang=vi&limit=100'))
      .body as CategoryListing;
    expect(vi.category.description).toMatch(/^Smartphone mới nhất/);
    expect(vi.category.label).toBe('Điện thoại');
    expect(vi.category.fields[1]).toEqual({
      name: 'Battery',
      type: 'Number',
      unit: 'mAh',
      label: 'Dung lượng pin',
    });
    const iphone = vi.products.find((p) => p._id === IPHONE._id)!;
    expect(iphone.shortDescription).toBe(IPHONE.shortDescriptionVi);

    const en = (await shopper.get('/api/product/category/name/phones?limit=100'))
      .body as CategoryListing;
    expect(en.category.description).toMatch(/^The latest smartphones/);
    expect(en.category).not.toHaveProperty('label');
    expect(en.category.fields[1]).toEqual({ name: 'Battery', type: 'Number', unit: 'mAh' });
    expect(en.products.find((p) => p._id === IPHONE._id)!.shortDescription).toBe(
      IPHONE.shortDescription,
    );
  });

  it('answers product lists and the categories in the language asked', async () => {
    const phones = SEED_CATALOG.categories[0]!._id;
    const list = await shopper.get(`/api/product?category=${phones}&limit=100&lang=vi`);
    const iphone = (list.body.products as Product[]).find((p) => p._id === IPHONE._id)!;
    expect(iphone.shortDescription).toBe(IPHONE.shortDescriptionVi);
    const categories = (await shopper.get('/api/product/category?lang=vi')).body as Category[];
    expect(categories.map((c) => c.label)).toEqual([
      'Điện thoại',
      'Laptop',
      'Máy tính bảng',
      'PC',
      'Màn hình',
      'Phụ kiện',
    ]);
    const english = (await shopper.get('/api/product/category')).body as Category[];
    expect(english.every((c) => c.label === undefined && c.descriptionVi === undefined)).toBe(true);
  });
});

describe('the back office', () => {
  it('shows an editor’s Vietnamese description on the next Vietnamese read, not on the English', async () => {
    const current = (await editor.get(`/api/admin/products/${IPHONE._id}`)).body.product;
    expect(current.descriptionVi).toBe(IPHONE.descriptionVi);
    // A Vietnamese read first, so that an answer is kept in memory for the edit to drop.
    await productIn(IPHONE._id, '?lang=vi');
    const res = await editor.put(`/api/admin/products/${IPHONE._id}`, {
      ...toProductWrite(current),
      descriptionVi: 'Mô tả mới của biên tập viên: điện thoại xịn.',
      version: current.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(productWriteResponseSchema.parse(res.body).product.descriptionVi).toBe(
      'Mô tả mới của biên tập viên: điện thoại xịn.',
    );
    expect((await productIn(IPHONE._id, '?lang=vi')).description).toBe(
      'Mô tả mới của biên tập viên: điện thoại xịn.',
    );
    expect((await productIn(IPHONE._id)).description).toBe(IPHONE.description);
    // The new words are searchable at once, unaccented.
    const found = await shopper.get('/api/search?query=bien tap vien');
    expect(found.body.products.map((p: Product) => p._id)).toContain(IPHONE._id);
  });

  it('reads and writes a category’s Vietnamese name, description, field labels and units', async () => {
    const all = (await editor.get('/api/admin/categories')).body as Category[];
    const screens = all.find((c) => c.name === 'screens')!;
    expect(screens).toMatchObject({ nameVi: 'Màn hình' });
    expect(screens.fields[2]).toMatchObject({ name: 'Refresh Rate', labelVi: 'Tần số quét' });
    const res = await editor.put(`/api/admin/categories/${screens._id}`, {
      description: screens.description,
      nameVi: '',
      descriptionVi: 'Màn hình đẹp cho mọi góc làm việc.',
      fields: screens.fields.map(({ name, type, unit, labelVi }) => ({
        name,
        type,
        ...(unit ? { unit } : {}),
        ...(labelVi ? { labelVi } : {}),
        ...(name === 'Refresh Rate' ? { unitVi: 'lần/giây' } : {}),
      })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const vi = (await shopper.get('/api/product/category/name/screens?lang=vi')).body
      .category as Category;
    expect(vi.description).toBe('Màn hình đẹp cho mọi góc làm việc.');
    expect(vi.label).toBeUndefined();
    expect(vi.fields[2]).toEqual({
      name: 'Refresh Rate',
      type: 'Number',
      unit: 'lần/giây',
      label: 'Tần số quét',
    });
    const en = (await shopper.get('/api/product/category/name/screens')).body.category as Category;
    expect(en.fields[2]).toEqual({ name: 'Refresh Rate', type: 'Number', unit: 'Hz' });
  });
});

describe('import and export', () => {
  const csvOf = (text: string) =>
    editor.request('POST', '/api/admin/catalog/import', {
      raw: text,
      headers: { 'Content-Type': 'text/csv' },
    });

  it('carries the Vietnamese columns there and back; a file without them keeps the texts', async () => {
    const example = readFileSync('docs/catalog-import-example.csv', 'utf8');
    const imported = await csvOf(example);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [phone] = await db().select().from(products).where(eq(products.sku, 'PH-NTH-PHONE3'));
    expect(phone!.shortDescriptionVi).toBe(
      'Mặt lưng trong suốt với Glyph Matrix và chip Snapdragon 8s Gen 4.',
    );
    expect((await productIn(phone!.id, '?lang=vi')).shortDescription).toBe(
      phone!.shortDescriptionVi,
    );
    const [charger] = await db().select().from(products).where(eq(products.sku, 'AC-UGR-NEXODE65'));
    expect(charger!.descriptionVi).toBeNull();

    const exported = await editor.get('/api/admin/catalog/export?format=json');
    const row = (exported.body as { sku: string; descriptionVi?: string }[]).find(
      (p) => p.sku === 'PH-NTH-PHONE3',
    )!;
    expect(row.descriptionVi).toBe(phone!.descriptionVi);
    const csv = await editor.get('/api/admin/catalog/export?format=csv');
    expect(String(csv.body).split('\n')[0]).toContain(
      ',description,shortDescriptionVi,descriptionVi,',
    );

    // The example without its two Vietnamese columns changes nothing.
    const [header, ...rows] = parseCsv(example.replace(/^\uFEFF/, '')) as string[][];
    const kept = header!.flatMap((column, i) => (column.endsWith('Vi') ? [] : [i]));
    const quote = (cell: string) =>
      /[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    const withoutVi = [header!, ...rows]
      .map((row) => kept.map((i) => quote(row[i] ?? '')).join(','))
      .join('\n');
    const again = await csvOf(withoutVi);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const [after] = await db().select().from(products).where(eq(products.sku, 'PH-NTH-PHONE3'));
    expect(after!.descriptionVi).toBe(phone!.descriptionVi);
  });
});

describe('search', () => {
  it('finds a product by a word only its Vietnamese description holds, typed with or without marks', async () => {
    const product = seeded('AC-LOG-K120');
    await db()
      .update(products)
      .set({ descriptionVi: 'Bàn phím gõ êm, thích hợp cho thủ thư và kế toán.' })
      .where(eq(products.id, product._id));
    // The search document is written with the product: a back-office write rewrites it.
    const current = (await editor.get(`/api/admin/products/${product._id}`)).body.product;
    const saved = await editor.put(`/api/admin/products/${product._id}`, {
      ...toProductWrite(current),
      shortDescriptionVi: 'Bàn phím cho thủ thư.',
      version: current.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const query of ['thủ thư', 'thu thu'])
      expect(
        (await shopper.get(`/api/search?query=${encodeURIComponent(query)}`)).body.products.map(
          (p: Product) => p._id,
        ),
      ).toContain(product._id);
    expect(product.description.toLowerCase()).not.toContain('thu thu');
  });
});
