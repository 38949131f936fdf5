// Two shop instances on one PostgreSQL behind nginx, configured from deploy/nginx/shop.conf as an
// operator would (scripts/lib/load-balancer.ts): shoppers read pages and the API and place orders
// through nginx while one instance is stopped with SIGTERM (and started again) and the other is
// killed with SIGKILL. No read may fail, no order (sent with an Idempotency-Key, as the checkout
// sends it) may be refused or placed twice, and every order acknowledged must be in the database.
// Uploaded pictures are shared by the instances through one folder (UPLOADS_DIR).
// Runs when the API suite runs on PostgreSQL (TEST_DATABASE_URL), with the storefront build
// `npm test` makes first (STOREFRONT_BUILD_DIR); nginx must be installed (.ci/run installs it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/api/schemas/catalog.ts';
import { openDatabase, type Database } from '../../src/server/api/db/connect.ts';
import { orders, products as productTable } from '../../src/server/api/db/schema.ts';
import { createStaff } from '../../src/server/api/services/staff.ts';
import { currentBuild } from '../../src/server/host/site-build.ts';
import {
  findNginx,
  failoverPaths,
  runFailover,
  startShopSet,
  type ShopSet,
} from '../../scripts/lib/load-balancer.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { freshDatabaseUrl } from './harness.ts';
import { Browser } from './http-browser.ts';
import { orderRequest } from './order-fixtures.ts';

const onPostgres = process.env['TEST_DATABASE_URL'] !== undefined;
const buildDir = process.env['STOREFRONT_BUILD_DIR'];

let work = '';
let set: ShopSet | null = null;
let database: Database | null = null;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (!onPostgres) return;
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run does)');
  if (!buildDir || currentBuild(buildDir) === null)
    throw new Error('no storefront build: run `npm test`, or set STOREFRONT_BUILD_DIR to a build');
  work = mkdtempSync(path.join(tmpdir(), 'shop-load-balancer-'));
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  set = await startShopSet({
    nginxBin,
    env: {
      DATABASE_URL: fresh.url,
      JWT_SECRET: 'load-balancer-test-jwt-secret-0123456789',
      CSRF_SECRET: 'load-balancer-test-csrf-secret-0123456789',
      ADMIN_TOKEN: 'load-balancer-test-admin-token',
      // Both instances serve one build and store pictures in one folder (on several machines, a
      // shared mount).
      SITE_DIR: buildDir,
      UPLOADS_DIR: path.join(work, 'uploads'),
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    dir: work,
    port: await freePort(),
    shopPorts: [await freePort(), await freePort()],
  });
  database = await openDatabase(fresh.url);
}, 240_000);

afterAll(async () => {
  await set?.close();
  await database?.close();
  await drop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

async function catalogue(): Promise<Product[]> {
  const res = await fetch(`${set!.nginx.url}/api/product?limit=40`);
  return ((await res.json()) as { products: Product[] }).products;
}

describe.runIf(onPostgres)('two instances behind nginx', () => {
  it('serves pages and API reads, keeps a public page for a second and never a private answer', async () => {
    const product = (await catalogue())[0]!;
    for (const route of ['/', '/products', `/product/${product._id}`, '/vi/products']) {
      const first = await fetch(`${set!.nginx.url}${route}`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(first.status, route).toBe(200);
      expect(first.headers.get('content-encoding'), route).toBe('br');
      await first.arrayBuffer();
      const again = await fetch(`${set!.nginx.url}${route}`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      await again.arrayBuffer();
      expect(again.headers.get('x-proxy-cache'), route).toMatch(/^(HIT|UPDATING|REVALIDATED)$/);
    }
    const api = await fetch(`${set!.nginx.url}/api/product?limit=3`);
    expect(api.status).toBe(200);
    expect(api.headers.get('x-proxy-cache')).toBeNull();
    const csrf = await fetch(`${set!.nginx.url}/api/auth/csrf-token`);
    expect(csrf.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('shares an uploaded picture: stored through one instance, served by both', async () => {
    const editor = { email: 'editor@lb.example', name: 'Editor', password: 'editor-password-1' };
    await createStaff(database!.db, { ...editor, role: 'editor' }, { actor: 'test' });
    const browser = await new Browser().startSession(set!.nginx.url);
    const signIn = await browser.call(set!.nginx.url, 'POST', '/admin/auth/sign-in', {
      email: editor.email,
      password: editor.password,
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    browser.accessToken = signIn.body!['accessToken'];
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#070' } })
        .png()
        .toBuffer(),
    );
    const stored = await browser.call(set!.shopUrl(0), 'POST', '/admin/images', undefined, {
      bytes: png,
      type: 'image/png',
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const picture = stored.body!['url'] as string;
    for (const base of [set!.shopUrl(0), set!.shopUrl(1), set!.nginx.url]) {
      const res = await fetch(`${base}${picture}`);
      expect(res.status, `${base}${picture}`).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    }
  });

  it('loses no read and no acknowledged order while one instance stops (SIGTERM) and another is killed (SIGKILL)', async () => {
    const products = (await catalogue()).filter((p) => !p.hasVariations && p.stock >= 50);
    expect(products.length).toBeGreaterThan(3);
    const paths = failoverPaths([products[0]!._id, products[1]!._id]);
    // Enough stock that none sells out: a refused order then means the instances refused it.
    await database!.db
      .update(productTable)
      .set({ stock: 100_000 })
      .where(
        inArray(
          productTable.id,
          products.map((product) => product._id),
        ),
      );
    const [before] = await database!.db.select({ n: count() }).from(orders);
    const result = await runFailover(set!, {
      readers: 8,
      buyers: 4,
      paths,
      order: (buyer, i) =>
        orderRequest(
          [
            {
              pick: {
                product: products[(buyer + i) % products.length]!,
                variation: null,
                variations: [],
              },
              quantity: 1,
            },
          ],
          { address: { email: `lb-buyer-${buyer}@example.com` } },
        ),
    });
    const { failedReads, reads, acknowledged, refusedOrders } = result;

    expect(failedReads, set!.nginx.errors().slice(-3000)).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    expect(acknowledged.length, refusedOrders.slice(0, 3).join('\n')).toBeGreaterThan(10);
    // Every order carried an Idempotency-Key, as the checkout's do: one in flight on the instance
    // that stopped or died was sent again to the other, which placed it or found it placed. So
    // none was refused, each acknowledged once, and no order exists that was not acknowledged.
    expect(refusedOrders).toEqual([]);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    const stored = await database!.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, acknowledged));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    const [all] = await database!.db.select({ n: count() }).from(orders);
    expect(all!.n - before!.n).toBe(acknowledged.length);
  }, 180_000);
});
