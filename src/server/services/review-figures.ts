// A product's rating and rating_count are its visible reviews' average and number, written in the
// transaction that adds, hides or shows a review, with the catalogue change that renders its page,
// cards and listings again: the product page, the cards, "Best Rating" and the JSON-LD agree.
import { sql } from 'drizzle-orm';
import { listingTag, productTag } from '../../lib/page-tags.ts';
import type { RecordedChange } from '../catalog-changes.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';

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
  const updated = await tx.execute(sql`
    update products
    set rating = figures.rating, rating_count = figures.n
    from (
      select p.id,
             coalesce(round(avg(r.rating)::numeric, 2), 0)::real as rating,
             count(r.id)::int as n
      from products p
      left join reviews r on r.product_id = p.id and r.hidden_at is null
      where p.id in (${ids})
      group by p.id
    ) figures, categories c
    where products.id = figures.id and c.id = products.category_id
    returning products.id as id, c.name as category`);
  const { rows } = updated as unknown as { rows: { id: string; category: string }[] };
  return deps.catalogChanges.record(tx, [
    ...rows.map((row) => productTag(row.id)),
    ...rows.map((row) => listingTag(row.category)),
  ]);
}

/** A unique index refused the row (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
