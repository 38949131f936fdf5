// Fills an empty database with the seed catalogue, its reviews (with the delivered orders they come
// from) and the demo customer, in one transaction.
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../api/schemas/user.ts';
import { count, inArray, sql } from 'drizzle-orm';
import { EVERY_PAGE_TAG } from '../../../lib/page-tags.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CategoryName } from '../../../lib/constants.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/connect.ts';
import {
  catalogChanges,
  categories,
  orderEvents,
  orderItems,
  orders,
  products,
  reviews,
  users,
  variations,
} from '../db/schema.ts';
import { SEED_CATALOG, SEED_REVIEWS } from './catalog-data.ts';
import type { SeedCatalog } from './catalog-types.ts';
import { DEMO_CUSTOMER } from './demo-customer.ts';
import { stableId } from './ids.ts';
import { optionName } from '../services/search-reindex.ts';
import { searchColumns } from '../services/search-text.ts';
import { insertJson, rowsJson } from './synthetic/bulk-load.ts';
import { inTransaction } from '../db/transaction.ts';
import { seedPolicyPagesIfMissing } from './policies.ts';

/** Table rows of a catalogue; the synthetic catalogue writes its batches with it too. */
export function catalogRows(catalog: SeedCatalog) {
  const categoryIds = new Map(catalog.categories.map((c) => [c.name, c._id]));
  const categoryId = (name: CategoryName): string => {
    const id = categoryIds.get(name);
    if (id === undefined) throw new Error(`Unknown category ${name}`);
    return id;
  };
  const categoryRows = catalog.categories.map((c) => ({
    id: c._id,
    name: c.name,
    description: c.description,
    nameVi: c.nameVi ?? null,
    descriptionVi: c.descriptionVi ?? null,
    fields: c.fields.map((field) => ({ ...field, ...c.fieldsVi?.[field.name] })),
    position: c.position,
  }));
  const productRows = catalog.products.map((p) => {
    const createdAt = new Date(p.createdAt);
    return {
      id: p._id,
      name: p.name,
      description: p.description,
      shortDescription: p.shortDescription,
      descriptionVi: p.descriptionVi ?? null,
      shortDescriptionVi: p.shortDescriptionVi ?? null,
      price: p.price,
      salePrice: p.salePrice ?? null,
      images: p.productImages,
      hasVariations: p.hasVariations,
      sku: p.sku,
      stock: p.stock,
      categoryId: categoryId(p.category),
      brand: p.brand,
      criteria: p.criteria,
      featured: p.featured,
      fields: p.fields,
      ...p.facts,
      rating: p.rating,
      ratingCount: p.ratingCount,
      ...searchColumns({
        name: p.name,
        brand: p.brand,
        categoryName: p.category,
        description: p.description,
        descriptionVi: p.descriptionVi ?? null,
        fields: p.fields,
        criteria: p.criteria,
        options: p.variations.flatMap((v) => v.attributes.map(optionName)),
      }),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const variationRows = catalog.products.flatMap((p) =>
    p.variations.map((v, position) => ({
      id: v._id,
      productId: p._id,
      name: v.name,
      price: v.price,
      salePrice: v.salePrice ?? null,
      stock: v.stock,
      sku: v.sku,
      isDefault: v.isDefault,
      attributes: v.attributes,
      position,
    })),
  );
  return { categoryRows, productRows, variationRows };
}

/** The demo customer's users row. Call it before a transaction: PGlite runs one query at a time
 * and hashing the password is slow. */
export async function demoCustomerRow() {
  return {
    id: stableId('user', DEMO_CUSTOMER.email),
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    passwordHash: await hashPassword(DEMO_CUSTOMER.password),
    address: { ...DEMO_CUSTOMER.address },
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
  };
}

/** Seeds categories, products, variations, the seed's reviews, the demo customer and the policy
 * pages' default texts; returns
 * false (and does nothing) when the categories table already has rows. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return false;

  const demoUser = await demoCustomerRow();
  const { categoryRows, productRows, variationRows } = catalogRows(SEED_CATALOG);

  await inTransaction(db, async (tx) => {
    await tx.insert(categories).values(categoryRows);
    // One statement per table (bulk-load.ts): about a third of the time of row parameters, which
    // every API test file's fresh database pays.
    await insertJson(tx, products, rowsJson(products, productRows));
    await insertJson(tx, variations, rowsJson(variations, variationRows));
    await tx.insert(users).values(demoUser).onConflictDoNothing();
    await insertSeedReviews(tx);
    await seedPolicyPagesIfMissing(tx);
  });
  return true;
}

/** The seed's delivered orders and their reviews (products first: the reviews point at them). */
async function insertSeedReviews(tx: Db): Promise<void> {
  const load = (table: PgTable, rows: readonly Record<string, unknown>[]) =>
    insertJson(tx, table, rowsJson(table, rows));
  await load(orders, SEED_REVIEWS.orders);
  await load(orderItems, SEED_REVIEWS.items);
  await load(orderEvents, SEED_REVIEWS.events);
  await load(reviews, SEED_REVIEWS.reviews);
}

/**
 * A database seeded before reviews existed holds the seed catalogue with made-up figures and no
 * reviews: it gets the seed's reviews (and their orders), as a new seed would, when it has none
 * yet and every seed product is still there. Returns whether it did; the figures are then
 * recomputed from the reviews (reconcileReviewFigures).
 */
export async function seedReviewsIfMissing(db: Db): Promise<boolean> {
  const [anyReview] = await db.select({ id: reviews.id }).from(reviews).limit(1);
  if (anyReview) return false;
  const seedOrderIds = SEED_REVIEWS.orders.map((order) => order.id);
  const [seedOrder] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, seedOrderIds))
    .limit(1);
  if (seedOrder) return false;
  const seedProductIds = SEED_CATALOG.products.map((product) => product._id);
  const [held] = await db
    .select({ n: count() })
    .from(products)
    .where(inArray(products.id, seedProductIds));
  if (held?.n !== seedProductIds.length) return false;
  await inTransaction(db, insertSeedReviews);
  return true;
}

/**
 * A database seeded before products had facts (migration 0023): the seed products get the seed's
 * warranty, box and origin, once. It does nothing when any product states a fact already (the
 * seed's or an editor's), so facts an editor later clears stay cleared; only seed products whose
 * facts are all unstated are written. One statement; the pages are dropped when it wrote any.
 * Returns how many products it wrote.
 */
export async function seedFactsIfMissing(db: Db): Promise<number> {
  const stated = await db.execute(sql`
    select 1 from ${products}
    where warranty_months is not null or origin is not null or in_the_box <> '[]'::jsonb
    limit 1`);
  if ((stated as unknown as { rows: unknown[] }).rows.length > 0) return 0;
  const json = JSON.stringify(
    SEED_CATALOG.products.map(({ _id, facts }) => ({
      id: _id,
      warranty_months: facts.warrantyMonths,
      warranty_provider: facts.warrantyProvider,
      in_the_box: facts.inTheBox,
      in_the_box_vi: facts.inTheBoxVi,
      origin: facts.origin,
    })),
  );
  return inTransaction(db, async (tx) => {
    const written = await tx.execute(sql`
      update ${products} p set warranty_months = f.warranty_months,
        warranty_provider = f.warranty_provider, in_the_box = f.in_the_box,
        in_the_box_vi = f.in_the_box_vi, origin = f.origin
      from json_to_recordset(${json}::json) as f(id text, warranty_months integer,
        warranty_provider text, in_the_box jsonb, in_the_box_vi jsonb, origin text)
      where p.id = f.id and p.warranty_months is null and p.warranty_provider is null
        and p.in_the_box = '[]'::jsonb and p.in_the_box_vi is null and p.origin is null
      returning p.id`);
    const count = (written as unknown as { rows: unknown[] }).rows.length;
    // Running instances (on PostgreSQL) drop every cached page when they read this.
    if (count > 0) await tx.insert(catalogChanges).values({ tags: [EVERY_PAGE_TAG] });
    return count;
  });
}
