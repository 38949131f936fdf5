// The back office's reviews (editors and admins): the latest reviews, filtered by product, stars
// and visibility, and hiding or showing one again. Each change is one transaction: the review, the
// product's figures (review-figures.ts), the catalogue change and the audit record.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminReview,
  AdminReviewList,
  AdminReviewListQuery,
} from '../../../api/schemas/reviews.ts';
import { REVIEW_MESSAGES } from '../../../lib/reviews.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orders, products, reviews, staff } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { refreshReviewFigures } from './review-figures.ts';
import { inTransaction } from '../db/transaction.ts';

const reviewNotFound = () => notFound(REVIEW_MESSAGES.reviewNotFound);

const columns = {
  id: reviews.id,
  productId: products.id,
  productName: products.name,
  sku: products.sku,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  author: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
  hiddenBy: staff.email,
};

const selectReviews = (db: Db) =>
  db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(staff, eq(staff.id, reviews.hiddenBy));

type Row = Awaited<ReturnType<typeof selectReviews>>[number];

function toAdminReview(row: Row): AdminReview {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.productName, sku: row.sku },
    order: { _id: row.orderId, orderNumber: row.orderNumber },
    author: row.author,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
    hiddenBy: row.hiddenAt ? row.hiddenBy : null,
  };
}

/** LIKE's own characters taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(query: AdminReviewListQuery): SQL | undefined {
  const product = query.product?.trim();
  return and(
    product
      ? or(
          eq(products.id, product),
          eq(sql`upper(${products.sku})`, product.toUpperCase()),
          ilike(products.name, likeText(product)),
        )
      : undefined,
    query.rating ? eq(reviews.rating, Number(query.rating)) : undefined,
    query.visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
    query.visibility === 'visible' ? isNull(reviews.hiddenAt) : undefined,
  );
}

/** GET /admin/reviews: newest first, hidden ones included unless filtered out. */
export async function listStaffReviews(
  db: Db,
  query: AdminReviewListQuery,
): Promise<AdminReviewList> {
  const where = conditions(query);
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
  const total = counted?.total ?? 0;
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    reviews: rows.map(toAdminReview),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      pages: Math.ceil(total / query.limit),
    },
  };
}

async function reviewById(db: Db, id: string): Promise<AdminReview> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw reviewNotFound();
  return toAdminReview(row);
}

/**
 * Hides a review from the shop (or shows it again): its product's figures follow, its pages are
 * rendered again, and the change is audited as review.hide / review.unhide. Asking for the state
 * the review is already in changes nothing and records nothing.
 */
export async function setReviewHidden(
  deps: Deps,
  id: string,
  hidden: boolean,
  who: AuditWho,
): Promise<AdminReview> {
  const { db } = deps;
  const change = await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw reviewNotFound();
    if ((row.hiddenAt !== null) === hidden) return null;
    const at = deps.now();
    const staffId = 'staff' in who ? who.staff.id : null;
    await tx
      .update(reviews)
      .set(hidden ? { hiddenAt: at, hiddenBy: staffId } : { hiddenAt: null, hiddenBy: null })
      .where(eq(reviews.id, id));
    const recorded = await refreshReviewFigures(deps, tx, [row.productId]);
    const state = (hiddenAt: Date | null) => ({
      productId: row.productId,
      rating: row.rating,
      hiddenAt: hiddenAt?.toISOString() ?? null,
    });
    await recordAudit(tx, {
      ...who,
      action: hidden ? 'review.hide' : 'review.unhide',
      targetId: id,
      before: state(row.hiddenAt),
      after: state(hidden ? at : null),
      at,
    });
    return recorded;
  });
  if (change) deps.catalogChanges.apply(change);
  return reviewById(db, id);
}
