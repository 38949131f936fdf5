// Where the shell's menus point (header, mobile menu, bottom bar, footer): one place for every
// hard-coded link.
import { categoryPath } from '../../lib/catalog-paths.ts';
import { categories } from '../../lib/i18n/en/categories.ts';
import type { CategoryName } from '../../lib/constants.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import type { SearchBoxText } from '../search/search-labels.ts';

/** The categories' English names: the English catalogue's. */
export const CATEGORY_LABELS: Record<CategoryName, string> = categories;

export const categoryHref = categoryPath;

/** The words the shell's islands show, in the page's language (SiteHeader picks them). */
export interface ShellText {
  shell: Messages['shell'];
  categories: Messages['catalog']['categories'];
  search: SearchBoxText;
  /** The language switch: its screen-reader label and its text (the other language's name). */
  language: string;
  switchTo: string;
}

/**
 * What the header bars know of the page: its path in its language (to mark its link and to switch
 * language), the unread notifications, the page's language and the words to show.
 */
export interface PageShellProps {
  currentPath: string;
  notificationCount: number;
  lang: Lang;
  t: ShellText;
}

export const brandHref = (category: CategoryName, brand: string): string =>
  `/products/${category}/brand/${brand.toLowerCase()}`;

export const criteriaHref = (category: CategoryName, criteria: string): string =>
  `/products/${category}/criteria/${criteria.toLowerCase().replace(/\s+/g, '-')}`;

export const searchHref = (query: string): string => `/search?query=${encodeURIComponent(query)}`;

/** The mobile menu's expandable Products group. */
export const MOBILE_MENU_CATEGORIES: readonly CategoryName[] = [
  'phones',
  'laptops',
  'tablets',
  'accessories',
];

/** Category shortcut row of the mobile search overlay. */
export const SEARCH_SHORTCUT_CATEGORIES: readonly CategoryName[] = [
  'phones',
  'laptops',
  'tablets',
  'accessories',
  'screens',
];

/** Hard-coded featured products of the search overlay: each opens a search for its name. */
export const FEATURED_SEARCHES: readonly { name: string; category: CategoryName }[] = [
  { name: 'iPhone 17 Pro', category: 'phones' },
  { name: 'Galaxy S26 Ultra', category: 'phones' },
  { name: 'MacBook Air M4', category: 'laptops' },
  { name: 'iPad Air', category: 'tablets' },
];

/** The hard-coded recent searches, by their key in the search words (each language's own words). */
export const RECENT_SEARCHES: readonly (keyof Messages['search']['recent'])[] = [
  'gamingLaptop',
  'wirelessEarbuds',
];

/** The mega menu's picture tiles: shop-wide selections. */
export const MEGA_MENU_TILES: readonly { key: keyof Messages['shell']; href: string }[] = [
  { key: 'featuredProducts', href: '/products?featured=true' },
  { key: 'onSale', href: '/products?discount=true' },
  { key: 'newArrivals', href: '/products?sortBy=newest' },
  { key: 'allProducts', href: '/products' },
];

/** The signed-in entries of the account menu and the mobile menu. */
export const ACCOUNT_LINKS = [
  { href: '/profile', label: 'My Profile', key: 'myProfile' },
  { href: '/orders', label: 'My Orders', key: 'myOrders' },
  { href: '/settings', label: 'Settings', key: 'settings' },
] as const satisfies readonly { href: string; label: string; key: keyof Messages['shell'] }[];

/** The name a menu shows for the signed-in user (`fallback`, 'User' in English, when it has none). */
export const displayName = (user: { name: string }, fallback = 'User'): string =>
  user.name.trim() || fallback;
