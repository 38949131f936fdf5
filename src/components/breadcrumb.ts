// Breadcrumb trails and their schema.org BreadcrumbList for the page head.
export interface Crumb {
  label: string;
  path: string;
}

/** BreadcrumbList JSON-LD; `site` makes the paths absolute as search engines expect. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.path, site ?? 'http://localhost').toString(),
    })),
  };
}
