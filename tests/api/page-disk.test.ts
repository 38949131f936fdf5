// Pages kept on disk meet the catalogue-change feed: a page written to disk survives a restart
// and is dropped by a change recorded while the shop was down (a feed row written between the two
// starts), as a start does it (main.ts: the disk opened, the feed's changes since each page's
// position read); a page rendered after a change the shop applied is kept; a whole-catalogue change
// drops every page; a page rendered against another database is never served. On PGlite and
// PostgreSQL. The disk tier alone (bounds, damaged files, invalidation) is in
// tests/unit/page-disk.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogChangesFor } from '../../src/server/api/catalog-changes.ts';
import { PageDisk } from '../../src/server/host/page-cache/disk.ts';
import pageCacheProvider from '../../src/server/host/page-cache/provider.ts';
import { configurePageCache, invalidatePages } from '../../src/server/host/page-cache/registry.ts';
import { dropPagesChangedWhileDown } from '../../src/server/main.ts';
import { EVERY_PAGE_TAG } from '../../src/lib/page-tags.ts';
import { askPage, renderedPage } from '../unit/page-cache-fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-disk-feed-'));
});
afterEach(async () => {
  configurePageCache({ maxMb: 0 });
  await rm(dir, { recursive: true, force: true });
});

/** A start's page cache: the disk opened over `dir` and checked against the feed, as main.ts does. */
async function startHost() {
  const disk = await PageDisk.open({ dir, maxBytes: 16 * 1024 * 1024, log: () => {} });
  await dropPagesChangedWhileDown(ctx.database.db, disk, () => {});
  disk.useBuild('build-1');
  configurePageCache({ maxMb: 64, disk });
  // A change applied while the shop runs, as main.ts hands it to the host.
  const changes = catalogChangesFor((tags, id) => {
    invalidatePages(tags);
    disk.advance(id);
  });
  return { disk, provider: pageCacheProvider(), changes };
}

type Host = Awaited<ReturnType<typeof startHost>>;

async function ask(host: Host, pagePath: string, tags: string[]) {
  const answer = await askPage(host.provider, pagePath, () =>
    renderedPage(`<h1>${pagePath}</h1>`, tags),
  );
  await host.disk.flush();
  return { state: answer.state, renders: answer.renders };
}

/** A change recorded by another instance (or an import) while this shop is down. */
const recordWhileDown = (tags: string[]) => catalogChangesFor().record(ctx.database.db, tags);

describe('pages kept on disk across a restart, and the changes recorded meanwhile', () => {
  it('survives a restart, and drops at start the pages a change recorded while down touched', async () => {
    const first = await startHost();
    await ask(first, '/product/a', ['product:a', 'category:phones']);
    await ask(first, '/product/b', ['product:b', 'category:phones']);
    await ask(first, '/products/phones', ['listing:phones', 'product:a', 'product:b']);

    await recordWhileDown(['product:a']);

    const again = await startHost();
    expect(again.disk.stats().pages).toBe(1);
    expect(await ask(again, '/product/b', [])).toEqual({ state: 'DISK', renders: 0 });
    expect(await ask(again, '/product/a', ['product:a'])).toEqual({ state: 'MISS', renders: 1 });
    expect(await ask(again, '/products/phones', [])).toEqual({ state: 'MISS', renders: 1 });
  });

  it('keeps a page rendered after a change the shop applied, and drops one rendered before it', async () => {
    const first = await startHost();
    await ask(first, '/product/b', ['product:b']);
    const change = await recordWhileDown(['product:a', 'product:b']);
    // This shop applies the change (as after its own commit, or one read of the feed): the disk
    // copy of /product/b goes at once, and /product/a is rendered after it.
    first.changes.apply(change);
    await first.disk.flush();
    await ask(first, '/product/a', ['product:a']);

    const again = await startHost();
    expect(await ask(again, '/product/a', [])).toEqual({ state: 'DISK', renders: 0 });
    expect(await ask(again, '/product/b', ['product:b'])).toEqual({ state: 'MISS', renders: 1 });
  });

  it('drops every page kept when the whole catalogue was replaced while down', async () => {
    const first = await startHost();
    await ask(first, '/product/a', ['product:a']);
    await ask(first, '/', ['home']);

    await recordWhileDown([EVERY_PAGE_TAG]);

    const again = await startHost();
    expect(again.disk.stats().pages).toBe(0);
    expect(await ask(again, '/', ['home'])).toEqual({ state: 'MISS', renders: 1 });
  });

  it('never serves a page rendered against another database (a feed that has not reached its position)', async () => {
    const first = await startHost();
    // As if rendered by a shop whose feed had given a thousand more changes than this one's.
    first.disk.advance(first.disk.position() + 1000);
    await ask(first, '/product/a', ['product:a']);

    const again = await startHost();
    expect(again.disk.stats().pages).toBe(0);
    expect(await ask(again, '/product/a', ['product:a'])).toEqual({ state: 'MISS', renders: 1 });
  });
});
