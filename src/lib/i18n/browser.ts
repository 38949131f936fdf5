// What a browser island may import of the i18n helpers: the same page in another language, the
// language switch's link and fill(), without the catalogues (importing ./index.ts would bring
// every language's messages along). The same rules as ./index.ts (tests/unit/i18n-browser.test.ts
// holds them equal).
export type PathLang = 'en' | 'vi';

const ENGLISH_ONLY = /^\/(admin|api|sitemap[^/]*\.xml|robots\.txt)(\/|$)/;

const pathLangOf = (path: string): PathLang => (/^\/vi(\/|$)/.test(path) ? 'vi' : 'en');

/** A path without its language prefix: "/vi/cart" → "/cart", "/vi" → "/". */
export const barePath = (path: string): string =>
  pathLangOf(path) === 'vi' ? path.slice(3) || '/' : path;

/** ("vi", "/cart?x=1") → "/vi/cart?x=1", ("en", "/vi/cart") → "/cart"; absolute URLs, /api and /admin as they are. */
export function langPath(lang: PathLang, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = barePath(path);
  if (lang === 'en' || ENGLISH_ONLY.test(bare)) return bare;
  if (bare === '/') return `/${lang}`;
  if (/^\/[?#]/.test(bare)) return `/${lang}${bare.slice(1)}`;
  return `/${lang}${bare}`;
}

/** The other language of the switch. */
export const otherLang = (lang: PathLang): PathLang => (lang === 'en' ? 'vi' : 'en');

/**
 * The language switch's link: the same page in `target`, its query kept (without an earlier
 * `lang`), and `lang=<target>` added, which the server answers with the cookie and a redirect to
 * the clean address. ("vi", "/search", "?query=tv") → "/vi/search?query=tv&lang=vi".
 */
export function switchHref(target: PathLang, path: string, search = ''): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^lang(=|$)/.test(part));
  return `${langPath(target, barePath(path))}?${[...kept, `lang=${target}`].join('&')}`;
}

/** Fills a message's {placeholders}: fill("Only {count} left", { count: 3 }) → "Only 3 left". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
