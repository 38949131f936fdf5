// Catalogue answers kept in memory (the routes whose cache policy is `catalogue`): a shopper asking
// what another asked a moment ago is answered without a query. An answer is kept by its request as
// the route read it (keyOf), with the tags of what it shows; a catalogue change drops every answer
// carrying one of its tags, and every answer tagged ANY_CHANGE_TAG, on this instance as soon as the
// change is applied here (catalog-changes.ts: at once where it was made, within a read of the feed
// elsewhere). The memory is bounded by bytes (API_CACHE_MB), least recently used out first, by
// lru-cache. Simultaneous asks of one answer not kept compute it once; a failure (not 2xx, or a
// throw) is never kept, and neither is an answer whose computation an invalidation overtook (it
// may show what the change replaced). Orders take stock without recording a catalogue change, so
// an answer is kept KEEP_MS at most: stock shown is never older than that here.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { ANY_CHANGE_TAG, EVERY_PAGE_TAG } from '../../../lib/page-tags.ts';
import type { AppEnv } from '../context.ts';

/** How long an answer is kept when no change drops it first: a browser's max-age, no more. */
export const KEEP_MS = 5_000;
/** What an answer costs besides its body: its key, headers and bookkeeping (an estimate). */
const ENTRY_OVERHEAD_BYTES = 256;

/** A successful answer, as kept and sent again. */
export interface KeptAnswer {
  status: number;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  /** A strong validator of the body, quoted (`"…"`). */
  etag: string;
  tags: readonly string[];
}

/** What a computation gave: the answer, and the tags of what it shows. */
export interface Computed {
  response: Response;
  tags: readonly string[];
}

/** An answer from memory (HIT), just computed (MISS), or a failure passed through, never kept. */
export type Answered =
  { state: 'HIT' | 'MISS'; answer: KeptAnswer } | { state: 'PASS'; response: Response };

export interface ReadCache {
  /**
   * The answer kept for `key`, else the one `compute` gives: computed once for everyone asking at
   * the same time, and kept when it succeeded and no invalidation of its tags overtook it.
   */
  answer(key: string, compute: () => Promise<Computed>): Promise<Answered>;
  /** Drops every answer carrying one of `tags`, and every answer any change alters. */
  invalidate(tags: readonly string[]): void;
  stats(): { answers: number; bytes: number };
}

const succeeded = (status: number): boolean => status >= 200 && status < 300;

async function keptFrom({ response, tags }: Computed): Promise<KeptAnswer> {
  const body = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    tags: [...new Set(tags)],
  };
}

/** A cache of at most `maxBytes` of answers, each kept `keepMs` at most. */
export function createReadCache(maxBytes: number, keepMs = KEEP_MS): ReadCache {
  /** Keys by tag, for invalidation; kept in step with the store by its dispose. */
  const byTag = new Map<string, Set<string>>();
  const store = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
    ttl: keepMs,
    dispose: (answer, key) => {
      for (const tag of answer.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  /** Computations under way, so that simultaneous asks of one key compute it once. */
  let inflight = new Map<string, Promise<KeptAnswer | null>>();
  /** Bumped by every invalidation; a computation started before a bump of its tags is not kept. */
  let epoch = 0;
  let clearedAt = 0;
  const tagEpochs = new Map<string, number>();

  const overtaken = (tags: readonly string[], startedAt: number): boolean =>
    clearedAt > startedAt || tags.some((tag) => (tagEpochs.get(tag) ?? 0) > startedAt);

  const keep = (key: string, answer: KeptAnswer) => {
    store.set(key, answer);
    // An answer larger than the whole cache is not stored.
    if (store.peek(key) !== answer) return;
    for (const tag of answer.tags) {
      const keys = byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      byTag.set(tag, keys);
    }
  };

  return {
    async answer(key, compute) {
      const stored = store.get(key);
      if (stored) return { state: 'HIT', answer: stored };
      const running = inflight.get(key);
      if (running) {
        const answer = await running;
        if (answer) return { state: 'HIT', answer };
        // The one computing failed: this ask computes an answer of its own, not kept.
        const computed = await compute();
        return succeeded(computed.response.status)
          ? { state: 'MISS', answer: await keptFrom(computed) }
          : { state: 'PASS', response: computed.response };
      }

      const startedAt = epoch;
      let failed: Response | null = null;
      const computing = (async () => {
        const computed = await compute();
        if (!succeeded(computed.response.status)) {
          failed = computed.response;
          return null;
        }
        const answer = await keptFrom(computed);
        if (!overtaken(answer.tags, startedAt)) keep(key, answer);
        return answer;
      })();
      const mine = inflight;
      // Those waiting hear a throw as "no answer" and compute their own; the thrower rethrows.
      mine.set(
        key,
        computing.catch(() => null),
      );
      try {
        const answer = await computing;
        return answer ? { state: 'MISS', answer } : { state: 'PASS', response: failed! };
      } finally {
        mine.delete(key);
      }
    },
    invalidate(tags) {
      epoch += 1;
      // Asks from now on do not wait for a computation that started before this change.
      inflight = new Map();
      if (tags.includes(EVERY_PAGE_TAG)) {
        clearedAt = epoch;
        store.clear();
        return;
      }
      for (const tag of [...tags, ANY_CHANGE_TAG]) {
        tagEpochs.set(tag, epoch);
        for (const key of [...(byTag.get(tag) ?? [])]) store.delete(key);
      }
    },
    stats: () => ({ answers: store.size, bytes: store.calculatedSize }),
  };
}

/**
 * Says what a catalogue answer shows, as the tags a change to it records (productTag, listingTag,
 * categoryTag); an answer that says nothing is dropped by every change (ANY_CHANGE_TAG).
 */
export function tagAnswer(c: Context<AppEnv>, tags: readonly string[]): void {
  c.set('answerTags', tags);
}

/** The tags the handler gave its answer (tagAnswer), else ANY_CHANGE_TAG. */
export const answerTagsOf = (c: Context<AppEnv>): readonly string[] =>
  c.get('answerTags') ?? [ANY_CHANGE_TAG];
