// /sitemap-index.xml: the pages file and one file per SITEMAP_URLS_PER_FILE products, on demand.
import type { APIRoute } from 'astro';
import { getSitemapProducts } from '../api/catalog.ts';
import { sitemapProductsSchema } from '../api/schemas/sitemap.ts';
import { cachePage } from '../features/catalog/page-cache.ts';
import { sitemapIndex, xmlResponse } from '../features/sitemap/sitemap-xml.ts';
import { SITEMAP_URLS_PER_FILE } from '../lib/constants.ts';
import { SITEMAP_TAG } from '../lib/page-tags.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, cache }) => {
  const { pagination } = await getSitemapProducts(1, 1, sitemapProductsSchema);
  const files = Math.max(1, Math.ceil(pagination.total / SITEMAP_URLS_PER_FILE));
  const locs = [
    '/sitemap-pages.xml',
    ...Array.from({ length: files }, (_, i) => `/sitemap-products-${i + 1}.xml`),
  ];
  cachePage(cache, [SITEMAP_TAG]);
  return xmlResponse(sitemapIndex(locs.map((loc) => ({ loc: new URL(loc, site).href }))));
};
