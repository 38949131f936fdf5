import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  categoryListingSchema,
  productListSchema,
} from '../../src/api/schemas/index.ts';
import { MAX_PAGE_LIMIT } from '../../src/lib/constants.ts';
import { categories, products } from '../../src/server/api/db/schema.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;
let productCount: number;
let categoryCount: number;

async function tableCounts() {
  const [p] = await ctx.database.db.select({ n: count() }).from(products);
  const [c] = await ctx.database.db.select({ n: count() }).from(categories);
  return { products: p!.n, categories: c!.n };
}

/** A hostile request must be refused or answered, never crash the server. */
async function expectHandled(path: string, allowed: number[]) {
  const res = await client.get(path);
  expect(allowed, `${path} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  if (res.status >= 400) apiErrorSchema.parse(res.body);
  return res;
}

const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  ({ products: productCount, categories: categoryCount } = await tableCounts());
  expect(productCount).toBeGreaterThan(0);
});
afterEach(async () => {
  expect(await tableCounts()).toEqual({ products: productCount, categories: categoryCount });
});
afterAll(() => ctx?.close());

describe('SQL injection through the search query', () => {
  it.each([
    "' OR '1'='1",
    "'; DROP TABLE products; --",
    'phone%',
    '%',
    '_',
    '\\',
    "\\'",
    '&|!():*',
    'a & b | !c',
    'iphone:* | samsung',
    'ʼn ʹ ː ×',
    '<-> <1>',
    '"quoted" \'single\'',
    '½ ©',
  ])('treats %j as plain text', async (query) => {
    const res = await expectHandled(`/api/search?${qs({ query })}`, [200]);
    productListSchema.parse(res.body);
  });
});

describe('SQL injection through sortBy', () => {
  it.each(['price; DROP TABLE products', 'price desc', '(select 1)', "-price'--"])(
    'refuses %j with 400',
    async (sortBy) => {
      await expectHandled(`/api/product?${qs({ sortBy })}`, [400]);
      await expectHandled(`/api/product/category/name/phones?${qs({ sortBy })}`, [400]);
    },
  );
});

describe('SQL injection through field filters', () => {
  it.each(["Chip') OR 1=1 --", "Chip' OR '1'='1", 'Chip;DROP TABLE products', '5G"]'])(
    'refuses the field name %j with 400',
    async (name) => {
      const res = await expectHandled(
        `/api/product/category/name/phones?${qs({ [`field[${name}]`]: 'x' })}`,
        [400],
      );
      expect(res.body.message).toBe(`Unknown filter field: ${name}`);
    },
  );

  it.each(["' OR '1'='1", "x'); DROP TABLE products; --", '%', '_', '\\'])(
    'treats the String value %j as plain text',
    async (value) => {
      const res = await expectHandled(
        `/api/product/category/name/phones?${qs({ 'field[Chip]': value })}`,
        [200],
      );
      expect(categoryListingSchema.parse(res.body).total).toBe(0);
    },
  );

  it.each(['1 OR 1=1', "6.1' OR '1'='1", '6.1;DROP TABLE products', '1e400', 'NaN'])(
    'refuses the Number value %j with 400',
    async (value) => {
      await expectHandled(
        `/api/product/category/name/phones?${qs({ 'field[Screen Size]': value })}`,
        [400],
      );
    },
  );

  it.each(["true' OR '1'='1", 'TRUE OR 1=1'])(
    'refuses the Boolean value %j with 400',
    async (value) => {
      await expectHandled(`/api/product/category/name/phones?${qs({ 'field[5G]': value })}`, [400]);
    },
  );
});

describe('SQL injection through brand and criteria', () => {
  it.each(["apple' OR '1'='1", "x'; DROP TABLE products; --", '%', '_'])(
    'treats %j as a plain label',
    async (value) => {
      for (const key of ['brand', 'criteria']) {
        const res = await expectHandled(
          `/api/product/category/name/phones?${qs({ [key]: value })}`,
          [200],
        );
        expect(categoryListingSchema.parse(res.body).total).toBe(0);
      }
    },
  );
});

describe('SQL injection through paths', () => {
  it.each(["phones' OR '1'='1", 'phones;DROP TABLE products', "phones'--", '%', 'phones%'])(
    'answers the category name %j with 404',
    async (name) => {
      const res = await expectHandled(
        `/api/product/category/name/${encodeURIComponent(name)}`,
        [404],
      );
      expect(res.body.message).toBe('Category not found');
    },
  );

  it.each(["1' OR '1'='1", '1;DROP TABLE products', '%', '..%2F..%2Fetc'])(
    'answers the product id %j with 404',
    async (id) => {
      await expectHandled(`/api/product/${encodeURIComponent(id)}`, [404]);
      await expectHandled(`/api/product/${encodeURIComponent(id)}/variations`, [404]);
    },
  );
});

describe('NUL bytes, which PostgreSQL text cannot hold', () => {
  it.each([
    '/api/search?query=%00abc',
    '/api/product/category/name/phones?brand=%00',
    '/api/product/category/name/phones?criteria=a%00b',
    '/api/product/category/name/phones?field%5BChip%5D=%00',
    '/api/product/category/name/phones?field%5BChip%00%5D=x',
    '/api/product?sortBy=price%00',
  ])('refuses %s with 400', async (path) => {
    await expectHandled(path, [400]);
  });

  it('answers a category name holding a NUL byte with 404', async () => {
    await expectHandled('/api/product/category/name/phones%00', [404]);
  });

  it('answers a product id holding a NUL byte with 404', async () => {
    await expectHandled('/api/product/abc%00', [404]);
    await expectHandled('/api/product/abc%00/variations', [404]);
  });
});

describe('pagination abuse', () => {
  it('clamps limit=100000 to 100', async () => {
    const res = await expectHandled('/api/product?limit=100000', [200]);
    const body = productListSchema.parse(res.body);
    expect(body.pagination.limit).toBe(MAX_PAGE_LIMIT);
    expect(body.products).toHaveLength(Math.min(MAX_PAGE_LIMIT, productCount));
  });

  it('clamps a huge limit on the category listing and search too', async () => {
    const listing = await expectHandled('/api/product/category/name/phones?limit=100000', [200]);
    expect(categoryListingSchema.parse(listing.body).limit).toBe(MAX_PAGE_LIMIT);
    const search = await expectHandled('/api/search?query=a&limit=99999999999999999999', [200]);
    expect(productListSchema.parse(search.body).pagination.limit).toBe(MAX_PAGE_LIMIT);
  });

  it('clamps page=-1 to page 1', async () => {
    const res = await expectHandled('/api/product?page=-1', [200]);
    const body = productListSchema.parse(res.body);
    expect(body.pagination.page).toBe(1);
    const first = productListSchema.parse((await client.get('/api/product?page=1')).body);
    expect(body.products.map((p) => p._id)).toEqual(first.products.map((p) => p._id));
  });

  it('clamps limit=0 to 1', async () => {
    const res = await expectHandled('/api/product?limit=0', [200]);
    expect(productListSchema.parse(res.body).products).toHaveLength(1);
  });

  it('refuses limit=abc with 400', async () => {
    await expectHandled('/api/product?limit=abc', [400]);
    await expectHandled('/api/product/category/name/phones?limit=abc', [400]);
    await expectHandled('/api/search?query=a&limit=abc', [400]);
  });

  it('refuses page=1.5 with 400', async () => {
    await expectHandled('/api/product?page=1.5', [400]);
    await expectHandled('/api/product/category/name/phones?page=1.5', [400]);
    await expectHandled('/api/search?query=a&page=1.5', [400]);
  });

  it('accepts prices beyond the integer range', async () => {
    const res = await expectHandled(
      '/api/product/category/name/phones?minPrice=0&maxPrice=999999999999',
      [200],
    );
    expect(categoryListingSchema.parse(res.body).total).toBeGreaterThan(0);
    const none = await expectHandled(
      '/api/product/category/name/phones?minPrice=999999999999',
      [200],
    );
    expect(categoryListingSchema.parse(none.body).total).toBe(0);
  });

  it('answers a page far past the end with an empty page', async () => {
    const res = await expectHandled('/api/product?page=99999999999', [200]);
    expect(productListSchema.parse(res.body).products).toEqual([]);
  });
});
