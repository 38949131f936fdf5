// Renders catalogue pages before shoppers ask, through the shop's own address (so each lands in
// the page cache): the shells and the products that matter most when a build goes live, and any
// page a catalogue change dropped, right after the change.
import { MAX_PAGE_LIMIT } from '../../lib/constants.ts';
import { LANGS, localePath } from '../../lib/i18n/index.ts';
import { catalogueShellPaths } from '../../lib/shell-paths.ts';

/** Pages rendered at once: the shop keeps answering shoppers meanwhile. */
const CONCURRENCY = 2;
/** The product pages rendered ahead: the featured, the newest and the best-rated, up to this many. */
export const WARM_PRODUCTS = 300;

export interface PageWarmer {
  /** Queues paths to render (each once, however often it is asked). */
  warm(paths: readonly string[]): void;
  /** Resolves when the queue is empty. */
  idle(): Promise<void>;
  /** Pages queued or being rendered now. */
  waiting(): number;
  /** Drops the queue and cancels the renders under way; nothing is rendered ahead after it. */
  stop(): void;
}

/** The shoppers' requests waiting for a place (admission control): they go first. */
export interface ShopperLine {
  waiting(): number;
  /** Resolves when none waits. */
  quiet(): Promise<void>;
}

const NOBODY_WAITS: ShopperLine = { waiting: () => 0, quiet: () => Promise.resolve() };

/**
 * Renders queued pages, CONCURRENCY at a time, each starting only while no shopper's request waits
 * in `shoppers`: under a crowd the warmer holds back until the line is empty.
 */
export function pageWarmer(
  baseUrl: string,
  log: (line: string) => void,
  shoppers: ShopperLine = NOBODY_WAITS,
): PageWarmer {
  const queue = new Set<string>();
  let running = 0;
  /** Waiting for the shoppers' line to empty before starting more. */
  let holding = false;
  const waiters: (() => void)[] = [];
  const stopped = new AbortController();
  const settle = () => {
    if (running === 0 && queue.size === 0) for (const resolve of waiters.splice(0)) resolve();
  };
  const pump = () => {
    while (!holding && running < CONCURRENCY && queue.size > 0) {
      if (shoppers.waiting() > 0) {
        holding = true;
        void shoppers.quiet().then(() => {
          holding = false;
          pump();
        });
        return;
      }
      const path = queue.values().next().value!;
      queue.delete(path);
      running += 1;
      fetch(`${baseUrl}${path}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
        signal: stopped.signal,
      })
        .then((res) => res.arrayBuffer())
        .catch((error: unknown) => {
          if (!stopped.signal.aborted) log(`Rendering ${path} ahead failed: ${String(error)}`);
        })
        .finally(() => {
          running -= 1;
          pump();
          settle();
        });
    }
  };
  return {
    warm(paths) {
      if (stopped.signal.aborted) return;
      for (const path of paths) queue.add(path);
      pump();
    },
    idle: () =>
      new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    waiting: () => queue.size + running,
    stop() {
      queue.clear();
      stopped.abort();
      settle();
    },
  };
}

/** A warmer that renders nothing ahead. */
export const idleWarmer: PageWarmer = {
  warm: () => {},
  idle: () => Promise.resolve(),
  waiting: () => 0,
  stop: () => {},
};

interface ProductIds {
  products: { _id: string }[];
}

/**
 * The shells and the product pages that matter most, to render when a build goes live: each in
 * every language (the Vietnamese page is a page of its own in the cache).
 */
export async function pagesToWarm(apiUrl: string): Promise<string[]> {
  const perList = Math.min(MAX_PAGE_LIMIT, Math.ceil(WARM_PRODUCTS / 3));
  const lists = await Promise.all(
    ['featured=true&sortBy=-createdAt', 'sortBy=-createdAt', 'sortBy=-rating'].map(
      async (query) => {
        const res = await fetch(`${apiUrl}/product?${query}&limit=${perList}`);
        return res.ok ? ((await res.json()) as ProductIds).products : [];
      },
    ),
  );
  const products = [...new Set(lists.flat().map((p) => p._id))].slice(0, WARM_PRODUCTS);
  const paths = [...catalogueShellPaths(), ...products.map((id) => `/product/${id}`)];
  return paths.flatMap((path) => LANGS.map((lang) => localePath(lang, path)));
}
