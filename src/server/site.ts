// Serves the built storefront like a CDN would: precompressed files (brotli, gzip), validators
// and byte ranges (static-files.ts), immutable caching for hashed assets, short revalidation for
// HTML, and a real 404 for unknown paths.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
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
  /** Points the server at another build folder (used after an atomic rebuild). */
  setRoot(root: string): void;
  hasBuild(): boolean;
}

export function createSiteServer(initialRoot: string): SiteServer {
  let root = path.resolve(initialRoot);
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
  });
  // One static page serves every order's invoice; it reads the id from the address.
  app.get('/orders/:id/invoice', (c, next) => {
    const page = path.join(root, 'orders', 'invoice', 'index.html');
    if (!existsSync(page)) return next();
    c.header('Cache-Control', 'private, no-store');
    return c.html(readFileSync(page, 'utf8'));
  });
  app.use(
    '*',
    staticFiles(() => root, cacheControlFor),
  );
  const notFound = (c: Context): Response => {
    const page = path.join(root, '404.html');
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    if (existsSync(page)) return c.html(readFileSync(page, 'utf8'), 404);
    return c.text('Not found', 404);
  };
  app.notFound(notFound);
  return {
    app,
    notFound,
    setRoot(next) {
      root = path.resolve(next);
    },
    hasBuild: () => existsSync(path.join(root, 'index.html')),
  };
}
