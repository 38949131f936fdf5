// Range filters on Number specification fields: `field[Name][min]` and `field[Name][max]` beside
// the exact `field[Name]`, validated like every filter.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  categoryListingSchema,
  type Product,
} from '../../src/api/schemas/index.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { createTestContext, queryString, type TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;
/** Every phone, read once without filters. */
let phones: Product[];

const path = (params: Record<string, string | number>) =>
  `/api/product/category/name/phones?${queryString(params)}`;

/** Every product of the phones listing with `params`, page by page. */
async function phonesWith(params: Record<string, string | number>): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await client.get(path({ ...params, page, limit: 100 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = categoryListingSchema.parse(res.body);
    all.push(...body.products);
    if (page >= body.pages) return all;
  }
}

const ids = (list: Product[]) => list.map((p) => p._id).sort();
const screen = (p: Product) => Number(p.fields['Screen Size']);

async function expect400(params: Record<string, string>, message: string, param: string) {
  const res = await client.get(path(params));
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = apiErrorSchema.parse(res.body);
  expect(body.message).toBe(message);
  expect(Object.keys(body.errors ?? {})).toEqual([param]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
  phones = await phonesWith({});
}, 60_000);
afterAll(async () => ctx?.close());

describe('Number field ranges', () => {
  it('lists the products whose value lies between min and max, ends included', async () => {
    const found = await phonesWith({
      'field[Screen Size][min]': '6.1',
      'field[Screen Size][max]': '6.7',
    });
    const expected = phones.filter((p) => screen(p) >= 6.1 && screen(p) <= 6.7);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(phones.length);
    expect(expected.some((p) => screen(p) === 6.1 || screen(p) === 6.7)).toBe(true);
    expect(ids(found)).toEqual(ids(expected));
  });

  it('takes one end alone', async () => {
    const atLeast = await phonesWith({ 'field[Battery][min]': '5000' });
    expect(ids(atLeast)).toEqual(ids(phones.filter((p) => Number(p.fields['Battery']) >= 5000)));
    const atMost = await phonesWith({ 'field[Screen Size][max]': '6.3' });
    expect(ids(atMost)).toEqual(ids(phones.filter((p) => screen(p) <= 6.3)));
    expect(atMost.length).toBeGreaterThan(0);
  });

  it('combines with the exact value, with other ranges and with brand', async () => {
    const size = screen(phones[0]!);
    const exact = await phonesWith({ 'field[Screen Size]': String(size) });
    const exactInRange = await phonesWith({
      'field[Screen Size]': String(size),
      'field[Screen Size][min]': String(size - 0.5),
      'field[Screen Size][max]': String(size + 0.5),
    });
    expect(ids(exactInRange)).toEqual(ids(exact));
    const exactOutside = await phonesWith({
      'field[Screen Size]': String(size),
      'field[Screen Size][min]': String(size + 0.1),
    });
    expect(exactOutside).toEqual([]);

    const both = await phonesWith({
      brand: 'samsung',
      'field[Screen Size][min]': '6.5',
      'field[Camera][min]': '200',
    });
    const expected = phones.filter(
      (p) => p.brand === 'Samsung' && screen(p) >= 6.5 && Number(p.fields['Camera']) >= 200,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(both)).toEqual(ids(expected));
  });

  it('ignores empty ends and finds a value written as text, following a change of fields', async () => {
    const all = await phonesWith({ 'field[Screen Size][min]': '', 'field[Screen Size][max]': ' ' });
    expect(all).toHaveLength(phones.length);

    const phone = phones[0]!;
    await ctx.database.db
      .update(products)
      .set({ fields: sql`${products.fields} || '{"Screen Size": " 9.5 "}'::jsonb` })
      .where(eq(products.id, phone._id));
    const found = await phonesWith({
      'field[Screen Size][min]': '9',
      'field[Screen Size][max]': '10',
    });
    expect(ids(found)).toEqual([phone._id]);
    const before = await phonesWith({
      'field[Screen Size][max]': String(screen(phone)),
      'field[Screen Size][min]': String(screen(phone)),
    });
    expect(ids(before)).not.toContain(phone._id);
  });
});

describe('Number field ranges refused with 400, naming the parameter', () => {
  // A min or max that is not a number; a range on a String field, and on a Boolean one.
  it.each([
    ['Screen Size', 'min', 'big', 'Filter field Screen Size min must be a number'],
    ['Battery', 'max', '1e4', 'Filter field Battery max must be a number'],
    ['Chip', 'min', '1', 'Filter field Chip is not a number: only Number fields take min and max'],
    ['5G', 'max', '1', 'Filter field 5G is not a number: only Number fields take min and max'],
  ])('field[%s][%s]=%s: "%s"', async (field, end, value, message) => {
    const param = `field[${field}][${end}]`;
    await expect400({ [param]: value }, message, param);
  });

  it('a min greater than the max', async () => {
    await expect400(
      { 'field[Screen Size][min]': '7', 'field[Screen Size][max]': '6.1' },
      'Filter field Screen Size min must not be greater than max',
      'field[Screen Size][min]',
    );
  });

  it('a range on a field the category does not define', async () => {
    const res = await client.get(path({ 'field[Weight][min]': '1' }));
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).message).toBe('Unknown filter field: Weight');
  });
});
