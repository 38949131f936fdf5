// Serves the built storefront like a CDN would: the build's prerendered files (static-files.ts:
// precompressed, validators, byte ranges; immutable caching for hashed assets, revalidation for
// HTML), then its on-demand catalogue pages (site-render.ts, cached by the page cache), and a real
// 404 for anything else. A build folder holds `client/` (files) and `server/` (the on-demand pages).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { setting } from '../config.ts';
import {
  configurePageCache,
  everyPageChangeCount,
  pageCache,
  pageHeld,
} from './page-cache/registry.ts';
import { companyBlockOf, createCompanySplice } from './company-splice.ts';
import { PICTURES_URL, PUBLIC_DIR } from '../../lib/picture-paths.ts';
import type { PageDisk } from './page-cache/disk.ts';
import {
  buildIdentity,
  loadRenderer,
  renderOnDemand,
  serverEntry,
  SITE_HEADERS,
} from './site-render.ts';
import { staticFiles } from './static-files.ts';
import { languageChoice } from './language.ts';
import { localePath, pathLang } from '../../lib/i18n/index.ts';

const HASHED_ASSET = /^\/_astro\//;

function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (/\.(html|xml|txt)$/.test(urlPath) || !path.extname(urlPath))
    return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** The methods a page answers: GET and HEAD, and OPTIONS, which says so. */
export const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
const ALLOW = PAGE_METHODS.join(', ');
const METHOD_NOT_ALLOWED = 'Method Not Allowed';

/**
 * Pages (prerendered, rendered on demand, files, the 404) answer GET and HEAD; OPTIONS is 204
 * with `Allow`, and any other method 405 with `Allow` and a short text, before a file or a page is
 * looked at: Astro's renderer cannot even make a request of TRACE (undici refuses the method),
 * and a 405 is no error, so nothing is logged. Mount it after the API's routes, which answer
 * methods of their own.
 */
export const pageMethodsOnly: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  c.header('Allow', ALLOW);
  for (const [name, value] of Object.entries(SITE_HEADERS)) c.header(name, value);
  if (method === 'OPTIONS') return c.body(null, 204);
  return c.text(METHOD_NOT_ALLOWED, 405);
};

/** What Node's HTTP server answers a request its parser refused, by the parser's error code. */
const PARSER_REFUSALS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * The HTTP server's `clientError` handler. Node's parser knows a fixed list of methods and answers
 * any other ("FOO / HTTP/1.1") with a bare 400 before the app sees it; here such a request gets
 * the 405 the methods pages refuse get. Every other refusal is answered as Node answers it when no
 * handler is registered (a handler replaces Node's): 431, 413, 408 or 400, then the connection is
 * closed; nothing is written into a response already under way.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })
    ._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.write(
    error.code === 'HPE_INVALID_METHOD'
      ? [
          'HTTP/1.1 405 Method Not Allowed',
          `Allow: ${ALLOW}`,
          'Content-Type: text/plain; charset=UTF-8',
          `Content-Length: ${METHOD_NOT_ALLOWED.length}`,
          'Connection: close',
          '',
          METHOD_NOT_ALLOWED,
        ].join('\r\n')
      : `HTTP/1.1 ${PARSER_REFUSALS[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`,
  );
  socket.destroy();
}

export interface SiteServer {
  app: Hono;
  /** The built 404 page with a real 404 status; the top-level app must use it as its notFound. */
  notFound(c: Context): Response;
  /** Loads a build's on-demand pages, then serves that build (the old one serves until then). */
  setRoot(root: string): Promise<void>;
  /** The build folder served now (absolute), '' before the first. */
  servedRoot(): string;
  hasBuild(): boolean;
  /**
   * Whether a GET of this path costs no render and no database read: a hashed asset of the build,
   * a generated picture, or a page the page cache holds (admission control lets these pass).
   */
  answersCheaply(urlPath: string): boolean;
}

export interface SiteOptions {
  /** Where `npm run catalog:generate` writes the synthetic catalogue's pictures (under
   * PICTURES_URL); they are served from there when the build predates them. */
  publicDir?: string;
  /** Memory for the build's page cache, in MB (PAGE_CACHE_MB by default). */
  pageCacheMb?: number;
  /** Where rendered pages are also kept (disk.ts, opened by main.ts); none: memory only. */
  pageDisk?: PageDisk | null;
}

/** Where Astro's Node adapter writes the prerendered pages' headers (`staticHeaders`). */
const PAGE_HEADERS_FILE = '_headers.json';

/**
 * The Content-Security-Policy of each prerendered page of a build, by the page's path (`/about`,
 * `/404`): Astro computes it with the hashes of the page's scripts and styles (astro.config.mjs)
 * and its adapter writes it into the build's _headers.json, read once when the build goes live.
 * A build without the file (made before the policy) gets none.
 */
function readPagePolicies(buildDir: string): Map<string, string> {
  const policies = new Map<string, string>();
  const file = path.join(buildDir, PAGE_HEADERS_FILE);
  if (!existsSync(file)) return policies;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  for (const { pathname, headers } of pages)
    for (const { key, value } of headers)
      if (key.toLowerCase() === 'content-security-policy') policies.set(pathname, value);
  return policies;
}

/** The path _headers.json files a page's HTML file under (about/index.html: /about; 404.html: /404). */
const pagePathOf = (clientDir: string, file: string): string =>
  `/${path
    .relative(clientDir, file)
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;

/** The prerendered page's HTML file a page address names (`/about`: about/index.html), if any. */
function prerenderedPage(clientDir: string, urlPath: string): string | null {
  if (HASHED_ASSET.test(urlPath) || path.extname(urlPath) || /[\\%\0]|\.\.|\/\//.test(urlPath))
    return null;
  const file = path.join(clientDir, urlPath, 'index.html');
  return file.startsWith(clientDir) && existsSync(file) ? file : null;
}

/** Serves no build until `setRoot` is given one. */
export function createSiteServer({
  publicDir = PUBLIC_DIR,
  pageCacheMb = setting('PAGE_CACHE_MB'),
  pageDisk = null,
}: SiteOptions = {}): SiteServer {
  const cacheSettings = { maxMb: pageCacheMb, disk: pageDisk };
  // Catalogue changes reach the disk tier through these settings even before a build is loaded.
  configurePageCache(cacheSettings);
  let root = '';
  const files = () => path.join(root, 'client');
  let renderer: Awaited<ReturnType<typeof loadRenderer>> = null;
  let policies = new Map<string, string>();
  /** The headers of a page's HTML file: its Content-Security-Policy. */
  const pageHeaders = (file: string): Record<string, string> => {
    const policy = file.endsWith('.html') ? policies.get(pagePathOf(files(), file)) : undefined;
    return policy ? { 'Content-Security-Policy': policy } : {};
  };
  /** A page's HTML file as the answer, with its policy. */
  const pageFile = (c: Context, file: string, status: 200 | 404 = 200): Response => {
    for (const [name, value] of Object.entries(pageHeaders(file))) c.header(name, value);
    return c.html(readFileSync(file, 'utf8'), status);
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SITE_HEADERS)) c.header(name, value);
  });
  app.use('*', languageChoice);
  // One static page serves every order's invoice, and one every order's review page (in each
  // language); each reads the order's id from the address.
  const onePage =
    (...segments: string[]) =>
    (c: Context, next: () => Promise<void>) => {
      const page = path.join(files(), ...segments, 'index.html');
      if (!root || !existsSync(page)) return next();
      c.header('Cache-Control', 'private, no-store');
      return pageFile(c, page);
    };
  app.get('/orders/:id/invoice', onePage('orders', 'invoice'));
  app.get('/review/order/:id', onePage('review', 'order'));
  app.get('/vi/orders/:id/invoice', onePage('vi', 'orders', 'invoice'));
  app.get('/vi/review/order/:id', onePage('vi', 'review', 'order'));
  // A prerendered page's footer with the shop's identity once one is configured
  // (company-splice.ts): the live block is the one Contact renders on demand, asked of this very
  // server over loopback (Astro's adapter renders only a real Node request), at most once a
  // language after each every-page change.
  let loopback = '';
  const splice = createCompanySplice(async (lang) => {
    if (!loopback) return null;
    const res = await fetch(`${loopback}${localePath(lang, '/contact')}`);
    return res.ok ? companyBlockOf(await res.text()) : null;
  }, everyPageChangeCount);
  app.use('*', async (c, next) => {
    const method = c.req.method;
    if (!root || (method !== 'GET' && method !== 'HEAD')) return next();
    const port = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.localPort;
    if (port) loopback = `http://127.0.0.1:${port}`;
    const file = prerenderedPage(files(), c.req.path);
    const spliced = file ? await splice.page(file, pathLang(c.req.path), root) : null;
    if (!file || spliced === null) return next();
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(pageHeaders(file))) c.header(name, value);
    c.header('Vary', 'Accept-Encoding');
    const accepted = (c.req.header('Accept-Encoding') ?? '').toLowerCase();
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return c.html(spliced.html);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(spliced[encoding]));
  });
  const serveFiles = staticFiles(files, cacheControlFor, pageHeaders);
  app.use('*', (c, next) => (root ? serveFiles(c, next) : next()));
  app.use(
    `${PICTURES_URL}/*`,
    staticFiles(() => publicDir, cacheControlFor),
  );
  app.use(
    '*',
    renderOnDemand(
      () => renderer,
      () => pageHeaders(path.join(files(), '404.html')),
    ),
  );
  // The 404 page in the language of the address asked for (a Vietnamese page is built as
  // vi/404/index.html; the English one as 404.html).
  const notFound = (c: Context): Response => {
    const lang = pathLang(c.req.path);
    const english = path.join(files(), '404.html');
    const localised = path.join(files(), lang, '404', 'index.html');
    const page = lang !== 'en' && existsSync(localised) ? localised : english;
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    if (root && existsSync(page)) return pageFile(c, page, 404);
    return c.text('Not found', 404);
  };
  app.notFound(notFound);
  return {
    app,
    notFound,
    async setRoot(next) {
      const dir = path.resolve(next);
      // The bundle's page cache is created with the first page it renders, this size (set again:
      // another site server may have been made since, in tests).
      configurePageCache(cacheSettings);
      const loaded = await loadRenderer(dir);
      const loadedPolicies = readPagePolicies(dir);
      // The old build's bundle stays in memory (Node never unloads a module): empty its cache.
      pageCache()?.clear();
      // Pages on disk are served again by the build that rendered them, and only by it.
      const identity = buildIdentity(dir);
      if (identity !== null) pageDisk?.useBuild(identity);
      renderer = loaded;
      policies = loadedPolicies;
      root = dir;
    },
    servedRoot: () => root,
    hasBuild: () => root !== '' && existsSync(serverEntry(root)),
    answersCheaply: (urlPath) =>
      HASHED_ASSET.test(urlPath) || urlPath.startsWith(`${PICTURES_URL}/`) || pageHeld(urlPath),
  };
}
