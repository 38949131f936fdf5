// The scenarios of `npm run bench:load` against one running shop: cached pages beside a bare
// server sending the same bytes, first renders, the listing API, search and suggest (a realistic
// mix where most shoppers ask what others ask, and all-distinct requests), a crowd of virtual
// shoppers placing cash-on-delivery orders while a price changes, a flash sale, and cached pages
// right after a start and during a storefront rebuild. Each returns rows for the report.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product, ProductList } from '../../src/api/schemas/catalog.ts';
import { CATEGORY_NAMES, MAX_PAGE_LIMIT } from '../../src/lib/constants.ts';
import { STOCK_MAX } from '../../src/lib/product-admin.ts';
import { effectivePrice } from '../../src/lib/pricing.ts';
import { BROWSER_HEADERS, getJson, sleep } from './bench-http.ts';
import { listingQueries, shuffled } from './bench-scale-phases.ts';
import { csrfSession, orderRequest, type Item, type Session } from './crash-load.ts';
import {
  runLoad,
  type LoadOptions,
  type LoadRequest,
  type LoadResult,
  type Watched,
} from './load-run.ts';
import { distinctPhrase, wordsOf, zipfPicker } from './load-stats.ts';
import type { Random } from './seeded-random.ts';
import { freePort } from './shop-process.ts';
import { QUERIES, TYPED } from './shopper-queries.ts';

/** A measured load, or why it could not be measured. */
export interface Row {
  scenario: string;
  connections: number;
  result?: LoadResult;
  notes: string[];
  error?: string;
}

/** The shop under load and what the scenarios draw from. */
export interface Target {
  url: string;
  adminToken: string;
  shop: Watched;
  duration: number;
  random: Random;
  /** Products without variations, their stock raised so orders never run out: what crowds buy. */
  popular: Item[];
  /** Products no scenario has asked for: first renders take them in turn. */
  fresh: string[];
  /** Products without variations for price changes and flash sales, one each. */
  spare: Item[];
  /** Things a process outside this one must stop if the run is interrupted. */
  cleanups: Set<() => void>;
}

const ADMIN_HEADERS = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});
const CHECKOUT = '/api/order/guest-checkout';
const POLL_MS = 100;
const CHANGE_LIMIT_MS = 30_000;
/** Sessions (CSRF cookie and token) the shoppers of a crowd take turns with. */
const CROWD_SESSIONS = 50;
export const FLASH_BUYERS = 500;
export const FLASH_STOCK = 10;
const FLASH_ROUNDS = 3;
/** Suggest calls of a shopper's loop: the box asks at these lengths of what is typed. */
const TYPED_LENGTHS = [2, 4, 6];
const REBUILD_LIMIT_S = 240;

async function adminPatch(url: string, token: string, id: string, body: object): Promise<void> {
  const res = await fetch(`${url}/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: ADMIN_HEADERS(token),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`PATCH ${id} ${JSON.stringify(body)}: ${res.status} ${text}`);
}

/**
 * Picks the products the scenarios use, in a random order, from `ids` (the products no one has
 * asked for yet): `popular` products without variations (stocked up, so crowds never run out), as
 * many as there are after `spare` others without variations; every other product is `fresh`.
 */
export async function chooseProducts(
  url: string,
  adminToken: string,
  ids: readonly string[],
  random: Random,
  counts: { popular: number; spare: number },
): Promise<{ popular: Item[]; spare: Item[]; fresh: string[] }> {
  const unasked = new Set(ids);
  const simple: Item[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const list = await getJson<ProductList>(
      `${url}/api/product?limit=${MAX_PAGE_LIMIT}&page=${page}`,
    );
    pages = list.pagination.pages;
    for (const product of list.products)
      if (!product.hasVariations && unasked.has(product._id))
        simple.push({
          productId: product._id,
          variationId: null,
          unitPrice: effectivePrice(product),
          stock: product.stock,
        });
    if (simple.length >= (counts.popular + counts.spare) * 3) break;
  }
  const chosen = shuffled(simple, random).slice(0, counts.popular + counts.spare);
  if (chosen.length <= counts.spare)
    throw new Error(`only ${chosen.length} products without variations`);
  const spare = chosen.slice(0, counts.spare);
  const popular = chosen.slice(counts.spare);
  for (const item of popular) {
    await adminPatch(url, adminToken, item.productId, { stock: STOCK_MAX });
    item.stock = STOCK_MAX;
  }
  const taken = new Set(chosen.map((item) => item.productId));
  return { popular, spare, fresh: shuffled(ids, random).filter((id) => !taken.has(id)) };
}

/** Browsers' requests (brotli accepted) on the shop for the run's duration, the shop watched. */
const browsing = (
  target: Target,
  connections: number,
  requests: LoadRequest[],
  more: Partial<LoadOptions> = {},
): Promise<LoadResult> =>
  runLoad({
    url: target.url,
    connections,
    duration: target.duration,
    headers: BROWSER_HEADERS,
    requests,
    shop: target.shop,
    ...more,
  });

/** Runs `measure`; a failure becomes the row's error instead of ending the run. */
async function guarded(
  scenario: string,
  connections: number,
  measure: (row: Row) => Promise<LoadResult>,
): Promise<Row> {
  const row: Row = { scenario, connections, notes: [] };
  try {
    row.result = await measure(row);
    if (row.result.duringError) row.notes.push(`failed beside the load: ${row.result.duringError}`);
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
  }
  return row;
}

/** Counts of a header's values over the answers (X-Page-Cache: HIT, MISS...). */
function headerCounter(name: string) {
  const counts: Record<string, number> = {};
  return {
    count: (headers: Record<string, string>) => {
      const value = headers[name] ?? 'none';
      counts[value] = (counts[value] ?? 0) + 1;
    },
    note: () =>
      `${name}: ${
        Object.entries(counts)
          .map(([value, n]) => `${value} ${n}`)
          .join(', ') || 'no answers'
      }`,
  };
}

const pagePath = (id: string) => `/product/${id}`;

/** GETs a page as a browser asking for brotli, and keeps the bytes as sent (not decoded). */
function rawGet(
  url: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: BROWSER_HEADERS, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The page's bytes once the shop serves it from its cache (asked for until X-Page-Cache: HIT). */
async function cachedPage(url: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const page = await rawGet(url);
    if (page.status !== 200) throw new Error(`GET ${url}: ${page.status}`);
    if (page.headers['x-page-cache'] === 'HIT') return page;
    await sleep(200);
  }
  throw new Error(`${url} was not served from the page cache after 10 requests`);
}

/** A bare node:http server sending `body` with `headers`, as its own process; resolves its URL. */
async function startBareServer(target: Target, body: Buffer, headers: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-bare-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/lib/bench-bare-server.ts', String(port), file, JSON.stringify(headers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  target.cleanups.add(stop);
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  await listening;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      stop();
      target.cleanups.delete(stop);
    },
  };
}

/** 1. One cached product page (brotli) at 50 connections, and the same bytes from a bare server. */
export async function cachedPages(target: Target): Promise<Row[]> {
  const connections = 50;
  const path = pagePath(target.popular[0]!.productId);
  const page = await cachedPage(target.url + path);
  const kept = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'];
  const headers = Object.fromEntries(
    kept.filter((name) => page.headers[name]).map((name) => [name, page.headers[name]!]),
  );
  const cache = headerCounter('x-page-cache');
  const shopRow = await guarded('cached product page (br)', connections, async (row) => {
    const result = await browsing(target, connections, [
      { path, onAnswer: ({ headers }) => cache.count(headers) },
    ]);
    row.notes.push(
      `${page.body.length} bytes (${headers['content-encoding'] ?? 'identity'})`,
      cache.note(),
    );
    return result;
  });
  const bareRow = await guarded('same bytes, bare node:http', connections, async () => {
    const bare = await startBareServer(target, page.body, headers);
    try {
      return await browsing(target, connections, [{ path }], { url: bare.url, shop: undefined });
    } finally {
      await bare.stop();
    }
  });
  if (shopRow.result && bareRow.result)
    shopRow.notes.push(
      `${((shopRow.result.perSecond / bareRow.result.perSecond) * 100).toFixed(0)} % of the bare server's throughput`,
    );
  return [shopRow, bareRow];
}

/** 2. Product pages never rendered before, a different one each request, at 10 connections. */
export async function firstRenders(target: Target): Promise<Row[]> {
  const connections = 10;
  const cache = headerCounter('x-page-cache');
  let next = 0;
  const row = await guarded('product pages never rendered', connections, async (row) => {
    const result = await browsing(target, connections, [
      {
        setupRequest: (req) => ({
          ...req,
          path: pagePath(target.fresh[next++ % target.fresh.length]!),
        }),
        onAnswer: ({ headers }) => cache.count(headers),
      },
    ]);
    row.notes.push(cache.note());
    if (next > target.fresh.length)
      row.notes.push(`only ${target.fresh.length} fresh products: some asked twice`);
    return result;
  });
  // What was rendered here is fresh no more.
  target.fresh.splice(0, next);
  return [row];
}

/** The listing API's filter and sort combinations of every category, in a random order. */
function listingCombos(random: Random): string[] {
  return shuffled(
    CATEGORY_NAMES.flatMap((category) =>
      listingQueries(category).map(
        ([, query]) => `/api/product/category/name/${category}${query ? `?${query}` : ''}`,
      ),
    ),
    random,
  );
}

const SORTS = ['price', '-price', '-rating', '-createdAt'] as const;

/** The n-th of listing requests that are never the same: a price range that no other one has. */
function distinctListing(n: number): string {
  const category = CATEGORY_NAMES[n % CATEGORY_NAMES.length]!;
  const minPrice = 100_000 + n * 1_000;
  const query = new URLSearchParams({
    minPrice: String(minPrice),
    maxPrice: String(minPrice + 30_000_000),
    sortBy: SORTS[Math.floor(n / CATEGORY_NAMES.length) % SORTS.length]!,
  });
  if (n % 3 === 0) query.set('inStock', 'true');
  return `/api/product/category/name/${category}?${query}`;
}

/** A request whose path `pick` chooses afresh each time. */
const picked = (step: string, pick: () => string): LoadRequest => ({
  step,
  setupRequest: (req) => ({ ...req, path: pick() }),
});

/** A Zipf-like pick from `choices`: the first ones most often. */
function popularPick<T>(choices: readonly T[], random: Random): () => T {
  const pick = zipfPicker(choices.length, random);
  return () => choices[pick()]!;
}

async function measureMix(
  target: Target,
  scenario: string,
  connections: number,
  pick: () => string,
): Promise<Row> {
  return guarded(scenario, connections, () => browsing(target, connections, [picked('all', pick)]));
}

/** 3. The listing API: a realistic mix (Zipf over the combinations) and all-distinct, at 50 and 200. */
export async function listingLoad(target: Target): Promise<Row[]> {
  const combos = listingCombos(target.random);
  const rows: Row[] = [];
  let distinct = 0;
  for (const connections of [50, 200]) {
    rows.push(
      await measureMix(
        target,
        `listing API, realistic mix (${combos.length} combinations)`,
        connections,
        popularPick(combos, target.random),
      ),
    );
    rows.push(
      await measureMix(target, 'listing API, all distinct', connections, () =>
        distinctListing(distinct++),
      ),
    );
  }
  return rows;
}

const searchPath = (query: string) => `/api/search?${new URLSearchParams({ query })}`;
const suggestPath = (q: string) => `/api/search/suggest?${new URLSearchParams({ q })}`;

/** A prefix of something shoppers type, as the box asks while they type it: popular texts first. */
function typedPick(random: Random): () => string {
  const text = popularPick(shuffled(TYPED, random), random);
  return () => {
    const typed = text();
    return typed.slice(0, 2 + Math.floor(random() * (typed.length - 1))).trim();
  };
}

/** 4. Search (realistic and all distinct) at 50 connections; suggest as typed at 20 and 50. */
export async function searchLoad(target: Target): Promise<Row[]> {
  const queries = shuffled(QUERIES, target.random);
  const words = shuffled(wordsOf(QUERIES), target.random);
  const query = popularPick(queries, target.random);
  let distinct = 0;
  const rows = [
    await measureMix(target, `search, realistic mix (${queries.length} queries)`, 50, () =>
      searchPath(query()),
    ),
    await measureMix(target, 'search, all distinct', 50, () =>
      searchPath(distinctPhrase(words, distinct++)),
    ),
  ];
  for (const connections of [20, 50]) {
    const typed = typedPick(target.random);
    rows.push(
      await measureMix(target, 'suggest as typed', connections, () => suggestPath(typed())),
    );
  }
  return rows;
}

export interface PriceChange {
  ms: number | null;
  problem?: string;
}

/**
 * The price the product API shows now, or null when the read failed: under the crowd the shop may
 * refuse it (503 with Retry-After) like any shopper's, so the probe asks again.
 */
async function shownPrice(productUrl: string): Promise<number | null> {
  const res = await fetch(productUrl, { signal: AbortSignal.timeout(CHANGE_LIMIT_MS) }).catch(
    () => null,
  );
  if (res?.status !== 200) {
    await res?.arrayBuffer();
    return null;
  }
  return ((await res.json()) as { product: Product }).product.price;
}

/** Raises `item`'s list price by PATCH and polls the product API until it shows the new one. */
async function priceChangeToLive(target: Target, item: Item): Promise<PriceChange> {
  const productUrl = `${target.url}/api/product/${item.productId}`;
  let before = await shownPrice(productUrl);
  for (const asked = performance.now(); before === null; before = await shownPrice(productUrl)) {
    if (performance.now() - asked > CHANGE_LIMIT_MS)
      return {
        ms: null,
        problem: `the product API refused every read for ${CHANGE_LIMIT_MS / 1000} s`,
      };
    await sleep(POLL_MS);
  }
  const price = before + 10_000;
  const started = performance.now();
  await adminPatch(target.url, target.adminToken, item.productId, { price });
  while (performance.now() - started < CHANGE_LIMIT_MS) {
    if ((await shownPrice(productUrl)) === price) return { ms: performance.now() - started };
    await sleep(POLL_MS);
  }
  return { ms: null, problem: `the new price did not show within ${CHANGE_LIMIT_MS / 1000} s` };
}

/** CSRF sessions for guests, `count` of them, asked for 20 at a time. */
async function sessions(url: string, count: number): Promise<Session[]> {
  const out: Session[] = [];
  while (out.length < count)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - out.length) }, () => csrfSession(url)),
      )),
    );
  return out;
}

/** The steps of one shopper's loop, in order. */
export const SHOPPER_STEPS = [
  'home',
  'listing',
  'search',
  ...TYPED_LENGTHS.map((n) => `suggest ${n}`),
  'product page',
  'product API',
  'checkout',
] as const;

export interface CrowdRow extends Row {
  ordersPerSecond?: number;
  priceChange?: PriceChange;
}

/**
 * 5. `shoppers` virtual shoppers (one connection each, no think time), each looping: home →
 * listing with a filter → search → suggest as typed ×3 → product page → product API → guest
 * checkout with cash on delivery, for twice the run's duration; halfway through, a price change
 * timed until the API shows it.
 */
export async function crowd(target: Target, shoppers: number): Promise<CrowdRow> {
  const combos = listingCombos(target.random);
  const listing = popularPick(combos, target.random);
  const query = popularPick(shuffled(QUERIES, target.random), target.random);
  const typed = popularPick(shuffled(TYPED, target.random), target.random);
  const product = popularPick(target.popular, target.random);
  const guests = await sessions(target.url, Math.min(shoppers, CROWD_SESSIONS));
  const changed = target.spare.shift();
  let shopper = 0;
  const row: CrowdRow = {
    scenario: `${shoppers} virtual shoppers`,
    connections: shoppers,
    notes: [],
  };
  const requests: LoadRequest[] = [
    { step: 'home', path: '/' },
    picked('listing', listing),
    {
      step: 'search',
      setupRequest: (req, context) => {
        context['typed'] = typed();
        return { ...req, path: searchPath(query()) };
      },
    },
    ...TYPED_LENGTHS.map((length): LoadRequest => ({
      step: `suggest ${length}`,
      setupRequest: (req, context) => ({
        ...req,
        path: suggestPath(
          String(context['typed'] ?? 'ip')
            .slice(0, length)
            .trim(),
        ),
      }),
    })),
    {
      step: 'product page',
      setupRequest: (req, context) => {
        const item = product();
        context['item'] = item;
        return { ...req, path: pagePath(item.productId) };
      },
    },
    {
      step: 'product API',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/product/${(context['item'] as Item).productId}`,
      }),
    },
    {
      step: 'checkout',
      method: 'POST',
      path: CHECKOUT,
      setupRequest: (req, context) => {
        const n = shopper++;
        const guest = guests[n % guests.length]!;
        return {
          ...req,
          headers: {
            ...req.headers,
            'Content-Type': 'application/json',
            Cookie: guest.cookie,
            'X-CSRF-Token': guest.token,
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify(orderRequest([{ item: context['item'] as Item, quantity: 1 }], n)),
        };
      },
    },
  ];
  try {
    // Twice the run's duration: a loop of nine steps takes a crowd of hundreds many seconds.
    row.result = await browsing(target, shoppers, requests, {
      duration: target.duration * 2,
      ...(changed && {
        during: async () => {
          await sleep(target.duration * 1000);
          row.priceChange = await priceChangeToLive(target, changed);
        },
      }),
    });
    const checkout = row.result.steps['checkout'];
    row.ordersPerSecond = (checkout?.statuses['201'] ?? 0) / row.result.seconds;
    if (!changed) row.notes.push('no product left for a price change');
    if (row.priceChange?.problem) row.notes.push(row.priceChange.problem);
    if (row.result.duringError) row.notes.push(`price change failed: ${row.result.duringError}`);
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
  }
  return row;
}

/**
 * The stock the product API shows, asked until it is 0 or for `CHANGE_LIMIT_MS` (a cached answer
 * takes a read of the catalogue-change feed to follow a sale).
 */
async function stockShown(url: string, id: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { product } = await getJson<{ product: Product }>(`${url}/api/product/${id}`);
    if (product.stock === 0 || performance.now() - started > CHANGE_LIMIT_MS) return product.stock;
    await sleep(POLL_MS);
  }
}

export interface FlashRound {
  round: number;
  created: number;
  outOfStock: number;
  /** 409 answers whose message is not "Out of stock", and any other status. */
  other: Record<string, number>;
  stockAfter: number | null;
  result?: LoadResult;
  error?: string;
}

/** 6. A flash sale: 500 guests at once for a product with 10 units, three rounds (a product each). */
export async function flashSale(target: Target): Promise<FlashRound[]> {
  const rounds: FlashRound[] = [];
  for (let round = 1; round <= FLASH_ROUNDS; round++) {
    const sale: FlashRound = { round, created: 0, outOfStock: 0, other: {}, stockAfter: null };
    rounds.push(sale);
    try {
      const item = target.spare.shift();
      if (!item) throw new Error('no product left for a flash sale');
      await adminPatch(target.url, target.adminToken, item.productId, { stock: FLASH_STOCK });
      const buyers = await sessions(target.url, FLASH_BUYERS);
      let next = 0;
      sale.result = await runLoad({
        url: target.url,
        connections: FLASH_BUYERS,
        amount: FLASH_BUYERS,
        timeoutSeconds: 30,
        requests: [
          {
            step: 'checkout',
            method: 'POST',
            path: CHECKOUT,
            setupRequest: (req) => {
              const n = next++;
              const buyer = buyers[n % buyers.length]!;
              return {
                ...req,
                headers: {
                  'Content-Type': 'application/json',
                  Cookie: buyer.cookie,
                  'X-CSRF-Token': buyer.token,
                  'Idempotency-Key': randomUUID(),
                },
                body: JSON.stringify(orderRequest([{ item, quantity: 1 }], n)),
              };
            },
            onAnswer: ({ status, body }) => {
              if (status === 201) sale.created += 1;
              else if (status === 409 && /"message":"Out of stock"/.test(body))
                sale.outOfStock += 1;
              else sale.other[status] = (sale.other[status] ?? 0) + 1;
            },
          },
        ],
        shop: target.shop,
      });
      sale.stockAfter = await stockShown(target.url, item.productId);
    } catch (error) {
      sale.error = error instanceof Error ? error.message : String(error);
    }
  }
  return rounds;
}

/** Cached product pages at 10 connections right after the shop went live, `ids` in turn. */
async function rightAfterStart(
  target: Target,
  scenario: string,
  ids: readonly string[],
): Promise<Row[]> {
  const cache = headerCounter('x-page-cache');
  let next = 0;
  return [
    await guarded(scenario, 10, async (row) => {
      const result = await browsing(target, 10, [
        {
          ...picked('page', () => pagePath(ids[next++ % ids.length]!)),
          onAnswer: ({ headers }) => cache.count(headers),
        },
      ]);
      row.notes.push(cache.note());
      return result;
    }),
  ];
}

/** 7a. Cached product pages at 10 connections right after the shop went live (rendering ahead). */
export const afterStart = (target: Target, liveProductId: string): Promise<Row[]> =>
  rightAfterStart(target, 'cached page, first seconds after start', [liveProductId]);

/**
 * 7a'. The pages rendered ahead before a restart, at 10 connections right after it: with the
 * pages kept on disk, or with memory only (PAGE_DISK_MB=0), as the shop was before.
 */
export const afterRestart = (target: Target, ids: readonly string[], kept: boolean) =>
  rightAfterStart(
    target,
    kept ? 'pages after a restart, kept on disk' : 'pages after a restart, memory only',
    ids,
  );

/** 7b. Cached product pages at 10 connections while a storefront rebuild runs (until it ends). */
export async function duringRebuild(target: Target): Promise<Row[]> {
  const admin = { Authorization: `Bearer ${target.adminToken}` };
  const pages = target.popular.slice(0, 5).map((item) => pagePath(item.productId));
  for (const page of pages) await cachedPage(target.url + page);
  let next = 0;
  let state = 'not started';
  const row = await guarded('cached pages during a rebuild', 10, async (row) => {
    const result = await browsing(
      target,
      10,
      [picked('all', () => pages[next++ % pages.length]!)],
      {
        duration: REBUILD_LIMIT_S,
        during: async (stop) => {
          const res = await fetch(`${target.url}/api/admin/rebuild`, {
            method: 'POST',
            headers: admin,
          });
          await res.arrayBuffer();
          if (res.status !== 202) {
            stop();
            throw new Error(`the rebuild did not start: ${res.status}`);
          }
          state = 'running';
          while (state === 'running') {
            await sleep(500);
            const status = await getJson<{ state: string }>(
              `${target.url}/api/admin/rebuild`,
              admin,
            ).catch(() => ({ state: 'running' }));
            state = status.state;
          }
          stop();
        },
      },
    );
    row.notes.push(
      `rebuild ${state === 'running' ? `still running after ${REBUILD_LIMIT_S} s` : state}`,
    );
    return result;
  });
  return [row];
}
