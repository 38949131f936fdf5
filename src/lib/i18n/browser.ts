// The language helpers a browser island may import: the shop's languages, a page's path in a
// language, the language switch's link and fill(). No catalogue: ./index.ts joins every language's
// messages, so an island importing it would carry them all; it re-exports these.
export const LANGS = ['en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
/** The language of the unprefixed paths, and of search engines' x-default. */
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** Paths that exist in English only: the back office, the sitemaps, robots.txt, the API. */
const ENGLISH_ONLY = /^\/(admin|api|sitemap[^/]*\.xml|robots\.txt)(\/|$)/;

/** Whether a path (without a language prefix) has a Vietnamese page beside it. */
export const isLocalisedPath = (path: string): boolean => !ENGLISH_ONLY.test(path);

/** The language a path is in: /vi and /vi/… are Vietnamese, anything else English. */
export const pathLang = (path: string): Lang => (/^\/vi(\/|$)/.test(path) ? 'vi' : 'en');

/** A path without its language prefix: "/vi/cart" → "/cart", "/vi" → "/". */
export const stripLang = (path: string): string =>
  pathLang(path) === 'vi' ? path.slice(3) || '/' : path;

/**
 * The path of a page in a language: ("vi", "/cart") → "/vi/cart", ("vi", "/") → "/vi",
 * ("en", "/vi/cart") → "/cart". A query string and a fragment are kept; an absolute URL and a
 * path that is English only are left as they are.
 */
export function localePath(lang: Lang, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = stripLang(path);
  if (lang === DEFAULT_LANG || !isLocalisedPath(bare)) return bare;
  if (bare === '/') return `/${lang}`;
  if (/^\/[?#]/.test(bare)) return `/${lang}${bare.slice(1)}`;
  return `/${lang}${bare}`;
}

/** The other language of the switch. */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'vi' : 'en');

/**
 * The language switch's link: the same page in `target`, its query kept (without an earlier
 * `lang`), and `lang=<target>` added, which the server answers with the cookie and a redirect to
 * the clean address. ("vi", "/search", "?query=tv") → "/vi/search?query=tv&lang=vi".
 */
export function switchHref(target: Lang, path: string, search = ''): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^lang(=|$)/.test(part));
  return `${localePath(target, stripLang(path))}?${[...kept, `lang=${target}`].join('&')}`;
}

/** Fills a message's {placeholders}: fill("Only {count} left", { count: 3 }) → "Only 3 left". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
