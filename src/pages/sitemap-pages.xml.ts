// /sitemap-pages.xml: the public pages and catalogue shells (a fixed list, built once).
import type { APIRoute } from 'astro';
import { publicPagePaths } from '../lib/shell-paths.ts';
import { urlSet, xmlResponse } from '../features/sitemap/sitemap-xml.ts';

export const GET: APIRoute = ({ site }) =>
  xmlResponse(urlSet(publicPagePaths().map((path) => ({ loc: new URL(path, site).href }))));
