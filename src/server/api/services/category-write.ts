// Editing a category in the back office: its description and its specification fields (name,
// type, unit for numbers). A change that would leave products with values no field defines (a
// field removed or renamed) or of another type (a field retyped) is refused, naming the products.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { storedFields, type CategoryWrite } from '../../../api/schemas/admin-products.ts';
import type { Category, CategoryField } from '../../../api/schemas/catalog.ts';
import { HOME_TAG, categoryTag, listingTag } from '../../../lib/page-tags.ts';
import { ORPHANED_PRODUCTS_NAMED, PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { categories, products } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { toCategory } from './product-view.ts';
import { inTransaction } from '../db/transaction.ts';

/** The fields of `before` that `after` removes or gives another type. */
function droppedFields(before: readonly CategoryField[], after: readonly CategoryField[]) {
  return before.filter((field) => {
    const kept = after.find((candidate) => candidate.name === field.name);
    return !kept || kept.type !== field.type;
  });
}

/** `{ "fields.<name>": "N products have a value: A, B, … and M more" }` for each field in use. */
async function orphanedValues(tx: Db, categoryId: string, fields: readonly CategoryField[]) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const holds = and(eq(products.categoryId, categoryId), sql`${products.fields} ? ${field.name}`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(products)
      .where(holds);
    if (total === 0) continue;
    const named = await tx
      .select({ name: products.name })
      .from(products)
      .where(holds)
      .orderBy(asc(products.name))
      .limit(ORPHANED_PRODUCTS_NAMED);
    const more = total - named.length;
    errors[`fields.${field.name}`] =
      `${total} ${total === 1 ? 'product has a value' : 'products have a value'}: ` +
      named.map((row) => row.name).join(', ') +
      (more > 0 ? ` and ${more} more` : '');
  }
  return errors;
}

/**
 * Writes the category's description and fields; 404 for an unknown id, 409 when products hold
 * values for a field the change removes or retypes. Invalidates the category's listings, its
 * product pages (their units and order) and the categories page.
 */
export async function updateCategory(
  deps: Deps,
  id: string,
  input: CategoryWrite,
  who: AuditWho,
): Promise<Category> {
  const fields = storedFields(input.fields);
  const { category, change } = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound(PRODUCT_MESSAGES.categoryNotFound);
    const orphaned = await orphanedValues(tx, id, droppedFields(row.fields, fields));
    if (Object.keys(orphaned).length > 0) throw conflict(PRODUCT_MESSAGES.fieldsOrphaned, orphaned);
    const [updated] = await tx
      .update(categories)
      .set({
        description: input.description,
        // Left out: kept as it is; empty: none (the English is shown).
        ...(input.nameVi === undefined ? {} : { nameVi: input.nameVi || null }),
        ...(input.descriptionVi === undefined
          ? {}
          : { descriptionVi: input.descriptionVi || null }),
        fields,
      })
      .where(eq(categories.id, id))
      .returning();
    await recordAudit(tx, {
      ...who,
      action: 'category.update',
      targetId: id,
      before: {
        description: row.description,
        nameVi: row.nameVi,
        descriptionVi: row.descriptionVi,
        fields: row.fields,
      },
      after: {
        description: input.description,
        nameVi: updated!.nameVi,
        descriptionVi: updated!.descriptionVi,
        fields,
      },
      at: deps.now(),
    });
    const tags = [listingTag(row.name), categoryTag(row.name), HOME_TAG];
    return { category: updated!, change: await deps.catalogChanges.record(tx, tags) };
  });
  deps.catalogChanges.apply(change);
  return toCategory(category);
}
