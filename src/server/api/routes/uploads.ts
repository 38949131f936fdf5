// Serves uploaded product pictures (/uploads/<content hash>.<ext>): a name never changes what it
// serves, so browsers and CDNs keep them for a year. An SVG is served with a policy that forbids
// scripts and outside requests even if opened on its own.
import { createReadStream } from 'node:fs';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import { Hono } from 'hono';
import { UPLOADS_URL } from '../../../lib/product-admin.ts';

// <hash>.<ext> (an SVG, or a photo stored before its copies were made), <hash>-<w>x<h>.<ext> (a
// photo and its size) and <hash>-<w>w.<webp|avif> (its copies; docs/decisions/0066).
const NAME = /^([0-9a-f]{32})(?:-\d{1,5}x\d{1,5}|-\d{1,4}w)?\.(png|jpg|webp|avif|svg)$/;
const TYPES: Record<string, string> = {
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `dir()` is where the pictures are stored (config.uploadsDir). */
export function uploadRoutes(dir: () => string): Hono {
  const routes = new Hono();
  routes.on(['GET', 'HEAD'], `${UPLOADS_URL}/:name`, async (c) => {
    const match = NAME.exec(c.req.param('name'));
    if (!match) return c.json({ message: API_MESSAGES.http.notFound }, 404);
    const file = path.join(dir(), match[0]);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return c.json({ message: API_MESSAGES.http.notFound }, 404);
    const etag = `"${match[0].replace(/\.\w+$/, '')}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', IMMUTABLE);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (c.req.header('If-None-Match')?.includes(etag)) return c.body(null, 304);
    c.header('Content-Type', TYPES[match[2]!]!);
    c.header('Content-Length', String(found.size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(createStreamBody(createReadStream(file)), 200);
  });
  return routes;
}
