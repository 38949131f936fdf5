// The shopper's choice of language, on the storefront's pages. Nothing here reads Accept-Language:
// a page's address alone says its language (crawlers and caches see stable URLs), and a shopper
// changes it only by the language switch.
// - The switch links to the other language's page with `?lang=vi` (or `en`): the answer is a 303
//   to the same page in that language without the parameter, with a cookie that remembers it.
// - A page of the other language asked for while the cookie says otherwise (a bookmark, a shared
//   link, the shop's address typed) is answered with a 302 to the page in the remembered language,
//   never stored by a cache (`private, no-store`).
// Files (anything with an extension, /_astro/…) and English-only paths are left alone.
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  LANG_COOKIE,
  LANG_PARAM,
  isLang,
  isLocalisedPath,
  localePath,
  pathLang,
  stripLang,
  type Lang,
} from '../../lib/i18n/index.ts';

/** How long the choice is remembered: a year. */
const LANG_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const isPagePath = (path: string): boolean =>
  !path.startsWith('/_astro/') && !/\.[a-z0-9]+$/i.test(path) && isLocalisedPath(stripLang(path));

export const languageChoice: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  const url = new URL(c.req.url);
  if ((method !== 'GET' && method !== 'HEAD') || !isPagePath(url.pathname)) return next();
  const asked = url.searchParams.get(LANG_PARAM);
  const redirect = (lang: Lang, status: 302 | 303) => {
    url.searchParams.delete(LANG_PARAM);
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(localePath(lang, `${url.pathname}${url.search}`), status);
  };
  if (isLang(asked)) {
    setCookie(c, LANG_COOKIE, asked, {
      path: '/',
      maxAge: LANG_COOKIE_SECONDS,
      sameSite: 'Lax',
    });
    return redirect(asked, 303);
  }
  const remembered = getCookie(c, LANG_COOKIE);
  if (isLang(remembered) && remembered !== pathLang(url.pathname)) return redirect(remembered, 302);
  return next();
};
