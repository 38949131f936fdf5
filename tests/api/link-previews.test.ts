// Link previews (docs/decisions/0066): a product's og:image is a 1200×630 JPEG of its first
// picture, SVG or photo, made on the first request and kept under <UPLOADS_DIR>/og/; an unknown
// product is 404, an old key is sent to the current one, and a picture that cannot be read is
// answered with the shop's preview, never a 5xx.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLinkPreview, SHOP_LINK_PREVIEW } from '../../src/lib/link-preview.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { ensureSeedImages } from '../../src/server/api/seed/images.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let editor: TestClient;
let uploads: string;
/** A live product of the seed and its first picture (an SVG of the seed). */
let product: { id: string; picture: string };

const get = (url: string) => ctx.app.request(url);
const setPictures = (id: string, images: string[]) =>
  ctx.database.db.update(products).set({ images }).where(eq(products.id, id));

/** Reads a JPEG answer back with sharp. */
async function jpegOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('image/jpeg');
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

beforeAll(async () => {
  ensureSeedImages();
  uploads = mkdtempSync(path.join(tmpdir(), 'link-previews-test-'));
  ctx = await createTestContext({ config: { uploadsDir: uploads } });
  editor = (await staffClient(ctx, 'editor')).client;
  const [row] = await ctx.database.db
    .select({ id: products.id, images: products.images })
    .from(products)
    .limit(1);
  product = { id: row!.id, picture: row!.images[0]! };
});
afterAll(async () => {
  await ctx?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe("a product's link preview", () => {
  it('is a 1200×630 JPEG of its SVG picture, made once and kept for a year', async () => {
    expect(product.picture).toMatch(/\.svg$/);
    const url = productLinkPreview(product.id, product.picture);
    const res = await get(url);
    const meta = await jpegOf(res);
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const kept = readdirSync(path.join(uploads, 'og'));
    expect(kept).toHaveLength(1);
    // Asked again, it is the kept file.
    const again = await get(url);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(
      Buffer.from(await (await get(url)).arrayBuffer()),
    );
    expect(readdirSync(path.join(uploads, 'og'))).toEqual(kept);
  });

  it('is made from an uploaded photo, letterboxed on white', async () => {
    const [, other] = await ctx.database.db.select({ id: products.id }).from(products).limit(2);
    // A tall red photo: the preview keeps it whole in the middle, white on both sides.
    const photo = await sharp({
      create: { width: 300, height: 600, channels: 3, background: '#d00' },
    })
      .png()
      .toBuffer();
    const stored = await editor.request('POST', '/api/admin/images', {
      raw: new Uint8Array(photo) as unknown as string,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    await setPictures(other!.id, [stored.body.url]);
    const res = await get(productLinkPreview(other!.id, stored.body.url));
    const buffer = Buffer.from(await res.clone().arrayBuffer());
    const meta = await jpegOf(res);
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const { data, info } = await sharp(buffer).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!] as const;
    };
    expect(pixel(20, 315).every((c) => c > 240)).toBe(true);
    const [r, g, b] = pixel(600, 315);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(80);
  });

  it('answers 404 for an unknown product and sends an old key to the current picture', async () => {
    const unknown = await get(productLinkPreview('no-such-product', product.picture));
    expect(unknown.status).toBe(404);
    const old = await get(productLinkPreview(product.id, '/images/an-old-picture.svg'));
    expect(old.status).toBe(302);
    expect(old.headers.get('Location')).toBe(productLinkPreview(product.id, product.picture));
    expect((await get(`/og/product/${product.id}/not-a-key.jpg`)).status).toBe(404);
  });

  it("answers the shop's preview, not a 5xx, for a picture that cannot be read, and keeps nothing", async () => {
    const [, , third] = await ctx.database.db.select({ id: products.id }).from(products).limit(3);
    const before = readdirSync(path.join(uploads, 'og')).length;
    for (const picture of [
      'https://cdn.example/outside.jpg',
      '/images/missing.png',
      '/uploads/../../etc/passwd',
      '/images/placeholder.svg%',
    ]) {
      await setPictures(third!.id, [picture]);
      const res = await get(productLinkPreview(third!.id, picture));
      expect(res.headers.get('Cache-Control'), picture).toBe('public, max-age=300');
      const meta = await jpegOf(res);
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    }
    expect(readdirSync(path.join(uploads, 'og'))).toHaveLength(before);
    await setPictures(third!.id, []);
    const none = await get(productLinkPreview(third!.id, 'x'));
    expect(none.status).toBe(302);
    expect(none.headers.get('Location')).toBe(SHOP_LINK_PREVIEW);
  });
});
