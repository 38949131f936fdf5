// The shop's public pages besides products: the sitemap lists them, and the server renders the
// catalogue shells among them before shoppers ask (categories and the mega menu's brand and
// criteria listings). Private and transactional pages (cart, checkout, account, 404) are noindex
// and not listed.
import { CATEGORY_BRANDS, CATEGORY_CRITERIA, CATEGORY_NAMES } from './constants.ts';
import { labelSlug } from './labels.ts';
import { POLICY_SLUGS, policyPath } from './policies.ts';

const STATIC_PAGES = ['/about', '/contact', '/search', ...POLICY_SLUGS.map(policyPath)];

/** Home, the categories page, every category listing and every brand and criteria listing. */
export function catalogueShellPaths(): string[] {
  return [
    '/',
    '/products',
    ...CATEGORY_NAMES.flatMap((category) => [
      `/products/${category}`,
      ...CATEGORY_BRANDS[category].map((b) => `/products/${category}/brand/${labelSlug(b)}`),
      ...CATEGORY_CRITERIA[category].map((c) => `/products/${category}/criteria/${labelSlug(c)}`),
    ]),
  ];
}

export const publicPagePaths = (): string[] => [...catalogueShellPaths(), ...STATIC_PAGES];
