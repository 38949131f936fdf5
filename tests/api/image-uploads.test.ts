// Picture uploads under attack (docs/decisions/0036): SVGs too deep or too large refused before
// they are sanitised, sanitising on a worker thread while the shop keeps answering, a time limit
// that ends a slow worker, url() written with character references, and the upload quota.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/index.ts';
import { PRODUCT_MESSAGES, SVG_MAX_DEPTH, SVG_MAX_ELEMENTS } from '../../src/lib/product-admin.ts';
import { createApp } from '../../src/server/api/app.ts';
import type { Config } from '../../src/server/config.ts';
import { rasterVariants } from '../../src/server/api/services/raster.ts';
import { createSvgPool, type SvgPool } from '../../src/server/api/services/svg-pool.ts';
import { TestClient, createTestContext, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-uploads-test-'));
  folders.push(dir);
  return dir;
};

/** A gate for the SVG workers (svg-pool.ts, `hold`): cell 0 counts tasks, cell 1 lets them go. */
function workerGate() {
  const buffer = new SharedArrayBuffer(8);
  const cells = new Int32Array(buffer);
  return {
    buffer,
    /** Tasks that reached the gate so far. */
    entered: () => Atomics.load(cells, 0),
    /** Resolves once a task other than the first `count` is at the gate. */
    reached: async (count: number) => {
      await Atomics.waitAsync(cells, 0, count).value;
    },
    open: () => {
      Atomics.store(cells, 1, 1);
      Atomics.notify(cells, 1);
    },
    close: () => Atomics.store(cells, 1, 0),
  };
}

const pools: SvgPool[] = [];
const poolWith = (options: Parameters<typeof createSvgPool>[0]) => {
  const pool = createSvgPool(options);
  pools.push(pool);
  return pool;
};

const upload = (client: TestClient, body: Uint8Array | string, type = 'image/svg+xml') =>
  client.request('POST', '/api/admin/images', {
    raw: body as string,
    headers: { 'Content-Type': type },
  });

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inside}</svg>`;

/** `depth` elements nested in one another, the root included. */
const nested = (depth: number) => svg(`${'<g>'.repeat(depth - 1)}${'</g>'.repeat(depth - 1)}`);
/** The root and `count - 1` elements side by side. */
const siblings = (count: number) => svg('<rect width="1" height="1"/>'.repeat(count - 1));

/** An 8×8 PNG of one colour, made distinct by `tag`. */
const png = async (tag: number) =>
  new Uint8Array(
    await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: tag, g: 20, b: 30 } },
    })
      .png()
      .toBuffer(),
  );

/** The bytes a photo and its copies take. */
const setBytes = async (photo: Uint8Array) => {
  const result = await rasterVariants(photo);
  if ('problem' in result) throw new Error(result.problem);
  return photo.length + result.variants.reduce((sum, v) => sum + v.bytes.length, 0);
};

function expectRefused(res: { status: number; body: unknown }, status: number, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(apiErrorSchema.parse(res.body).message).toBe(message);
}

let ctx: TestContext;
let editor: TestClient;
const gate = workerGate();

beforeAll(async () => {
  ctx = await createTestContext({
    config: { uploadsDir: newFolder() },
    svgPool: poolWith({ hold: gate.buffer }),
  });
  editor = (await staffClient(ctx, 'editor')).client;
  gate.open();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await ctx?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The editor on another app over the same database, with other settings or another SVG pool. */
function editorOnAppWith(config: Partial<Config>, svgPool?: SvgPool): TestClient {
  const app = createApp({
    db: ctx.database.db,
    config: { ...ctx.config, ...config },
    ...(svgPool ? { svgPool } : {}),
  });
  const client = new TestClient(app);
  client.accessToken = editor.accessToken;
  return client;
}

describe('an SVG too deep or too large', () => {
  it('refuses 100,000 nested groups with 422 before sanitising them', async () => {
    const res = await upload(editor, nested(100_000));
    expectRefused(res, 422, PRODUCT_MESSAGES.svgTooDeep);
    expect(res.body.errors).toEqual({ file: PRODUCT_MESSAGES.svgTooDeep });
  });

  it.each([
    ['depth', nested, SVG_MAX_DEPTH, PRODUCT_MESSAGES.svgTooDeep],
    ['element count', siblings, SVG_MAX_ELEMENTS, PRODUCT_MESSAGES.svgTooManyElements],
  ] as const)(
    'stores an SVG at the limit of its %s, and refuses one a step past it',
    async (_limit, picture, max, refusal) => {
      expect((await upload(editor, picture(max))).status).toBe(201);
      expectRefused(await upload(editor, picture(max + 1)), 422, refusal);
    },
  );

  it('does not count tags inside comments, CDATA or quoted values', async () => {
    const hidden = `<!--${'<g>'.repeat(SVG_MAX_DEPTH)}--><![CDATA[${'<g>'.repeat(SVG_MAX_DEPTH)}]]>`;
    const res = await upload(editor, svg(`${hidden}<text font-family="a>b">x</text>`));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('sanitising off the request thread', () => {
  it('answers other requests while an SVG is being sanitised', async () => {
    gate.close();
    const before = gate.entered();
    let answered = false;
    const slow = upload(editor, svg('<circle r="4" fill="#123456"/>')).finally(() => {
      answered = true;
    });
    await gate.reached(before);
    // The worker is now holding the SVG: the shop must still answer a shopper.
    const categories = await ctx.client().get('/api/product/category');
    expect(categories.status).toBe(200);
    expect(answered).toBe(false);
    gate.open();
    expect((await slow).status).toBe(201);
  });

  it('ends a worker past its time limit and refuses that SVG with 422, then checks the next one', async () => {
    const slowGate = workerGate();
    try {
      // The limit counts from the pool's queue, a thread's start included: a first upload starts
      // the thread, so that on a busy machine the limit is spent at the gate, not starting up.
      const slowEditor = editorOnAppWith(
        { uploadsDir: newFolder() },
        poolWith({ hold: slowGate.buffer, timeLimitMs: 10_000 }),
      );
      slowGate.open();
      expect((await upload(slowEditor, svg('<rect width="1" height="1"/>'))).status).toBe(201);
      slowGate.close();
      const res = await upload(slowEditor, svg('<rect width="2" height="2"/>'));
      expectRefused(res, 422, PRODUCT_MESSAGES.svgTooSlow);
      expect(slowGate.entered()).toBe(2);
      slowGate.open();
      const next = await upload(slowEditor, svg('<rect width="3" height="3"/>'));
      expect(next.status, JSON.stringify(next.body)).toBe(201);
    } finally {
      slowGate.open();
    }
  }, 60_000);
});

describe('url() and links written with character references', () => {
  const EVIL = 'https://evil.example/track';
  it.each([
    ['fill', `url&#40;${EVIL})`],
    ['mask', `&#117;rl(${EVIL})`],
    ['fill', `&#x75;rl(${EVIL})`],
    ['stroke', `u&#x72;l(${EVIL})`],
    ['clip-path', `&#x55;&#x52;&#76;&#x28;${EVIL}&#x29;`],
    ['fill', `u&#114;&#x6c;&lpar;${EVIL}&rpar;`],
    ['mask', `url(&#x27;${EVIL}&#39;)`],
    ['fill', `url(&quot;${EVIL}&quot;)`],
    ['stroke', `&#92;75 rl(${EVIL})`],
    ['fill', `\\75 rl(${EVIL})`],
    ['fill', `u\\rl(${EVIL})`],
    ['mask', `ur/**/l(${EVIL})`],
    ['mask', `image-set(&quot;${EVIL}&quot; 1x)`],
    ['fill', `#abc url&#x0028;${EVIL})`],
    ['href', `&#104;ttps://evil.example/a.svg#x`],
    ['xlink:href', `java&#x73;cript:alert(1)`],
  ])('drops %s="%s"', async (name, value) => {
    const res = await upload(
      editor,
      svg(`<rect id="r" width="5" height="5" ${name}="${value}"/><use href="#r"/>`),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const text = await (await ctx.app.request(res.body.url)).text();
    expect(text).toMatch(/<rect id="r" width="5" height="5"(\/>|><\/rect>)/);
    expect(text).not.toMatch(/evil|javascript/i);
  });

  it('drops an entity the DOCTYPE declares instead of expanding it', async () => {
    const res = await upload(
      editor,
      `<!DOCTYPE svg [<!ENTITY t "url(${EVIL})">]>${svg('<rect width="6" fill="&t;"/>')}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const text = await (await ctx.app.request(res.body.url)).text();
    expect(text).toMatch(/<rect width="6"(\/>|><\/rect>)/);
    expect(text).not.toContain('evil');
  });

  it('keeps the drawing inside unknown elements, and drops foreign content with all it holds', async () => {
    const res = await upload(
      editor,
      svg(
        '<switch><foreignObject><p>hi</p><rect id="foreign"/></foreignObject>' +
          '<g><rect width="8"/></g></switch><a href="javascript:alert(1)"><circle r="1"/></a>' +
          '<style>@import url(https://evil.example/x.css);</style>',
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const text = await (await ctx.app.request(res.body.url)).text();
    expect(text).toMatch(/<g><rect width="8"(\/>|><\/rect>)<\/g>/);
    expect(text).toMatch(/<circle r="1"(\/>|><\/circle>)/);
    expect(text).not.toMatch(/foreign|>hi<|javascript|evil|switch|<a[\s>]/i);
  });

  it('keeps references inside the picture, decoded', async () => {
    const res = await upload(
      editor,
      svg(
        '<linearGradient id="g"><stop offset="0" stop-color="rgb(1,2,3)"/></linearGradient>' +
          '<rect width="7" fill="url(&#35;g)" transform="rotate(&#52;5)"/><text>&lt;&copy;&gt;</text>',
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const text = await (await ctx.app.request(res.body.url)).text();
    expect(text).toMatch(
      /<rect width="7" fill="url\(#g\)" transform="rotate\(45\)"(\/>|><\/rect>)/,
    );
    expect(text).toContain('<text>&lt;©&gt;</text>');
  });
});

describe('the upload quota', () => {
  it('counts what the folder held at start and lets through only the simultaneous uploads that fit', async () => {
    const dir = newFolder();
    const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => png(10 + i)));
    // A photo takes its own bytes and its copies' (an 8-pixel photo has one WebP and one AVIF).
    const sizes = await Promise.all(photos.map(setBytes));
    const largest = Math.max(...sizes);
    expect(4 * Math.min(...sizes)).toBeGreaterThan(3 * largest);
    // Stored before the app started: 1,000 bytes of the quota are taken, room is left for three.
    writeFileSync(path.join(dir, `${'0'.repeat(32)}.png`), new Uint8Array(1_000));
    const quotaEditor = editorOnAppWith({ uploadsDir: dir, uploadQuotaBytes: 1_000 + 3 * largest });
    const answers = await Promise.all(
      photos.map((photo) => upload(quotaEditor, photo, 'image/png')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refusal of answers.filter((a) => a.status === 409))
      expectRefused(refusal, 409, PRODUCT_MESSAGES.uploadsFull);
    expect(readdirSync(dir)).toHaveLength(1 + 3 * 3);
    // A picture already stored takes nothing more, so it is still answered.
    const stored = answers.find((a) => a.status === 201)!;
    const again = await upload(quotaEditor, photos[answers.indexOf(stored)]!, 'image/png');
    expect(again.status).toBe(201);
    expect(again.body.url).toBe(stored.body.url);
  });
});

describe('photos made responsive', () => {
  /** A photo `width` × `height` with a gradient, as JPEG or PNG, with EXIF `orientation` if given. */
  const photo = async (
    width: number,
    height: number,
    format: 'jpeg' | 'png',
    orientation?: number,
  ) => {
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i += 3) pixels[i] = (i / 3) % 256;
    let image = sharp(pixels, { raw: { width, height, channels: 3 } });
    if (orientation) image = image.withMetadata({ orientation });
    return new Uint8Array(await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer());
  };

  it('stores WebP and AVIF copies at every width up to the original, upright and without metadata', async () => {
    const dir = newFolder();
    const client = editorOnAppWith({ uploadsDir: dir });
    // 1000 × 700 taken on its side (EXIF orientation 6): shown 700 wide, 1000 high.
    const jpeg = await photo(1000, 700, 'jpeg', 6);
    const res = await upload(client, jpeg, 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const match = /^\/uploads\/([0-9a-f]{32})-700x1000\.jpg$/.exec(res.body.url);
    expect(match, res.body.url).not.toBeNull();
    const hash = match![1]!;
    const copies = [320, 640, 700].flatMap((w) => [`${hash}-${w}w.webp`, `${hash}-${w}w.avif`]);
    expect(readdirSync(dir).sort()).toEqual([`${hash}-700x1000.jpg`, ...copies].sort());
    for (const copy of copies) {
      const served = await client.app.request(`/uploads/${copy}`);
      expect(served.status, copy).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(
        copy.endsWith('.avif') ? 'image/avif' : 'image/webp',
      );
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      const width = Number(/-(\d+)w\./.exec(copy)![1]);
      expect([meta.width, meta.height], copy).toEqual([width, Math.round((width * 1000) / 700)]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('never makes a copy wider than a small original, and caps a large one at 1280', async () => {
    const dir = newFolder();
    const client = editorOnAppWith({ uploadsDir: dir });
    const small = await upload(client, await photo(200, 150, 'png'), 'image/png');
    expect(small.body.url).toMatch(/-200x150\.png$/);
    const large = await upload(client, await photo(1600, 400, 'png'), 'image/png');
    expect(large.body.url).toMatch(/-1600x400\.png$/);
    const widths = (url: string) => {
      const hash = /([0-9a-f]{32})/.exec(url)![1]!;
      return readdirSync(dir)
        .filter((name) => name.startsWith(hash) && name.endsWith('.webp'))
        .map((name) => Number(/-(\d+)w\.webp$/.exec(name)![1]))
        .sort((a, b) => a - b);
    };
    expect(widths(small.body.url)).toEqual([200]);
    expect(widths(large.body.url)).toEqual([320, 640, 960, 1280]);
  });

  it('stores one set for the same photo uploaded twice, even at once', async () => {
    const dir = newFolder();
    const client = editorOnAppWith({ uploadsDir: dir });
    const jpeg = await photo(400, 300, 'jpeg');
    const [a, b] = await Promise.all([
      upload(client, jpeg, 'image/jpeg'),
      upload(client, jpeg, 'image/jpeg'),
    ]);
    const c = await upload(client, jpeg, 'image/jpeg');
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.url, b.body.url, c.body.url]).size).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1 + 2 * 2);
  });

  it('refuses a damaged photo with 422 and leaves nothing behind', async () => {
    const dir = newFolder();
    const client = editorOnAppWith({ uploadsDir: dir });
    const jpeg = await photo(600, 400, 'jpeg');
    const cases: [Uint8Array, string][] = [
      [jpeg.slice(0, 600), 'image/jpeg'],
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'image/png'],
      [new Uint8Array([...new TextEncoder().encode('RIFF\0\0\0\0WEBP'), 9, 9, 9]), 'image/webp'],
    ];
    for (const [bytes, type] of cases)
      expectRefused(await upload(client, bytes, type), 422, PRODUCT_MESSAGES.imageUnreadable);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a photo of more pixels than the limit before decoding it', async () => {
    const client = editorOnAppWith({ uploadsDir: newFolder() });
    // 10,000 × 6,000 of one colour: a few kilobytes that would decode into 180 MB.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expectRefused(
      await upload(client, new Uint8Array(bomb), 'image/png'),
      422,
      PRODUCT_MESSAGES.imageTooManyPixels,
    );
  });
});
