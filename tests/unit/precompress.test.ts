import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../src/server/host/site-build.ts';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip twins of every compressible file over 1 KB, in every folder', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, '_astro'));
    const page = `<!doctype html>${'<p>Điện thoại</p>'.repeat(200)}`;
    const script = `export const x = ${JSON.stringify('a'.repeat(5000))};`;
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, '_astro', 'app.js'), script);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    await precompress(dir);

    const html = path.join(dir, 'index.html');
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
    const js = path.join(dir, '_astro', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  });

  it('lets the event loop run while it compresses, so a live shop keeps answering', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    for (let i = 0; i < 8; i++) {
      writeFileSync(path.join(dir, `page-${i}.html`), `<p>${i}</p>`.repeat(20_000));
    }
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);

    await precompress(dir);
    running = false;

    expect(ticks).toBeGreaterThan(8);
  });

  it('reuses the previous build’s twins of a file that did not change, and compresses the rest', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const previous = path.join(dir, 'previous');
    const next = path.join(dir, 'next');
    mkdirSync(previous);
    mkdirSync(next);
    const same = `<p>${'unchanged '.repeat(300)}</p>`;
    for (const folder of [previous, next]) writeFileSync(path.join(folder, 'same.html'), same);
    writeFileSync(path.join(previous, 'changed.html'), `<p>${'old '.repeat(400)}</p>`);
    writeFileSync(path.join(next, 'changed.html'), `<p>${'new '.repeat(400)}</p>`);
    await precompress(previous);
    // Mark the previous twins: a copy keeps the mark, a fresh compression would not.
    writeFileSync(path.join(previous, 'same.html.br'), 'copied-br');
    writeFileSync(path.join(previous, 'same.html.gz'), 'copied-gz');

    await precompress(next, previous);

    expect(readFileSync(path.join(next, 'same.html.br'), 'utf8')).toBe('copied-br');
    expect(readFileSync(path.join(next, 'same.html.gz'), 'utf8')).toBe('copied-gz');
    expect(gunzipSync(readFileSync(path.join(next, 'changed.html.gz'))).toString()).toContain(
      'new',
    );
  });
});
