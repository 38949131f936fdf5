// Customers' reviews: an order's review page, writing reviews of a delivered order's
// products (one per product per order), a product's reviews, and whether the signed-in customer
// may review a product. A product's rating and rating_count are computed from its visible reviews
// in the transaction that changes them (review-figures.ts), so every page agrees.
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  OrderReview,
  ProductReviews,
  ReviewEligibility,
  ReviewSubmit,
} from '../../../api/schemas/reviews.ts';
import { variationLine } from '../../../lib/order-display.ts';
import { REVIEW_MESSAGES, reviewerName } from '../../../lib/reviews.ts';
import { newId } from '../db/ids.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { orderItems, orders, products, reviews, users } from '../db/schema.ts';
import { conflict, notFound, validationFailed } from '../http/errors.ts';
import type { OrderItemRow, OrderRow } from './order-view.ts';
import { ownOrderRow } from './orders.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { refreshReviewFigures } from './review-figures.ts';
import { inTransaction } from '../db/transaction.ts';

const productNotFound = () => notFound(REVIEW_MESSAGES.productNotFound);
const alreadyReviewed = (errors?: Record<string, string>) =>
  conflict(REVIEW_MESSAGES.alreadyReviewed, errors);

interface OrderProduct {
  productId: string;
  name: string;
  image: string;
  variations: string[];
}

/** The order's products in line order, the lines of one product (several variations) as one. */
function productsOf(items: readonly OrderItemRow[]): OrderProduct[] {
  const byId = new Map<string, OrderProduct>();
  for (const item of items) {
    const product = byId.get(item.productId) ?? {
      productId: item.productId,
      name: item.name,
      image: item.image,
      variations: [],
    };
    const variation = variationLine(item);
    if (variation) product.variations.push(variation);
    byId.set(item.productId, product);
  }
  return [...byId.values()];
}

const itemsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));

/** Which of `ids` the catalogue still holds (archived ones included), and whether each is on sale. */
async function catalogueOf(db: Db, ids: readonly string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, archivedAt: products.archivedAt })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.archivedAt === null]));
}

/**
 * The order's review page: its products (those the catalogue still holds: a review belongs to a
 * product) with the review of each when written.
 */
async function orderReviewOf(db: Db, row: OrderRow): Promise<OrderReview> {
  const grouped = productsOf(await itemsOf(db, row.id));
  const catalogue = await catalogueOf(
    db,
    grouped.map((product) => product.productId),
  );
  const written = await db
    .select({
      _id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.orderId, row.id));
  const byProduct = new Map(written.map((review) => [review.productId, review]));
  return {
    order: {
      _id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      isReviewed: row.isReviewed,
      createdAt: row.createdAt.toISOString(),
    },
    products: grouped
      .filter((product) => catalogue.has(product.productId))
      .map((product) => {
        const review = byProduct.get(product.productId);
        return {
          ...product,
          onSale: catalogue.get(product.productId) === true,
          review: review
            ? {
                _id: review._id,
                rating: review.rating,
                text: review.text,
                createdAt: review.createdAt.toISOString(),
              }
            : null,
        };
      }),
  };
}

/** GET /order/{id}/review: the signed-in owner's order with its products and their reviews. */
export async function getOrderReview(db: Db, userId: string, orderId: string) {
  return orderReviewOf(db, await ownOrderRow(db, userId, orderId));
}

/** Each entry's problem with the order's products, as `{ "reviews.N.productId": message }`. */
function productErrors(
  input: ReviewSubmit,
  inOrder: ReadonlySet<string>,
  catalogue: ReadonlyMap<string, boolean>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  input.reviews.forEach(({ productId }, index) => {
    const key = `reviews.${index}.productId`;
    if (seen.has(productId)) errors[key] = REVIEW_MESSAGES.twice;
    else if (!inOrder.has(productId)) errors[key] = REVIEW_MESSAGES.notInOrder;
    else if (!catalogue.has(productId)) errors[key] = REVIEW_MESSAGES.productNotFound;
    seen.add(productId);
  });
  return errors;
}

/**
 * POST /order/{id}/reviews. Only the owner (else 404), only a delivered order (else 409), only
 * the order's products, each once (422 naming the entry), never a product already reviewed for
 * this order (409). Everything or nothing is written, in one transaction holding the order's row:
 * the reviews, the products' figures, the order's isReviewed once every product is reviewed, and
 * the catalogue change that renders the products' pages again.
 */
export async function submitReviews(
  deps: Deps,
  userId: string,
  orderId: string,
  input: ReviewSubmit,
): Promise<OrderReview> {
  const { db } = deps;
  const order = await ownOrderRow(db, userId, orderId);
  if (order.status !== 'delivered') throw conflict(REVIEW_MESSAGES.notDelivered);
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const authorName = reviewerName(author?.name ?? '');
  const now = deps.now();

  const write = async (tx: Db) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.status !== 'delivered') throw conflict(REVIEW_MESSAGES.notDelivered);
    const inOrder = new Set(
      productsOf(await itemsOf(tx, order.id)).map((product) => product.productId),
    );
    const catalogue = await catalogueOf(tx, [...inOrder]);
    const errors = productErrors(input, inOrder, catalogue);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const wanted = input.reviews.map((review) => review.productId);
    const before = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.orderId, order.id));
    const reviewedBefore = new Set(before.map((row) => row.productId));
    const again: Record<string, string> = {};
    wanted.forEach((productId, index) => {
      if (reviewedBefore.has(productId))
        again[`reviews.${index}.productId`] = REVIEW_MESSAGES.alreadyReviewed;
    });
    if (Object.keys(again).length > 0) throw alreadyReviewed(again);

    await tx.insert(reviews).values(
      input.reviews.map((review) => ({
        id: newId(),
        productId: review.productId,
        orderId: order.id,
        userId,
        authorName,
        rating: review.rating,
        text: review.text,
        createdAt: now,
      })),
    );
    const change = await refreshReviewFigures(deps, tx, wanted);
    const reviewedNow = new Set([...reviewedBefore, ...wanted]);
    const complete = [...catalogue.keys()].every((productId) => reviewedNow.has(productId));
    if (complete && !locked.isReviewed)
      await tx.update(orders).set({ isReviewed: true }).where(eq(orders.id, order.id));
    return change;
  };

  let change;
  try {
    change = await inTransaction(db, write);
  } catch (error) {
    // Two submissions racing past the checks: the unique index keeps the second out.
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
  deps.catalogChanges.apply(change);
  return getOrderReview(db, userId, orderId);
}

/** The product's row if it is on sale: reviews of a withdrawn product are not shown. */
async function liveProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ rating: products.rating, ratingCount: products.ratingCount })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!row) throw productNotFound();
  return row;
}

/** GET /product/{id}/reviews: visible reviews, newest first, with the product's figures. */
export async function listProductReviews(
  db: Db,
  productId: string,
  page: number,
  limit: number,
): Promise<ProductReviews> {
  const product = await liveProduct(db, productId);
  const visible = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
  const [counted] = await db.select({ total: count() }).from(reviews).where(visible);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      _id: reviews.id,
      author: reviews.authorName,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(visible)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    rating: Math.round(product.rating * 100) / 100,
    ratingCount: product.ratingCount,
    reviews: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      verifiedPurchase: true,
    })),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
}

/**
 * GET /product/{id}/review-eligibility: the newest delivered order of the customer's holding the
 * product unreviewed; else whether they reviewed it, are waiting for it, or never bought it.
 */
export async function reviewEligibility(
  db: Db,
  userId: string,
  productId: string,
): Promise<ReviewEligibility> {
  await liveProduct(db, productId);
  const bought = await db
    .selectDistinct({
      orderId: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      reviewId: reviews.id,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(reviews, and(eq(reviews.orderId, orders.id), eq(reviews.productId, productId)))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const open = bought.find((row) => row.status === 'delivered' && row.reviewId === null);
  if (open) return { status: 'can-review', orderId: open.orderId };
  if (bought.some((row) => row.reviewId !== null)) return { status: 'reviewed', orderId: null };
  const coming = bought.some((row) => !['delivered', 'cancelled'].includes(row.status));
  return { status: coming ? 'awaiting-delivery' : 'not-purchased', orderId: null };
}
