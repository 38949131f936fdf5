// A product's rating and rating_count are its visible reviews' average and number, written in the
// transaction that adds, hides or shows a review, with the catalogue change that renders its page,
// cards and listings again: the product page, the cards, "Best Rating" and the JSON-LD agree.
import { sql, type SQL } from 'drizzle-orm';
import { EVERY_PAGE_TAG, listingTag, productTag } from '../../../lib/page-tags.ts';
import type { RecordedChange } from '../catalog-changes.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { catalogChanges } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * The start of an update of products' rating and rating_count to the figures (as `figures`) of
 * the products `rated` selects (a query of product ids): their visible reviews' average and
 * number. The caller adds more of the from list, the where clause and what it returns.
 */
const setFigures = (rated: SQL) => sql`
  update products
  set rating = figures.rating, rating_count = figures.n
  from (
    select rated.id,
           coalesce(round(avg(r.rating)::numeric, 2), 0)::real as rating,
           count(r.id)::int as n
    from (${rated}) rated
    left join reviews r on r.product_id = rated.id and r.hidden_at is null
    group by rated.id
  ) figures`;

/** Recomputes the figures of `productIds` from their visible reviews; records the pages to redo. */
export async function refreshReviewFigures(
  deps: Pick<Deps, 'catalogChanges'>,
  tx: Db,
  productIds: readonly string[],
): Promise<RecordedChange> {
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rated = sql`select id from products where id in (${ids})`;
  const updated = await tx.execute(sql`
    ${setFigures(rated)}, categories c
    where products.id = figures.id and c.id = products.category_id
    returning products.id as id, c.name as category`);
  const { rows } = updated as unknown as { rows: { id: string; category: string }[] };
  return deps.catalogChanges.record(tx, [
    ...rows.map((row) => productTag(row.id)),
    ...rows.map((row) => listingTag(row.category)),
  ]);
}

/**
 * At start: products whose figures are not their visible reviews' (a database seeded before
 * reviews existed rated products nobody had reviewed) get the reviews' figures, and every page is
 * rendered again. One read of the products when nothing is off; returns how many changed.
 */
export async function reconcileReviewFigures(db: Db): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rated = sql`
      select id from products where rating_count > 0 or rating > 0
      union
      select product_id from reviews where hidden_at is null`;
    const result = await tx.execute(sql`
      ${setFigures(rated)}
      where products.id = figures.id
        and (products.rating_count <> figures.n or abs(products.rating - figures.rating) > 0.001)
      returning products.id`);
    const changed = (result as unknown as { rows: unknown[] }).rows.length;
    if (changed > 0) await tx.insert(catalogChanges).values({ tags: [EVERY_PAGE_TAG] });
    return changed;
  });
}
