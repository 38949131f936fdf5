// The API's catalogue answers kept in memory (read-cache.ts): bounded by bytes, least recently
// used out first; dropped by the tags of a change, by any change when they carry the any-change
// tag, all of them by the every-page tag; an answer whose computation a change overtook is not
// kept; a failure is never kept.
import { describe, expect, it } from 'vitest';
import { ANY_CHANGE_TAG, EVERY_PAGE_TAG, productTag } from '../../src/lib/page-tags.ts';
import { createReadCache, type ReadCache } from '../../src/server/api/http/read-cache.ts';

const KB = 1024;

/** Asks `cache` for `key`, computed as `bytes` of JSON with `tags` (status 200 unless given). */
async function ask(
  cache: ReadCache,
  key: string,
  { bytes = 100, tags = [] as string[], status = 200 } = {},
) {
  let computed = 0;
  const answered = await cache.answer(key, async () => {
    computed += 1;
    return { response: new Response(JSON.stringify('x'.repeat(bytes)), { status }), tags };
  });
  return { state: answered.state, computed };
}

describe('catalogue answers kept in memory', () => {
  it('keeps answers up to its bytes, and lets the least recently used go first', async () => {
    const cache = createReadCache(10 * KB);
    await ask(cache, 'a', { bytes: 3 * KB });
    await ask(cache, 'b', { bytes: 3 * KB });
    await ask(cache, 'c', { bytes: 3 * KB });
    expect(await ask(cache, 'a')).toEqual({ state: 'HIT', computed: 0 });
    // A fourth does not fit beside three: the least recently asked, b, goes.
    await ask(cache, 'd', { bytes: 3 * KB });
    expect(cache.stats().bytes).toBeLessThanOrEqual(10 * KB);
    expect(await ask(cache, 'b', { bytes: 3 * KB })).toEqual({ state: 'MISS', computed: 1 });
    // An answer larger than the whole cache is answered, never kept.
    expect(await ask(cache, 'big', { bytes: 20 * KB })).toEqual({ state: 'MISS', computed: 1 });
    expect(await ask(cache, 'big', { bytes: 20 * KB })).toEqual({ state: 'MISS', computed: 1 });
  });

  it('drops what carries a change’s tags, what any change alters, and everything for the every-page tag', async () => {
    const cache = createReadCache(1024 * KB);
    await ask(cache, 'product-1', { tags: [productTag('1')] });
    await ask(cache, 'product-2', { tags: [productTag('2')] });
    await ask(cache, 'search', { tags: [ANY_CHANGE_TAG] });
    cache.invalidate([productTag('1')]);
    expect((await ask(cache, 'product-1')).state).toBe('MISS');
    expect((await ask(cache, 'product-2')).state).toBe('HIT');
    expect((await ask(cache, 'search')).state).toBe('MISS');
    cache.invalidate([EVERY_PAGE_TAG]);
    expect((await ask(cache, 'product-2')).state).toBe('MISS');
  });

  it('does not keep an answer whose computation a change to its tags overtook', async () => {
    const cache = createReadCache(1024 * KB);
    let finish: () => void = () => {};
    const started = cache.answer('product-1', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { response: new Response('"old"'), tags: [productTag('1')] };
    });
    cache.invalidate([productTag('1')]);
    finish();
    expect((await started).state).toBe('MISS');
    expect(await ask(cache, 'product-1')).toEqual({ state: 'MISS', computed: 1 });
  });

  it('never keeps a failure', async () => {
    const cache = createReadCache(1024 * KB);
    expect(await ask(cache, 'k', { status: 404 })).toEqual({ state: 'PASS', computed: 1 });
    expect(await ask(cache, 'k', { status: 503 })).toEqual({ state: 'PASS', computed: 1 });
    await expect(
      cache.answer('k', () => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away');
    expect(await ask(cache, 'k')).toEqual({ state: 'MISS', computed: 1 });
    expect(await ask(cache, 'k')).toEqual({ state: 'HIT', computed: 0 });
  });

  it('lets those waiting on a computation that threw compute their own answer, not kept', async () => {
    const cache = createReadCache(1024 * KB);
    let fail: (error: Error) => void = () => {};
    const first = cache.answer('k', () => new Promise((_, reject) => (fail = reject)));
    const waiting = cache.answer('k', async () => ({ response: new Response('"own"'), tags: [] }));
    fail(new Error('the database went away'));
    await expect(first).rejects.toThrow('the database went away');
    expect((await waiting).state).toBe('MISS');
    expect(await ask(cache, 'k')).toEqual({ state: 'MISS', computed: 1 });
  });

  it('computes once for many asking at the same time', async () => {
    const cache = createReadCache(1024 * KB);
    let computed = 0;
    let finish: () => void = () => {};
    const compute = async () => {
      computed += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return { response: new Response('"answer"'), tags: [] };
    };
    const asks = Array.from({ length: 20 }, () => cache.answer('k', compute));
    finish();
    const states = (await Promise.all(asks)).map((answered) => answered.state);
    expect(computed).toBe(1);
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(19);
  });
});
