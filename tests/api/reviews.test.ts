// Reviews: the owner of a delivered order reviews its products (one review per product
// per order; isReviewed once all are reviewed); the product's figures are its visible reviews'
// average and count; someone else's order, an undelivered one, a second review and bad stars or
// text are refused with nothing written; staff hide and unhide (audited); the seed's figures agree.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  orderResponseSchema,
  productResponseSchema,
  type Order,
} from '../../src/api/schemas/index.ts';
import {
  adminReviewListSchema,
  adminReviewResponseSchema,
  orderReviewSchema,
  productReviewsSchema,
  reviewEligibilitySchema,
} from '../../src/api/schemas/reviews.ts';
import { productTag } from '../../src/lib/page-tags.ts';
import { REVIEW_MESSAGES, averageRating, reviewerName } from '../../src/lib/reviews.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { orderItems, orders, products, reviews } from '../../src/server/api/db/schema.ts';
import { SEED_CATALOG, SEED_REVIEWS } from '../../src/server/api/seed/catalog-data.ts';
import { seedReviewsIfMissing } from '../../src/server/api/seed/seed.ts';
import { reconcileReviewFigures } from '../../src/server/api/services/review-figures.ts';
import { createTestContext, lastChangeTags, type TestClient, type TestContext } from './harness.ts';
import { orderRequest, pickProduct, setStock, type Pick } from './order-fixtures.ts';
import { staffClient, type TestStaff } from './staff-fixtures.ts';

let ctx: TestContext;
let buyer: TestClient;
let stranger: TestClient;
let operator: TestStaff & { client: TestClient };
let editor: TestStaff & { client: TestClient };
let nth = 0;
const db = () => ctx.database.db;

const GOOD_TEXT = 'Máy chạy mượt, pin dùng cả ngày. Giao hàng nhanh.';

/** A fresh simple product with stock, not yet bought in this file. */
async function freshPick(): Promise<Pick> {
  const pick = await pickProduct(db(), buyer, { withVariations: false, nth: nth++ });
  await setStock(db(), pick, 20);
  return pick;
}

async function place(client: TestClient, picks: Pick[]): Promise<Order> {
  const res = await client.post(
    '/api/order',
    orderRequest(picks.map((pick) => ({ pick, quantity: 1 }))),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return orderResponseSchema.parse(res.body).order;
}

/** The operator moves the order on to `last` through the back office's transitions. */
async function advance(orderId: string, last: 'shipped' | 'delivered' = 'delivered') {
  const steps = ['processing', 'shipped', 'delivered'] as const;
  for (const to of steps.slice(0, steps.indexOf(last) + 1)) {
    const res = await operator.client.post(`/api/admin/orders/${orderId}/transition`, { to });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

async function deliveredOrder(picks: Pick[]): Promise<Order> {
  const order = await place(buyer, picks);
  await advance(order._id);
  return order;
}

const review = (productId: string, rating = 5, text = GOOD_TEXT) => ({ productId, rating, text });

const postReviews = (client: TestClient, orderId: string, entries: unknown[]) =>
  client.post(`/api/order/${orderId}/reviews`, { reviews: entries });

async function reviewCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(reviews);
  return row?.n ?? 0;
}

async function figures(productId: string) {
  const res = await buyer.get(`/api/product/${productId}`);
  const { product } = productResponseSchema.parse(res.body);
  return { rating: product.rating, ratingCount: product.ratingCount };
}

/** The figures the product's visible reviews give. */
async function figuresFromReviews(productId: string) {
  const rows = await db()
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  return { rating: averageRating(rows.map((row) => row.rating)), ratingCount: rows.length };
}

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = ctx.client();
  await buyer.signUp({ name: 'Phạm Thu Hà' });
  stranger = ctx.client();
  await stranger.signUp();
  operator = await staffClient(ctx, 'operator');
  editor = await staffClient(ctx, 'editor');
});

afterAll(async () => {
  await ctx.close();
});

describe('writing reviews of a delivered order', () => {
  it("the owner reviews each product; the product's figures follow; isReviewed once all are reviewed", async () => {
    const [first, second] = [await freshPick(), await freshPick()];
    const order = await deliveredOrder([first, second]);

    const page = await buyer.get(`/api/order/${order._id}/review`);
    expect(page.status).toBe(200);
    const before = orderReviewSchema.parse(page.body);
    expect(before.order).toMatchObject({ orderNumber: order.orderNumber, status: 'delivered' });
    expect(before.products.map((p) => [p.productId, p.review])).toEqual([
      [first.product._id, null],
      [second.product._id, null],
    ]);
    const figuresBefore = await figures(first.product._id);

    const text = '  <script>alert("x")</script> & <b>bold</b>: works well, 10/10  ';
    const res = await postReviews(buyer, order._id, [review(first.product._id, 1, text)]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = orderReviewSchema.parse(res.body);
    expect(after.order.isReviewed).toBe(false);
    expect(after.products[0]!.review).toMatchObject({ rating: 1, text: text.trim() });
    expect(after.products[1]!.review).toBeNull();

    // The figures are the visible reviews' average and count, in step with the new review.
    const figuresAfter = await figures(first.product._id);
    expect(figuresAfter.ratingCount).toBe(figuresBefore.ratingCount + 1);
    expect(figuresAfter).toEqual(await figuresFromReviews(first.product._id));
    expect(await lastChangeTags(db())).toContain(productTag(first.product._id));

    // Shown with the author's display name (never the e-mail), the text exactly as written.
    const listed = productReviewsSchema.parse(
      (await buyer.get(`/api/product/${first.product._id}/reviews`)).body,
    );
    expect(listed.reviews[0]).toMatchObject({
      author: reviewerName('Phạm Thu Hà'),
      rating: 1,
      text: text.trim(),
      verifiedPurchase: true,
    });
    expect(listed.reviews[0]!.author).toBe('Phạm H.');

    const done = await postReviews(buyer, order._id, [review(second.product._id, 4)]);
    expect(done.status).toBe(201);
    expect(orderReviewSchema.parse(done.body).order.isReviewed).toBe(true);
    const read = orderResponseSchema.parse((await buyer.get(`/api/order/${order._id}`)).body);
    expect(read.order.isReviewed).toBe(true);
  });

  it('one product bought in two variations is one review, and a request may cover every product', async () => {
    const varied = await pickProduct(db(), buyer, { withVariations: true, nth: 0 });
    const simple = await freshPick();
    const [a, b] = varied.variations.filter((v) => v.stock > 2);
    if (!a || !b) throw new Error('the seed product needs two variations in stock');
    const order = await deliveredOrder([
      { ...varied, variation: a },
      { ...varied, variation: b },
      simple,
    ]);
    const page = orderReviewSchema.parse((await buyer.get(`/api/order/${order._id}/review`)).body);
    expect(page.products).toHaveLength(2);
    expect(page.products[0]!.variations).toEqual([a.name, b.name]);

    const res = await postReviews(buyer, order._id, [
      review(varied.product._id, 3),
      review(simple.product._id, 5),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(orderReviewSchema.parse(res.body).order.isReviewed).toBe(true);
  });
});

describe('refused reviews write nothing', () => {
  let delivered: Order;
  let pick: Pick;

  beforeAll(async () => {
    pick = await freshPick();
    delivered = await deliveredOrder([pick]);
  });

  it("someone else's order is 404, as an unknown or malformed one", async () => {
    const before = await reviewCount();
    for (const [client, id] of [
      [stranger, delivered._id],
      [buyer, 'a'.repeat(24)],
      [buyer, 'not an id!'],
    ] as const) {
      const res = await postReviews(client, encodeURIComponent(id), [review(pick.product._id)]);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: REVIEW_MESSAGES.orderNotFound });
    }
    expect((await stranger.get(`/api/order/${delivered._id}/review`)).status).toBe(404);
    expect(await reviewCount()).toBe(before);
  });

  it('an order not delivered yet is 409', async () => {
    const other = await freshPick();
    const pending = await place(buyer, [other]);
    const shipped = await place(buyer, [other]);
    await advance(shipped._id, 'shipped');
    const before = await reviewCount();
    for (const order of [pending, shipped]) {
      const res = await postReviews(buyer, order._id, [review(other.product._id)]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(REVIEW_MESSAGES.notDelivered);
    }
    expect(await reviewCount()).toBe(before);
  });

  it.each([
    ['stars below 1', { rating: 0 }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['stars above 5', { rating: 6 }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['half a star', { rating: 4.5 }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['stars as text', { rating: '5' }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['no stars', { rating: undefined }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['9 characters', { text: '123456789' }, 'text', REVIEW_MESSAGES.textTooShort],
    ['spaces around too little', { text: '   short   ' }, 'text', REVIEW_MESSAGES.textTooShort],
    ['ten spaces', { text: ' '.repeat(10) }, 'text', REVIEW_MESSAGES.textTooShort],
    ['12 zero-width spaces', { text: '\u200b'.repeat(12) }, 'text', REVIEW_MESSAGES.textTooShort],
    [
      'spaces mixed with zero-width spaces',
      { text: ' \u200b'.repeat(10) },
      'text',
      REVIEW_MESSAGES.textTooShort,
    ],
    [
      'a word padded with joiners, soft hyphens and marks',
      { text: `Good${'\u2060\u00ad\ufeff\u0301'.repeat(4)}` },
      'text',
      REVIEW_MESSAGES.textTooShort,
    ],
    ['2,001 characters', { text: 'a'.repeat(2001) }, 'text', REVIEW_MESSAGES.textTooLong],
    ['an unknown field', { title: 'Great' }, 'title', 'Unknown field'],
  ])('%s is 422 naming the field', async (_case, change, field, message) => {
    const before = await reviewCount();
    const entry = { ...review(pick.product._id), ...change };
    const res = await postReviews(buyer, delivered._id, [entry]);
    expect(res.status).toBe(422);
    expect(res.body.errors[`reviews.0.${field}`]).toBe(message);
    expect(await reviewCount()).toBe(before);
  });

  it('2,000 characters and 10 characters are accepted limits', async () => {
    const [a, b] = [await freshPick(), await freshPick()];
    const order = await deliveredOrder([a, b]);
    const res = await postReviews(buyer, order._id, [
      review(a.product._id, 4, 'x'.repeat(2000)),
      review(b.product._id, 2, '0123456789'),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('a product not in the order, or named twice, is 422 naming the entry; nothing of the request is written', async () => {
    const other = await freshPick();
    const before = await reviewCount();
    const cases = [
      [
        [review(pick.product._id), review(other.product._id)],
        'reviews.1.productId',
        REVIEW_MESSAGES.notInOrder,
      ],
      [[review('b'.repeat(24))], 'reviews.0.productId', REVIEW_MESSAGES.notInOrder],
      [
        [review(pick.product._id), review(pick.product._id, 3)],
        'reviews.1.productId',
        REVIEW_MESSAGES.twice,
      ],
    ] as const;
    for (const [entries, key, message] of cases) {
      const res = await postReviews(buyer, delivered._id, [...entries]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ [key]: message });
    }
    expect(await reviewCount()).toBe(before);
  });

  it('a second review of the same product for the same order is 409', async () => {
    const first = await postReviews(buyer, delivered._id, [review(pick.product._id, 5)]);
    expect(first.status).toBe(201);
    const before = await reviewCount();
    const figuresBefore = await figures(pick.product._id);
    const again = await postReviews(buyer, delivered._id, [review(pick.product._id, 1)]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(again.body.errors).toEqual({ 'reviews.0.productId': REVIEW_MESSAGES.alreadyReviewed });
    expect(await reviewCount()).toBe(before);
    expect(await figures(pick.product._id)).toEqual(figuresBefore);
  });

  it('needs a signed-in customer (401) and the CSRF token (403)', async () => {
    const guest = ctx.client();
    expect((await guest.get(`/api/order/${delivered._id}/review`)).status).toBe(401);
    expect((await postReviews(guest, delivered._id, [review(pick.product._id)])).status).toBe(401);
    const noCsrf = await buyer.post(
      `/api/order/${delivered._id}/reviews`,
      { reviews: [review(pick.product._id)] },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    expect(
      (await editor.client.get(`/api/order/${delivered._id}/review`)).status,
      'a staff token is no customer token',
    ).toBe(401);
  });
});

describe("a product's reviews", () => {
  /** The seed product with the most reviews. */
  async function mostReviewed(): Promise<string> {
    const [row] = await db()
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`${products.ratingCount} desc`, products.id)
      .limit(1);
    return row!.id;
  }

  it('lists visible reviews newest first, in pages, with the figures', async () => {
    const id = await mostReviewed();
    const { ratingCount } = await figures(id);
    expect(ratingCount).toBeGreaterThan(2);
    const first = productReviewsSchema.parse(
      (await buyer.get(`/api/product/${id}/reviews?limit=2`)).body,
    );
    expect(first.pagination).toEqual({
      total: ratingCount,
      page: 1,
      limit: 2,
      pages: Math.ceil(ratingCount / 2),
    });
    const all = productReviewsSchema.parse(
      (await buyer.get(`/api/product/${id}/reviews?limit=100`)).body,
    );
    expect(all.reviews).toHaveLength(ratingCount);
    expect(all.reviews.slice(0, 2)).toEqual(first.reviews);
    const dates = all.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = productReviewsSchema.parse(
      (await buyer.get(`/api/product/${id}/reviews?limit=2&page=2`)).body,
    );
    expect(second.reviews).toEqual(all.reviews.slice(2, 4));
    expect(all.rating).toBe(averageRating(all.reviews.map((r) => r.rating)));
  });

  it('answers 404 for an unknown product and 400 for a bad page', async () => {
    expect((await buyer.get(`/api/product/${'c'.repeat(24)}/reviews`)).status).toBe(404);
    expect((await buyer.get(`/api/product/${await mostReviewed()}/reviews?page=x`)).status).toBe(
      400,
    );
  });

  it('says whether the signed-in customer may review it', async () => {
    const pick = await freshPick();
    const path = `/api/product/${pick.product._id}/review-eligibility`;
    const ask = async (client: TestClient) =>
      reviewEligibilitySchema.parse((await client.get(path)).body);
    expect((await ctx.client().get(path)).status).toBe(401);

    const customer = ctx.client();
    await customer.signUp();
    expect(await ask(customer)).toEqual({ status: 'not-purchased', orderId: null });
    const order = await place(customer, [pick]);
    expect(await ask(customer)).toEqual({ status: 'awaiting-delivery', orderId: null });
    await advance(order._id);
    expect(await ask(customer)).toEqual({ status: 'can-review', orderId: order._id });
    expect((await postReviews(customer, order._id, [review(pick.product._id)])).status).toBe(201);
    expect(await ask(customer)).toEqual({ status: 'reviewed', orderId: null });
  });
});

describe('hiding reviews in the back office', () => {
  let reviewId: string;
  let productId: string;

  beforeAll(async () => {
    const pick = await freshPick();
    productId = pick.product._id;
    const order = await deliveredOrder([pick]);
    const res = await postReviews(buyer, order._id, [
      review(productId, 1, 'Không như mô tả, pin yếu.'),
    ]);
    reviewId = orderReviewSchema.parse(res.body).products[0]!.review!._id;
  });

  it('an editor hides a review: it leaves the shop and the figures, audited; unhide brings it back', async () => {
    const shown = await figures(productId);
    const hidden = await editor.client.post(`/api/admin/reviews/${reviewId}/hide`);
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const { review: after } = adminReviewResponseSchema.parse(hidden.body);
    expect(after).toMatchObject({ _id: reviewId, hiddenBy: editor.email });
    expect(after.hiddenAt).not.toBeNull();

    expect(await figures(productId)).toEqual({
      ...(await figuresFromReviews(productId)),
      ratingCount: shown.ratingCount - 1,
    });
    const listed = productReviewsSchema.parse(
      (await buyer.get(`/api/product/${productId}/reviews?limit=100`)).body,
    );
    expect(listed.reviews.map((r) => r._id)).not.toContain(reviewId);
    expect(listed.pagination.total).toBe(shown.ratingCount - 1);

    // Hiding again changes nothing and records nothing.
    expect((await editor.client.post(`/api/admin/reviews/${reviewId}/hide`)).status).toBe(200);

    const admin = await staffClient(ctx, 'admin');
    const shownAgain = await admin.client.post(`/api/admin/reviews/${reviewId}/unhide`);
    expect(shownAgain.status).toBe(200);
    expect(adminReviewResponseSchema.parse(shownAgain.body).review.hiddenAt).toBeNull();
    expect(await figures(productId)).toEqual(shown);

    const audit = auditPageSchema.parse(
      (await admin.client.get(`/api/admin/audit?targetType=review&targetId=${reviewId}`)).body,
    );
    expect(
      audit.entries.map((e) => [
        e.action,
        e.actor,
        (e.before as { hiddenAt: unknown }).hiddenAt === null,
      ]),
    ).toEqual([
      ['review.unhide', admin.email, false],
      ['review.hide', editor.email, true],
    ]);
  });

  it('operators, customers, the admin token and no token are refused; an unknown review is 404', async () => {
    const path = `/api/admin/reviews/${reviewId}/hide`;
    expect((await operator.client.post(path)).status).toBe(403);
    expect((await operator.client.get('/api/admin/reviews')).body.message).toBe(
      STAFF_MESSAGES.roleForbidden,
    );
    expect((await buyer.post(path)).status).toBe(403);
    const automation = ctx.client();
    expect(
      (
        await automation.post(
          path,
          {},
          { headers: { Authorization: `Bearer ${ctx.config.adminToken}` } },
        )
      ).status,
    ).toBe(403);
    expect((await ctx.client().post(path)).status).toBe(401);
    const unknown = await editor.client.post(`/api/admin/reviews/${'d'.repeat(24)}/hide`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row?.hiddenAt).toBeNull();
  });

  it('lists the latest reviews, filtered by product, stars and visibility', async () => {
    const byProduct = adminReviewListSchema.parse(
      (await editor.client.get(`/api/admin/reviews?product=${productId}`)).body,
    );
    expect(byProduct.reviews.map((r) => r._id)).toContain(reviewId);
    expect(new Set(byProduct.reviews.map((r) => r.product._id))).toEqual(new Set([productId]));

    const ones = adminReviewListSchema.parse(
      (await editor.client.get('/api/admin/reviews?rating=1&limit=100')).body,
    );
    expect(ones.reviews.every((r) => r.rating === 1)).toBe(true);
    expect(ones.reviews.map((r) => r._id)).toContain(reviewId);

    const hiddenOnly = adminReviewListSchema.parse(
      (await editor.client.get('/api/admin/reviews?visibility=hidden')).body,
    );
    expect(hiddenOnly.reviews.every((r) => r.hiddenAt !== null)).toBe(true);
    expect((await editor.client.get('/api/admin/reviews?rating=6')).status).toBe(400);
  });
});

/** Products whose figures are not their visible reviews' average and count. */
async function figuresOff(): Promise<unknown[]> {
  const result = await db().execute(sql`
    select p.id from ${products} p
    left join ${reviews} r on r.product_id = p.id and r.hidden_at is null
    group by p.id
    having p.rating_count <> count(r.id)
        or abs(p.rating - coalesce(round(avg(r.rating)::numeric, 2), 0)) > 0.001`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('the seed', () => {
  it("ships reviews behind every product's figures, each from a delivered order of the product", async () => {
    expect(await figuresOff()).toEqual([]);

    const [withoutReviews] = await db()
      .select({ n: count() })
      .from(products)
      .where(eq(products.ratingCount, 0));
    expect(withoutReviews?.n).toBe(0);

    const [unbacked] = await db()
      .select({ n: count() })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(
        sql`${orders.status} <> 'delivered' or not exists (select 1 from ${orderItems} i
            where i.order_id = ${reviews.orderId} and i.product_id = ${reviews.productId})`,
      );
    expect(unbacked?.n).toBe(0);
  });

  it('a database seeded before reviews existed gets them at start, and figures from reviews', async () => {
    // As the seed left it before: made-up figures, no reviews, no seed orders.
    await db().delete(orders).where(eq(orders.isReviewed, true));
    await db().delete(reviews);
    await db().update(products).set({ rating: 3.6, ratingCount: 543 });
    expect(await seedReviewsIfMissing(db())).toBe(true);
    expect(await reconcileReviewFigures(db())).toBe(SEED_CATALOG.products.length);
    expect(await figuresOff()).toEqual([]);
    expect(await reviewCount()).toBe(SEED_REVIEWS.reviews.length);
    // Started again: nothing to do.
    expect(await seedReviewsIfMissing(db())).toBe(false);
    expect(await reconcileReviewFigures(db())).toBe(0);

    // A catalogue that is no longer the seed's gets no made-up reviews: unrated.
    await db().delete(orders).where(eq(orders.isReviewed, true));
    await db().update(products).set({ rating: 4.2, ratingCount: 300 });
    const [gone] = await db().select({ id: products.id }).from(products).limit(1);
    await db().delete(products).where(eq(products.id, gone!.id));
    expect(await seedReviewsIfMissing(db())).toBe(false);
    await reconcileReviewFigures(db());
    expect(await figuresOff()).toEqual([]);
    const [rated] = await db()
      .select({ n: count() })
      .from(products)
      .where(sql`${products.ratingCount} > 0`);
    expect(rated?.n).toBe(0);
  });
});
