// Server-side reads of the on-demand listing pages: the category an address names, the brand or
// criteria preset of the mega menu it names (null for anything else: the page is a 404), and the
// first page of the listing, filed in the page cache under what it shows.
import type { AstroGlobal } from 'astro';
import { getCategories, getCategoryListing } from '../../api/catalog.ts';
import {
  categoriesResponseSchema,
  categoryListingSchema,
  type Category,
  type CategoryListing,
} from '../../api/schemas/catalog.ts';
import type { CardView } from '../../lib/card-view.ts';
import {
  CATEGORY_BRANDS,
  CATEGORY_CRITERIA,
  CATEGORY_NAMES,
  type CategoryName,
} from '../../lib/constants.ts';
import type { Lang } from '../../lib/i18n/index.ts';
import { labelSlug } from '../../lib/labels.ts';
import { DEFAULT_LISTING_QUERY, toListingParams, type ListingPreset } from './listing-query.ts';
import { listingTag, productTag } from '../../lib/page-tags.ts';
import { buildCards } from './build-cards.ts';
import { cachePage } from './page-cache.ts';

export type Facet = 'brand' | 'criteria';

const FACETS: Record<Facet, Record<CategoryName, readonly string[]>> = {
  brand: CATEGORY_BRANDS,
  criteria: CATEGORY_CRITERIA,
};

const isCategoryName = (name: string): name is CategoryName =>
  (CATEGORY_NAMES as readonly string[]).includes(name);

/** The category an address names, its texts in `lang`; null for none. */
export async function findCategory(
  name: string | undefined,
  lang: Lang = 'en',
): Promise<Category | null> {
  if (!name || !isCategoryName(name)) return null;
  const categories = await getCategories(categoriesResponseSchema, lang);
  return categories.find((category) => category.name === name) ?? null;
}

/** The mega-menu label ('Long-lasting') a brand or criteria slug names in a category, or null. */
export function facetLabel(
  category: Category,
  facet: string | undefined,
  slug: string | undefined,
): { facet: Facet; label: string } | null {
  if ((facet !== 'brand' && facet !== 'criteria') || !isCategoryName(category.name)) return null;
  const label = FACETS[facet][category.name].find((candidate) => labelSlug(candidate) === slug);
  return label ? { facet, label } : null;
}

export interface ListingPageData {
  listing: CategoryListing;
  cards: CardView[];
}

/**
 * The listing's first page and its cards; the page is cached under the category's listing tag and
 * its products' tags (in the page's frontmatter: a component renders after the headers are sent).
 */
export async function fetchListingPage(
  cache: AstroGlobal['cache'],
  category: Category,
  preset: ListingPreset = {},
  lang: Lang = 'en',
): Promise<ListingPageData> {
  const listing = await getCategoryListing(
    category.name,
    toListingParams({ ...DEFAULT_LISTING_QUERY, ...preset }),
    categoryListingSchema,
    lang,
  );
  const cards = await buildCards(listing.products);
  cachePage(cache, [listingTag(category.name), ...listing.products.map((p) => productTag(p._id))]);
  return { listing, cards };
}
