// /sitemap-products-{n}.xml: up to SITEMAP_URLS_PER_FILE product URLs with their last change,
// rendered on demand and kept under the sitemap tag; archived products are not listed. Each URL
// (the English page) carries its Vietnamese twin as an hreflang alternate, so a file stays within
// the 50,000 URLs a sitemap may hold.
import type { APIRoute } from 'astro';
import { getSitemapProducts } from '../api/catalog.ts';
import { sitemapProductsSchema } from '../api/schemas/sitemap.ts';
import { cachePage } from '../features/catalog/page-cache.ts';
import { languageAlternates, urlSet, xmlResponse } from '../features/sitemap/sitemap-xml.ts';
import { SITEMAP_TAG } from '../lib/page-tags.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, site, cache }) => {
  const file = Number(params['file']);
  if (!/^[1-9]\d{0,5}$/.test(params['file'] ?? '')) return new Response(null, { status: 404 });
  const { entries, pagination } = await getSitemapProducts(file, undefined, sitemapProductsSchema);
  if (file > Math.max(1, pagination.pages)) return new Response(null, { status: 404 });
  cachePage(cache, [SITEMAP_TAG]);
  return xmlResponse(
    urlSet(
      entries.map((product) => ({
        loc: new URL(`/product/${product._id}`, site).href,
        lastmod: product.updatedAt,
        alternates: languageAlternates(`/product/${product._id}`, site),
      })),
    ),
  );
};
