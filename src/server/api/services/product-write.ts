// Writing whole products from the back office: create, update (optimistic concurrency on
// products.version), duplicate, archive and restore. The import writes many at once with the
// same rules (catalog-import-chunk.ts: normalise, differences, productColumnsOf, tagsOf).
// Each write runs in one transaction with its audit record and the catalogue change that makes it
// live (catalog-changes.ts), and keeps the search columns (search-text.ts) in step.
import { newId } from '../db/ids.ts';
import { and, asc, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import {
  toProductWrite,
  type AdminProduct,
  type ProductWrite,
  type VariationWrite,
} from '../../../api/schemas/admin-products.ts';
import { productPath } from '../../../lib/catalog-paths.ts';
import { HOME_TAG, SITEMAP_TAG, listingTag, productTag } from '../../../lib/page-tags.ts';
import {
  PRODUCT_MESSAGES,
  specificationProblems,
  variationNameOf,
} from '../../../lib/product-admin.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { auditLog, categories, products, variations } from '../db/schema.ts';
import { conflict, notFound, validationFailed } from '../http/errors.ts';
import type { RecordedChange } from '../catalog-changes.ts';
import { stableId } from '../seed/ids.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import type { CategoryRow, VariationRow } from './product-view.ts';
import { optionName } from './search-reindex.ts';
import { searchColumns } from './search-text.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { lockStockRows } from './order-stock.ts';

/** A product write's answer: the product as it now is, and the change that publishes it. */
export interface ProductWriteResult {
  product: AdminProduct;
  /** Null when nothing changed (nothing to publish). */
  change: RecordedChange | null;
}

const productNotFound = () => notFound(PRODUCT_MESSAGES.notFound);

/** A product (archived or not) as the back office reads it; undefined when there is none. */
export async function loadAdminProduct(db: Db, id: string): Promise<AdminProduct | undefined> {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) return undefined;
  const rows = await db
    .select()
    .from(variations)
    .where(eq(variations.productId, id))
    .orderBy(asc(variations.position), asc(variations.id));
  return toAdminProduct(row.product, row.categoryName, rows);
}

/** A product's row, its category's name and its variations as the back office reads them. */
export function toAdminProduct(
  p: typeof products.$inferSelect,
  categoryName: string,
  rows: readonly VariationRow[],
): AdminProduct {
  return {
    _id: p.id,
    version: p.version,
    sku: p.sku,
    name: p.name,
    description: p.description,
    shortDescription: p.shortDescription,
    ...(p.descriptionVi ? { descriptionVi: p.descriptionVi } : {}),
    ...(p.shortDescriptionVi ? { shortDescriptionVi: p.shortDescriptionVi } : {}),
    price: p.price,
    salePrice: p.salePrice,
    stock: p.stock,
    category: categoryName,
    brand: p.brand,
    criteria: p.criteria,
    featured: p.featured,
    fields: p.fields,
    images: p.images,
    warrantyMonths: p.warrantyMonths,
    warrantyProvider: p.warrantyProvider,
    inTheBox: p.inTheBox,
    ...(p.inTheBoxVi?.length ? { inTheBoxVi: p.inTheBoxVi } : {}),
    origin: p.origin,
    variations: rows.map((v) => ({
      _id: v.id,
      sku: v.sku,
      name: v.name,
      price: v.price,
      salePrice: v.salePrice,
      stock: v.stock,
      isDefault: v.isDefault,
      attributes: v.attributes,
    })),
    rating: Math.round(p.rating * 100) / 100,
    ratingCount: p.ratingCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    archivedAt: p.archivedAt?.toISOString() ?? null,
    url: productPath(p.id),
  };
}

/** A write with what it leaves to the server filled in: variation names, and derived prices. */
export function normalise(input: ProductWrite): ProductWrite {
  const variationsOut = input.variations.map((v) => ({
    ...v,
    name: v.name?.trim() || variationNameOf(v.attributes),
    salePrice: v.salePrice ?? null,
  }));
  if (variationsOut.length === 0)
    return { ...input, salePrice: input.salePrice ?? null, variations: [] };
  const effective = (v: { price: number; salePrice: number | null }) =>
    v.salePrice === null ? v.price : Math.min(v.price, v.salePrice);
  const cheapest = variationsOut.reduce((best, v) => (effective(v) < effective(best) ? v : best));
  return {
    ...input,
    price: cheapest.price,
    salePrice: cheapest.salePrice,
    stock: variationsOut.reduce((sum, v) => sum + v.stock, 0),
    variations: variationsOut,
  };
}

/**
 * The write with what it left out settled: a Vietnamese text or a fact left out is the current
 * product's (`current`, null for a new product: none), an empty Vietnamese text or list is none.
 * What remains undefined is stored as null. The warranty's months and provider are one pair: either
 * given settles both.
 */
export function keepLeftOut(input: ProductWrite, current: ProductWrite | null): ProductWrite {
  const settled = (given: string | undefined, now: string | undefined) =>
    (given === undefined ? now : given) || undefined;
  const {
    descriptionVi: _d,
    shortDescriptionVi: _s,
    inTheBoxVi: _b,
    warrantyMonths: _m,
    warrantyProvider: _p,
    ...rest
  } = input;
  const descriptionVi = settled(input.descriptionVi, current?.descriptionVi);
  const shortDescriptionVi = settled(input.shortDescriptionVi, current?.shortDescriptionVi);
  const boxVi = input.inTheBoxVi ?? current?.inTheBoxVi ?? [];
  const warrantyGiven = input.warrantyMonths !== undefined || input.warrantyProvider !== undefined;
  return {
    ...rest,
    ...(descriptionVi ? { descriptionVi } : {}),
    ...(shortDescriptionVi ? { shortDescriptionVi } : {}),
    warrantyMonths: warrantyGiven
      ? (input.warrantyMonths ?? null)
      : (current?.warrantyMonths ?? null),
    warrantyProvider: warrantyGiven
      ? (input.warrantyProvider ?? null)
      : (current?.warrantyProvider ?? null),
    inTheBox: input.inTheBox ?? current?.inTheBox ?? [],
    ...(boxVi.length > 0 ? { inTheBoxVi: boxVi } : {}),
    origin: input.origin === undefined ? (current?.origin ?? null) : input.origin,
  };
}

/** JSON with object keys sorted: two writes are the same when their canonical texts are. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

type WriteKey = keyof ProductWrite;
const WRITE_KEYS: WriteKey[] = [
  'sku',
  'name',
  'description',
  'shortDescription',
  'descriptionVi',
  'shortDescriptionVi',
  'price',
  'salePrice',
  'stock',
  'category',
  'brand',
  'criteria',
  'featured',
  'fields',
  'images',
  'variations',
  'warrantyMonths',
  'warrantyProvider',
  'inTheBox',
  'inTheBoxVi',
  'origin',
];

/** The fields of `after` that differ from `before`, with both sides' values. */
export function differences(before: ProductWrite, after: ProductWrite) {
  const changed = WRITE_KEYS.filter(
    (key) => canonical(before[key] ?? null) !== canonical(after[key] ?? null),
  );
  return {
    changed,
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

async function categoryNamed(tx: Db, name: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.name, name.toLowerCase()));
  if (!row) throw validationFailed({ category: PRODUCT_MESSAGES.categoryUnknown });
  return row;
}

/** 422 for values the category does not define or types, and SKUs other products use. */
async function checkAgainstDatabase(
  tx: Db,
  input: ProductWrite,
  category: CategoryRow,
  productId: string | null,
): Promise<void> {
  const problems = specificationProblems(input.fields, category.fields);
  const others = productId === null ? undefined : ne(products.id, productId);
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, input.sku), others))
    .limit(1);
  if (taken) problems['sku'] = PRODUCT_MESSAGES.skuTaken;
  const skus = input.variations.map((v) => v.sku);
  if (skus.length > 0) {
    const used = await tx
      .select({ sku: variations.sku })
      .from(variations)
      .where(
        and(
          inArray(variations.sku, skus),
          productId === null ? undefined : ne(variations.productId, productId),
        ),
      );
    const usedSkus = new Set(used.map((row) => row.sku));
    input.variations.forEach((v, index) => {
      if (usedSkus.has(v.sku)) problems[`variations.${index}.sku`] = PRODUCT_MESSAGES.skuTaken;
    });
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
}

/** The products row's written columns (search columns included) for a normalised write. */
export function productColumnsOf(input: ProductWrite, category: CategoryRow) {
  return {
    sku: input.sku,
    name: input.name,
    description: input.description,
    shortDescription: input.shortDescription,
    // An empty Vietnamese text is none: the Vietnamese page shows the English one.
    descriptionVi: input.descriptionVi || null,
    shortDescriptionVi: input.shortDescriptionVi || null,
    price: input.price!,
    salePrice: input.salePrice ?? null,
    stock: input.stock!,
    images: input.images,
    hasVariations: input.variations.length > 0,
    categoryId: category.id,
    brand: input.brand,
    criteria: input.criteria,
    featured: input.featured,
    fields: input.fields,
    warrantyMonths: input.warrantyMonths ?? null,
    warrantyProvider: input.warrantyProvider ?? null,
    inTheBox: input.inTheBox ?? [],
    // An empty Vietnamese list is none: the Vietnamese page shows the English one.
    inTheBoxVi: input.inTheBoxVi?.length ? input.inTheBoxVi : null,
    origin: input.origin ?? null,
    ...searchColumns({
      name: input.name,
      brand: input.brand,
      categoryName: category.name,
      description: input.description,
      descriptionVi: input.descriptionVi,
      fields: input.fields,
      criteria: input.criteria,
      options: input.variations.flatMap((v) => v.attributes.map(optionName)),
    }),
  };
}

/** An id for a new row: the SKU's stable id (as the seed's) when free, else a random one. */
async function freeId(
  tx: Db,
  table: typeof products | typeof variations,
  kind: string,
  sku: string,
): Promise<string> {
  const id = stableId(kind, sku);
  const [used] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return used ? newId() : id;
}

/** The variations row's written columns for a normalised variation at `position`. */
export const variationColumnsOf = (v: VariationWrite, position: number) => ({
  name: v.name ?? variationNameOf(v.attributes),
  price: v.price,
  salePrice: v.salePrice ?? null,
  stock: v.stock,
  isDefault: v.isDefault,
  attributes: v.attributes,
  position,
});

/** Makes the product's variations those of `input`, matched by SKU (a kept SKU keeps its id). */
async function writeVariations(tx: Db, productId: string, list: readonly VariationWrite[]) {
  const skus = list.map((v) => v.sku);
  await tx
    .delete(variations)
    .where(
      and(
        eq(variations.productId, productId),
        skus.length > 0 ? notInArray(variations.sku, skus) : undefined,
      ),
    );
  const existing = new Map(
    (
      await tx
        .select({ id: variations.id, sku: variations.sku })
        .from(variations)
        .where(eq(variations.productId, productId))
    ).map((row) => [row.sku, row.id]),
  );
  for (const [position, v] of list.entries()) {
    const values = variationColumnsOf(v, position);
    const id = existing.get(v.sku);
    if (id) await tx.update(variations).set(values).where(eq(variations.id, id));
    else
      await tx.insert(variations).values({
        id: await freeId(tx, variations, 'variation', v.sku),
        productId,
        sku: v.sku,
        ...values,
      });
  }
}

/** The pages a product write touches: its own (and its cards), its listings, home and the sitemap. */
export const tagsOf = (id: string, ...categoryNames: string[]) => [
  productTag(id),
  ...[...new Set(categoryNames)].map(listingTag),
  HOME_TAG,
  SITEMAP_TAG,
];

/** SKUs of other products are checked before writing; a race between two writes still lands here. */
async function guardSkus<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ sku: PRODUCT_MESSAGES.skuTaken });
    throw error;
  }
}

async function insertProduct(
  tx: Db,
  input: ProductWrite,
  category: CategoryRow,
  at: Date,
  archivedAt: Date | null = null,
): Promise<string> {
  const id = await freeId(tx, products, 'product', input.sku);
  await tx.insert(products).values({
    id,
    ...productColumnsOf(input, category),
    createdAt: at,
    updatedAt: at,
    archivedAt,
  });
  await writeVariations(tx, id, input.variations);
  return id;
}

/** What a write in publish's transaction answers: the product's id and its change, if any. */
type Written = { id: string; change: RecordedChange | null };

/**
 * Runs `write` in a transaction, then applies its change to this instance's page cache and reads
 * the product back as it now is.
 */
async function publish(
  deps: Deps,
  write: (tx: Db) => Promise<Written>,
): Promise<ProductWriteResult> {
  const { id, change } = await guardSkus(() => inTransaction(deps.db, write));
  if (change) deps.catalogChanges.apply(change);
  const product = await loadAdminProduct(deps.db, id);
  if (!product) throw productNotFound();
  return { product, change };
}

/** publish for an editor's whole product: `write` gets `raw` normalised. */
function publishInput(
  deps: Deps,
  raw: ProductWrite,
  write: (tx: Db, input: ProductWrite) => Promise<Written>,
): Promise<ProductWriteResult> {
  // Normalised only: what the write left out is settled by the create (none) or the update (the
  // product's), so that an update's left-out fact or emptied Vietnamese text is told apart.
  const input = normalise(raw);
  return publish(deps, (tx) => write(tx, input));
}

/** A new product, on sale at once. */
export function createProduct(
  deps: Deps,
  raw: ProductWrite,
  who: AuditWho,
): Promise<ProductWriteResult> {
  return publishInput(deps, raw, async (tx, given) => {
    const input = keepLeftOut(given, null);
    const category = await categoryNamed(tx, input.category);
    await checkAgainstDatabase(tx, input, category, null);
    const at = deps.now();
    const id = await insertProduct(tx, input, category, at);
    await recordAudit(tx, {
      ...who,
      action: 'product.create',
      targetId: id,
      after: { ...input, version: 1 },
      at,
    });
    return { id, change: await deps.catalogChanges.record(tx, tagsOf(id, category.name)) };
  });
}

/**
 * The product row locked for a write, with its category's name; 404 when there is none. Its
 * variations are locked first, in the order every stock move locks them (order-stock.ts), so an
 * edit that rewrites them never waits on an order that waits on the edit.
 */
async function lockProduct(tx: Db, id: string) {
  await lockStockRows(tx, [id]);
  const [row] = await tx
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .for('update', { of: products });
  if (!row) throw productNotFound();
  return row;
}

/** A value as the conflict answer shows it: text, cut short. */
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/**
 * 409 naming what changed since `version`: the fields the audit log records as changed by later
 * versions, each with its current value; when the log has none (a change by SQL), the fields
 * where `mine` and the current product differ.
 */
async function versionConflict(
  tx: Db,
  current: AdminProduct,
  version: number,
  mine: ProductWrite | null,
) {
  const entries = await tx
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, current._id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50);
  const fields = new Set<string>();
  for (const { after } of entries) {
    const record = (after ?? {}) as Record<string, unknown>;
    if (typeof record['version'] === 'number' && record['version'] > version)
      for (const key of Object.keys(record)) if (key !== 'version') fields.add(key);
  }
  const now = { ...toProductWrite(current), archivedAt: current.archivedAt } as Record<
    string,
    unknown
  >;
  if (fields.size === 0 && mine)
    for (const key of differences(mine, toProductWrite(current)).changed) fields.add(key);
  const errors = Object.fromEntries([...fields].map((key) => [key, shown(now[key])]));
  return conflict(PRODUCT_MESSAGES.versionConflict, {
    ...errors,
    version: String(current.version),
  });
}

/**
 * Replaces the product with `raw`, made from `expectedVersion`: a newer version answers 409 with
 * what changed since. Saving what is already there changes nothing (no new version, no change).
 */
export function updateProduct(
  deps: Deps,
  id: string,
  raw: ProductWrite,
  expectedVersion: number,
  who: AuditWho,
): Promise<ProductWriteResult> {
  return publishInput(deps, raw, async (tx, given) => {
    const row = await lockProduct(tx, id);
    const current = (await loadAdminProduct(tx, id))!;
    const input = keepLeftOut(given, toProductWrite(current));
    if (row.product.version !== expectedVersion)
      throw await versionConflict(tx, current, expectedVersion, input);
    const category = await categoryNamed(tx, input.category);
    await checkAgainstDatabase(tx, input, category, id);
    const diff = differences(normalise(toProductWrite(current)), input);
    if (diff.changed.length === 0) return { id, change: null };
    const version = row.product.version + 1;
    const at = deps.now();
    await rewriteProduct(tx, id, input, category, version, at);
    await recordAudit(tx, {
      ...who,
      action: 'product.update',
      targetId: id,
      before: { ...diff.before, version: row.product.version },
      after: { ...diff.after, version },
      at,
    });
    const tags = tagsOf(id, row.categoryName, category.name);
    return { id, change: await deps.catalogChanges.record(tx, tags) };
  });
}

async function rewriteProduct(
  tx: Db,
  id: string,
  input: ProductWrite,
  category: CategoryRow,
  version: number,
  at: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...productColumnsOf(input, category), version, updatedAt: at })
    .where(eq(products.id, id));
  await writeVariations(tx, id, input.variations);
}

/** A SKU no product (or, with `variation`, no variation) uses yet: SKU-COPY, SKU-COPY2, … */
async function copySku(tx: Db, sku: string, table: typeof products | typeof variations) {
  for (let n = 1; ; n++) {
    const candidate = `${sku.slice(0, 56)}-COPY${n === 1 ? '' : n}`;
    const [used] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.sku, candidate))
      .limit(1);
    if (!used) return candidate;
  }
}

/**
 * A copy of the product under new SKUs ("-COPY"), archived until an editor restores it, so a
 * copy never goes on sale half edited.
 */
export function duplicateProduct(
  deps: Deps,
  id: string,
  who: AuditWho,
): Promise<ProductWriteResult> {
  return publish(deps, async (tx) => {
    const source = await loadAdminProduct(tx, id);
    if (!source) throw productNotFound();
    const original = normalise(toProductWrite(source));
    const copy: ProductWrite = {
      ...original,
      sku: await copySku(tx, original.sku, products),
      name: `${original.name} (copy)`.slice(0, 200),
      variations: [],
    };
    for (const v of original.variations)
      copy.variations.push({ ...v, sku: await copySku(tx, v.sku, variations) });
    const category = await categoryNamed(tx, copy.category);
    const at = deps.now();
    const copyId = await insertProduct(tx, copy, category, at, at);
    await recordAudit(tx, {
      ...who,
      action: 'product.duplicate',
      targetId: copyId,
      after: { from: id, sku: copy.sku, archivedAt: at.toISOString(), version: 1 },
      at,
    });
    return { id: copyId, change: null };
  });
}

/** Archives (off sale everywhere) or restores a product; the version, when given, must be current. */
function setArchived(
  deps: Deps,
  id: string,
  archive: boolean,
  who: AuditWho,
  expectedVersion?: number,
): Promise<ProductWriteResult> {
  return publish(deps, async (tx) => {
    const row = await lockProduct(tx, id);
    const { product } = row;
    if (expectedVersion !== undefined && product.version !== expectedVersion)
      throw await versionConflict(tx, (await loadAdminProduct(tx, id))!, expectedVersion, null);
    if ((product.archivedAt !== null) === archive)
      throw conflict(archive ? PRODUCT_MESSAGES.alreadyArchived : PRODUCT_MESSAGES.notArchived);
    const at = deps.now();
    const version = product.version + 1;
    const archivedAt = archive ? at : null;
    await tx
      .update(products)
      .set({ archivedAt, version, updatedAt: at })
      .where(eq(products.id, id));
    await recordAudit(tx, {
      ...who,
      action: archive ? 'product.archive' : 'product.restore',
      targetId: id,
      before: { archivedAt: product.archivedAt?.toISOString() ?? null, version: product.version },
      after: { archivedAt: archivedAt?.toISOString() ?? null, version },
      at,
    });
    return { id, change: await deps.catalogChanges.record(tx, tagsOf(id, row.categoryName)) };
  });
}

export const archiveProduct = (deps: Deps, id: string, who: AuditWho, expectedVersion?: number) =>
  setArchived(deps, id, true, who, expectedVersion);

export const restoreProduct = (deps: Deps, id: string, who: AuditWho, expectedVersion?: number) =>
  setArchived(deps, id, false, who, expectedVersion);

/** The product's version and archived state, for a publish-status answer. */
export async function productState(db: Db, id: string) {
  const [row] = await db
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, id));
  return row;
}
