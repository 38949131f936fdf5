import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_BRANDS,
  CATEGORY_CRITERIA,
  CATEGORY_NAMES,
  SPECIAL_OFFER_MAX_PERCENT,
} from '../../src/lib/constants.ts';
import { discountPercent } from '../../src/lib/discount.ts';
import { CATALOGUE_END } from '../../src/server/api/seed/build-catalog.ts';
import type { SeedProduct } from '../../src/server/api/seed/catalog-types.ts';
import { CATEGORY_ENTRIES } from '../../src/server/api/seed/categories.ts';
import { effectivePrice } from '../../src/server/api/seed/pricing.ts';
import { syntheticBatches } from '../../src/server/api/seed/synthetic/generate.ts';
import { brandCapacity, modelAt } from '../../src/server/api/seed/synthetic/name-space.ts';
import { MAX_PRODUCTS, SYNTHETIC_CATEGORIES } from '../../src/server/api/seed/synthetic/plan.ts';
import { PICTURES_URL } from '../../src/lib/picture-paths.ts';
import { apportion } from '../../src/server/api/seed/synthetic/quotas.ts';

const SIZE = 2_000;
const picturesDir = mkdtempSync(join(tmpdir(), 'synthetic-pictures-'));
const generate = (seed: number, dir?: string) =>
  [
    ...syntheticBatches(
      { products: SIZE, seed, ...(dir === undefined ? {} : { picturesDir: dir }) },
      500,
    ),
  ].flat();
const catalogue = generate(1, picturesDir);
const share = (test: (p: SeedProduct) => boolean) => catalogue.filter(test).length / SIZE;

afterAll(() => rmSync(picturesDir, { recursive: true, force: true }));

/** Plausible bounds of each Number field, per category (units as the seed uses them). */
const RANGES: Record<string, Record<string, [number, number]>> = {
  phones: { 'Screen Size': [6, 8.1], Battery: [3_000, 7_500], Camera: [12, 200] },
  laptops: { 'Screen Size': [13, 18.4], RAM: [8, 64], Weight: [0.9, 3.5] },
  tablets: { 'Screen Size': [8, 14.6], Battery: [5_000, 11_500] },
  pc: { RAM: [4, 96], Storage: [256, 2_048] },
  screens: { 'Screen Size': [21, 49], 'Refresh Rate': [60, 480] },
  accessories: { Weight: [3, 1_300] },
};

describe('synthetic catalogue', () => {
  it('gives the same products, ids, SKUs, prices and dates for the same seed', () => {
    expect(generate(1)).toEqual(catalogue);
  });

  it('gives other products for another seed', () => {
    const other = generate(2);
    const names = new Set(catalogue.map((p) => p.name));
    expect(other.filter((p) => names.has(p.name)).length).toBeLessThan(SIZE / 2);
    expect(other.map((p) => p.price)).not.toEqual(catalogue.map((p) => p.price));
  });

  it('names every product of every brand differently, whatever the size of the catalogue', () => {
    const names = new Set<string>();
    let total = 0;
    for (const category of SYNTHETIC_CATEGORIES) {
      for (const brand of category.brands) {
        const capacity = brandCapacity(brand);
        for (let i = 0; i < capacity; i++) names.add(modelAt(brand, i).name);
        total += capacity;
      }
    }
    expect(names.size).toBe(total);
    expect(total).toBe(MAX_PRODUCTS);
    expect(MAX_PRODUCTS).toBeGreaterThanOrEqual(250_000);
  });

  it('gives unique names, ids and SKUs, products and variations alike', () => {
    const variations = catalogue.flatMap((p) => p.variations);
    expect(new Set(catalogue.map((p) => p.name)).size).toBe(SIZE);
    expect(new Set(catalogue.map((p) => p._id)).size).toBe(SIZE);
    const skus = [...catalogue.map((p) => p.sku), ...variations.map((v) => v.sku)];
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(variations.map((v) => v._id)).size).toBe(variations.length);
  });

  it('spreads products like an electronics chain: many phones and accessories, fewer PCs and screens', () => {
    const count = (name: string) => catalogue.filter((p) => p.category === name).length;
    expect(CATEGORY_NAMES.map(count).reduce((a, b) => a + b)).toBe(SIZE);
    for (const many of ['phones', 'accessories'])
      for (const few of ['pc', 'screens', 'tablets'])
        expect(count(many)).toBeGreaterThan(count(few));
  });

  it('sells mostly the mega-menu brands of each category, and uses its criteria only', () => {
    for (const name of CATEGORY_NAMES) {
      const products = catalogue.filter((p) => p.category === name);
      const menu = products.filter((p) => CATEGORY_BRANDS[name].includes(p.brand));
      expect(menu.length / products.length).toBeGreaterThan(0.75);
      for (const brand of CATEGORY_BRANDS[name])
        expect(menu.some((p) => p.brand === brand)).toBe(true);
      for (const product of products)
        for (const criterion of product.criteria)
          expect(CATEGORY_CRITERIA[name]).toContain(criterion);
    }
  });

  it('types every field as its category defines it, numbers within a plausible range', () => {
    const jsType = { String: 'string', Number: 'number', Boolean: 'boolean' } as const;
    for (const product of catalogue) {
      const category = CATEGORY_ENTRIES.find((c) => c.name === product.category)!;
      expect(Object.keys(product.fields).sort()).toEqual(category.fields.map((f) => f.name).sort());
      for (const field of category.fields) {
        const value = product.fields[field.name];
        expect(typeof value, `${product.name}: ${field.name}`).toBe(jsType[field.type]);
        const range = RANGES[product.category]?.[field.name];
        if (range === undefined) continue;
        expect(value, `${product.name}: ${field.name}`).toBeGreaterThanOrEqual(range[0]);
        expect(value, `${product.name}: ${field.name}`).toBeLessThanOrEqual(range[1]);
      }
    }
  });

  it('sells about one in eight products as a single item, without variations', () => {
    const plain = share((p) => !p.hasVariations);
    expect(plain).toBeGreaterThan(0.05);
    expect(plain).toBeLessThan(0.2);
    for (const product of catalogue.filter((p) => !p.hasVariations)) {
      expect(product.variations).toEqual([]);
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('gives each product with options 1 to 12 variations with exactly one default, and prices and stock from them', () => {
    for (const product of catalogue.filter((p) => p.hasVariations)) {
      const { variations } = product;
      expect(variations.length).toBeGreaterThanOrEqual(1);
      expect(variations.length).toBeLessThanOrEqual(12);
      expect(variations.filter((v) => v.isDefault)).toHaveLength(1);
      const cheapest = Math.min(...variations.map(effectivePrice));
      expect(effectivePrice(product)).toBe(cheapest);
      expect(product.stock).toBe(variations.reduce((sum, v) => sum + v.stock, 0));
      for (const v of variations) {
        expect(v.sku.startsWith(`${product.sku}-`)).toBe(true);
        for (const attribute of v.attributes)
          if (attribute.type === 'Color') expect(attribute.value.hex).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
  });

  it('prices like a Vietnamese shop, in round đồng ending in 9.000 or 90.000', () => {
    for (const v of catalogue.flatMap((p) => p.variations)) {
      expect(v.price % 1_000).toBe(0);
      expect(v.price).toBeGreaterThanOrEqual(49_000);
      const ending = v.price < 1_000_000 ? 50_000 : 100_000;
      expect((v.price + (v.price < 1_000_000 ? 1_000 : 10_000)) % ending).toBe(0);
      if (v.salePrice !== undefined) expect(v.salePrice).toBeLessThan(v.price);
    }
  });

  it('takes up to the home page\'s "up to 40% off" off a sale, never more', () => {
    const badges = catalogue
      .flatMap((p) => p.variations)
      .map((v) => discountPercent(v.price, v.salePrice) ?? 0);
    expect(Math.max(...badges)).toBeLessThanOrEqual(SPECIAL_OFFER_MAX_PERCENT);
    expect(Math.max(...badges)).toBeGreaterThan(30);
  });

  it('puts about a fifth on sale, features about one in a hundred, sells out about three in a hundred', () => {
    expect(share((p) => p.salePrice !== undefined)).toBeGreaterThan(0.16);
    expect(share((p) => p.salePrice !== undefined)).toBeLessThan(0.24);
    expect(share((p) => p.featured)).toBeGreaterThan(0.003);
    expect(share((p) => p.featured)).toBeLessThan(0.02);
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.015);
    expect(share((p) => p.stock === 0)).toBeLessThan(0.05);
    const someSoldOut = (p: SeedProduct) => p.stock > 0 && p.variations.some((v) => v.stock === 0);
    expect(share(someSoldOut)).toBeGreaterThan(0.05);
  });

  it('dates products over the two years before the catalogue end, unrated (they have no reviews)', () => {
    const end = Date.parse(CATALOGUE_END);
    const dates = catalogue.map((p) => Date.parse(p.createdAt));
    expect(Math.max(...dates)).toBeLessThan(end);
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(end - 2 * 366 * 86_400_000);
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(600 * 86_400_000);
    for (const p of catalogue) expect([p.rating, p.ratingCount]).toEqual([0, 0]);
  });

  it('describes products like the seed: a one-sentence summary leading the description', () => {
    for (const p of catalogue) {
      expect(p.shortDescription.length).toBeLessThanOrEqual(150);
      expect(p.shortDescription).toMatch(/^\S[^\n]*\.$/);
      expect(p.description).toContain(p.shortDescription.replaceAll('&', '&amp;'));
    }
    expect(share((p) => p.description.startsWith('<p>'))).toBeGreaterThan(0.1);
  });

  it('shares a bounded set of pictures between products, each written once', () => {
    const files = new Set(readdirSync(picturesDir));
    const urls = new Set(catalogue.flatMap((p) => p.productImages));
    expect(urls.size).toBe(files.size);
    expect(files.size).toBeLessThan(SIZE / 2);
    for (const url of urls) {
      expect(url.startsWith(`${PICTURES_URL}/`)).toBe(true);
      expect(existsSync(join(picturesDir, url.slice(PICTURES_URL.length + 1)))).toBe(true);
    }
  });
});

describe('apportion', () => {
  it('shares by weight and gives what a full share cannot take to the others', () => {
    expect(apportion(10, [1, 1], [100, 100])).toEqual([5, 5]);
    expect(apportion(10, [3, 1], [4, 100])).toEqual([4, 6]);
    expect(() => apportion(10, [1], [9])).toThrow('Only 9 distinct products fit, not 10');
  });
});
