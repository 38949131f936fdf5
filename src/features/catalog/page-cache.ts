// How an on-demand catalogue page asks to be kept in the page cache: for PAGE_CACHE_SECONDS at
// most, under the tags of what it shows, so that a change to any of them drops it at once.
import type { AstroGlobal } from 'astro';
import { PAGE_CACHE_SECONDS } from '../../lib/page-tags.ts';

export function cachePage(cache: AstroGlobal['cache'], tags: readonly string[]): void {
  cache.set({ maxAge: PAGE_CACHE_SECONDS, tags: [...new Set(tags)] });
}
