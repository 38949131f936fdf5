// /sitemap-pages.xml: the public pages and catalogue shells (a fixed list, built once), each in
// every language, each URL with its alternates.
import type { APIRoute } from 'astro';
import { LANGS, localePath } from '../lib/i18n/index.ts';
import { publicPagePaths } from '../lib/shell-paths.ts';
import { languageAlternates, urlSet, xmlResponse } from '../features/sitemap/sitemap-xml.ts';

export const GET: APIRoute = ({ site }) =>
  xmlResponse(
    urlSet(
      publicPagePaths().flatMap((path) => {
        const alternates = languageAlternates(path, site);
        return LANGS.map((lang) => ({
          loc: new URL(localePath(lang, path), site).href,
          alternates,
        }));
      }),
    ),
  );
