// Backups (npm run db:backup / db:restore): every order, its lines and the stock come back from a
// backup, on the engine under test (a PGlite data folder, or PostgreSQL with TEST_DATABASE_URL),
// also when a running PGlite shop holds its folder; a restore never overwrites data unasked.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderResponseSchema } from '../../src/api/schemas/order.ts';
import { createApp } from '../../src/server/api/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { backupDatabase, restoreDatabase } from '../../src/server/api/db/backup.ts';
import { openDatabase, type Db } from '../../src/server/api/db/connect.ts';
import { orderItems, orders, products, variations } from '../../src/server/api/db/schema.ts';
import { startShop } from '../../src/server/main.ts';
import { SEED_REVIEWS } from '../../src/server/api/seed/catalog-data.ts';
import { seedIfEmpty } from '../../src/server/api/seed/seed.ts';
import { findPostgresBin } from '../../scripts/lib/postgres.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { TestClient } from './harness.ts';
import { orderRequest, pickProduct, setStock } from './order-fixtures.ts';

const SLOW = 180_000;
const adminUrl = process.env['TEST_DATABASE_URL'];
const pgBin = findPostgresBin();
const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-test-'));
const databases: string[] = [];

/** An empty database of the engine under test: a folder not yet made, or a new PostgreSQL database. */
async function emptyDatabase(name: string): Promise<string> {
  if (!adminUrl) return path.join(work, name);
  const database = `shop_backup_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  databases.push(database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Every order with its lines, and the stock of every product and variation. */
async function contents(db: Db) {
  return {
    orders: await db
      .select({ id: orders.id, number: orders.orderNumber, status: orders.status })
      .from(orders)
      .orderBy(asc(orders.id)),
    lines: await db
      .select({
        orderId: orderItems.orderId,
        position: orderItems.position,
        productId: orderItems.productId,
        variationId: orderItems.variationId,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
      })
      .from(orderItems)
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    products: await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .orderBy(asc(products.id)),
    variations: await db
      .select({ id: variations.id, stock: variations.stock })
      .from(variations)
      .orderBy(asc(variations.id)),
  };
}

async function contentsOf(url: string) {
  const database = await openDatabase(url);
  try {
    return await contents(database.db);
  } finally {
    await database.close();
  }
}

/** Three guest orders and a customer's order that was cancelled (its stock given back). */
async function placeOrders(db: Db, config: Config): Promise<void> {
  const client = new TestClient(createApp({ db, config }));
  const plain = await pickProduct(db, client, { withVariations: false, nth: 4 });
  const varied = await pickProduct(db, client, { withVariations: true, nth: 3 });
  await setStock(db, plain, 40);
  await setStock(db, varied, 40);
  const baskets = [
    [{ pick: plain, quantity: 2 }],
    [{ pick: varied, quantity: 1 }],
    [
      { pick: plain, quantity: 1 },
      { pick: varied, quantity: 3 },
    ],
  ];
  for (const lines of baskets) {
    const res = await client.post(
      '/api/order/guest-checkout',
      orderRequest(lines, { payment: { method: 'cod' } }),
    );
    expect(res.status).toBe(201);
  }
  await client.signIn();
  const placed = await client.post('/api/order', orderRequest([{ pick: plain, quantity: 5 }]));
  expect(placed.status).toBe(201);
  const { order } = orderResponseSchema.parse(placed.body);
  expect((await client.put(`/api/order/${order._id}/cancel`)).status).toBe(200);
}

let source: string;
let placed: Awaited<ReturnType<typeof contents>>;

beforeAll(async () => {
  source = await emptyDatabase('source');
  const database = await openDatabase(source);
  try {
    await seedIfEmpty(database.db);
    await placeOrders(database.db, loadConfig({}, { databaseUrl: source }));
    placed = await contents(database.db);
  } finally {
    await database.close();
  }
}, SLOW);

afterAll(async () => {
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    for (const name of databases)
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
  rmSync(work, { recursive: true, force: true });
});

describe(`backups (${adminUrl ? 'PostgreSQL' : 'PGlite data folder'})`, () => {
  it(
    'a backup restored into an empty database holds every order with its lines and the same stock',
    async () => {
      const file = path.join(work, 'full.backup');
      expect(await backupDatabase(source, file, { pgBin })).toMatch(/^Backed up /);
      const target = await emptyDatabase('restored');

      const said = await restoreDatabase(target, file, { pgBin });

      expect(said).toContain(`${placed.orders.length} orders`);
      // The seed's delivered orders (behind its reviews) and the four placed here.
      expect(placed.orders).toHaveLength(SEED_REVIEWS.orders.length + 4);
      expect(placed.orders.filter((o) => o.status === 'cancelled')).toHaveLength(1);
      expect(await contentsOf(target)).toEqual(placed);
    },
    SLOW,
  );

  it(
    'a restore refuses a database that already holds data, and --force replaces it',
    async () => {
      const file = path.join(work, 'again.backup');
      await backupDatabase(source, file, { pgBin });
      const target = await emptyDatabase('occupied');
      const occupied = await openDatabase(target);
      await seedIfEmpty(occupied.db);
      await occupied.close();

      await expect(restoreDatabase(target, file, { pgBin })).rejects.toThrow(
        /already holds .*pass --force/,
      );
      expect((await contentsOf(target)).orders).toHaveLength(SEED_REVIEWS.orders.length);

      await restoreDatabase(target, file, { pgBin, force: true });
      expect(await contentsOf(target)).toEqual(placed);
    },
    SLOW,
  );
});

describe('backing up a running shop on PGlite', () => {
  it(
    'asks the shop holding the data folder for its dump (GET /api/admin/backup), which restores whole',
    async () => {
      const folder = path.join(work, 'live');
      vi.stubEnv('DATABASE_URL', folder);
      vi.stubEnv('PORT', String(await freePort()));
      const shop = await startShop({ build: 'never', log: () => {} });
      let live: Awaited<ReturnType<typeof contents>>;
      const file = path.join(work, 'live.tar.gz');
      try {
        await placeOrders(shop.database.db, shop.config);
        live = await contents(shop.database.db);
        const refused = await fetch(`${shop.url}/api/admin/backup`);
        expect(refused.status).toBe(401);

        const said = await backupDatabase(folder, file, {
          shop: { url: shop.url, adminToken: shop.config.adminToken },
        });

        expect(said).toContain('from the running shop');
      } finally {
        await shop.stop();
        vi.unstubAllEnvs();
      }
      const target = path.join(work, 'live-restored');
      await restoreDatabase(target, file);
      expect(await contentsOf(target)).toEqual(live);
    },
    SLOW,
  );
});
