// The page cache's size comes from the shop's host (PAGE_CACHE_MB, read by config.ts), handed to
// the provider that Astro's server bundle creates: a page whose three encodings fit is kept, one
// that would not fit is rendered every time.
import { randomBytes } from 'node:crypto';
import type { CacheProvider } from 'astro';
import { describe, expect, it } from 'vitest';
import pageCacheProvider from '../../src/server/host/page-cache/provider.ts';
import { configurePageCache } from '../../src/server/host/page-cache/registry.ts';
import { askPage, renderedPage } from './page-cache-fixtures.ts';

const KB = 1024;

/** Asks the provider for `path`, whose render is `kb` KB of bytes that do not compress. */
async function ask(provider: CacheProvider, path: string, kb: number) {
  const { state, renders } = await askPage(provider, path, () =>
    renderedPage(randomBytes(kb * KB)),
  );
  return { state, renders };
}

describe('the page cache, sized by the host', () => {
  it('keeps a page that fits the megabytes the host gave, and renders again one that does not', async () => {
    configurePageCache({ maxMb: 2 });
    const provider = pageCacheProvider();
    // Three encodings of 300 KB that does not compress: about 900 KB, within 2 MB.
    expect(await ask(provider, '/small', 300)).toEqual({ state: 'MISS', renders: 1 });
    expect(await ask(provider, '/small', 300)).toEqual({ state: 'HIT', renders: 0 });
    // Three encodings of 800 KB: about 2.4 MB, more than the whole cache.
    expect(await ask(provider, '/large', 800)).toEqual({ state: 'MISS', renders: 1 });
    expect(await ask(provider, '/large', 800)).toEqual({ state: 'MISS', renders: 1 });
  });

  it('keeps the same page when the host gives it room', async () => {
    configurePageCache({ maxMb: 4 });
    const provider = pageCacheProvider();
    expect(await ask(provider, '/large', 800)).toEqual({ state: 'MISS', renders: 1 });
    expect(await ask(provider, '/large', 800)).toEqual({ state: 'HIT', renders: 0 });
  });
});
