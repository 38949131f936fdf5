// The seed catalogue: six categories and their products (with their Vietnamese texts), built once at import, and the reviews
// (with the delivered orders they come from) that every product's rating and count are made of.
import { buildCatalog } from './build-catalog.ts';
import type { SeedCatalog } from './catalog-types.ts';
import { CATEGORY_ENTRIES } from './categories.ts';
import { ACCESSORIES } from './products/accessories.ts';
import { DESKTOPS } from './products/pc.ts';
import { LAPTOPS } from './products/laptops.ts';
import { PHONES } from './products/phones.ts';
import { SCREENS } from './products/screens.ts';
import { TABLETS } from './products/tablets.ts';
import { ACCESSORIES_VI } from './products/vi/accessories.ts';
import { LAPTOPS_VI } from './products/vi/laptops.ts';
import { DESKTOPS_VI } from './products/vi/pc.ts';
import { PHONES_VI } from './products/vi/phones.ts';
import { SCREENS_VI } from './products/vi/screens.ts';
import { TABLETS_VI } from './products/vi/tablets.ts';
import { withVietnamese } from './products/vi/texts.ts';
import { seedReviews } from './reviews.ts';

const BUILT: SeedCatalog = buildCatalog(CATEGORY_ENTRIES, {
  phones: withVietnamese(PHONES, PHONES_VI),
  laptops: withVietnamese(LAPTOPS, LAPTOPS_VI),
  tablets: withVietnamese(TABLETS, TABLETS_VI),
  pc: withVietnamese(DESKTOPS, DESKTOPS_VI),
  screens: withVietnamese(SCREENS, SCREENS_VI),
  accessories: withVietnamese(ACCESSORIES, ACCESSORIES_VI),
});

export const SEED_REVIEWS = seedReviews(BUILT.products);

export const SEED_CATALOG: SeedCatalog = {
  ...BUILT,
  products: BUILT.products.map((product) => ({
    ...product,
    ...SEED_REVIEWS.figures.get(product._id),
  })),
};
