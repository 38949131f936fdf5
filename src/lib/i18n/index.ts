// The shop's languages: English at the unprefixed paths (the product's contract), Vietnamese
// beside it under /vi/. Every string a shopper sees lives in one catalogue per language
// (./en/index.ts, ./vi/index.ts), with the same keys and the same {placeholders}: the type makes a
// missing Vietnamese entry fail typecheck, tests/unit/i18n.test.ts a differing placeholder.
// How to add a language or a message: docs/guides/add-a-message.md.
import { DEFAULT_LANG, isLang, type Lang } from './browser.ts';
import { en } from './en/index.ts';
import type { Messages } from './types.ts';
import { vi } from './vi/index.ts';

export type { Messages, Widen } from './types.ts';
export {
  DEFAULT_LANG,
  LANGS,
  fill,
  isLang,
  isLocalisedPath,
  localePath,
  otherLang,
  pathLang,
  stripLang,
  switchHref,
  type Lang,
} from './browser.ts';

/** The cookie a shopper's choice of language is remembered in (set by the language switch). */
export const LANG_COOKIE = 'lang';
/** The query parameter that picks a language: the switch's links and the API's callers. */
export const LANG_PARAM = 'lang';

const CATALOGUES: Record<Lang, Messages> = { en, vi };

/** The language of a locale Astro reports (Astro.currentLocale), English when it is none of ours. */
export const langOf = (locale: string | undefined | null): Lang => (isLang(locale) ? locale : 'en');

/** The whole catalogue of a language (server side and Astro pages; islands get slices as props). */
export const messages = (lang: Lang): Messages => CATALOGUES[lang];

/** `<html lang>` and Open Graph's og:locale of each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', vi: 'vi' };
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', vi: 'vi_VN' };

/** The placeholders a message carries, sorted: "{count} of {total}" → ["count", "total"]. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/**
 * The language a request asks for: an explicit `lang` parameter first, then the first language of
 * Accept-Language the shop speaks ("vi-VN,vi;q=0.9,en;q=0.8" → vi), else English.
 */
export function requestLang(
  param: string | null | undefined,
  acceptLanguage?: string | null,
): Lang {
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
