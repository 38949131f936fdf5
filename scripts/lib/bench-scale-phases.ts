// The measurements of `npm run bench:scale` against one running shop: product page first hits and
// cached hits, where a product page's first hit spends its time (the API calls it makes), listing
// pages and the listing API, catalogue changes going live, and reads during a storefront rebuild.
import type { Product } from '../../src/api/schemas/catalog.ts';
import {
  CATEGORY_BRANDS,
  CATEGORY_CRITERIA,
  CATEGORY_NAMES,
  PAGE_SIZE,
} from '../../src/lib/constants.ts';
import { labelSlug } from '../../src/lib/labels.ts';
import { pagesToWarm } from '../../src/server/host/page-warm.ts';
import {
  addFailure,
  getJson,
  noFailures,
  offeredPrice,
  sleep,
  summarize,
  timedGet,
  type Failures,
  type Summary,
  type Timed,
} from './bench-http.ts';
import type { Random } from './seeded-random.ts';

/** Every product id the sitemap lists, in id order. */
export async function sitemapIds(url: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const found = await getJson<{ entries: { _id: string }[]; pagination: { pages: number } }>(
      `${url}/api/sitemap/products?page=${page}`,
    );
    ids.push(...found.entries.map((entry) => entry._id));
    if (page >= found.pagination.pages) return ids;
  }
}

/** The product ids the shop renders ahead when a build goes live (src/server/host/page-warm.ts). */
export async function warmedIds(url: string): Promise<Set<string>> {
  const paths = await pagesToWarm(`${url}/api`);
  return new Set(paths.filter((p) => p.startsWith('/product/')).map((p) => p.slice(9)));
}

/** `list` in a random order (Fisher-Yates on a copy). */
export function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const describe = (path: string, r: Timed) =>
  `${path}: ${r.status === 0 ? (r.error ?? 'no answer') : r.status}`;

export interface ProductPagesResult {
  /** First hits that rendered the page (X-Page-Cache: MISS). */
  firstHit: Summary;
  /** Second hits of the same pages, served from the page cache (HIT). */
  cached: Summary;
  /** First hits the cache already had (not counted), and second hits it did not have. */
  firstNotMiss: number;
  cachedNotHit: number;
  failures: Failures;
  /** The products whose first hit was counted, in the order asked. */
  ids: string[];
}

/** First hit, then (in another order) a cached hit, of `count` pages from `candidates`. */
export async function productPages(
  url: string,
  candidates: readonly string[],
  count: number,
  random: Random,
): Promise<ProductPagesResult> {
  const first: number[] = [];
  const ids: string[] = [];
  const failures = noFailures();
  let firstNotMiss = 0;
  for (const id of candidates) {
    if (ids.length >= count) break;
    const path = `/product/${id}`;
    const r = await timedGet(url + path);
    if (r.status !== 200) addFailure(failures, describe(path, r));
    else if (r.cache !== 'MISS') firstNotMiss += 1;
    else {
      first.push(r.ms);
      ids.push(id);
    }
  }
  const cached: number[] = [];
  let cachedNotHit = 0;
  for (const id of shuffled(ids, random)) {
    const path = `/product/${id}`;
    const r = await timedGet(url + path);
    if (r.status !== 200) addFailure(failures, describe(path, r));
    else if (r.cache !== 'HIT') cachedNotHit += 1;
    else cached.push(r.ms);
  }
  return {
    firstHit: summarize(first),
    cached: summarize(cached),
    firstNotMiss,
    cachedNotHit,
    failures,
    ids,
  };
}

export type ApiBreakdown = Record<string, Summary>;

/**
 * The API calls a product page's render makes (src/features/product/build-data.ts and the related
 * products' cards), each timed on its own, one at a time, for each of `ids`.
 */
export async function productApiBreakdown(
  url: string,
  ids: readonly string[],
): Promise<ApiBreakdown> {
  const times: Record<string, number[]> = {
    'product/{id}': [],
    'product/{id}/variations': [],
    'product/category': [],
    'product?category&limit=4&exclude': [],
    'product/variations?ids (related cards)': [],
  };
  const time = async (kind: string, path: string): Promise<string> => {
    const r = await timedGet(`${url}/api${path}`);
    if (r.status !== 200) throw new Error(`GET /api${path}: ${r.status} ${r.error ?? ''}`);
    times[kind]!.push(r.ms);
    return r.body;
  };
  for (const id of ids) {
    const { product } = JSON.parse(await time('product/{id}', `/product/${id}`)) as {
      product: Product;
    };
    if (product.hasVariations) await time('product/{id}/variations', `/product/${id}/variations`);
    await time('product/category', '/product/category');
    const related = JSON.parse(
      await time(
        'product?category&limit=4&exclude',
        `/product?category=${product.category._id}&limit=${PAGE_SIZE.related}&exclude=${id}`,
      ),
    ) as { products: Product[] };
    const relatedIds = related.products.map((p) => p._id);
    if (relatedIds.length > 0)
      await time(
        'product/variations?ids (related cards)',
        `/product/variations?ids=${relatedIds.join(',')}`,
      );
  }
  return Object.fromEntries(Object.entries(times).map(([kind, ms]) => [kind, summarize(ms)]));
}

export interface ChangeResult {
  /** ms from sending the PATCH until the product page offered the new price. */
  toLive: Summary;
  /** ms the PATCH call itself took. */
  patch: Summary;
  /** Failed PATCH calls and page reads while polling. */
  failures: Failures;
  /** Changes that were not live within the limit, or too few products to change. */
  problems: string[];
}

const CHANGE_LIMIT_MS = 30_000;
const POLL_MS = 50;

/**
 * `count` price changes by PATCH, each of a different product without variations or sale price
 * whose page is cached (asked for first when it is not), each timed until its page shows the new
 * price in its JSON-LD (polled every 50 ms).
 */
export async function changesToLive(
  url: string,
  adminToken: string,
  candidates: readonly string[],
  count: number,
): Promise<ChangeResult> {
  const toLive: number[] = [];
  const patchMs: number[] = [];
  const failures = noFailures();
  const problems: string[] = [];
  let changed = 0;
  for (const id of candidates) {
    if (changed >= count) break;
    const { product } = await getJson<{ product: Product }>(`${url}/api/product/${id}`);
    if (product.hasVariations || product.salePrice !== undefined) continue;
    changed += 1;
    const path = `/product/${id}`;
    await timedGet(url + path);
    const price = product.price + 10_000 * changed;
    const started = performance.now();
    const res = await fetch(`${url}/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    await res.arrayBuffer();
    patchMs.push(performance.now() - started);
    if (res.status !== 200) {
      addFailure(failures, `PATCH ${id}: ${res.status}`);
      continue;
    }
    for (;;) {
      const r = await timedGet(url + path);
      if (r.status !== 200) addFailure(failures, `poll ${describe(path, r)}`);
      if (offeredPrice(r.body) === price) {
        toLive.push(performance.now() - started);
        break;
      }
      if (performance.now() - started > CHANGE_LIMIT_MS) {
        problems.push(`${path} did not show the new price within ${CHANGE_LIMIT_MS / 1000} s`);
        break;
      }
      await sleep(POLL_MS);
    }
  }
  if (changed < count) problems.push(`only ${changed} products without variations or sale price`);
  return { toLive: summarize(toLive), patch: summarize(patchMs), failures, problems };
}

/** The six category listings, and per category its first two brands and first criteria. */
export function listingPaths(): string[] {
  return CATEGORY_NAMES.flatMap((category) => [
    `/products/${category}`,
    ...CATEGORY_BRANDS[category]
      .slice(0, 2)
      .map((b) => `/products/${category}/brand/${labelSlug(b)}`),
    ...CATEGORY_CRITERIA[category]
      .slice(0, 1)
      .map((c) => `/products/${category}/criteria/${labelSlug(c)}`),
  ]);
}

/**
 * The same page under another cache key: the `nth` letter after `/products/` percent-encoded
 * (`/products/phon%65s`). The page cache keys pages by their raw path, Astro decodes it, so this
 * is a real first render of the page even though the shop rendered the page itself ahead.
 */
export function encodedTwin(path: string, nth: number): string {
  const start = '/products/'.length;
  const letters = [...path.slice(start)]
    .map((ch, i) => (/[a-z]/.test(ch) ? start + i : -1))
    .filter((i) => i >= 0);
  const at = letters[nth % letters.length]!;
  return `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`;
}

/** Listing API queries per category: no filter, every sort, brand, criteria, stock, price, page 2. */
export function listingQueries(category: (typeof CATEGORY_NAMES)[number]): [string, string][] {
  const [brand, brand2] = CATEGORY_BRANDS[category].map(labelSlug);
  const criteria = CATEGORY_CRITERIA[category].map(labelSlug)[0];
  return [
    ['default', ''],
    ['sort price', 'sortBy=price'],
    ['sort -price', 'sortBy=-price'],
    ['sort -rating', 'sortBy=-rating'],
    ['sort -createdAt', 'sortBy=-createdAt'],
    ['brand', `brand=${brand}`],
    ['criteria + sort', `criteria=${criteria}&sortBy=price`],
    ['in stock + sort', 'inStock=true&sortBy=-rating'],
    ['price range', 'minPrice=1000000&maxPrice=20000000&sortBy=price'],
    ['page 2', 'page=2'],
    ['brand + in stock + sort', `brand=${brand2 ?? brand}&inStock=true&sortBy=-price`],
  ];
}

export interface ListingResult {
  htmlCached: Summary;
  htmlFirst: Summary;
  api: Summary;
  apiByKind: Record<string, Summary>;
  /** Cached rounds that were not HIT, first hits that were not MISS. */
  cachedNotHit: number;
  firstNotMiss: number;
  failures: Failures;
}

const CACHED_ROUNDS = 5;
const TWINS_PER_PAGE = 3;
const API_ROUNDS = 2;

/** Listing pages cached and first hit, and the listing API, one request at a time. */
export async function listings(url: string): Promise<ListingResult> {
  const paths = listingPaths();
  const failures = noFailures();
  const ok = (path: string, r: Timed) => {
    if (r.status === 200) return true;
    addFailure(failures, describe(path, r));
    return false;
  };
  for (const path of paths) ok(path, await timedGet(url + path));
  const cached: number[] = [];
  let cachedNotHit = 0;
  for (let round = 0; round < CACHED_ROUNDS; round++)
    for (const path of paths) {
      const r = await timedGet(url + path);
      if (!ok(path, r)) continue;
      if (r.cache === 'HIT') cached.push(r.ms);
      else cachedNotHit += 1;
    }
  const first: number[] = [];
  let firstNotMiss = 0;
  for (let nth = 0; nth < TWINS_PER_PAGE; nth++)
    for (const path of paths) {
      const twin = encodedTwin(path, nth);
      const r = await timedGet(url + twin);
      if (!ok(twin, r)) continue;
      if (r.cache === 'MISS') first.push(r.ms);
      else firstNotMiss += 1;
    }
  const api: number[] = [];
  const byKind: Record<string, number[]> = {};
  for (let round = 0; round < API_ROUNDS; round++)
    for (const category of CATEGORY_NAMES)
      for (const [kind, query] of listingQueries(category)) {
        const path = `/api/product/category/name/${category}${query ? `?${query}` : ''}`;
        const r = await timedGet(url + path);
        if (!ok(path, r)) continue;
        api.push(r.ms);
        (byKind[kind] ??= []).push(r.ms);
      }
  return {
    htmlCached: summarize(cached),
    htmlFirst: summarize(first),
    api: summarize(api),
    apiByKind: Object.fromEntries(Object.entries(byKind).map(([k, ms]) => [k, summarize(ms)])),
    cachedNotHit,
    firstNotMiss,
    failures,
  };
}

export interface RebuildResult {
  /** How the rebuild ended: idle, failed, or why it was not waited for any longer. */
  state: string;
  ms: number;
  reads: Summary;
  /** Reads answered with another status than 200, or not answered. */
  failures: Failures;
}

const READERS = 4;
const REBUILD_LIMIT_MS = 600_000;
const STATUS_POLL_MS = 250;
/** Status calls in a row that may fail (the shop busy) before the rebuild is given up on. */
const STATUS_FAILURES_ALLOWED = 20;

/**
 * Starts a storefront rebuild and reads random product pages (60 %) and listing pages (40 %)
 * from four concurrent clients until the shop reports the rebuild over (or exits: `alive`).
 */
export async function readsDuringRebuild(
  url: string,
  adminToken: string,
  productIds: readonly string[],
  random: Random,
  alive: () => boolean,
): Promise<RebuildResult> {
  const admin = { Authorization: `Bearer ${adminToken}` };
  const paths = listingPaths();
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/rebuild`, { method: 'POST', headers: admin });
  if (res.status !== 202) throw new Error(`the rebuild did not start: ${res.status}`);
  await res.arrayBuffer();
  let state = 'running';
  let ms = 0;
  const end = (why: string) => {
    state = why;
    ms = performance.now() - started;
  };
  const watch = async () => {
    let failedInARow = 0;
    while (state === 'running') {
      await sleep(STATUS_POLL_MS);
      if (!alive()) {
        end('the shop exited');
        break;
      }
      const status = await getJson<{ state: string }>(`${url}/api/admin/rebuild`, admin).catch(
        (error: unknown) => {
          failedInARow += 1;
          return { state: `no status: ${String(error)}` };
        },
      );
      if (status.state === 'running') failedInARow = 0;
      else if (!status.state.startsWith('no status')) end(status.state);
      else if (failedInARow > STATUS_FAILURES_ALLOWED) end(status.state);
      if (state === 'running' && performance.now() - started > REBUILD_LIMIT_MS)
        end(`still running after ${REBUILD_LIMIT_MS / 1000} s`);
    }
  };
  const latencies: number[] = [];
  const failures = noFailures();
  const read = async () => {
    while (state === 'running') {
      const path =
        random() < 0.6
          ? `/product/${productIds[Math.floor(random() * productIds.length)]}`
          : paths[Math.floor(random() * paths.length)]!;
      const r = await timedGet(url + path);
      latencies.push(r.ms);
      if (r.status !== 200) addFailure(failures, describe(path, r));
    }
  };
  await Promise.all([watch(), ...Array.from({ length: READERS }, read)]);
  return { state, ms, reads: summarize(latencies), failures };
}
