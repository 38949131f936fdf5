// Sitemap documents (sitemaps.org): the index of the sitemap files, and a file of URLs, each URL
// with its twins in the other languages (hreflang alternates, as search engines read them).
import { DEFAULT_LANG, HTML_LANG, LANGS, localePath } from '../../lib/i18n/index.ts';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The page in every language (hreflang → URL), itself included: `<xhtml:link rel="alternate">`. */
  alternates?: readonly { hreflang: string; href: string }[];
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const entry = (tag: 'url' | 'sitemap', { loc, lastmod, alternates = [] }: SitemapUrl): string =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('')}</${tag}>`;

export const urlSet = (urls: readonly SitemapUrl[]): string =>
  `${XML_HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">${urls.map((u) => entry('url', u)).join('')}</urlset>`;

/**
 * A page's alternates in every language, and x-default (English): what search engines pair the
 * languages of a page by. `path` is the page's path without a language prefix.
 */
export const languageAlternates = (path: string, site: URL | undefined) => [
  ...LANGS.map((lang) => ({
    hreflang: HTML_LANG[lang],
    href: new URL(localePath(lang, path), site).href,
  })),
  { hreflang: 'x-default', href: new URL(localePath(DEFAULT_LANG, path), site).href },
];

export const sitemapIndex = (files: readonly SitemapUrl[]): string =>
  `${XML_HEAD}<sitemapindex xmlns="${NS}">${files.map((f) => entry('sitemap', f)).join('')}</sitemapindex>`;

/** An XML response the page cache keeps under the sitemap tag. */
export const xmlResponse = (xml: string): Response =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
