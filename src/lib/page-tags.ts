// The names under which rendered catalogue pages and the API's catalogue answers are cached: each
// lists the tags of what it shows, and a catalogue change invalidates the tags of what it touched
// (src/server/host/page-cache, src/server/api/http/read-cache.ts).

/** A product's own page and every page that shows its card (listings, home, related products). */
export const productTag = (id: string): string => `product:${id}`;
/** What a category's listing pages show besides their cards: which products, and how many. */
export const listingTag = (category: string): string => `listing:${category}`;
/** A category's product pages: they show its specification fields' order and units. */
export const categoryTag = (category: string): string => `category:${category}`;
/** The home page's Featured and Latest sections, and the categories page's newest tiles. */
export const HOME_TAG = 'home';
/** The sitemap files (their product URLs and lastmod dates). */
export const SITEMAP_TAG = 'sitemap';
/**
 * An API answer that any catalogue change may alter, even one that names none of what it shows
 * (search and suggestions, lists across categories): no change records it, every change drops it.
 */
export const ANY_CHANGE_TAG = 'any-change';
/** Every page: the whole catalogue was replaced (an import, a generated catalogue). */
export const EVERY_PAGE_TAG = '*';

/** How long a rendered page is kept when no change invalidates it first (seconds). */
export const PAGE_CACHE_SECONDS = 6 * 60 * 60;
/** A policy page (warranty, returns, …) in both languages: staff's edit of its text drops it. */
export const policyTag = (slug: string): string => `policy:${slug}`;
