// Serves the built storefront like a CDN would: the build's prerendered files (static-files.ts:
// precompressed, validators, byte ranges; immutable caching for hashed assets, revalidation for
// HTML), then its on-demand catalogue pages (site-render.ts, cached by the page cache), and a real
// 404 for anything else. A build folder holds `client/` (files) and `server/` (the on-demand pages).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { pageCache } from './page-cache/registry.ts';
import { PICTURES_URL, PUBLIC_DIR } from '../lib/picture-paths.ts';
import { loadRenderer, renderOnDemand, serverEntry, SITE_HEADERS } from './site-render.ts';
import { staticFiles } from './static-files.ts';

const HASHED_ASSET = /^\/_astro\//;

function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (/\.(html|xml|txt)$/.test(urlPath) || !path.extname(urlPath))
    return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
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
}

export interface SiteOptions {
  /** Where `npm run catalog:generate` writes the synthetic catalogue's pictures (under
   * PICTURES_URL); they are served from there when the build predates them. */
  publicDir?: string;
}

/** Serves no build until `setRoot` is given one. */
export function createSiteServer({ publicDir = PUBLIC_DIR }: SiteOptions = {}): SiteServer {
  let root = '';
  const files = () => path.join(root, 'client');
  let renderer: Awaited<ReturnType<typeof loadRenderer>> = null;
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SITE_HEADERS)) c.header(name, value);
  });
  // One static page serves every order's invoice, and one every order's review page; each reads
  // the order's id from the address.
  const onePage =
    (...segments: string[]) =>
    (c: Context, next: () => Promise<void>) => {
      const page = path.join(files(), ...segments, 'index.html');
      if (!root || !existsSync(page)) return next();
      c.header('Cache-Control', 'private, no-store');
      return c.html(readFileSync(page, 'utf8'));
    };
  app.get('/orders/:id/invoice', onePage('orders', 'invoice'));
  app.get('/review/order/:id', onePage('review', 'order'));
  const serveFiles = staticFiles(files, cacheControlFor);
  app.use('*', (c, next) => (root ? serveFiles(c, next) : next()));
  app.use(
    `${PICTURES_URL}/*`,
    staticFiles(() => publicDir, cacheControlFor),
  );
  app.use(
    '*',
    renderOnDemand(() => renderer),
  );
  const notFound = (c: Context): Response => {
    const page = path.join(files(), '404.html');
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    if (root && existsSync(page)) return c.html(readFileSync(page, 'utf8'), 404);
    return c.text('Not found', 404);
  };
  app.notFound(notFound);
  return {
    app,
    notFound,
    async setRoot(next) {
      const dir = path.resolve(next);
      const loaded = await loadRenderer(dir);
      // The old build's bundle stays in memory (Node never unloads a module): empty its cache.
      pageCache()?.clear();
      renderer = loaded;
      root = dir;
    },
    servedRoot: () => root,
    hasBuild: () => root !== '' && existsSync(serverEntry(root)),
  };
}
