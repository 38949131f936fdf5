import { describe, expect, it } from 'vitest';
import { productSchema, variationSchema } from '../../src/api/schemas/catalog.ts';
import {
  CATEGORY_BRANDS,
  CATEGORY_CRITERIA,
  CATEGORY_NAMES,
  SPECIAL_OFFER_MAX_PERCENT,
} from '../../src/lib/constants.ts';
import { discountPercent } from '../../src/lib/discount.ts';
import { pages as EN_PAGES } from '../../src/lib/i18n/en/pages.ts';
import { pages as VI_PAGES } from '../../src/lib/i18n/vi/pages.ts';
import { CATALOGUE_END, CATALOGUE_START } from '../../src/server/api/seed/build-catalog.ts';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import { effectivePrice } from '../../src/server/api/seed/pricing.ts';
import {
  buildSearchText,
  normalizeSearchText,
  searchColumns,
} from '../../src/server/api/services/search-text.ts';

const { categories, products } = SEED_CATALOG;
const withVariations = products.filter((p) => p.hasVariations);
const allVariations = products.flatMap((p) => p.variations);
const HEX_ID = /^[0-9a-f]{24}$/;

function countBy<T>(items: T[], key: (item: T) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const k of key(item)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

describe('seed catalogue', () => {
  it('has at least 150 products spread over all six categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(categories.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
    for (const name of CATEGORY_NAMES) {
      expect(products.filter((p) => p.category === name).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('describes each category in 120 to 200 characters with 3 to 6 typed fields', () => {
    for (const category of categories) {
      expect(category.description.length).toBeGreaterThanOrEqual(120);
      expect(category.description.length).toBeLessThanOrEqual(200);
      expect(category.fields.length).toBeGreaterThanOrEqual(3);
      expect(category.fields.length).toBeLessThanOrEqual(6);
    }
  });

  it('gives every product a value of the right type for each field of its category, and no others', () => {
    const jsType = { String: 'string', Number: 'number', Boolean: 'boolean' } as const;
    for (const product of products) {
      const category = categories.find((c) => c.name === product.category)!;
      expect(Object.keys(product.fields).sort()).toEqual(category.fields.map((f) => f.name).sort());
      for (const field of category.fields) {
        expect(typeof product.fields[field.name], `${product.sku} ${field.name}`).toBe(
          jsType[field.type],
        );
      }
    }
  });

  it('uses every mega-menu brand and criteria value of a category in at least two of its products', () => {
    for (const name of CATEGORY_NAMES) {
      const inCategory = products.filter((p) => p.category === name);
      const brands = countBy(inCategory, (p) => [p.brand]);
      const criteria = countBy(inCategory, (p) => p.criteria);
      for (const brand of CATEGORY_BRANDS[name])
        expect(brands.get(brand) ?? 0, `${name} ${brand}`).toBeGreaterThanOrEqual(2);
      for (const value of CATEGORY_CRITERIA[name])
        expect(criteria.get(value) ?? 0, `${name} ${value}`).toBeGreaterThanOrEqual(2);
      for (const product of inCategory) {
        for (const value of product.criteria) expect(CATEGORY_CRITERIA[name]).toContain(value);
      }
    }
  });

  it('puts about a fifth of the products on sale at 5 to 40 percent off, below the list price', () => {
    const onSale = products.filter((p) => p.salePrice !== undefined);
    expect(onSale.length / products.length).toBeGreaterThanOrEqual(0.15);
    expect(onSale.length / products.length).toBeLessThanOrEqual(0.3);
    for (const item of [...products, ...allVariations]) {
      if (item.salePrice === undefined) continue;
      expect(item.salePrice).toBeLessThan(item.price);
      const percentOff = (100 * (item.price - item.salePrice)) / item.price;
      expect(percentOff, item.sku).toBeGreaterThanOrEqual(5);
      // The badge (rounded) never says more than the home page's "up to 40% off".
      expect(Math.round(percentOff), item.sku).toBeLessThanOrEqual(SPECIAL_OFFER_MAX_PERCENT);
    }
  });

  it('features at least eight products and has a few products and some variations out of stock', () => {
    expect(products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    const soldOut = products.filter((p) => p.stock === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(3);
    expect(soldOut).toBeLessThanOrEqual(6);
    expect(withVariations.some((p) => p.stock > 0 && p.variations.some((v) => v.stock === 0))).toBe(
      true,
    );
  });

  it('has unique 24-hex ids and unique SKUs', () => {
    const ids = [
      ...categories.map((c) => c._id),
      ...products.map((p) => p._id),
      ...allVariations.map((v) => v._id),
    ];
    for (const id of ids) expect(id).toMatch(HEX_ID);
    expect(new Set(ids).size).toBe(ids.length);
    const skus = [...products.map((p) => p.sku), ...allVariations.map((v) => v.sku)];
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('prices in whole VND', () => {
    for (const item of [...products, ...allVariations]) {
      expect(Number.isSafeInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      if (item.salePrice !== undefined) expect(Number.isSafeInteger(item.salePrice)).toBe(true);
    }
  });

  it('derives a product’s price from its cheapest variation and its stock from the sum', () => {
    for (const product of withVariations) {
      const cheapest = Math.min(...product.variations.map(effectivePrice));
      expect(effectivePrice(product), product.sku).toBe(cheapest);
      const match = product.variations.find((v) => effectivePrice(v) === cheapest)!;
      expect(product.price).toBe(match.price);
      expect(product.salePrice).toBe(match.salePrice);
      expect(product.stock).toBe(product.variations.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it('marks exactly one default variation on each product with variations', () => {
    expect(withVariations.length).toBeGreaterThan(products.length / 2);
    for (const product of withVariations) {
      expect(product.variations.filter((v) => v.isDefault).length, product.sku).toBe(1);
    }
    for (const product of products.filter((p) => !p.hasVariations))
      expect(product.variations).toEqual([]);
  });

  it('names variations after their colour and size attributes', () => {
    for (const variation of allVariations) {
      const parts = variation.attributes.map((a) => (a.type === 'Color' ? a.value.name : a.value));
      expect(variation.name).toBe(parts.join(' / '));
      for (const a of variation.attributes)
        if (a.type === 'Color') expect(a.value.hex).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it("lists one image per colour, in the colours' order, or a front and an angled view", () => {
    for (const product of products) {
      const colors = new Set(
        product.variations.flatMap((v) =>
          v.attributes.flatMap((a) => (a.type === 'Color' ? [a.value.name] : [])),
        ),
      );
      const expected = colors.size === 0 ? 2 : colors.size;
      expect(product.productImages, product.sku).toEqual(
        Array.from({ length: expected }, (_, i) => `/images/products/${product._id}-${i + 1}.svg`),
      );
      if (colors.size > 0)
        expect(product.images.map((image) => image.colorName)).toEqual([...colors]);
    }
  });

  it('writes one-sentence short descriptions and mostly plain descriptions, some HTML', () => {
    const html = products.filter((p) => p.description.startsWith('<p>'));
    expect(html.length / products.length).toBeGreaterThanOrEqual(0.1);
    expect(html.length / products.length).toBeLessThanOrEqual(0.2);
    for (const product of products) {
      expect(product.shortDescription.length).toBeLessThanOrEqual(150);
      expect(product.shortDescription).toMatch(/^[^\n]+\.$/);
      expect(product.description).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
    expect(products.some((p) => p.descriptionVi?.includes('Bảo hành chính hãng'))).toBe(true);
  });

  it('dates products within the 18 months before 2026-11-01 and rates them 3.5 to 5', () => {
    for (const product of products) {
      expect(
        product.createdAt >= CATALOGUE_START && product.createdAt < CATALOGUE_END,
        product.sku,
      ).toBe(true);
      expect(product.rating).toBeGreaterThanOrEqual(3.5);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.ratingCount).toBeGreaterThan(0);
    }
  });

  it('matches the API shapes of products and variations', () => {
    for (const product of products) {
      const category = categories.find((c) => c.name === product.category)!;
      const { variations, images, illustration, category: _, ...rest } = product;
      void images;
      void illustration;
      expect(() =>
        productSchema.parse({
          ...rest,
          category: { _id: category._id, name: category.name },
          updatedAt: rest.createdAt,
        }),
      ).not.toThrow();
      for (const variation of variations) {
        expect(() => variationSchema.parse({ ...variation, product: product._id })).not.toThrow();
      }
    }
  });
});

describe("the home page's discount promises", () => {
  /** The largest sale badge the shop shows on products of these categories (products and variations). */
  const largestDiscount = (categories: readonly string[]) =>
    Math.max(
      ...products
        .filter((product) => categories.includes(product.category))
        .flatMap((product) => [product, ...product.variations])
        .map((item) => discountPercent(item.price, item.salePrice) ?? 0),
    );

  it('says "up to" exactly the largest discount in the seeded catalogue', () => {
    expect(largestDiscount(CATEGORY_NAMES)).toBe(SPECIAL_OFFER_MAX_PERCENT);
  });

  it("says of accessories, in both languages, the largest accessory's discount", () => {
    const percent = largestDiscount(['accessories']);
    expect(EN_PAGES.banners.accessories.title).toBe(`Up to ${percent}% off accessories`);
    expect(VI_PAGES.banners.accessories.title).toBe(`Phụ kiện giảm đến ${percent}%`);
  });
});

describe('search text', () => {
  it('is lower-case and unaccented, with the type, the category and no markup', () => {
    const text = buildSearchText({
      name: 'Galaxy S26 Ultra',
      brand: 'Samsung',
      categoryName: 'phones',
      description: '<p><strong>Bảo hành</strong> chính hãng &amp; miễn phí</p>',
    });
    expect(text).toBe(
      'galaxy s26 ultra samsung phone smartphone mobile phones bao hanh chinh hang & mien phi',
    );
  });

  it('gives every product a type and tags from its fields, criteria, name and options', () => {
    const headset = searchColumns({
      name: 'Corsair HS35 v2',
      brand: 'Corsair',
      categoryName: 'accessories',
      description: 'No wireless lag: a wired headset.',
      fields: { Type: 'Headphones', Wireless: false },
      criteria: ['Gaming', 'Budget'],
    });
    expect(headset).toEqual({
      productType: 'headphones',
      searchTitle: 'corsair hs35 v2 corsair headphones headphone headset gaming budget',
      searchText:
        'corsair hs35 v2 corsair headphones headphone headset gaming budget accessories no wireless lag: a wired headset.',
    });
    const keyboard = searchColumns({
      name: 'Razer BlackWidow V4',
      brand: 'Razer',
      categoryName: 'accessories',
      description: '',
      fields: { Type: 'Keyboard', Wireless: false },
      options: ['Black', 'Red Switch'],
    });
    expect(keyboard.searchTitle).toBe('razer blackwidow v4 razer keyboard mechanical');
    const tower = searchColumns({
      name: 'Acer Nitro 50',
      brand: 'Acer',
      categoryName: 'pc',
      description: '',
      fields: { 'Form Factor': 'All-in-One' },
    });
    expect(tower.productType).toBe('desktop');
    expect(tower.searchTitle).toBe('acer nitro 50 acer desktop pc computer all in one allinone');
  });

  it('maps đ to d', () => {
    expect(normalizeSearchText('Đồng hồ điện tử')).toBe('dong ho dien tu');
  });
});
