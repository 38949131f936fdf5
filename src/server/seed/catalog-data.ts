// The seed catalogue: six categories and their products, built once at import.
import { buildCatalog } from './build-catalog.ts';
import type { SeedCatalog } from './catalog-types.ts';
import { CATEGORY_ENTRIES } from './categories.ts';
import { ACCESSORIES } from './products/accessories.ts';
import { DESKTOPS } from './products/pc.ts';
import { LAPTOPS } from './products/laptops.ts';
import { PHONES } from './products/phones.ts';
import { SCREENS } from './products/screens.ts';
import { TABLETS } from './products/tablets.ts';

export const SEED_CATALOG: SeedCatalog = buildCatalog(CATEGORY_ENTRIES, {
  phones: PHONES,
  laptops: LAPTOPS,
  tablets: TABLETS,
  pc: DESKTOPS,
  screens: SCREENS,
  accessories: ACCESSORIES,
});
