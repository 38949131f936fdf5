// The real shop (startShop) on a port of its own and a throw-away database, for tests that need
// its whole HTTP stack (admission control, the log, /metrics, the storefront host): the settings
// it is given are set in the environment while it runs and put back after, the site is a real
// storefront build (`siteDir`) or a temporary folder (empty, or made by `site`), and a shopper
// (cookies and the CSRF token, as TestClient keeps them) talks to it over the port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/api/context.ts';
import { openDatabase, type Database } from '../../src/server/api/db/connect.ts';
import { startShop, type RunningShop } from '../../src/server/main.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { freshDatabaseUrl, TestClient } from './harness.ts';

export interface ShopOnPort {
  shop: RunningShop;
  database: Database;
  /** http://127.0.0.1:PORT */
  base: string;
  shopper: TestClient;
  /** Stops the shop, drops the database and the site folder, puts the environment back. */
  close(): Promise<void>;
}

export interface ShopOnPortOptions {
  /** Environment settings while the shop runs (secrets, limits, …). */
  settings: Record<string, string>;
  /** The temporary site folder's name prefix. */
  name: string;
  /** A storefront build to serve (kept after); a temporary folder otherwise. */
  siteDir?: string;
  /** Fills the temporary site folder (a stand-in storefront build); left empty otherwise. */
  site?: (dir: string) => void;
  /** Done to the fresh database before the shop opens it (a catalogue of a given size). */
  prepare?: (database: Database) => Promise<unknown>;
  /** Where the shop's start-up lines go (the shop's logger by default). */
  log?: (line: string) => void;
}

export async function startShopOnPort(options: ShopOnPortOptions): Promise<ShopOnPort> {
  const fresh = await freshDatabaseUrl();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const before: Record<string, string | undefined> = {};
  for (const name of [...Object.keys(options.settings), 'PORT', 'API_URL'])
    before[name] = process.env[name];
  Object.assign(process.env, options.settings, { PORT: String(port) });
  delete process.env['API_URL'];
  const tempDir = options.siteDir ? null : mkdtempSync(path.join(tmpdir(), `${options.name}-`));
  if (tempDir) options.site?.(tempDir);
  const siteDir = options.siteDir ?? tempDir!;
  let shop: RunningShop | undefined;
  const close = async () => {
    await shop?.stop();
    await fresh.drop();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase(fresh.url);
    await options.prepare?.(database);
    shop = await startShop({
      database,
      siteDir,
      build: 'never',
      warm: false,
      ...(options.log ? { log: options.log } : {}),
    });
    const overHttp = { request: (p: string, init?: RequestInit) => fetch(`${base}${p}`, init) };
    const shopper = new TestClient(overHttp as unknown as Hono<AppEnv>);
    await shopper.fetchCsrf();
    return { shop, database, base, shopper, close };
  } catch (error) {
    await close();
    throw error;
  }
}
