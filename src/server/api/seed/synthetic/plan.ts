// How many products each category and brand gets, and which of its names each product takes.
import { ACCESSORIES } from './categories/accessories.ts';
import { LAPTOPS } from './categories/laptops.ts';
import { PHONES } from './categories/phones.ts';
import { DESKTOPS } from './categories/pc.ts';
import { SCREENS } from './categories/screens.ts';
import { TABLETS } from './categories/tablets.ts';
import type { BrandModels, CategoryModels } from './model-types.ts';
import { brandCapacity, spread } from './name-space.ts';
import { apportion } from './quotas.ts';
import { hashSeed } from './random.ts';

/** The six categories in the seed's order (categories.ts). */
export const SYNTHETIC_CATEGORIES: readonly CategoryModels[] = [
  PHONES,
  LAPTOPS,
  TABLETS,
  DESKTOPS,
  SCREENS,
  ACCESSORIES,
];

/** A brand's share of its category, and the names it takes. */
export interface BrandPlan {
  brand: BrandModels;
  count: number;
  /** The brand name-space index of its i-th product. */
  indexOf: (i: number) => number;
}

/** A category's share of the catalogue, brand by brand. */
export interface CategoryPlan {
  category: CategoryModels;
  count: number;
  brands: BrandPlan[];
}

const categoryCapacity = (category: CategoryModels) =>
  category.brands.reduce((sum, brand) => sum + brandCapacity(brand), 0);

/** The most products the generator can make, every one with a name of its own. */
export const MAX_PRODUCTS = SYNTHETIC_CATEGORIES.reduce((sum, c) => sum + categoryCapacity(c), 0);

/** `total` products over the categories by share, and each category's over its brands by weight. */
export function planCatalogue(total: number, seed: number): CategoryPlan[] {
  const counts = apportion(
    total,
    SYNTHETIC_CATEGORIES.map((c) => c.share),
    SYNTHETIC_CATEGORIES.map(categoryCapacity),
  );
  return SYNTHETIC_CATEGORIES.map((category, c) => {
    const capacities = category.brands.map(brandCapacity);
    const brandCounts = apportion(
      counts[c]!,
      category.brands.map((b) => b.weight),
      capacities,
    );
    return {
      category,
      count: counts[c]!,
      brands: category.brands.map((brand, b) => ({
        brand,
        count: brandCounts[b]!,
        indexOf: spread(capacities[b]!, hashSeed(`${seed}:${category.name}:${brand.code}`)),
      })),
    };
  });
}
