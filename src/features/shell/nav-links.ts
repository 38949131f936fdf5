// Where the shell's menus point (header, mobile menu, bottom bar, footer): one place for every
// hard-coded link.
import { categoryPath } from '../../lib/catalog-paths.ts';
import type { CategoryName } from '../../lib/constants.ts';

export const CATEGORY_LABELS: Record<CategoryName, string> = {
  phones: 'Phones',
  laptops: 'Laptops',
  tablets: 'Tablets',
  pc: 'PC',
  screens: 'Screens',
  accessories: 'Accessories',
};

export const categoryHref = categoryPath;

/** What the header bars know of the page: its path (to mark its link) and the unread notifications. */
export interface PageShellProps {
  currentPath: string;
  notificationCount: number;
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

export const RECENT_SEARCHES: readonly string[] = ['gaming laptop', 'wireless earbuds'];

/** The mega menu's picture tiles: shop-wide selections. */
export const MEGA_MENU_TILES: readonly { label: string; href: string }[] = [
  { label: 'Featured products', href: '/products?featured=true' },
  { label: 'On sale', href: '/products?discount=true' },
  { label: 'New arrivals', href: '/products?sortBy=newest' },
  { label: 'All products', href: '/products' },
];

/** The signed-in entries of the account menu and the mobile menu. */
export const ACCOUNT_LINKS = [
  { href: '/profile', label: 'My Profile' },
  { href: '/orders', label: 'My Orders' },
  { href: '/settings', label: 'Settings' },
] as const;

/** The name a menu shows for the signed-in user ('User' when it has none). */
export const displayName = (user: { name: string }): string => user.name.trim() || 'User';
