import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  categoriesResponseSchema,
  productListSchema,
  productResponseSchema,
  suggestResponseSchema,
  type Product,
  type SuggestResponse,
} from '../../src/api/schemas/index.ts';
import { SUGGEST_MAX_CHARS, SUGGEST_PRODUCT_LIMIT } from '../../src/lib/suggest.ts';
import { CACHE_POLICIES } from '../../src/server/api/http/route.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;

const suggestPath = (q: string) => `/api/search/suggest?${new URLSearchParams({ q })}`;

async function suggest(q: string): Promise<SuggestResponse> {
  const res = await client.get(suggestPath(q));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return suggestResponseSchema.parse(res.body);
}

async function firstProduct(query: string): Promise<Product> {
  const res = await client.get(query);
  const product = productListSchema.parse(res.body).products[0];
  expect(product).toBeDefined();
  return product!;
}

const categoryNames = (body: SuggestResponse) => body.categories.map((c) => c.name);

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
});
afterAll(() => ctx?.close());

describe('GET /api/search/suggest', () => {
  it('suggests products from a word prefix, each with its picture, link and price', async () => {
    const res = await client.get(suggestPath('iph'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.catalogue);
    const body = suggestResponseSchema.parse(res.body);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.name).toMatch(/^iPhone/);
    for (const product of body.products) {
      expect(product.url).toBe(`/product/${product._id}`);
      expect(product.image).not.toBe('');
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('answers the first products of the search, in its order, and never more than six', async () => {
    const search = productListSchema.parse(
      (await client.get(`/api/search?query=samsung&limit=${SUGGEST_PRODUCT_LIMIT}`)).body,
    );
    expect(search.pagination.total).toBeGreaterThan(SUGGEST_PRODUCT_LIMIT);
    const body = await suggest('samsung');
    expect(body.products).toHaveLength(SUGGEST_PRODUCT_LIMIT);
    expect(body.products.map((p) => p._id)).toEqual(search.products.map((p) => p._id));
  });

  // What a shopper has typed so far of "điện thoại", "tai nghe", "màn hình cong", "bàn phím cơ":
  // the phrase it starts is meant, not a word of the catalogue one letter away ("dien": mien).
  it.each([
    ['dien', 'phones'],
    ['tai', 'accessories'],
    ['man hinh co', 'screens'],
    ['ban phim c', 'accessories'],
  ])('reads "%s" as the start of the phrase being typed', async (typed, category) => {
    const body = await suggest(typed);
    expect(body.products.length).toBeGreaterThan(0);
    for (const { _id } of body.products) {
      const { product } = productResponseSchema.parse(
        (await client.get(`/api/product/${_id}`)).body,
      );
      expect(product.category.name).toBe(category);
    }
  });

  it('tolerates a typo as the search does', async () => {
    const body = await suggest('iphnoe');
    expect(body.products[0]?.name).toMatch(/iphone/i);
  });

  it('gives the sale price of a product on sale, and none for a product at full price', async () => {
    const onSale = await firstProduct('/api/product?discount=true&limit=1');
    const sale = (await suggest(onSale.name)).products.find((p) => p._id === onSale._id);
    expect(sale).toMatchObject({ price: onSale.price, salePrice: onSale.salePrice });
    expect(onSale.salePrice).toBeLessThan(onSale.price);

    const all = productListSchema.parse((await client.get('/api/product?limit=100')).body);
    const fullPrice = all.products.find((p) => p.salePrice === undefined)!;
    const plain = (await suggest(fullPrice.name)).products.find((p) => p._id === fullPrice._id);
    expect(plain?.price).toBe(fullPrice.price);
    expect(plain).not.toHaveProperty('salePrice');
  });

  it.each([
    ['dien th', ['phones']],
    ['Điện thoại', ['phones']],
    ['phone', ['phones']],
    ['lap', ['laptops']],
    ['man h', ['screens']],
    ['tai nghe', ['accessories']],
    ['may tinh', ['tablets', 'laptops', 'pc']],
  ])('suggests the categories whose words start with "%s"', async (q, expected) => {
    const body = await suggest(q);
    expect([...categoryNames(body)].sort()).toEqual([...expected].sort());
  });

  it('names a suggested category with its label and its listing', async () => {
    const body = await suggest('dien thoai');
    expect(body.categories).toEqual([{ name: 'phones', label: 'Phones', url: '/products/phones' }]);
  });

  it('suggests only categories the shop lists, each linking to its listing', async () => {
    const listed = categoriesResponseSchema.parse((await client.get('/api/product/category')).body);
    const body = await suggest('may tinh');
    expect(body.categories.length).toBeGreaterThan(0);
    for (const category of body.categories) {
      expect(listed.map((c) => c.name)).toContain(category.name);
      const listing = await client.get(`/api/product/category/name/${category.name}?limit=1`);
      expect(listing.status).toBe(200);
      expect(category.url).toBe(`/products/${category.name}`);
    }
  });

  it('suggests no category when a word starts none of its words', async () => {
    expect(categoryNames(await suggest('iphone'))).toEqual([]);
    expect(categoryNames(await suggest('dien samsung'))).toEqual([]);
  });

  it('answers nothing found with two empty lists', async () => {
    expect(await suggest('zzqxvbnm')).toEqual({ products: [], categories: [] });
  });

  it('trims the text before checking its length', async () => {
    const body = await suggest(`  ip  `);
    expect(body.products.length).toBeGreaterThan(0);
  });

  it(`takes ${SUGGEST_MAX_CHARS} characters`, async () => {
    await suggest('a'.repeat(SUGGEST_MAX_CHARS));
  });

  it.each([
    ['no q', '/api/search/suggest'],
    ['an empty q', suggestPath('')],
    ['one character', suggestPath('i')],
    ['one character among spaces', suggestPath('   i   ')],
    ['too long a q', suggestPath('a'.repeat(SUGGEST_MAX_CHARS + 1))],
  ])('rejects %s with 400 and a message', async (_label, path) => {
    const res = await client.get(path);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).message).toBe('Invalid query parameter: q');
  });
});
