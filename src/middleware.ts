// Astro's middleware around every page it renders on demand (and every page it prerenders).
// Vietnamese pages are English pages rendered at /vi/… by Astro's i18n fallback (astro.config.mjs:
// `fallback: { vi: 'en' }`, `fallbackType: 'rewrite'`), with Astro.currentLocale 'vi'. Two things
// it does not do as the shop needs:
// - An on-demand page reached through the fallback answers with status 302 and no Location
//   (Astro's default status for a fallback route, meant for its redirect mode): it becomes 200, so
//   the page is served and kept in the page cache like its English twin.
// - The English-only paths (the back office, the sitemaps, robots.txt) have no /vi/ twin: 404.
import { defineMiddleware } from 'astro:middleware';
import { isLocalisedPath, pathLang, stripLang } from './lib/i18n/browser.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (pathLang(pathname) !== 'en' && !isLocalisedPath(stripLang(pathname)))
    return new Response(null, { status: 404 });
  const response = await next();
  if (response.status === 302 && !response.headers.has('Location'))
    return new Response(response.body, { status: 200, headers: response.headers });
  return response;
});
