// Serves products' link previews (/og/product/<id>/<key>.jpg, docs/decisions/0066): a 1200×630
// JPEG of the product's first picture, letterboxed on white, made by sharp on the first request and
// kept in <UPLOADS_DIR>/og/ under the key of that picture's address, so every instance sharing the
// folder serves the same file and products sharing a picture share one. Nothing is made ahead of
// a request (100,000 products are made only as their links are shared). An unknown or archived
// product is 404; a key that is not the product's first picture's any more is sent to the current
// one; a picture that cannot be read (an outside address, a damaged file) is answered with the
// shop's preview, never a 5xx, and nothing is kept, so it is tried again after the product changes.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import { Hono } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import {
  LINK_PREVIEW_TYPE,
  LINK_PREVIEW_URL,
  SHOP_LINK_PREVIEW,
  linkPreviewKey,
  productLinkPreview,
} from '../../../lib/link-preview.ts';
import { PUBLIC_DIR } from '../../../lib/picture-paths.ts';
import { UPLOADS_URL } from '../../../lib/product-admin.ts';
import type { Db } from '../db/connect.ts';
import { productsByIds } from '../services/product-ids.ts';
import { linkPreview } from '../services/raster.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shop's preview in place of a product's that could not be made: kept a short while. */
const FALLBACK_CACHE = 'public, max-age=300';
const KEY = /^([0-9a-f]{16})\.jpg$/;
/** A picture larger than this is not read for a preview (uploads are at most 5 MB). */
const SOURCE_MAX_BYTES = 10 * 1024 * 1024;

/** The file of a picture served by this shop, or undefined for an outside address. */
function sourceFile(picture: string, uploadsDir: string): string | undefined {
  if (!picture.startsWith('/') || picture.startsWith('//')) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(picture.split(/[?#]/)[0]!);
  } catch {
    return undefined;
  }
  const [base, rest] = pathname.startsWith(`${UPLOADS_URL}/`)
    ? [uploadsDir, pathname.slice(UPLOADS_URL.length + 1)]
    : [PUBLIC_DIR, pathname.slice(1)];
  const root = path.resolve(base);
  const file = path.resolve(root, rest);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

async function readSource(file: string): Promise<Uint8Array | undefined> {
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile() || found.size > SOURCE_MAX_BYTES) return undefined;
  return readFile(file);
}

/** `dir()` is where uploaded pictures are stored (config.uploadsDir); previews go in its og/. */
export function linkPreviewRoutes(db: Db, dir: () => string): Hono {
  const routes = new Hono();
  /** Previews being made, by key: the first shares of one picture make it once. */
  const making = new Map<string, Promise<string | undefined>>();

  /** Makes and keeps the preview of `picture`; its file, or undefined when it cannot be made. */
  async function made(picture: string, key: string): Promise<string | undefined> {
    const folder = path.join(dir(), 'og');
    const file = path.join(folder, `${key}.jpg`);
    if ((await stat(file).catch(() => undefined))?.isFile()) return file;
    const source = sourceFile(picture, dir());
    const bytes = source ? await readSource(source) : undefined;
    if (!bytes) return undefined;
    const jpeg = await linkPreview(bytes).catch(() => undefined);
    if (!jpeg) return undefined;
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(partial, jpeg);
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true });
      return undefined;
    }
    return file;
  }

  routes.on(['GET', 'HEAD'], `${LINK_PREVIEW_URL}/product/:id/:name`, async (c) => {
    const match = KEY.exec(c.req.param('name'));
    const id = c.req.param('id');
    const [product] = match ? await productsByIds(db, [id]) : [];
    if (!match || !product) return c.json({ message: API_MESSAGES.http.notFound }, 404);
    const picture = product.productImages[0];
    if (!picture) return c.redirect(SHOP_LINK_PREVIEW, 302);
    const key = linkPreviewKey(picture);
    if (match[1] !== key) return c.redirect(productLinkPreview(id, picture), 302);
    let file = making.get(key);
    if (!file) {
      file = made(picture, key).finally(() => making.delete(key));
      making.set(key, file);
    }
    const found = await file;
    const served = found ?? path.join(PUBLIC_DIR, SHOP_LINK_PREVIEW);
    const size = (await stat(served)).size;
    c.header('Cache-Control', found ? IMMUTABLE : FALLBACK_CACHE);
    c.header('Content-Type', LINK_PREVIEW_TYPE);
    c.header('Content-Length', String(size));
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(createStreamBody(createReadStream(served)), 200);
  });
  return routes;
}
