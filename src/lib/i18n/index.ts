// The shop's languages: English at the unprefixed paths (the product's contract), Vietnamese
// beside it under /vi/. Every string a shopper sees lives in one catalogue per language
// (./en/index.ts, ./vi/index.ts), with the same keys and the same {placeholders}: the type makes a
// missing Vietnamese entry fail typecheck, tests/unit/i18n-catalogue.test.ts a differing placeholder.
// How to add a language or a message: docs/guides/add-a-message.md.
import { en } from './en/index.ts';
import type { Messages } from './types.ts';
import { vi } from './vi/index.ts';

export type { Messages, Widen } from './types.ts';

export const LANGS = ['en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
/** The language of the unprefixed paths, and of search engines' x-default. */
export const DEFAULT_LANG: Lang = 'en';
/** The cookie a shopper's choice of language is remembered in (set by the language switch). */
export const LANG_COOKIE = 'lang';
/** The query parameter that picks a language: the switch's links and the API's callers. */
export const LANG_PARAM = 'lang';

const CATALOGUES: Record<Lang, Messages> = { en, vi };

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The language of a locale Astro reports (Astro.currentLocale), English when it is none of ours. */
export const langOf = (locale: string | undefined | null): Lang => (isLang(locale) ? locale : 'en');

/** The whole catalogue of a language (server side and Astro pages; islands get slices as props). */
export const messages = (lang: Lang): Messages => CATALOGUES[lang];

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

/** `<html lang>` and Open Graph's og:locale of each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', vi: 'vi' };
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', vi: 'vi_VN' };
/** The name of each language written in itself, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', vi: 'Tiếng Việt' };

/** Fills a message's {placeholders}: fill("Only {count} left", { count: 3 }) → "Only 3 left". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The placeholders a message carries, sorted: "{count} of {total}" → ["count", "total"]. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/**
 * The language a request asks for: an explicit `lang` parameter first, then the first language of
 * Accept-Language the shop speaks ("vi-VN,vi;q=0.9,en;q=0.8" → vi), else English.
 */
export function requestLang(param: string | null | undefined, acceptLanguage?: string | null): Lang {
  if (isLang(param)) return param;
  if (!acceptLanguage) return DEFAULT_LANG;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? DEFAULT_LANG;
}
