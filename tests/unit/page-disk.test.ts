// Rendered pages kept on disk as well as in memory: a host made again over the same folder (a
// restart) serves a page from disk without rendering it; an invalidation by tag removes the disk
// copy; the folder stays within its bound, least recently used out first; a torn, damaged or
// foreign file is never served (the page is rendered again, never a 5xx); and a page is served
// again only by the build that rendered it. The feed side (changes while the shop was down) is in
// tests/api/page-disk.test.ts, on both engines.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageDisk } from '../../src/server/host/page-cache/disk.ts';
import pageCacheProvider from '../../src/server/host/page-cache/provider.ts';
import { configurePageCache, invalidatePages } from '../../src/server/host/page-cache/registry.ts';
import { askPage, renderedPage } from './page-cache-fixtures.ts';

const KB = 1024;
const BUILD = 'build-1';

let dir: string;
let lines: string[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-disk-'));
  lines = [];
});
afterEach(async () => {
  configurePageCache({ maxMb: 0 });
  await rm(dir, { recursive: true, force: true });
});

/** A host's page cache as a start makes it: the disk tier opened over `dir`, a fresh memory. */
async function startHost({ diskKb = 4096, build = BUILD } = {}) {
  const disk = await PageDisk.open({ dir, maxBytes: diskKb * KB, log: (line) => lines.push(line) });
  disk.useBuild(build);
  configurePageCache({ maxMb: 64, disk });
  return { disk, provider: pageCacheProvider() };
}

type Host = Awaited<ReturnType<typeof startHost>>;

/** Asks `host` for `path`, rendering `body` with `tags` if it must; waits for the disk write. */
async function ask(
  host: Host,
  pagePath: string,
  body: Uint8Array<ArrayBuffer> | string,
  tags: string[] = [],
) {
  const answer = await askPage(host.provider, pagePath, () => renderedPage(body, tags));
  await host.disk.flush();
  return answer;
}

const pageFiles = async () => (await readdir(dir)).filter((name) => name.endsWith('.page'));

describe('rendered pages kept on disk', () => {
  it('serves a page rendered before a restart from disk, without rendering it, with the same bytes', async () => {
    const html = '<!doctype html><h1>Điện thoại A</h1>';
    const first = await startHost();
    expect(await ask(first, '/product/a', html, ['product:a'])).toMatchObject({
      status: 200,
      state: 'MISS',
      renders: 1,
    });

    const again = await startHost();
    const answer = await ask(again, '/product/a', 'rendered again');
    expect(answer).toMatchObject({ status: 200, state: 'DISK', renders: 0 });
    expect(new TextDecoder().decode(answer.body)).toBe(html);
    // Read from disk once: memory answers from then on.
    expect(await ask(again, '/product/a', 'rendered again')).toMatchObject({
      state: 'HIT',
      renders: 0,
    });
  });

  it('drops the disk copy of the pages an invalidation names, and keeps the others', async () => {
    const first = await startHost();
    await ask(first, '/product/a', 'a', ['product:a']);
    await ask(first, '/product/b', 'b', ['product:b']);
    expect(await pageFiles()).toHaveLength(2);

    invalidatePages(['product:a']);
    // The stop before a restart waits for the deletions under way, as for the writes.
    await first.disk.flush();

    const again = await startHost();
    expect(await ask(again, '/product/a', 'a, changed', ['product:a'])).toMatchObject({
      state: 'MISS',
      renders: 1,
    });
    expect(await ask(again, '/product/b', 'b')).toMatchObject({ state: 'DISK', renders: 0 });
  });

  it('drops every page kept on disk when the whole catalogue is replaced', async () => {
    const first = await startHost();
    await ask(first, '/product/a', 'a', ['product:a']);
    await ask(first, '/products', 'list', ['listing:phones']);

    invalidatePages(['*']);
    await first.disk.flush();

    const again = await startHost();
    expect(again.disk.stats().pages).toBe(0);
    expect(await ask(again, '/products', 'list, new')).toMatchObject({ state: 'MISS', renders: 1 });
  });

  it('keeps the folder within its bound, the least recently used page out first', async () => {
    // Pages that do not compress: three encodings of 200 KB, about 600 KB a file; 1,500 KB hold two.
    const host = await startHost({ diskKb: 1500 });
    const body = () => randomBytes(200 * KB);
    await ask(host, '/product/a', body());
    await ask(host, '/product/b', body());
    // A memory miss of /product/a reads it from disk, which makes /product/b the least recently used.
    const restarted = await startHost({ diskKb: 1500 });
    expect(await ask(restarted, '/product/a', body())).toMatchObject({ state: 'DISK' });
    await ask(restarted, '/product/c', body());

    const files = await pageFiles();
    expect(files).toHaveLength(2);
    const sizes = await Promise.all(
      files.map(async (name) => (await stat(path.join(dir, name))).size),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(1500 * KB);

    const last = await startHost({ diskKb: 1500 });
    expect(await ask(last, '/product/a', body())).toMatchObject({ state: 'DISK', renders: 0 });
    expect(await ask(last, '/product/c', body())).toMatchObject({ state: 'DISK', renders: 0 });
    expect(await ask(last, '/product/b', body())).toMatchObject({ state: 'MISS', renders: 1 });
  });

  it('renders again a page whose file was cut short, and deletes the file', async () => {
    const first = await startHost();
    await ask(first, '/product/a', 'a whole page', ['product:a']);
    const [file] = await pageFiles();
    const full = (await stat(path.join(dir, file!))).size;
    await truncate(path.join(dir, file!), full - 5);

    const again = await startHost();
    expect(await ask(again, '/product/a', 'rendered again')).toMatchObject({
      status: 200,
      state: 'MISS',
      renders: 1,
    });
    expect(await pageFiles()).not.toContain(file);
  });

  it('renders again a page whose body was damaged on disk after the start read its header', async () => {
    const first = await startHost();
    await ask(first, '/product/a', 'a whole page', ['product:a']);
    const again = await startHost();
    const [file] = await pageFiles();
    const bytes = await readFile(path.join(dir, file!));
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
    await writeFile(path.join(dir, file!), bytes);

    const answer = await ask(again, '/product/a', 'rendered again');
    expect(answer).toMatchObject({ status: 200, state: 'MISS', renders: 1 });
    expect(new TextDecoder().decode(answer.body)).toBe('rendered again');
    expect(lines.join('\n')).toContain('damaged');
  });

  it('deletes at start what is no whole page file: a write a stop cut short, a stranger', async () => {
    await writeFile(
      path.join(dir, '0123456789abcdef0123456789abcdef-0123456789abcdef.page'),
      'junk',
    );
    await writeFile(path.join(dir, 'leftover.page.12345'), 'half a page');
    const host = await startHost();
    expect(host.disk.stats().pages).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('serves a page only to the build that rendered it; a new build deletes the old one’s', async () => {
    const first = await startHost();
    await ask(first, '/product/a', 'old markup');

    const next = await startHost({ build: 'build-2' });
    expect(await ask(next, '/product/a', 'new markup')).toMatchObject({
      state: 'MISS',
      renders: 1,
    });
    expect(await pageFiles()).toHaveLength(1);
    const answer = await ask(await startHost({ build: 'build-2' }), '/product/a', 'other');
    expect(new TextDecoder().decode(answer.body)).toBe('new markup');
  });

  it('never keeps on disk a render that an invalidation of its tags overtook', async () => {
    const host = await startHost();
    let finish: (response: Response) => void = () => {};
    const asked = askPage(
      host.provider,
      '/product/a',
      () => new Promise<Response>((resolve) => (finish = resolve)),
    );
    await new Promise((resolve) => setImmediate(resolve));
    invalidatePages(['product:a']);
    finish(renderedPage('read before the change', ['product:a']));
    await asked;
    await host.disk.flush();
    expect(await pageFiles()).toEqual([]);
  });
});
