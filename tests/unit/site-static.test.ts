import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../src/server/host/site.ts';

const PAGE = Buffer.from(
  `<!doctype html><title>Trang chủ</title>${'<p>Điện thoại</p>'.repeat(300)}`,
);
const BR = brotliCompressSync(PAGE);
const GZ = gzipSync(PAGE);
const PAST = new Date('2026-01-02T03:04:05Z');

let base = '';
let root = '';
let site: SiteServer;

/** Writes a file of the build's client files (a build folder holds `client/` and `server/`). */
function write(file: string, content: string | Buffer, mtime = PAST): void {
  const full = path.join(root, 'client', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  utimesSync(full, mtime, mtime);
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return Promise.resolve(site.app.request(`http://localhost${url}`, { method, headers }));
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

beforeEach(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'site-static-'));
  root = path.join(base, 'site');
  writeFileSync(path.join(base, 'secret.txt'), 'top secret');
  write('index.html', PAGE);
  write('index.html.br', BR);
  write('index.html.gz', GZ);
  write('_astro/app.Bx12.js', 'export const x = 1;');
  write('about/index.html', '<p>about</p>');
  write('logo.png', Buffer.alloc(64, 7));
  write('tin tức.txt', 'tin');
  write('404.html', '<p>not here</p>');
  write('orders/invoice/index.html', '<p>invoice</p>');
  site = createSiteServer();
  await site.setRoot(root);
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

describe('validators and conditional requests', () => {
  it('sends a strong ETag and Last-Modified with every file', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('Last-Modified')).toBe(PAST.toUTCString());
    expect(await bytes(res)).toEqual(PAGE);
  });

  it('answers 304 to a matching If-None-Match, with ETag, Cache-Control and Vary and no body', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag') ?? '';
    const res = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('ETag')).toBe(etag);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await res.text()).toBe('');
  });

  it('answers 304 to an If-None-Match list that contains the ETag, weak or not', async () => {
    const etag = (await get('/')).headers.get('ETag') ?? '';
    const res = await get('/', { 'If-None-Match': `"other", W/${etag}` });
    expect(res.status).toBe(304);
  });

  it('answers 304 to If-Modified-Since equal to Last-Modified', async () => {
    const res = await get('/', { 'If-Modified-Since': PAST.toUTCString() });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  it('answers 200 to an If-Modified-Since older than the file', async () => {
    const res = await get('/', { 'If-Modified-Since': new Date('2025-01-01').toUTCString() });
    expect(res.status).toBe(200);
    expect(await bytes(res)).toEqual(PAGE);
  });

  it('ignores If-Modified-Since when an If-None-Match does not match', async () => {
    const res = await get('/', {
      'If-None-Match': '"stale"',
      'If-Modified-Since': PAST.toUTCString(),
    });
    expect(res.status).toBe(200);
  });

  it('gives the brotli, gzip and identity representations different ETags', async () => {
    const br = (await get('/', { 'Accept-Encoding': 'br' })).headers.get('ETag');
    const gzip = (await get('/', { 'Accept-Encoding': 'gzip' })).headers.get('ETag');
    const identity = (await get('/')).headers.get('ETag');
    expect(new Set([br, gzip, identity]).size).toBe(3);
  });

  it('never validates a brotli request against the gzip ETag', async () => {
    const gzip = (await get('/', { 'Accept-Encoding': 'gzip' })).headers.get('ETag') ?? '';
    expect(gzip).toMatch(/^"/);
    const res = await get('/', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': gzip });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(await bytes(res)).toEqual(BR);
  });

  it('gives a changed file a new ETag and serves it whole to the old one', async () => {
    const old = (await get('/')).headers.get('ETag') ?? '';
    expect(old).toMatch(/^"/);
    const changed = Buffer.concat([PAGE, Buffer.from('<p>mới</p>')]);
    write('index.html', changed, new Date('2026-02-03T04:05:06Z'));
    const res = await get('/', { 'If-None-Match': old });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).not.toBe(old);
    expect(await bytes(res)).toEqual(changed);
  });

  it('keeps immutable caching on a 304 for a hashed asset', async () => {
    const etag = (await get('/_astro/app.Bx12.js')).headers.get('ETag') ?? '';
    const res = await get('/_astro/app.Bx12.js', { 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('precompressed representations', () => {
  it('prefers brotli, then gzip, and says it varies by Accept-Encoding', async () => {
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await bytes(br)).toEqual(BR);
    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Content-Length')).toBe(String(GZ.length));
    expect(await bytes(gzip)).toEqual(GZ);
  });

  it('sends the file itself to a client that accepts no compression, still varying', async () => {
    const res = await get('/');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await bytes(res)).toEqual(PAGE);
  });

  it('skips an encoding the client refuses with q=0', async () => {
    const res = await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(await bytes(res)).toEqual(GZ);
  });

  it('does not vary a file that has no compressed twin', async () => {
    const res = await get('/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
  });
});

describe('byte ranges', () => {
  it('answers 206 with the exact bytes and Content-Range to a single range', async () => {
    const res = await get('/', { Range: 'bytes=10-19' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe(`bytes 10-19/${PAGE.length}`);
    expect(res.headers.get('Content-Length')).toBe('10');
    expect(await bytes(res)).toEqual(PAGE.subarray(10, 20));
  });

  it('answers suffix and open-ended ranges with the bytes they name', async () => {
    const suffix = await get('/', { Range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(await bytes(suffix)).toEqual(PAGE.subarray(-5));
    const open = await get('/', { Range: 'bytes=100-' });
    expect(open.headers.get('Content-Range')).toBe(`bytes 100-${PAGE.length - 1}/${PAGE.length}`);
    expect(await bytes(open)).toEqual(PAGE.subarray(100));
  });

  it('takes a range of the representation it sends', async () => {
    const res = await get('/', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Range')).toBe(`bytes 0-9/${BR.length}`);
    expect(await bytes(res)).toEqual(BR.subarray(0, 10));
  });

  it('answers 416 with bytes */SIZE to an unsatisfiable range', async () => {
    const res = await get('/', { Range: `bytes=${PAGE.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe(`bytes */${PAGE.length}`);
    expect(await res.text()).toBe('');
  });

  it.each(['bytes=abc', 'foo', 'bytes=0-1,5-6', 'items=0-5', 'bytes=5-x', 'bytes=-'])(
    'ignores the Range header %j and answers 200 with the whole file',
    async (range) => {
      const res = await get('/', { Range: range });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Range')).toBeNull();
      expect(await bytes(res)).toEqual(PAGE);
    },
  );

  it('honours an If-Range that matches the ETag or Last-Modified', async () => {
    const etag = (await get('/')).headers.get('ETag') ?? '';
    for (const ifRange of [etag, PAST.toUTCString()]) {
      const res = await get('/', { Range: 'bytes=0-3', 'If-Range': ifRange });
      expect(res.status).toBe(206);
      expect(await bytes(res)).toEqual(PAGE.subarray(0, 4));
    }
  });

  it.each(['"stale"', 'W/ETAG', 'Thu, 01 Jan 2026 00:00:00 GMT', 'junk'])(
    'answers 200 with the whole file when If-Range %s does not match',
    async (validator) => {
      const etag = (await get('/')).headers.get('ETag') ?? '';
      const ifRange = validator.replace('ETAG', etag);
      const res = await get('/', { Range: 'bytes=0-3', 'If-Range': ifRange });
      expect(res.status).toBe(200);
      expect(await bytes(res)).toEqual(PAGE);
    },
  );

  it('answers 304 rather than a range when If-None-Match matches', async () => {
    const etag = (await get('/')).headers.get('ETag') ?? '';
    const res = await get('/', { Range: 'bytes=0-3', 'If-None-Match': etag });
    expect(res.status).toBe(304);
  });
});

describe('HEAD', () => {
  it('answers like GET without a body', async () => {
    const getRes = await get('/', { 'Accept-Encoding': 'gzip' });
    const head = await get('/', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    for (const name of ['ETag', 'Last-Modified', 'Content-Type', 'Content-Encoding', 'Vary']) {
      expect(head.headers.get(name)).toBe(getRes.headers.get(name));
    }
    expect(head.headers.get('Content-Length')).toBe(String(GZ.length));
    expect(await head.text()).toBe('');
  });

  it('ignores Range, which is defined for GET only', async () => {
    const res = await get('/', { Range: 'bytes=0-3' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe(String(PAGE.length));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await get('/')).headers.get('ETag') ?? '';
    const res = await get('/', { 'If-None-Match': etag }, 'HEAD');
    expect(res.status).toBe(304);
  });
});

describe('paths', () => {
  it('serves a folder as its index.html, with or without the trailing slash', async () => {
    for (const url of ['/about', '/about/']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<p>about</p>');
    }
  });

  it('serves a file whose percent-encoded name it decodes', async () => {
    const res = await get('/tin%20t%E1%BB%A9c.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('tin');
  });

  it.each([
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/_astro/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%5c..%5csecret.txt',
    '/_astro%5capp.Bx12.js',
    '/_astro//app.Bx12.js',
    '//index.html',
    '/index.html%00',
  ])('keeps %s at 404', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('top secret');
  });

  it('answers an unknown path with the 404 page and a 404 status', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<p>not here</p>');
  });

  it('answers other methods than GET and HEAD with 404', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(404);
  });
});

describe('cache rules and headers', () => {
  it('caches hashed assets for a year, other files for an hour and HTML not at all', async () => {
    const cases: [string, string][] = [
      ['/_astro/app.Bx12.js', 'public, max-age=31536000, immutable'],
      ['/logo.png', 'public, max-age=3600'],
      ['/', 'public, max-age=0, must-revalidate'],
      ['/about', 'public, max-age=0, must-revalidate'],
    ];
    for (const [url, cacheControl] of cases) {
      const res = await get(url);
      expect(res.headers.get('Cache-Control')).toBe(cacheControl);
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves every invoice from the one invoice page, never cached', async () => {
    const res = await get('/orders/42/invoice');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.text()).toBe('<p>invoice</p>');
  });
});

describe('pictures of a catalogue generated after the build', () => {
  it('serves them from the public folder, and nothing else of that folder', async () => {
    const publicDir = path.join(base, 'public');
    mkdirSync(path.join(publicDir, 'images', 'synthetic'), { recursive: true });
    writeFileSync(path.join(publicDir, 'images', 'synthetic', 'dell-laptop.svg'), '<svg/>');
    writeFileSync(path.join(publicDir, 'draft.txt'), 'not published');
    site = createSiteServer({ publicDir });
    await site.setRoot(root);
    const picture = await get('/images/synthetic/dell-laptop.svg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toBe('<svg/>');
    expect((await get('/draft.txt')).status).toBe(404);
    expect((await get('/images/synthetic/missing.svg')).status).toBe(404);
    expect((await get('/images/synthetic/..%2f..%2fdraft.txt')).status).toBe(404);
  });
});

describe('languages', () => {
  beforeEach(() => {
    write('vi/index.html', '<p>trang chủ</p>');
    write('vi/about/index.html', '<p>giới thiệu</p>');
    write('vi/404/index.html', '<p>không tìm thấy</p>');
    write('vi/orders/invoice/index.html', '<p>hoá đơn</p>');
  });

  it('serves the Vietnamese pages under /vi, the invoice for every order id included', async () => {
    expect(await (await get('/vi/about')).text()).toBe('<p>giới thiệu</p>');
    expect(await (await get('/vi')).text()).toBe('<p>trang chủ</p>');
    expect(await (await get('/vi/orders/abc123/invoice')).text()).toBe('<p>hoá đơn</p>');
  });

  it('answers a missing page with the 404 page of its language', async () => {
    const vietnamese = await get('/vi/khong-co');
    expect(vietnamese.status).toBe(404);
    expect(await vietnamese.text()).toBe('<p>không tìm thấy</p>');
    const english = await get('/nowhere');
    expect(english.status).toBe(404);
    expect(await english.text()).toBe('<p>not here</p>');
  });

  it('answers the switch (?lang=) with a 303 to the page in that language and a cookie', async () => {
    const res = await get('/about?lang=vi');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/vi/about');
    expect(res.headers.get('Set-Cookie')).toMatch(
      /^lang=vi; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const back = await get('/vi/search?query=tai%20nghe&lang=en', { Cookie: 'lang=vi' });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe('/search?query=tai+nghe');
    expect(back.headers.get('Set-Cookie')).toMatch(/^lang=en;/);
  });

  it('sends a shopper who chose a language to its pages, and leaves everyone else where they asked', async () => {
    const remembered = await get('/about', { Cookie: 'lang=vi' });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('Location')).toBe('/vi/about');
    expect(remembered.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await get('/vi/about', { Cookie: 'lang=en' })).headers.get('Location')).toBe('/about');
    // Nothing is decided by Accept-Language, a cookie of no known language, or for files.
    expect((await get('/about', { 'Accept-Language': 'vi' })).status).toBe(200);
    expect((await get('/about', { Cookie: 'lang=fr' })).status).toBe(200);
    expect((await get('/vi/about', { Cookie: 'lang=vi' })).status).toBe(200);
    expect((await get('/logo.png', { Cookie: 'lang=vi' })).status).toBe(200);
    expect((await get('/logo.png?lang=vi')).status).toBe(200);
  });
});
