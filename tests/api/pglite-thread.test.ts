// The embedded database on a worker thread of its own (PGLITE_THREAD=worker, the default for a data
// folder): the API runs through it as it does through PGlite in process (reads, writes, a
// transaction rolled back, a flash sale, a unique index's refusal, the backup dump), the thread
// that serves keeps running while a long statement runs, and closing lets the folder go.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { openDatabase, type Database } from '../../src/server/api/db/connect.ts';
import { isUniqueViolation } from '../../src/server/api/db/errors.ts';
import { categories, products } from '../../src/server/api/db/schema.ts';
import { inTransaction } from '../../src/server/api/db/transaction.ts';
import { seedIfEmpty } from '../../src/server/api/seed/seed.ts';
import { contextOver, listProducts, type TestContext } from './harness.ts';
import { expectFlashSale } from './order-fixtures.ts';
import { staffClient } from './staff-fixtures.ts';

const SLOW = 120_000;

let work: string;
let folder: string;
let ctx: TestContext;
/** Errors the database thread reported as lost (it must not die in these tests). */
const lost: Error[] = [];

const openInWorker = (): Promise<Database> =>
  openDatabase(folder, { thread: 'worker', onLost: (error) => lost.push(error) });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'shop-pglite-thread-'));
  folder = path.join(work, 'shop');
  const database = await openInWorker();
  // Seeded through the worker, as a first start seeds an empty folder.
  await seedIfEmpty(database.db);
  ctx = contextOver(folder, database, async () => {}, { database });
}, SLOW);

afterAll(async () => {
  await ctx?.close();
  await rm(work, { recursive: true, force: true });
  expect(lost).toEqual([]);
});

const db = () => ctx.database.db;

describe('PGlite on a worker thread, serving a data folder', () => {
  it('keeps the engine PGlite, with no client on the serving thread but a dump', () => {
    expect(ctx.database.engine).toBe('pglite');
    expect(ctx.database.pglite).toBeUndefined();
    expect(ctx.database.dump).toBeTypeOf('function');
  });

  it('answers the catalogue: categories, a listing, a product and a search', async () => {
    const client = ctx.client();
    const listed = await client.get('/api/product/category');
    const [row] = await db().select({ total: count() }).from(categories);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(row!.total);

    const page = await listProducts(client, { sortBy: 'price' });
    expect(page.products.length).toBeGreaterThan(0);
    const product = page.products[0]!;
    const one = await client.get(`/api/product/${product._id}`);
    expect(one.status).toBe(200);

    const found = await client.get(`/api/search?${new URLSearchParams({ query: product.name })}`);
    expect(found.status).toBe(200);
    expect(found.body.products.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it('keeps a write and rolls back a transaction that fails, leaving nothing of it', async () => {
    const [product] = await db().select().from(products).limit(1);
    const renamed = `${product!.name} (thread)`;
    await db().update(products).set({ name: renamed }).where(eq(products.id, product!.id));

    const failed = inTransaction(db(), async (tx) => {
      await tx.update(products).set({ name: 'never kept' }).where(eq(products.id, product!.id));
      throw new Error('the work failed half-way');
    });

    await expect(failed).rejects.toThrow('the work failed half-way');
    const [after] = await db()
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(after!.name).toBe(renamed);
  });

  it(
    'sells exactly the 5 units in stock to 50 simultaneous guests, the others told it is out of stock, no server error',
    async () => {
      await expectFlashSale(ctx, { buyers: 50, units: 5, nth: 2 });
    },
    SLOW,
  );

  it('reports a unique index refusal as PostgreSQL 23505, and the API answers it 409', async () => {
    const [category] = await db().select().from(categories).limit(1);
    const duplicate = db()
      .insert(categories)
      .values({ ...category!, id: `${category!.id}-copy` });
    const error = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);

    // Two creations at once both pass the service's look-up; the unique index refuses the second.
    const admin = await staffClient(ctx, 'admin');
    const member = { email: 'twice@example.com', name: 'Twice', role: 'editor' as const };
    const responses = await Promise.all(
      [0, 1].map(() =>
        admin.client.post('/api/admin/staff', { ...member, password: 'initial-password-1' }),
      ),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = responses.find((res) => res.status === 409)!;
    expect(apiErrorSchema.parse(refused.body).message).toBe(STAFF_MESSAGES.emailTaken);
  });

  it('sends the backup dump from the worker, a data folder that opens with the same catalogue', async () => {
    const res = await ctx.app.request('/api/admin/backup', {
      headers: { Authorization: `Bearer ${ctx.config.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/gzip');

    const copy = await openDatabase('memory://', { loadDataDir: await res.blob() });
    try {
      const [mine] = await db().select({ total: count() }).from(products);
      const [theirs] = await copy.db.select({ total: count() }).from(products);
      expect(theirs!.total).toBe(mine!.total);
    } finally {
      await copy.close();
    }
  });

  it('keeps the serving thread running while the worker runs a long statement', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await db().execute(sql`select count(*) from generate_series(1, 2000000)`);
    } finally {
      clearInterval(timer);
    }
    // In process, the statement would hold this thread from its start to its end: no tick at all.
    expect(ticks).toBeGreaterThan(10);
  });

  it(
    'refuses a folder the database thread cannot open, with its reason, and lets the folder go',
    async () => {
      const broken = path.join(work, 'broken');
      await mkdir(broken);
      await writeFile(path.join(broken, 'PG_VERSION'), '9\n');

      await expect(openDatabase(broken, { thread: 'worker' })).rejects.toThrow(/PGlite/);

      expect(existsSync(`${broken}.lock`)).toBe(false);
    },
    SLOW,
  );

  it(
    'lets the data folder go on close: a second open finds what the first one wrote',
    async () => {
      const [before] = await db().select({ total: count() }).from(products);
      await ctx.close();
      const again = await openInWorker();
      ctx = contextOver(folder, again, async () => {}, { database: again });
      const [after] = await db().select({ total: count() }).from(products);
      expect(after!.total).toBe(before!.total);
    },
    SLOW,
  );
});
