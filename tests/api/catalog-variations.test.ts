import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_POLICIES } from '../../src/server/api/http/route.ts';
import {
  apiErrorSchema,
  productListSchema,
  variationsByProductSchema,
  variationsResponseSchema,
  type Product,
} from '../../src/api/schemas/index.ts';
import { MAX_PAGE_LIMIT } from '../../src/lib/constants.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;
let page: Product[];

const variationsOf = (ids: readonly string[]) =>
  client.get(`/api/product/variations?ids=${ids.map(encodeURIComponent).join(',')}`);

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  page = productListSchema.parse(
    (await client.get(`/api/product?limit=${MAX_PAGE_LIMIT}`)).body,
  ).products;
});
afterAll(() => ctx?.close());

describe('GET /api/product/variations?ids=…', () => {
  it('answers the variations of a whole page of products at once, as each product call would', async () => {
    const res = await variationsOf(page.map((p) => p._id));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(CACHE_POLICIES.catalogue);
    const { variations } = variationsByProductSchema.parse(res.body);
    expect(Object.keys(variations).sort()).toEqual(page.map((p) => p._id).sort());
    for (const product of page.filter((p, i) => p.hasVariations || i < 3)) {
      const one = variationsResponseSchema.parse(
        (await client.get(`/api/product/${product._id}/variations`)).body,
      );
      expect(variations[product._id], product._id).toEqual(one.variations);
    }
    expect(page.some((p) => p.hasVariations)).toBe(true);
    expect(page.some((p) => !p.hasVariations)).toBe(true);
  });

  it('answers an empty list for a product without variations', async () => {
    const plain = page.find((p) => !p.hasVariations)!;
    const { variations } = variationsByProductSchema.parse((await variationsOf([plain._id])).body);
    expect(variations).toEqual({ [plain._id]: [] });
  });

  it('leaves out ids of products that do not exist, and reads repeated ids once', async () => {
    const product = page.find((p) => p.hasVariations)!;
    const res = await variationsOf(['ffffffffffffffffffffffff', product._id, product._id]);
    expect(res.status).toBe(200);
    const { variations } = variationsByProductSchema.parse(res.body);
    expect(Object.keys(variations)).toEqual([product._id]);
    expect(variationsByProductSchema.parse((await variationsOf(['nosuchproduct'])).body)).toEqual({
      variations: {},
    });
  });

  it.each([
    ['no ids parameter', '/api/product/variations'],
    ['an empty ids parameter', '/api/product/variations?ids='],
    ['an empty id in the list', '/api/product/variations?ids=abc,,def'],
    ['a malformed id', `/api/product/variations?ids=${encodeURIComponent("abc' OR 1=1")}`],
    ['a NUL byte', '/api/product/variations?ids=abc%00'],
    [
      `more than ${MAX_PAGE_LIMIT} ids`,
      `/api/product/variations?ids=${Array.from({ length: MAX_PAGE_LIMIT + 1 }, (_, i) => `p${i}`).join(',')}`,
    ],
  ])('refuses %s with 400', async (_label, path) => {
    const res = await client.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(apiErrorSchema.parse(res.body).message).toMatch(/^Invalid query parameter/);
  });

  it(`accepts exactly ${MAX_PAGE_LIMIT} ids`, async () => {
    const ids = Array.from({ length: MAX_PAGE_LIMIT }, (_, i) => page[i]?._id ?? `p${i}`);
    expect((await variationsOf(ids)).status).toBe(200);
  });

  it('leaves GET /product/{id}/variations as it was', async () => {
    const product = page.find((p) => p.hasVariations)!;
    const res = await client.get(`/api/product/${product._id}/variations`);
    expect(variationsResponseSchema.parse(res.body).variations.length).toBeGreaterThan(1);
  });
});
