// A product's facts as data (src/lib/product-facts.ts): read with the product in the shopper's
// language, edited by an editor as part of the whole product, refused with a 422 in the caller's
// language, carried through the catalogue file's export and import, and kept by an older file
// that has no fact columns.
import { eq, isNotNull } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponseSchema,
  productWriteResponseSchema,
  toProductWrite,
  type AdminProduct,
} from '../../src/api/schemas/admin-products.ts';
import {
  importRejectionSchema,
  importSummarySchema,
} from '../../src/api/schemas/catalog-import.ts';
import { productResponseSchema } from '../../src/api/schemas/catalog.ts';
import { FACT_COLUMNS } from '../../src/lib/catalog-import.ts';
import { vi as viCatalogue } from '../../src/lib/i18n/vi/index.ts';
import { FACT_MESSAGES } from '../../src/lib/product-facts.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import { stableId } from '../../src/server/api/seed/ids.ts';
import { seedFactsIfMissing } from '../../src/server/api/seed/seed.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let editor: TestClient;
const db = () => ctx.database.db;

const ULTRA = stableId('product', 'PH-SAM-S26U');
const VI = { headers: { 'Accept-Language': 'vi' } };

beforeAll(async () => {
  ctx = await createTestContext();
  editor = (await staffClient(ctx, 'editor')).client;
});
afterAll(() => ctx.close());

async function adminProduct(id: string): Promise<AdminProduct> {
  const res = await editor.get(`/api/admin/products/${id}`);
  expect(res.status).toBe(200);
  return adminProductResponseSchema.parse(res.body).product;
}

async function shopperFacts(id: string, lang: 'en' | 'vi' = 'en') {
  const res = await ctx.client().get(`/api/product/${id}?lang=${lang}`);
  expect(res.status).toBe(200);
  return productResponseSchema.parse(res.body).product.facts;
}

describe("reading a product's facts", () => {
  it('answers the Galaxy S26 Ultra’s warranty, origin and box, the box in the language asked', async () => {
    const english = await shopperFacts(ULTRA);
    expect(english).toMatchObject({ warrantyProvider: 'manufacturer', origin: 'VN' });
    expect(english!.warrantyMonths).toBeGreaterThan(0);
    expect(english!.inTheBox).toEqual([
      'Galaxy S26 Ultra',
      'USB-C cable',
      'SIM ejector tool',
      'Documentation',
    ]);
    const vietnamese = await shopperFacts(ULTRA, 'vi');
    expect(vietnamese!.inTheBox).toEqual([
      'Galaxy S26 Ultra',
      'Cáp USB-C',
      'Que lấy SIM',
      'Sách hướng dẫn',
    ]);
    expect(vietnamese!.warrantyMonths).toBe(english!.warrantyMonths);
  });

  it('leaves the facts out of listings', async () => {
    const res = await ctx.client().get('/api/product?limit=5');
    expect(res.status).toBe(200);
    for (const product of res.body.products) expect(product).not.toHaveProperty('facts');
  });
});

describe('an editor edits the facts', () => {
  it('writes them with the product, and the shop reads them back', async () => {
    const before = await adminProduct(ULTRA);
    const write = {
      ...toProductWrite(before),
      warrantyMonths: 36,
      warrantyProvider: 'shop',
      origin: 'kr',
      inTheBox: ['Galaxy S26 Ultra', ' S Pen ', 'USB-C cable'],
      inTheBoxVi: ['Galaxy S26 Ultra', 'Bút S Pen', 'Cáp USB-C'],
      version: before.version,
    };
    const res = await editor.put(`/api/admin/products/${ULTRA}`, write);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = productWriteResponseSchema.parse(res.body).product;
    expect(saved).toMatchObject({
      warrantyMonths: 36,
      warrantyProvider: 'shop',
      origin: 'KR',
      inTheBox: ['Galaxy S26 Ultra', 'S Pen', 'USB-C cable'],
      inTheBoxVi: ['Galaxy S26 Ultra', 'Bút S Pen', 'Cáp USB-C'],
    });
    expect(await shopperFacts(ULTRA)).toEqual({
      warrantyMonths: 36,
      warrantyProvider: 'shop',
      inTheBox: ['Galaxy S26 Ultra', 'S Pen', 'USB-C cable'],
      origin: 'KR',
    });
    expect((await shopperFacts(ULTRA, 'vi'))!.inTheBox).toContain('Bút S Pen');

    // No warranty (0 months, nobody), no Vietnamese box (the English one is shown), origin cleared.
    const cleared = await editor.put(`/api/admin/products/${ULTRA}`, {
      ...toProductWrite(saved),
      warrantyMonths: 0,
      warrantyProvider: null,
      inTheBoxVi: [],
      origin: null,
      version: saved.version,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await shopperFacts(ULTRA, 'vi')).toEqual({
      warrantyMonths: 0,
      warrantyProvider: null,
      inTheBox: ['Galaxy S26 Ultra', 'S Pen', 'USB-C cable'],
      origin: null,
    });
  });

  it('refuses bad values with a 422 naming each field, in English and in Vietnamese', async () => {
    const product = await adminProduct(stableId('product', 'PH-APL-IP17'));
    const bad = {
      ...toProductWrite(product),
      warrantyMonths: 121,
      warrantyProvider: 'shop',
      origin: 'XX',
      inTheBox: Array.from({ length: 21 }, (_, i) => `Item ${i}`),
      version: product.version,
    };
    const english = await editor.put(`/api/admin/products/${product._id}`, bad);
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({
      warrantyMonths: FACT_MESSAGES.warrantyMonths,
      origin: FACT_MESSAGES.origin,
      inTheBox: FACT_MESSAGES.inTheBoxTooMany,
    });
    const vietnamese = await editor.put(`/api/admin/products/${product._id}`, bad, VI);
    expect(vietnamese.status).toBe(422);
    expect(vietnamese.body.errors).toEqual({
      warrantyMonths: viCatalogue.api.productFacts.warrantyMonths,
      origin: viCatalogue.api.productFacts.origin,
      inTheBox: viCatalogue.api.productFacts.inTheBoxTooMany,
    });
    expect(vietnamese.body.errors.warrantyMonths).toContain('tháng');

    const noProvider = await editor.put(
      `/api/admin/products/${product._id}`,
      {
        ...toProductWrite(product),
        warrantyMonths: 12,
        warrantyProvider: null,
        version: product.version,
      },
      VI,
    );
    expect(noProvider.status).toBe(422);
    expect(noProvider.body.errors).toEqual({
      warrantyProvider: viCatalogue.api.productFacts.warrantyProviderRequired,
    });
    // Nothing was written.
    expect(await adminProduct(product._id)).toMatchObject({
      version: product.version,
      warrantyMonths: product.warrantyMonths,
      origin: product.origin,
    });
  });
});

const TYPES = { csv: 'text/csv', json: 'application/json' } as const;
const importFile = (text: string, format: keyof typeof TYPES) =>
  editor.request('POST', '/api/admin/catalog/import', {
    raw: text,
    headers: { 'Content-Type': TYPES[format] },
  });

async function exportCsv(): Promise<Record<string, string>[]> {
  const res = await editor.get('/api/admin/catalog/export?format=csv');
  expect(res.status).toBe(200);
  return parseCsv(String(res.body).replace(/^\uFEFF/, ''), { columns: true }) as Record<
    string,
    string
  >[];
}

const csvOf = (rows: Record<string, string>[], columns: string[]) =>
  stringifyCsv(rows, { header: true, columns });

describe('the catalogue file carries the facts', () => {
  it('exports them as columns and imports them back: unchanged, then changed', async () => {
    const rows = await exportCsv();
    const columns = Object.keys(rows[0]!);
    for (const column of FACT_COLUMNS) expect(columns).toContain(column);
    const iphone = rows.find((row) => row['sku'] === 'PH-APL-IP17')!;
    expect(iphone).toMatchObject({
      warrantyMonths: '12',
      warrantyProvider: 'manufacturer',
      origin: 'CN',
      inTheBox: 'iPhone 17|USB-C cable|SIM ejector tool|Documentation',
      inTheBoxVi: 'iPhone 17|Cáp USB-C|Que lấy SIM|Sách hướng dẫn',
    });
    const unchanged = await importFile(csvOf(rows, columns), 'csv');
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(importSummarySchema.parse(unchanged.body)).toMatchObject({ created: 0, updated: 0 });

    const changed = rows.map((row) =>
      row['sku'] === 'PH-APL-IP17'
        ? { ...row, warrantyMonths: '24', origin: 'in', inTheBox: 'iPhone 17|USB-C cable' }
        : row,
    );
    const res = await importFile(csvOf(changed, columns), 'csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(importSummarySchema.parse(res.body)).toMatchObject({ updated: 1 });
    const [stored] = await db().select().from(products).where(eq(products.sku, 'PH-APL-IP17'));
    expect(stored).toMatchObject({
      warrantyMonths: 24,
      warrantyProvider: 'manufacturer',
      origin: 'IN',
      inTheBox: ['iPhone 17', 'USB-C cable'],
      inTheBoxVi: ['iPhone 17', 'Cáp USB-C', 'Que lấy SIM', 'Sách hướng dẫn'],
    });
  });

  it('refuses bad fact cells with their row and column', async () => {
    const rows = await exportCsv();
    const columns = Object.keys(rows[0]!);
    const oneRow = (sku: string) => rows.filter((row) => row['sku'] === sku);
    const file = csvOf(
      [
        ...oneRow('PH-APL-IP16E').map((row) => ({ ...row, warrantyMonths: 'twelve' })),
        ...oneRow('PH-APL-IP17').map((row) => ({ ...row, origin: 'XX' })),
        ...oneRow('PH-APL-IPAIR').map((row) => ({ ...row, warrantyProvider: 'store' })),
        ...oneRow('PH-APL-IP17P').map((row) => ({ ...row, warrantyMonths: '130' })),
      ],
      columns,
    );
    // The header is line 1; each product's first row follows the rows of those before it.
    const order = ['PH-APL-IP16E', 'PH-APL-IP17', 'PH-APL-IPAIR', 'PH-APL-IP17P'];
    const lines = (sku: string) =>
      2 + order.slice(0, order.indexOf(sku)).reduce((sum, s) => sum + oneRow(s).length, 0);
    const res = await importFile(file, 'csv');
    expect(res.status).toBe(422);
    expect(importRejectionSchema.parse(res.body).rows).toEqual([
      { line: lines('PH-APL-IP16E'), field: 'warrantyMonths', message: 'Must be a whole number' },
      { line: lines('PH-APL-IP17'), field: 'origin', message: FACT_MESSAGES.origin },
      {
        line: lines('PH-APL-IPAIR'),
        field: 'warrantyProvider',
        message: FACT_MESSAGES.warrantyProvider,
      },
      {
        line: lines('PH-APL-IP17P'),
        field: 'warrantyMonths',
        message: FACT_MESSAGES.warrantyMonths,
      },
    ]);
  });

  it('imports a file of the old format (no fact columns), keeping the facts it does not name', async () => {
    const rows = await exportCsv();
    const old = Object.keys(rows[0]!).filter(
      (column) => !(FACT_COLUMNS as readonly string[]).includes(column),
    );
    const iphone = rows.filter((row) => row['sku'] === 'PH-APL-IP16E');
    const [before] = await db().select().from(products).where(eq(products.sku, 'PH-APL-IP16E'));
    const renamed = iphone.map((row) => ({ ...row, name: 'iPhone 16e (old file)' }));
    const res = await importFile(csvOf(renamed, old), 'csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(importSummarySchema.parse(res.body)).toMatchObject({ updated: 1 });
    const [after] = await db().select().from(products).where(eq(products.sku, 'PH-APL-IP16E'));
    expect(after!.name).toBe('iPhone 16e (old file)');
    expect(after).toMatchObject({
      warrantyMonths: before!.warrantyMonths,
      warrantyProvider: before!.warrantyProvider,
      inTheBox: before!.inTheBox,
      inTheBoxVi: before!.inTheBoxVi,
      origin: before!.origin,
    });

    // A new product from an old file has no facts: nothing stated, nothing shown.
    const fresh = iphone.map((row) => ({
      ...row,
      sku: 'PH-OLD-FILE-1',
      name: 'Old File Phone',
      'variation.sku': row['variation.sku'] ? `${row['variation.sku']}-OLD` : '',
    }));
    const created = await importFile(csvOf(fresh, old), 'csv');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [row] = await db().select().from(products).where(eq(products.sku, 'PH-OLD-FILE-1'));
    expect(row).toMatchObject({
      warrantyMonths: null,
      warrantyProvider: null,
      inTheBox: [],
      inTheBoxVi: null,
      origin: null,
    });
  });

  it('round-trips the facts through the JSON export and import', async () => {
    const res = await editor.get('/api/admin/catalog/export?format=json');
    expect(res.status).toBe(200);
    const exported = (typeof res.body === 'string' ? JSON.parse(res.body) : res.body) as Record<
      string,
      unknown
    >[];
    const pad = exported.find((p) => p['sku'] === 'PH-APL-IP17')!;
    expect(pad).toMatchObject({ warrantyMonths: 24, origin: 'IN' });
    const again = await importFile(JSON.stringify(exported), 'json');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(importSummarySchema.parse(again.body)).toMatchObject({ created: 0, updated: 0 });
  });
});

describe('a database seeded before products had facts', () => {
  it("gets the seed's facts once at start, and never again", async () => {
    // As migration 0023 leaves a seeded database: no product states a fact.
    await db().update(products).set({
      warrantyMonths: null,
      warrantyProvider: null,
      inTheBox: [],
      inTheBoxVi: null,
      origin: null,
    });
    expect(await seedFactsIfMissing(db())).toBe(SEED_CATALOG.products.length);
    const [ultra] = await db().select().from(products).where(eq(products.id, ULTRA));
    const seeded = SEED_CATALOG.products.find((p) => p._id === ULTRA)!.facts;
    expect(ultra).toMatchObject(seeded);
    expect(ultra!.warrantyMonths).toBeGreaterThan(0);
    // An editor then clears one product's facts: they stay cleared at the next start.
    await db()
      .update(products)
      .set({
        warrantyMonths: null,
        warrantyProvider: null,
        inTheBox: [],
        inTheBoxVi: null,
        origin: null,
      })
      .where(eq(products.id, ULTRA));
    expect(await seedFactsIfMissing(db())).toBe(0);
    const [cleared] = await db().select().from(products).where(eq(products.id, ULTRA));
    expect(cleared!.warrantyMonths).toBeNull();
    const stated = await db()
      .select({ id: products.id })
      .from(products)
      .where(isNotNull(products.origin));
    expect(stated.length).toBeGreaterThan(0);
  });
});
