// Where the Hono server finds the page cache that Astro's server bundle created, and where the
// bundle finds the settings the host gave it (its size, from PAGE_CACHE_MB as config.ts read it):
// the bundle has its own copy of every module, so the two sides meet on global symbols, not on a
// shared import, and the bundle never reads the environment itself. The disk tier (disk.ts) is the
// host's: the bundle's provider uses the one the settings carry.
import { EVERY_PAGE_TAG } from '../../../lib/page-tags.ts';
import type { PageDiskTier } from './page.ts';

let everyPageChanges = 0;
/** How many every-page changes this process applied: what a prerendered page's live parts follow. */
export const everyPageChangeCount = (): number => everyPageChanges;

/** What the server may ask of the page cache. */
export interface PageCacheControl {
  /** Drops every page carrying one of the tags; returns the paths dropped (to render again). */
  invalidate(tags: readonly string[]): string[];
  /** Drops everything in memory (a new build of the storefront; the disk tier keeps pages by build). */
  clear(): void;
  stats(): { pages: number; bytes: number };
  /**
   * Whether the page at this path is stored, fresh: its answer costs no render. Absent from the
   * bundle of a build made before it was added (such a build's pages all count as renders).
   */
  holds?(pathname: string): boolean;
}

const KEY = Symbol.for('vn-electronics-shop.page-cache');

export function registerPageCache(control: PageCacheControl): void {
  (globalThis as Record<symbol, unknown>)[KEY] = control;
}

/** The live page cache, or null before the first on-demand page has loaded the server bundle. */
export function pageCache(): PageCacheControl | null {
  return ((globalThis as Record<symbol, unknown>)[KEY] as PageCacheControl | undefined) ?? null;
}

/**
 * Drops every cached page carrying one of `tags`, from disk and from memory; the paths dropped
 * from memory (none before a bundle loads), to render again.
 */
export function invalidatePages(tags: readonly string[]): string[] {
  if (tags.includes(EVERY_PAGE_TAG)) everyPageChanges += 1;
  pageCacheSettings()?.disk?.invalidate(tags);
  return pageCache()?.invalidate(tags) ?? [];
}

/** Whether the page at `pathname` would be answered from memory now (never before a bundle loads). */
export const pageHeld = (pathname: string): boolean => pageCache()?.holds?.(pathname) ?? false;

/** What the host decides for the page cache before a build's server bundle creates it. */
export interface PageCacheSettings {
  /** Memory for stored pages (all three encodings), in MB (PAGE_CACHE_MB). */
  maxMb: number;
  /** Where stored pages are also kept, and looked for on a memory miss (null: memory only). */
  disk?: PageDiskTier | null;
}

const SETTINGS_KEY = Symbol.for('vn-electronics-shop.page-cache-settings');

/** Called by the host (createSiteServer) before it loads a build. */
export function configurePageCache(settings: PageCacheSettings): void {
  (globalThis as Record<symbol, unknown>)[SETTINGS_KEY] = settings;
}

/**
 * The settings the host gave, read by the bundle's provider when it creates the cache; null in a
 * process the shop did not start (`astro build` creates the provider to prerender pages).
 */
export function pageCacheSettings(): PageCacheSettings | null {
  return (
    ((globalThis as Record<symbol, unknown>)[SETTINGS_KEY] as PageCacheSettings | undefined) ?? null
  );
}
