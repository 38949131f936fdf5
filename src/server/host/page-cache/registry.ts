// Where the Hono server finds the page cache that Astro's server bundle created: the bundle has its
// own copy of every module, so the two sides meet on a global symbol, not on a shared import.

/** What the server may ask of the page cache. */
export interface PageCacheControl {
  /** Drops every page carrying one of the tags; returns the paths dropped (to render again). */
  invalidate(tags: readonly string[]): string[];
  /** Drops everything (a new build of the storefront). */
  clear(): void;
  stats(): { pages: number; bytes: number };
}

const KEY = Symbol.for('vn-electronics-shop.page-cache');

export function registerPageCache(control: PageCacheControl): void {
  (globalThis as Record<symbol, unknown>)[KEY] = control;
}

/** The live page cache, or null before the first on-demand page has loaded the server bundle. */
export function pageCache(): PageCacheControl | null {
  return ((globalThis as Record<symbol, unknown>)[KEY] as PageCacheControl | undefined) ?? null;
}
