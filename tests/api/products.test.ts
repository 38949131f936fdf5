import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_POLICIES } from '../../src/server/api/http/route.ts';
import {
  apiErrorSchema,
  categoriesResponseSchema,
  categoryListingSchema,
  productListSchema,
  productResponseSchema,
  variationsResponseSchema,
  type CategoryListing,
  type Product,
} from '../../src/api/schemas/index.ts';
import {
  CATEGORY_BRANDS,
  CATEGORY_CRITERIA,
  CATEGORY_NAMES,
  PAGE_SIZE,
} from '../../src/lib/constants.ts';
import { variations as variationTable } from '../../src/server/api/db/schema.ts';
import {
  createTestContext,
  listProducts,
  listWholeCatalogue,
  queryString,
  type TestClient,
  type TestContext,
} from './harness.ts';

let ctx: TestContext;
let client: TestClient;
/** The whole catalogue, read once through the list call. */
let catalogue: Product[];

const effective = (p: { price: number; salePrice?: number | undefined }) =>
  p.salePrice !== undefined && p.salePrice < p.price ? p.salePrice : p.price;

const qs = queryString;
const list = (params: Record<string, string | number> = {}) => listProducts(client, params);

async function listing(
  name: string,
  params: Record<string, string | number> = {},
): Promise<CategoryListing> {
  const res = await client.get(
    `/api/product/category/name/${encodeURIComponent(name)}?${qs(params)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return categoryListingSchema.parse(res.body);
}

/** Every product of a category listing, page by page. */
async function wholeListing(
  name: string,
  params: Record<string, string | number> = {},
): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const body = await listing(name, { ...params, page, limit: 100 });
    all.push(...body.products);
    if (page >= body.pages) return all;
  }
}

const wholeList = (params: Record<string, string | number> = {}) =>
  listWholeCatalogue(client, params);

async function expectError(path: string, status: number, message?: string | RegExp) {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = apiErrorSchema.parse(res.body);
  if (message !== undefined) expect(body.message).toMatch(message);
}

function expectMonotonic(values: number[], direction: 'asc' | 'desc') {
  for (let i = 1; i < values.length; i++) {
    if (direction === 'asc') expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    else expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
  }
}

const categoryOf = (name: string) => catalogue.filter((p) => p.category.name === name);
const loose = (s: string) => s.toLowerCase().replace(/[\s-]+/g, ' ');

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  catalogue = await wholeList();
});
afterAll(() => ctx?.close());

describe('GET /api/product', () => {
  it('lists the newest products first, 12 per page by default, with pagination', async () => {
    const res = await client.get('/api/product');
    expect(res.status).toBe(200);
    const body = productListSchema.parse(res.body);
    expect(body.products).toHaveLength(PAGE_SIZE.listing);
    expect(body.pagination).toEqual({
      total: catalogue.length,
      page: 1,
      limit: PAGE_SIZE.listing,
      pages: Math.ceil(catalogue.length / PAGE_SIZE.listing),
    });
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expectMonotonic(
      body.products.map((p) => Date.parse(p.createdAt)),
      'desc',
    );
  });

  it('may be cached publicly for a few seconds only', async () => {
    const res = await client.get('/api/product?limit=1');
    expect(res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.catalogue);
  });

  it('pages through every product exactly once with consistent totals', async () => {
    const seen = new Set<string>();
    const first = await list({ limit: 25 });
    for (let page = 1; page <= first.pagination.pages; page++) {
      const body = await list({ limit: 25, page });
      expect(body.pagination).toEqual({ ...first.pagination, page });
      for (const p of body.products) seen.add(p._id);
    }
    expect(seen.size).toBe(first.pagination.total);
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / 25));
  });

  it('answers a page past the end with no products and the real total', async () => {
    const body = await list({ page: 999 });
    expect(body.products).toEqual([]);
    expect(body.pagination.total).toBe(catalogue.length);
    expect(body.pagination.page).toBe(999);
  });

  it('lists only featured products with featured=true', async () => {
    const body = await list({ featured: 'true', limit: PAGE_SIZE.featured });
    expect(body.products.length).toBe(PAGE_SIZE.featured);
    expect(body.products.every((p) => p.featured)).toBe(true);
    expect(body.pagination.total).toBe(catalogue.filter((p) => p.featured).length);
    expect(body.pagination.total).toBeLessThan(catalogue.length);
  });

  it('lists only products on sale with discount=true', async () => {
    const onSale = await wholeList({ discount: 'true' });
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.every((p) => p.salePrice !== undefined && p.salePrice < p.price)).toBe(true);
    expect(onSale.length).toBe(
      catalogue.filter((p) => p.salePrice !== undefined && p.salePrice < p.price).length,
    );
  });

  it('sorts by effective price ascending with sortBy=price', async () => {
    const sorted = await wholeList({ sortBy: 'price' });
    expect(sorted).toHaveLength(catalogue.length);
    expectMonotonic(sorted.map(effective), 'asc');
  });

  it('sorts by effective price descending with sortBy=-price', async () => {
    const sorted = await wholeList({ sortBy: '-price' });
    expectMonotonic(sorted.map(effective), 'desc');
    expect(sorted.some((p) => p.salePrice !== undefined)).toBe(true);
  });

  it('sorts by rating descending with sortBy=-rating', async () => {
    const sorted = await wholeList({ sortBy: '-rating' });
    expectMonotonic(
      sorted.map((p) => p.rating),
      'desc',
    );
  });

  it('sorts newest first with sortBy=-createdAt, the default', async () => {
    const sorted = await wholeList({ sortBy: '-createdAt' });
    expectMonotonic(
      sorted.map((p) => Date.parse(p.createdAt)),
      'desc',
    );
    expect(sorted.map((p) => p._id)).toEqual(catalogue.map((p) => p._id));
  });

  it('breaks sort ties the same way on every page so no product appears twice', async () => {
    const sorted = await wholeList({ sortBy: '-rating' });
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(catalogue.length / 7); page++) {
      paged.push(...(await list({ sortBy: '-rating', limit: 7, page })).products.map((p) => p._id));
    }
    expect(paged).toEqual(sorted.map((p) => p._id));
  });

  it('lists related products: same category, limit 4, without the product itself', async () => {
    const product = categoryOf('laptops')[0]!;
    const body = await list({
      category: product.category._id,
      exclude: product._id,
      limit: PAGE_SIZE.related,
    });
    expect(body.products).toHaveLength(PAGE_SIZE.related);
    expect(body.products.every((p) => p.category._id === product.category._id)).toBe(true);
    expect(body.products.map((p) => p._id)).not.toContain(product._id);
    expect(body.pagination.total).toBe(categoryOf('laptops').length - 1);
  });

  it('lists nothing for a category id that does not exist', async () => {
    const body = await list({ category: 'no-such-category' });
    expect(body.products).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it.each([
    ['an unknown sortBy', 'sortBy=name'],
    ['a featured flag that is not true or false', 'featured=yes'],
    ['a malformed category id', `category=${encodeURIComponent('bad id!')}`],
    ['a malformed exclude id', `exclude=${encodeURIComponent("x' OR 1=1")}`],
    ['a non-numeric limit', 'limit=abc'],
    ['a fractional page', 'page=1.5'],
  ])('rejects %s with 400', async (_label, query) => {
    await expectError(`/api/product?${query}`, 400, /Invalid query parameter/);
  });
});

describe('GET /api/product/category', () => {
  it('lists the six categories in menu order with their typed fields', async () => {
    const res = await client.get('/api/product/category');
    expect(res.status).toBe(200);
    const categories = categoriesResponseSchema.parse(res.body);
    expect(categories.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
    for (const category of categories) expect(category.fields.length).toBeGreaterThan(0);
    expect(res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.catalogue);
  });
});

describe('GET /api/product/category/name/{name}', () => {
  it('returns the category and its first 12 products with totals', async () => {
    const body = await listing('phones');
    const phones = categoryOf('phones');
    expect(body.category.name).toBe('phones');
    expect(body.category.fields.map((f) => f.name)).toContain('Screen Size');
    expect(body.products).toHaveLength(PAGE_SIZE.listing);
    expect(body.products.every((p) => p.category.name === 'phones')).toBe(true);
    expect(body).toMatchObject({
      total: phones.length,
      page: 1,
      limit: PAGE_SIZE.listing,
      pages: Math.ceil(phones.length / PAGE_SIZE.listing),
    });
  });

  it('answers 404 "Category not found" for an unknown category', async () => {
    await expectError('/api/product/category/name/fridges', 404, /^Category not found$/);
  });

  it('rejects a bad query with 400', async () => {
    await expectError('/api/product/category/name/phones?minPrice=cheap', 400);
    await expectError('/api/product/category/name/phones?inStock=yes', 400);
    await expectError('/api/product/category/name/phones?sortBy=popularity', 400);
  });

  it('matches brand case-insensitively', async () => {
    const lower = await wholeListing('phones', { brand: 'apple' });
    const upper = await wholeListing('phones', { brand: 'APPLE' });
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.every((p) => p.brand === 'Apple')).toBe(true);
    expect(lower.length).toBe(categoryOf('phones').filter((p) => p.brand === 'Apple').length);
    expect(upper.map((p) => p._id)).toEqual(lower.map((p) => p._id));
  });

  it('lists nothing for a brand the category does not carry', async () => {
    const body = await listing('phones', { brand: 'Logitech' });
    expect(body.products).toEqual([]);
    expect(body.total).toBe(0);
  });

  it('matches criteria case-insensitively with hyphens matching spaces', async () => {
    const expected = categoryOf('phones').filter((p) => p.criteria.includes('Long-lasting'));
    expect(expected.length).toBeGreaterThan(0);
    for (const criteria of ['long-lasting', 'Long lasting', 'LONG-LASTING']) {
      const found = await wholeListing('phones', { criteria });
      expect(found.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
    }
    const highEnd = await wholeListing('phones', { criteria: 'high-end' });
    expect(highEnd.length).toBeGreaterThan(0);
    expect(highEnd.every((p) => p.criteria.includes('High-end'))).toBe(true);
    const fourK = await wholeListing('screens', { criteria: '4k' });
    expect(fourK.length).toBeGreaterThan(0);
    expect(fourK.every((p) => p.criteria.includes('4K'))).toBe(true);
  });

  describe('every mega-menu link finds products', () => {
    const links = CATEGORY_NAMES.flatMap((category) => [
      ...CATEGORY_BRANDS[category].map((b) => [category, 'brand', b] as const),
      ...CATEGORY_CRITERIA[category].map((c) => [category, 'criteria', c] as const),
    ]);
    it.each(links)('%s?%s=%s', async (category, key, label) => {
      const slug = label.toLowerCase().replace(/\s+/g, '-');
      const body = await listing(category, { [key]: slug });
      expect(body.total).toBeGreaterThanOrEqual(1);
      for (const p of body.products) {
        if (key === 'brand') expect(loose(p.brand)).toBe(loose(label));
        else expect(p.criteria.map(loose)).toContain(loose(label));
      }
    });
  });

  it('filters on effective price with minPrice and maxPrice', async () => {
    const laptops = categoryOf('laptops')
      .map(effective)
      .sort((a, b) => a - b);
    const minPrice = laptops[Math.floor(laptops.length / 4)]!;
    const maxPrice = laptops[Math.floor((laptops.length * 3) / 4)]!;
    const found = await wholeListing('laptops', { minPrice, maxPrice });
    const expected = laptops.filter((price) => price >= minPrice && price <= maxPrice);
    expect(found.length).toBe(expected.length);
    expect(found.every((p) => effective(p) >= minPrice && effective(p) <= maxPrice)).toBe(true);
  });

  it('counts a sale price, not the list price, against maxPrice', async () => {
    const sale = catalogue.find((p) => p.salePrice !== undefined && p.salePrice < p.price)!;
    const found = await wholeListing(sale.category.name, { maxPrice: sale.salePrice! });
    expect(found.map((p) => p._id)).toContain(sale._id);
    const above = await wholeListing(sale.category.name, { minPrice: sale.salePrice! + 1 });
    expect(above.map((p) => p._id)).not.toContain(sale._id);
  });

  it('lists only products in stock with inStock=true', async () => {
    const all = await wholeListing('phones');
    const inStock = await wholeListing('phones', { inStock: 'true' });
    expect(inStock.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.length).toBe(all.filter((p) => p.stock > 0).length);
    expect(catalogue.some((p) => p.stock === 0)).toBe(true);
  });

  it('sorts the listing by effective price', async () => {
    const up = await wholeListing('screens', { sortBy: 'price' });
    expectMonotonic(up.map(effective), 'asc');
    const down = await wholeListing('screens', { sortBy: '-price' });
    expectMonotonic(down.map(effective), 'desc');
    expect(down).toHaveLength(up.length);
  });

  it('pages the listing with consistent totals', async () => {
    const first = await listing('accessories', { limit: 5 });
    const ids = new Set<string>();
    for (let page = 1; page <= first.pages; page++) {
      const body = await listing('accessories', { limit: 5, page });
      expect(body.total).toBe(first.total);
      body.products.forEach((p) => ids.add(p._id));
    }
    expect(ids.size).toBe(first.total);
  });

  describe('typed field filters', () => {
    it('matches a Number field by equality', async () => {
      const phones = categoryOf('phones');
      const size = phones[0]!.fields['Screen Size'];
      expect(typeof size).toBe('number');
      const found = await wholeListing('phones', { 'field[Screen Size]': String(size) });
      expect(found.length).toBe(phones.filter((p) => p.fields['Screen Size'] === size).length);
      expect(found.every((p) => p.fields['Screen Size'] === size)).toBe(true);
    });

    it('matches a Boolean field', async () => {
      const screens = categoryOf('screens');
      const curved = await wholeListing('screens', { 'field[Curved]': 'true' });
      const flat = await wholeListing('screens', { 'field[Curved]': 'false' });
      expect(curved.length).toBeGreaterThan(0);
      expect(flat.length).toBeGreaterThan(0);
      expect(curved.every((p) => p.fields['Curved'] === true)).toBe(true);
      expect(flat.every((p) => p.fields['Curved'] === false)).toBe(true);
      expect(curved.length + flat.length).toBe(screens.length);
    });

    it('matches a String field as a case-insensitive substring', async () => {
      const found = await wholeListing('phones', { 'field[Chip]': 'a19' });
      const expected = categoryOf('phones').filter((p) =>
        String(p.fields['Chip']).toLowerCase().includes('a19'),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(found.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
    });

    it('combines field filters with each other and with brand', async () => {
      const found = await wholeListing('phones', {
        brand: 'samsung',
        'field[5G]': 'true',
        'field[Chip]': 'snapdragon',
      });
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) {
        expect(p.brand).toBe('Samsung');
        expect(p.fields['5G']).toBe(true);
        expect(String(p.fields['Chip']).toLowerCase()).toContain('snapdragon');
      }
    });

    it('ignores a field filter sent without a value', async () => {
      const body = await listing('phones', { 'field[Chip]': '' });
      expect(body.total).toBe(categoryOf('phones').length);
    });

    it('rejects a field the category does not define with 400', async () => {
      await expectError(
        `/api/product/category/name/phones?${qs({ 'field[Colour]': 'red' })}`,
        400,
        /^Unknown filter field: Colour$/,
      );
    });

    it('rejects a non-number for a Number field with 400', async () => {
      await expectError(
        `/api/product/category/name/phones?${qs({ 'field[Battery]': 'big' })}`,
        400,
      );
    });

    it('rejects anything but true or false for a Boolean field with 400', async () => {
      await expectError(`/api/product/category/name/phones?${qs({ 'field[5G]': 'yes' })}`, 400);
    });
  });
});

describe('GET /api/product/{id}', () => {
  it('returns the product in the contract shape', async () => {
    const expected = catalogue.find((p) => p.salePrice !== undefined)!;
    const res = await client.get(`/api/product/${expected._id}`);
    expect(res.status).toBe(200);
    const { product } = productResponseSchema.parse(res.body);
    // The one product's answer adds its facts (warranty, box, origin) to the listing's fields.
    const { facts, ...listed } = product;
    expect(listed).toEqual(expected);
    expect(facts?.inTheBox.length).toBeGreaterThan(0);
    expect(product.productImages.length).toBeGreaterThan(0);
    expect(product.category).toEqual({ _id: expect.any(String), name: expected.category.name });
  });

  it('omits salePrice when the product is not on sale', async () => {
    const plain = catalogue.find((p) => p.salePrice === undefined)!;
    const res = await client.get(`/api/product/${plain._id}`);
    expect(Object.keys(res.body.product)).not.toContain('salePrice');
  });

  it('answers 404 for an unknown id, and does not let it be cached', async () => {
    await expectError('/api/product/ffffffffffffffffffffffff', 404, /^Product not found$/);
    const res = await client.get('/api/product/ffffffffffffffffffffffff');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 404 for a malformed id', async () => {
    await expectError(`/api/product/${encodeURIComponent('not an id!')}`, 404);
    await expectError(`/api/product/${'a'.repeat(65)}`, 404);
  });
});

describe('GET /api/product/{id}/variations', () => {
  it('returns the variations in order; the product carries the lowest price and the stock sum', async () => {
    const product = catalogue.find((p) => p.hasVariations)!;
    const res = await client.get(`/api/product/${product._id}/variations`);
    expect(res.status).toBe(200);
    const { variations } = variationsResponseSchema.parse(res.body);
    expect(variations.length).toBeGreaterThan(1);
    expect(variations.every((v) => v.product === product._id)).toBe(true);
    expect(variations.filter((v) => v.isDefault)).toHaveLength(1);
    expect(product.stock).toBe(variations.reduce((sum, v) => sum + v.stock, 0));
    expect(effective(product)).toBe(Math.min(...variations.map(effective)));
    const stored = await ctx.database.db
      .select({ id: variationTable.id })
      .from(variationTable)
      .where(eq(variationTable.productId, product._id))
      .orderBy(asc(variationTable.position));
    expect(variations.map((v) => v._id)).toEqual(stored.map((v) => v.id));
  });

  it('returns an empty list for a product without variations', async () => {
    const product = catalogue.find((p) => !p.hasVariations)!;
    const res = await client.get(`/api/product/${product._id}/variations`);
    expect(res.status).toBe(200);
    expect(variationsResponseSchema.parse(res.body)).toEqual({ variations: [] });
  });

  it('answers 404 for an unknown product', async () => {
    await expectError(
      '/api/product/ffffffffffffffffffffffff/variations',
      404,
      /^Product not found$/,
    );
  });

  it('answers 404 for a malformed product id', async () => {
    await expectError(`/api/product/${encodeURIComponent("1' OR '1'='1")}/variations`, 404);
  });
});
