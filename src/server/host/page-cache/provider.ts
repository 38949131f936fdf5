// Astro route-cache provider for the on-demand catalogue pages (astro.config.mjs `cache.provider`).
// Unlike Astro's memoryCache it compresses a page once when it is stored (brotli and gzip, fast
// levels) and serves the encoding the client accepts; renders a page once however many first hits
// arrive together; never stores a render that an invalidation overtook (its data may be old);
// keeps a tag index, so an invalidation touches only the pages that carry the tag; bounds itself
// by bytes; and answers If-None-Match with 304. Only complete 200 pages that asked to be cached
// (Astro.cache.set) are stored: an error page never is. With a disk tier (disk.ts, given by the
// host through the registry), a stored page is also written to disk, and a memory miss reads the
// disk before it renders.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CacheProvider } from 'astro';
import { EVERY_PAGE_TAG } from '../../../lib/page-tags.ts';
import type { CachedPage, Encoding } from './page.ts';
import { invalidatePages, pageCacheSettings, registerPageCache } from './registry.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast levels: a 55 KB page costs about 2 ms, once. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** Browsers and CDNs revalidate every time; the ETag makes that a 304. */
const CLIENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The cache key: the path alone (catalogue pages do not vary by query), without a trailing slash. */
const keyOf = (pathname: string): string => pathname.replace(/(.)\/+$/, '$1');

function maxAgeOf(header: string | null): number {
  const match = /max-age=(\d+)/.exec(header ?? '');
  return match ? Number(match[1]) : 0;
}

function chooseEncoding(acceptEncoding: string | null): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([coding]) => coding!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

const etagMatches = (ifNoneMatch: string | null, etag: string): boolean =>
  (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/** Pages by path in least-recently-used order, with a tag index and a byte budget. */
class PageStore {
  readonly #entries = new Map<string, CachedPage>();
  readonly #byTag = new Map<string, Set<string>>();
  #bytes = 0;
  readonly #maxBytes: number;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(path: string, now: number): CachedPage | undefined {
    const entry = this.#entries.get(path);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(path);
      return undefined;
    }
    this.#entries.delete(path);
    this.#entries.set(path, entry);
    return entry;
  }

  set(entry: CachedPage): void {
    this.delete(entry.path);
    this.#entries.set(entry.path, entry);
    this.#bytes += entry.bytes;
    for (const tag of entry.tags) {
      const paths = this.#byTag.get(tag) ?? new Set<string>();
      paths.add(entry.path);
      this.#byTag.set(tag, paths);
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(path: string): boolean {
    const entry = this.#entries.get(path);
    if (!entry) return false;
    this.#entries.delete(path);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const paths = this.#byTag.get(tag);
      paths?.delete(path);
      if (paths?.size === 0) this.#byTag.delete(tag);
    }
    return true;
  }

  paths(): string[] {
    return [...this.#entries.keys()];
  }

  pathsTagged(tag: string): string[] {
    return [...(this.#byTag.get(tag) ?? [])];
  }

  clear(): void {
    this.#entries.clear();
    this.#byTag.clear();
    this.#bytes = 0;
  }

  stats() {
    return { pages: this.#entries.size, bytes: this.#bytes };
  }
}

async function entryFrom(path: string, response: Response): Promise<CachedPage> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipAsync(identity, { level: GZIP_LEVEL }),
  ]);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!/^(cdn-cache-control|cache-tag|content-length|content-encoding|etag)$/i.test(name))
      headers.push([name, value]);
  });
  const tags = (response.headers.get('Cache-Tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    path,
    headers,
    tags,
    expiresAt: Date.now() + maxAgeOf(response.headers.get('CDN-Cache-Control')) * 1000,
    bodies: { identity, br, gzip: gz },
    etag: createHash('sha1').update(identity).digest('base64url').slice(0, 22),
    bytes: identity.byteLength + br.byteLength + gz.byteLength,
  };
}

/** Where an answer came from: memory, the disk tier, or a render. */
type CacheState = 'HIT' | 'DISK' | 'MISS';

function respond(entry: CachedPage, request: Request, state: CacheState): Response {
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  const etag = `"${entry.etag}-${encoding}"`;
  const headers = new Headers(entry.headers);
  headers.set('ETag', etag);
  headers.set('Vary', 'Accept-Encoding');
  headers.set('X-Page-Cache', state);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', CLIENT_CACHE_CONTROL);
  if (etagMatches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers });
  const body = entry.bodies[encoding];
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : body.slice(), { status: 200, headers });
}

const cacheable = (response: Response): boolean =>
  response.status === 200 &&
  maxAgeOf(response.headers.get('CDN-Cache-Control')) > 0 &&
  !response.headers.has('Set-Cookie');

/**
 * The provider Astro's server bundle creates, sized as the host said (pageCacheSettings). Created
 * where no shop set a size (the prerendering of `astro build`), it keeps no page.
 */
export default function pageCacheProvider(): CacheProvider {
  const store = new PageStore((pageCacheSettings()?.maxMb ?? 0) * 1024 * 1024);
  /** The host's disk tier, read at each use: a host made again over the same bundle brings its own. */
  const disk = () => pageCacheSettings()?.disk ?? null;
  /** Renders under way, so that simultaneous first hits of a page render it once. */
  let inflight = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by every invalidation; a render started before a bump of one of its tags is not stored. */
  let epoch = 0;
  const tagEpochs = new Map<string, number>();
  let clearedAt = 0;

  const overtaken = (tags: string[], startedAt: number): boolean =>
    clearedAt > startedAt || tags.some((tag) => (tagEpochs.get(tag) ?? 0) > startedAt);

  const clear = () => {
    epoch += 1;
    clearedAt = epoch;
    inflight = new Map();
    store.clear();
  };

  const invalidate = (tags: readonly string[]): string[] => {
    if (tags.includes(EVERY_PAGE_TAG)) {
      const dropped = store.paths();
      clear();
      return dropped;
    }
    epoch += 1;
    inflight = new Map();
    const dropped = new Set<string>();
    for (const tag of tags) {
      tagEpochs.set(tag, epoch);
      for (const path of store.pathsTagged(tag)) if (store.delete(path)) dropped.add(path);
    }
    return [...dropped];
  };

  registerPageCache({
    invalidate,
    clear,
    stats: () => store.stats(),
    holds: (pathname) => store.get(keyOf(pathname), Date.now()) !== undefined,
  });

  return {
    name: 'vn-shop-page-cache',
    async onRequest({ request, url }, next) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      const path = keyOf(url.pathname);
      const stored = store.get(path, Date.now());
      if (stored) return respond(stored, request, 'HIT');

      const running = inflight.get(path);
      if (running) {
        const entry = await running;
        if (entry) return respond(entry, request, 'HIT');
        return next();
      }

      const startedAt = epoch;
      /** The feed position this render has seen, recorded with it on disk. */
      const position = disk()?.position() ?? 0;
      let uncached: Response | null = null;
      let state: CacheState = 'MISS';
      const render = (async () => {
        const kept = await disk()?.read(path);
        if (kept && !overtaken(kept.tags, startedAt)) {
          store.set(kept);
          state = 'DISK';
          return kept;
        }
        const response = await next();
        if (!cacheable(response)) {
          uncached = response;
          return null;
        }
        const entry = await entryFrom(path, response);
        if (!overtaken(entry.tags, startedAt)) {
          store.set(entry);
          void disk()?.write(entry, position);
        }
        return entry;
      })();
      const mine = inflight;
      mine.set(path, render);
      try {
        const entry = await render;
        return entry ? respond(entry, request, state) : uncached!;
      } finally {
        if (mine.get(path) === render) mine.delete(path);
      }
    },
    async invalidate(options) {
      invalidatePages(options.tags === undefined ? [] : [options.tags].flat());
      if (options.path) {
        const path = keyOf(options.path);
        store.delete(path);
        disk()?.forget(path);
      }
    },
  };
}
