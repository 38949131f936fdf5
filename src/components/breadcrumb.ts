// Breadcrumb trails and their schema.org BreadcrumbList for the page head.
import { localePath, type Lang } from '../lib/i18n/browser.ts';
export interface Crumb {
  label: string;
  path: string;
}

/**
 * BreadcrumbList JSON-LD; `site` makes the paths absolute as search engines expect, each path in
 * the page's language.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  site: URL | undefined,
  lang: Lang = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(localePath(lang, crumb.path), site ?? 'http://localhost').toString(),
    })),
  };
}
