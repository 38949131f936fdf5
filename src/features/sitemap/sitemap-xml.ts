// Sitemap documents (sitemaps.org): the index of the sitemap files, and a file of URLs.
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;

export const urlSet = (urls: readonly SitemapUrl[]): string =>
  `${XML_HEAD}<urlset xmlns="${NS}">${urls.map((u) => entry('url', u)).join('')}</urlset>`;

export const sitemapIndex = (files: readonly SitemapUrl[]): string =>
  `${XML_HEAD}<sitemapindex xmlns="${NS}">${files.map((f) => entry('sitemap', f)).join('')}</sitemapindex>`;

/** An XML response the page cache keeps under the sitemap tag. */
export const xmlResponse = (xml: string): Response =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
