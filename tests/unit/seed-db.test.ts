import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/api/db/connect.ts';
import { categories, products, users, variations } from '../../src/server/api/db/schema.ts';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import { seedIfEmpty } from '../../src/server/api/seed/seed.ts';

let database: Database;

async function counts() {
  const { db } = database;
  const [c] = await db.select({ n: count() }).from(categories);
  const [p] = await db.select({ n: count() }).from(products);
  const [v] = await db.select({ n: count() }).from(variations);
  const [u] = await db.select({ n: count() }).from(users);
  return { categories: c?.n, products: p?.n, variations: v?.n, users: u?.n };
}

beforeAll(async () => {
  database = await openDatabase('memory://');
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('seedIfEmpty', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const first = await counts();
    expect(first).toEqual({
      categories: SEED_CATALOG.categories.length,
      products: SEED_CATALOG.products.length,
      variations: SEED_CATALOG.products.reduce((sum, p) => sum + p.variations.length, 0),
      users: 1,
    });
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual(first);
  }, 60_000);

  it('stores unaccented search text and the demo customer without a plain password', async () => {
    const [phone] = await database.db
      .select({
        searchText: products.searchText,
        searchTitle: products.searchTitle,
        productType: products.productType,
      })
      .from(products)
      .where(eq(products.sku, 'PH-APL-IP17P'));
    expect(phone?.productType).toBe('phone');
    expect(phone?.searchTitle).toMatch(/^iphone 17 pro apple phone smartphone /);
    expect(phone?.searchText).toMatch(/^iphone 17 pro apple phone .* phones /);
    expect(phone?.searchText).not.toMatch(/[À-ỹđ<]/);
    const [demo] = await database.db.select().from(users);
    expect(demo).toMatchObject({
      name: 'Demo Customer',
      email: 'demo@shop.vn',
      phone: '0912345678',
    });
    // Today's units, with the register's codes: Phường Hoàn Kiếm in Hà Nội.
    expect(demo?.address).toMatchObject({
      city: 'Phường Hoàn Kiếm',
      state: 'Hà Nội',
      zipCode: '10000',
      country: 'Vietnam',
      provinceCode: '01',
      wardCode: '00070',
    });
    expect(demo?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
