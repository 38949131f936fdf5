// The API under test: a database of its own (PGlite in memory, or a throw-away PostgreSQL database
// when TEST_DATABASE_URL is set) copied from the one the global setup migrated and seeded for the
// run, the Hono app in process, and a cookie-keeping client.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../../src/server/api/app.ts';
import {
  loadConfig,
  loadRateLimits,
  type Config,
  type RateLimits,
} from '../../src/server/config.ts';
import { desc } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../src/server/api/db/connect.ts';
import { catalogChanges } from '../../src/server/api/db/schema.ts';
import type { AppEnv } from '../../src/server/api/context.ts';
import { expect, inject } from 'vitest';
import type { DatabaseSnapshots } from '../setup/database-snapshots.ts';
import { productListSchema, type ProductList } from '../../src/api/schemas/index.ts';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';

/** A query string of test parameters (numbers written as they are). */
export const queryString = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** `GET /api/product` with `params`: must answer 200, parsed with the contract schema. */
export async function listProducts(
  client: TestClient,
  params: Record<string, string | number> = {},
): Promise<ProductList> {
  const res = await client.get(`/api/product?${queryString(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return productListSchema.parse(res.body);
}

/** Every product `GET /api/product` lists with `params`, read page by page (100 a page). */
export async function listWholeCatalogue(
  client: TestClient,
  params: Record<string, string | number> = {},
): Promise<ProductList['products']> {
  const all: ProductList['products'] = [];
  for (let page = 1; ; page++) {
    const body = await listProducts(client, { ...params, page, limit: 100 });
    all.push(...body.products);
    if (page >= body.pagination.pages) return all;
  }
}

/** The page-cache tags of the newest catalogue change recorded (none when there is none). */
export async function lastChangeTags(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ tags: catalogChanges.tags })
    .from(catalogChanges)
    .orderBy(desc(catalogChanges.id))
    .limit(1);
  return row?.tags ?? [];
}

/** The seeded demo customer's sign-in. */
export const DEMO = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } as const;

/**
 * A database of the test's own: PGlite in memory, or a new PostgreSQL database to drop after.
 * Empty (not even migrated) unless `template` names a template database to copy.
 */
export async function freshDatabaseUrl(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) return { url: 'memory://', drop: async () => {} };
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The snapshots the global setup made for this run (tests/setup/database-snapshots.ts). */
function snapshots(): DatabaseSnapshots {
  const made = inject('databaseSnapshots');
  const engine = process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite';
  if (made?.engine !== engine)
    throw new Error(`no ${engine} database snapshot: run the API tests with vitest's api project`);
  return made;
}

/** Each PGlite tarball read once per test file. */
const tarballs = new Map<string, Promise<Blob>>();
const tarball = (file: string): Promise<Blob> => {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(file, blob);
  }
  return blob;
};

/** A copy of the run's migrated database, seeded or empty: the database of one test context. */
async function snapshotCopy(
  seed: boolean,
): Promise<{ url: string; database: Database; drop: () => Promise<void> }> {
  const made = snapshots();
  const source = seed ? made.seeded : made.empty;
  if (made.engine === 'pglite') {
    const url = 'memory://';
    // TEST_PGLITE_THREAD=worker runs each test's PGlite on a worker thread, as a shop on a data
    // folder does (PGLITE_THREAD), to run a test file against that way of serving it.
    const thread = process.env['TEST_PGLITE_THREAD'] === 'worker' ? 'worker' : 'main';
    const database = await openDatabase(url, { loadDataDir: await tarball(source), thread });
    return { url, database, drop: async () => {} };
  }
  const { url, drop } = await freshDatabaseUrl(source);
  try {
    return { url, database: await openDatabase(url), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

export interface TestContext {
  app: Hono<AppEnv>;
  database: Database;
  config: Config;
  client: () => TestClient;
  /** A new client signed up as a fresh customer (its own e-mail), with the sign-in it used. */
  customer: () => Promise<{ client: TestClient; email: string; password: string }>;
  close: () => Promise<void>;
}

export interface TestContextOptions extends Partial<Omit<AppOptions, 'db' | 'config'>> {
  seed?: boolean;
  config?: Partial<Config>;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { url, database, drop } = await snapshotCopy(options.seed !== false);
  return contextOver(url, database, drop, options);
}

/**
 * A context for the account calls' tests: the app's clock `aheadMs()` ahead of the wall clock (an
 * expired link or code without waiting), X-Forwarded-For trusted (each test a client address of
 * its own, so of its own limits), and `limits` over the default rate limits.
 */
export function createAccountsContext(
  aheadMs: () => number,
  limits: Partial<RateLimits>,
): Promise<TestContext> {
  return createTestContext({
    now: () => new Date(Date.now() + aheadMs()),
    config: { trustProxy: 1, rateLimits: { ...loadRateLimits({}), ...limits } },
  });
}

/**
 * The API over `database`, open on `url` (a test that opens its own, e.g. a data folder), with a
 * client per caller; closing it closes the database, then `drop`s it.
 */
export function contextOver(
  url: string,
  database: Database,
  drop: () => Promise<void>,
  options: TestContextOptions = {},
): TestContext {
  const config = loadConfig({}, { databaseUrl: url, ...options.config });
  const { seed: _seed, config: _config, ...appOptions } = options;
  const app = createApp({ ...appOptions, db: database.db, config });
  return {
    app,
    database,
    config,
    client: () => new TestClient(app),
    customer: async () => {
      const client = new TestClient(app);
      const { email, password } = await client.signUp();
      return { client, email, password };
    },
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body text, sent as is (for malformed JSON). */
  raw?: string;
  headers?: Record<string, string>;
  /** Send the bearer token (default true when the client holds one). */
  auth?: boolean;
  /** Send the CSRF header (default true for non-GET). */
  csrf?: boolean;
}

/** A browser stand-in: keeps cookies, a CSRF token and an access token. */
export class TestClient {
  cookies = new Map<string, string>();
  csrfToken: string | null = null;
  accessToken: string | null = null;
  readonly app: Hono<AppEnv>;

  constructor(app: Hono<AppEnv>) {
    this.app = app;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers['Cookie'] = this.cookieHeader();
    const sendCsrf = options.csrf ?? method !== 'GET';
    if (sendCsrf) {
      if (!this.csrfToken) await this.fetchCsrf();
      headers['X-CSRF-Token'] ??= this.csrfToken!;
      if (this.cookies.size) headers['Cookie'] = this.cookieHeader();
    }
    if ((options.auth ?? true) && this.accessToken)
      headers['Authorization'] ??= `Bearer ${this.accessToken}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const res = await this.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    this.storeCookies(res.headers);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async fetchCsrf(): Promise<string> {
    const res = await this.request<{ csrfToken: string }>('GET', '/api/auth/csrf-token');
    this.csrfToken = res.body.csrfToken;
    return this.csrfToken;
  }

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options);
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('POST', path, { ...options, body: body ?? {} });
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('PUT', path, { ...options, body: body ?? {} });
  delete = <T = any>(path: string, options?: RequestOptions) =>
    this.request<T>('DELETE', path, options);

  /** Signs in and keeps the access token; fails the test loudly if sign-in does not succeed. */
  async signIn(
    email: string = DEMO.email,
    password: string = DEMO.password,
  ): Promise<TestResponse> {
    const res = await this.post('/api/auth/sign-in', { email, password });
    if (res.status !== 200)
      throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.accessToken = res.body.accessToken;
    return res;
  }

  /** Registers a fresh customer (unique e-mail) and keeps the access token. */
  async signUp(
    overrides: Record<string, unknown> = {},
    options: RequestOptions = {},
  ): Promise<TestResponse & { email: string; password: string }> {
    const email = `user-${randomBytes(5).toString('hex')}@example.com`;
    const password = 'correct-horse-9';
    const res = await this.post(
      '/api/auth/sign-up',
      { name: 'Test User', email, phoneNumber: '', password, address: null, ...overrides },
      options,
    );
    if (res.status !== 201)
      throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.accessToken = res.body.accessToken;
    return {
      ...res,
      email: (overrides['email'] as string) ?? email,
      password: (overrides['password'] as string) ?? password,
    };
  }
}
