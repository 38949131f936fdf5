// A big import and the shop meanwhile: the file is checked whole before anything is written, with
// no transaction open (a dry run opens none at all); a product is bounded while it is read (rows of
// one SKU, its size), so a huge file is refused as soon as it passes a bound; the file is written
// in chunks, each one short transaction, so the shop answers in between; and an import that stops
// part-way says how many products are in the shop, keeps each chunk whole, and is finished by
// importing the same file again.
import { inTransaction } from '../../src/server/api/db/transaction.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  importInterruptionSchema,
  importLineSchema,
  importSummarySchema,
  type ImportProgress,
} from '../../src/api/schemas/catalog-import.ts';
import { variationsResponseSchema } from '../../src/api/schemas/catalog.ts';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_MESSAGES,
  PRODUCT_COLUMNS,
  VARIATION_COLUMNS,
  importInterrupted,
  tooManyRows,
} from '../../src/lib/catalog-import.ts';
import { catalogChangesFor } from '../../src/server/api/catalog-changes.ts';
import type { Db } from '../../src/server/api/db/connect.ts';
import { auditLog, products, productSearch, variations } from '../../src/server/api/db/schema.ts';
import {
  importCatalog,
  type CatalogSource,
  type ImportDeps,
} from '../../src/server/api/services/catalog-import.ts';
import { writeChunk } from '../../src/server/api/services/catalog-import-chunk.ts';
import { catalogCommand, parseCatalogCommand } from '../../scripts/lib/catalog-command.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { recordingDb } from './recording-db.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let editor: TestClient;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = (await staffClient(ctx, 'editor')).client;
});
afterAll(() => ctx?.close());

const HEADER = [...PRODUCT_COLUMNS, ...VARIATION_COLUMNS];
type Cells = Partial<Record<(typeof HEADER)[number], string>>;
const row = (cells: Cells) => `${HEADER.map((column) => cells[column] ?? '').join(',')}\n`;
const cable = (sku: string, cells: Cells = {}) =>
  row({
    sku,
    name: 'Chunk cable',
    category: 'accessories',
    brand: 'Anker',
    price: '190000',
    stock: '5',
    ...cells,
  });
/** `n` one-row products named `<prefix>-<i>`, as CSV with its header. */
const cables = (prefix: string, n: number, cells: Cells = {}) =>
  `${HEADER.join(',')}\n${Array.from({ length: n }, (_, i) => cable(`${prefix}-${i}`, cells)).join('')}`;

const who = { actor: 'test' } as const;
const depsOf = (database: Db): ImportDeps => ({
  db: database,
  now: () => new Date(),
  catalogChanges: catalogChangesFor(),
});
const textSource = (text: string): CatalogSource => ({
  format: 'csv',
  open: () => Readable.from([Buffer.from(text)]),
});

/** The database, with the transactions the import opens counted (how many, how many open now). */
function countingTransactions(database: Db) {
  const seen = { opened: 0, open: 0 };
  const wrapped = new Proxy(database, {
    get(target, key) {
      if (key === 'transaction')
        return async (work: (tx: Db) => Promise<unknown>) => {
          seen.opened += 1;
          seen.open += 1;
          try {
            // eslint-disable-next-line no-restricted-syntax -- counts the transactions inTransaction opens
            return await target.transaction(work);
          } finally {
            seen.open -= 1;
          }
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, seen };
}

const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

const productsLike = async (prefix: string) =>
  (
    await db()
      .select({ n: count() })
      .from(products)
      .where(like(products.sku, `${prefix}-%`))
  )[0]!.n;

describe('checked before anything is written', () => {
  it('a dry run opens no transaction, and neither does a file with bad rows', async () => {
    const { db: counted, seen } = countingTransactions(db());
    const dry = await importCatalog(depsOf(counted), textSource(cables('DRYTX', 250)), {
      dryRun: true,
      who,
    });
    expect(dry).toEqual({
      summary: {
        dryRun: true,
        products: 250,
        created: 250,
        updated: 0,
        unchanged: 0,
        change: null,
      },
    });
    const bad = await importCatalog(
      depsOf(counted),
      textSource(cables('BADTX', 250, { price: 'abc' })),
      { dryRun: false, who },
    );
    expect('rejection' in bad && bad.rejection.problems).toBe(250);
    expect(seen.opened).toBe(0);
    expect(await productsLike('DRYTX')).toBe(0);
  });

  it('never reads the file inside a transaction, and writes what it checked without reading the file again: a catalogue read is answered at every pause of a big import', async () => {
    const { db: counted, seen } = countingTransactions(db());
    const PAUSE_AT = 250;
    const rows = cables('PAUSE', 320).split('\n');
    const parked = [deferred(), deferred()];
    const released = [deferred(), deferred()];
    let opened = 0;
    const source: CatalogSource = {
      format: 'csv',
      open: () => {
        const pass = opened++;
        return Readable.from(
          (async function* () {
            for (const [i, line] of rows.entries()) {
              // Each pass over the file stops at row PAUSE_AT until the test lets it go on.
              if (i === PAUSE_AT && parked[pass]) {
                parked[pass].resolve();
                await released[pass]!.promise;
              }
              yield Buffer.from(`${line}\n`);
            }
          })(),
        );
      },
    };
    const written = deferred();
    const onProgress = (progress: ImportProgress) => {
      if (progress.phase === 'write' && progress.done >= IMPORT_BATCH_SIZE) written.resolve();
    };
    const running = importCatalog(depsOf(counted), source, { dryRun: false, who, onProgress });
    try {
      // The count, then the check; the file is then closed for good.
      for (const pass of [0, 1]) {
        await parked[pass]!.promise;
        expect(seen.open, `pass ${pass + 1}`).toBe(0);
        const read = await ctx.client().get('/api/product/category');
        expect(read.status).toBe(200);
        released[pass]!.resolve();
      }
      // The writing, which has written its first chunk by then.
      await written.promise;
      const read = await ctx.client().get('/api/product/category');
      expect(read.status).toBe(200);
    } finally {
      for (const gate of released) gate.resolve();
    }
    const outcome = await running;
    expect(outcome).toMatchObject({ summary: { products: 320, created: 320 } });
    expect(opened).toBe(2);
    // One transaction a chunk.
    expect(seen.opened).toBe(Math.ceil(320 / IMPORT_BATCH_SIZE));
  });

  it('writes nothing when the only bad row is the last line of a file of several chunks', async () => {
    const { db: counted, seen } = countingTransactions(db());
    const good = cables('LASTBAD', 250).trimEnd();
    const bad = cable('LASTBAD-BAD', { price: 'abc' }).trimEnd();
    const text = `${good}\n${bad}\n`;
    const outcome = await importCatalog(depsOf(counted), textSource(text), {
      dryRun: false,
      who,
    });
    const lastLine = text.trimEnd().split('\n').length;
    expect(outcome).toEqual({
      rejection: expect.objectContaining({
        rows: [{ line: lastLine, field: 'price', message: IMPORT_MESSAGES.wholeNumber }],
        problems: 1,
      }),
    });
    expect(seen.opened).toBe(0);
    expect(await productsLike('LASTBAD')).toBe(0);
  });
});

describe('bounded while reading', () => {
  it('refuses a product’s rows past the variation limit at once, naming its SKU, and reads no further', async () => {
    let pulled = 0;
    const source: CatalogSource = {
      format: 'csv',
      open: () =>
        Readable.from(
          (function* () {
            yield Buffer.from(`${HEADER.join(',')}\n`);
            for (let i = 0; i < 20_000; i++) {
              pulled += 1;
              yield Buffer.from(
                cable('ONE-SKU', {
                  price: '',
                  stock: '',
                  'variation.sku': `ONE-SKU-${i}`,
                  'variation.price': '1000',
                  'variation.stock': '1',
                  'variation.isDefault': i === 0 ? 'true' : 'false',
                  'variation.size': `S${i}`,
                }),
              );
            }
          })(),
        ),
    };
    const outcome = await importCatalog(depsOf(db()), source, { dryRun: true, who });
    expect(outcome).toEqual({
      rejection: expect.objectContaining({
        rows: [{ line: 102, field: 'sku', message: tooManyRows('ONE-SKU') }],
        problems: 1,
      }),
    });
    expect(pulled).toBeLessThan(1000);
  });

  it('refuses a product larger than the limit, in a CSV cell or a JSON value, without reading on', async () => {
    const big = 'a'.repeat(64 * 1024);
    let pulled = 0;
    const streamed = (start: string, pieces: number) =>
      Readable.from(
        (function* () {
          yield Buffer.from(start);
          for (let i = 0; i < pieces; i++) {
            pulled += 1;
            yield Buffer.from(big);
          }
          yield Buffer.from('"}]');
        })(),
      );
    const json = await importCatalog(
      depsOf(db()),
      { format: 'json', open: () => streamed('[{"sku":"BIG","name":"', 1000) },
      { dryRun: true, who },
    );
    expect(json).toMatchObject({
      rejection: { rows: [{ line: 1, field: '', message: IMPORT_MESSAGES.productTooLarge }] },
    });
    expect(pulled).toBeLessThan(200);
    pulled = 0;
    const csv = await importCatalog(
      depsOf(db()),
      { format: 'csv', open: () => streamed(`${HEADER.join(',')}\nBIG,"`, 1000) },
      { dryRun: true, who },
    );
    expect(csv).toMatchObject({
      rejection: { rows: [{ line: 2, field: '', message: IMPORT_MESSAGES.productTooLarge }] },
    });
    expect(pulled).toBeLessThan(200);
  });
});

describe('written in chunks', () => {
  /** Makes inserting the product of `sku` fail with SQLSTATE `code`, as a concurrent write or a failing database would. */
  const failInsertOf = async (sku: string, code: string) => {
    await db().execute(
      sql.raw(`
        CREATE OR REPLACE FUNCTION import_test_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF NEW.sku = '${sku}' THEN RAISE EXCEPTION 'test failure' USING ERRCODE = '${code}'; END IF;
          RETURN NEW;
        END $$`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER import_test_failure BEFORE INSERT ON products
        FOR EACH ROW EXECUTE FUNCTION import_test_failure()`),
    );
  };
  const stopFailing = () => db().execute(sql.raw('DROP TRIGGER import_test_failure ON products'));
  const post = (text: string, stream = false) =>
    editor.request('POST', '/api/admin/catalog/import', {
      raw: text,
      headers: {
        'Content-Type': 'text/csv',
        ...(stream ? { Accept: 'application/x-ndjson' } : {}),
      },
    });

  it('stopped by a conflict part-way: 409 saying how many products are in the shop, each chunk whole, and the same file finishes it', async () => {
    const file = cables('HALT', 250);
    // The 151st product: in the second chunk, whose other products must not be written either.
    await failInsertOf('HALT-150', '23505');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stopped = await post(file);
    await stopFailing();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^Catalogue import stopped after 100 of 250 products: .*23505/s),
    );
    log.mockRestore();
    expect(stopped.status).toBe(409);
    expect(importInterruptionSchema.parse(stopped.body)).toEqual({
      message: importInterrupted(IMPORT_MESSAGES.changedMeanwhile, 100, 250),
      products: 250,
      applied: 100,
      created: 100,
      updated: 0,
      unchanged: 0,
    });
    const written = await db()
      .select({ sku: products.sku })
      .from(products)
      .where(like(products.sku, 'HALT-%'));
    expect(written.map((p) => Number(p.sku.slice('HALT-'.length))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
    const [record] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(record).toMatchObject({
      action: 'catalog.import',
      after: { products: 250, applied: 100, created: 100, interrupted: true },
    });

    const finished = await post(file);
    expect(finished.status).toBe(200);
    expect(importSummarySchema.parse(finished.body)).toMatchObject({
      products: 250,
      created: 150,
      updated: 0,
      unchanged: 100,
    });
    expect(await productsLike('HALT')).toBe(250);
    const again = await post(file);
    expect(importSummarySchema.parse(again.body)).toMatchObject({ created: 0, unchanged: 250 });
  });

  it('stopped by the database failing part-way: 503 with the same account, also as the stream’s last line', async () => {
    await failInsertOf('DOWN-120', 'XX000');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const plain = await post(cables('DOWN', 130));
    const streamed = await post(cables('DOWN', 130), true);
    await stopFailing();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
    expect(plain.status).toBe(503);
    const interruption = {
      message: importInterrupted(IMPORT_MESSAGES.writeFailed, 100, 130),
      products: 130,
      applied: 100,
      created: 100,
      updated: 0,
      unchanged: 0,
    };
    expect(importInterruptionSchema.parse(plain.body)).toEqual(interruption);
    const lines = String(streamed.body)
      .trim()
      .split('\n')
      .map((line) => importLineSchema.parse(JSON.parse(line)));
    // The second time the first chunk is already there, unchanged.
    expect(lines.at(-1)).toEqual({
      interrupted: { ...interruption, created: 0, unchanged: 100 },
    });
    expect(lines).toContainEqual({ progress: { phase: 'write', done: 100, total: 130 } });
    expect(await productsLike('DOWN')).toBe(100);
  });

  it('npm run catalog says how far an import got when it stopped, and exits 1', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'catalog-stop-'));
    try {
      const file = path.join(folder, 'cables.csv');
      writeFileSync(file, cables('CLISTOP', 150));
      await failInsertOf('CLISTOP-140', 'XX000');
      let err = '';
      const code = await catalogCommand(parseCatalogCommand(['import', file]), depsOf(db()), {
        out: () => {},
        err: (text) => (err += text),
        tty: false,
      });
      await stopFailing();
      expect(code).toBe(1);
      expect(err).toContain(
        `${file}: ${importInterrupted(IMPORT_MESSAGES.writeFailed, 100, 150)}\n  (test failure)\n`,
      );
      expect(await productsLike('CLISTOP')).toBe(100);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes a chunk in one go: creates, then finds nothing to change, then updates with the next version', async () => {
    const write = (stock: number) =>
      [0, 1].map((n) => ({
        sku: `ONEGO-${n}`,
        name: 'One go',
        description: '',
        shortDescription: '',
        category: 'accessories',
        brand: 'Anker',
        criteria: [],
        featured: false,
        fields: {},
        images: [],
        variations: [
          {
            sku: `ONEGO-${n}-A`,
            price: 100_000,
            stock,
            isDefault: true,
            attributes: [{ type: 'Size' as const, value: 'A' }],
          },
        ],
      }));
    const run = (stock: number) =>
      inTransaction(db(), (tx) => writeChunk(tx, write(stock), who, new Date()));
    expect((await run(1)).counts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const before = await db()
      .select()
      .from(variations)
      .where(inArray(variations.sku, ['ONEGO-0-A', 'ONEGO-1-A']));
    expect(await run(1)).toEqual({ counts: { created: 0, updated: 0, unchanged: 2 }, tags: [] });
    const updated = await run(7);
    expect(updated.counts).toEqual({ created: 0, updated: 2, unchanged: 0 });
    const rows = await db().select().from(products).where(like(products.sku, 'ONEGO-%'));
    expect(rows.map((p) => [p.version, p.stock])).toEqual([
      [2, 7],
      [2, 7],
    ]);
    const after = await db()
      .select()
      .from(variations)
      .where(inArray(variations.sku, ['ONEGO-0-A', 'ONEGO-1-A']));
    // A kept variation keeps its row.
    expect(after.map((v) => v.id).sort()).toEqual(before.map((v) => v.id).sort());
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, rows[0]!.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'product.update',
      before: { stock: 1, version: 1 },
      after: { stock: 7, version: 2 },
    });
  });
});

describe('batched statements', () => {
  /** Statements a chunk may cost, both passes (check and write) together. */
  const STATEMENTS_PER_CHUNK_MAX = 10;
  /** `n` products of `each` variations as CSV: SKUs `<prefix>-<i>`, variations `<prefix>-<i>-<v>`. */
  const varied = (prefix: string, n: number, each: number, cells: Cells = {}) =>
    `${HEADER.join(',')}\n${Array.from({ length: n }, (_, i) =>
      Array.from({ length: each }, (_, v) =>
        cable(`${prefix}-${i}`, {
          price: '',
          stock: '',
          'variation.sku': `${prefix}-${i}-${v}`,
          'variation.price': String(100_000 + v * 1000),
          'variation.stock': String(v + 1),
          'variation.isDefault': v === 0 ? 'true' : 'false',
          'variation.size': `S${v}`,
          ...cells,
        }),
      ).join(''),
    ).join('')}`;

  /**
   * Imports `text` through a handle that counts the statements it sends (transaction control left
   * out: PGlite opens and ends its transactions without drizzle).
   */
  async function counted(text: string) {
    let sent = 0;
    const recording = recordingDb(ctx, (query) => {
      if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query)) sent += 1;
    });
    try {
      const outcome = await importCatalog(depsOf(recording.db), textSource(text), {
        dryRun: false,
        who,
      });
      return { sent, outcome };
    } finally {
      await recording.close();
    }
  }

  it('costs a few statements a chunk, however many products and variations the chunk holds', async () => {
    const two = await counted(varied('STMA', 2 * IMPORT_BATCH_SIZE, 1));
    const twoWide = await counted(varied('STMB', 2 * IMPORT_BATCH_SIZE, 12));
    const four = await counted(varied('STMC', 4 * IMPORT_BATCH_SIZE, 1));
    expect(two.outcome).toMatchObject({ summary: { created: 2 * IMPORT_BATCH_SIZE } });
    expect(twoWide.outcome).toMatchObject({ summary: { created: 2 * IMPORT_BATCH_SIZE } });
    expect(four.outcome).toMatchObject({ summary: { created: 4 * IMPORT_BATCH_SIZE } });
    // Twelve times the rows, the same statements.
    expect(twoWide.sent).toBe(two.sent);
    const perChunk = (four.sent - two.sent) / 2;
    expect(perChunk).toBeGreaterThan(0);
    expect(perChunk).toBeLessThanOrEqual(STATEMENTS_PER_CHUNK_MAX);
    // Besides its chunks, an import reads the categories' fields and records itself in the audit log.
    expect(four.sent).toBe(4 * perChunk + 2);
  });

  it('writes the file’s catalogue: imported again it changes nothing, edited it updates in place', async () => {
    const N = 150;
    const first = await counted(varied('SAME', N, 3));
    expect(first.outcome).toMatchObject({ summary: { created: N } });
    const again = await counted(varied('SAME', N, 3));
    expect(again.outcome).toMatchObject({ summary: { created: 0, updated: 0, unchanged: N } });
    const variationsOf = async () =>
      db()
        .select({ sku: variations.sku, id: variations.id, price: variations.price })
        .from(variations)
        .where(like(variations.sku, 'SAME-%'));
    const before = new Map((await variationsOf()).map((v) => [v.sku, v.id]));
    expect(before.size).toBe(N * 3);

    // Renamed, variation 2 gone, variation 3 new, every price 5,000 higher.
    const edited = varied('SAME', N, 4, { name: 'Renamed cable' })
      .split('\n')
      .filter((line) => !/,SAME-\d+-2,/.test(line))
      .join('\n')
      .replace(/,(10\d)000,/g, (_, k: string) => `,${Number(k) * 1000 + 5000},`);
    const updated = await counted(edited);
    expect(updated.outcome).toMatchObject({ summary: { created: 0, updated: N, unchanged: 0 } });
    const after = await variationsOf();
    expect(after.map((v) => v.sku).sort()).toEqual(
      Array.from({ length: N }, (_, i) => [0, 1, 3].map((v) => `SAME-${i}-${v}`))
        .flat()
        .sort(),
    );
    for (const v of after) {
      // A kept variation keeps its row; its price is the file's.
      if (!v.sku.endsWith('-3')) expect(v.id, v.sku).toBe(before.get(v.sku));
      expect(v.price, v.sku).toBe(100_000 + Number(v.sku.at(-1)) * 1000 + 5000);
    }
    const rows = await db()
      .select({ id: products.id, version: products.version, price: products.price })
      .from(products)
      .where(like(products.sku, 'SAME-%'));
    expect(rows).toHaveLength(N);
    expect(new Set(rows.map((p) => `${p.version} ${p.price}`))).toEqual(new Set(['2 105000']));
    // Search reads the new name of every product.
    const searched = await db()
      .select({ name: productSearch.name })
      .from(productSearch)
      .where(
        inArray(
          productSearch.id,
          rows.map((p) => p.id),
        ),
      );
    expect(searched).toHaveLength(N);
    expect(new Set(searched.map((p) => p.name))).toEqual(new Set(['Renamed cable']));
    const res = await ctx.client().get(`/api/product/${rows[0]!.id}/variations`);
    expect(res.status).toBe(200);
    expect(
      variationsResponseSchema
        .parse(res.body)
        .variations.map((v) => [v.sku.replace(/^SAME-\d+-/, ''), v.price]),
    ).toEqual([
      ['0', 105_000],
      ['1', 106_000],
      ['3', 108_000],
    ]);
  });
});
