// Reviews' shared rules (src/lib/reviews.ts), the review page's address, and the seed's reviews.
import { describe, expect, it } from 'vitest';
import { reviewOrderId } from '../../src/features/reviews/review-order-id.ts';
import {
  REVIEW_MESSAGES,
  averageRating,
  ratedLabel,
  reviewCountLabel,
  reviewTextError,
  reviewerName,
  showingLabel,
  starsLabel,
} from '../../src/lib/reviews.ts';
import { SEED_CATALOG, SEED_REVIEWS } from '../../src/server/api/seed/catalog-data.ts';
import { seedReviews } from '../../src/server/api/seed/reviews.ts';

describe('review rules', () => {
  it('shows the first name and the last initial, never more', () => {
    expect(reviewerName('Trần Thị Bình')).toBe('Trần B.');
    expect(reviewerName('  David   Miller ')).toBe('David M.');
    expect(reviewerName('Madonna')).toBe('Madonna');
    expect(reviewerName('nguyễn đức')).toBe('nguyễn Đ.');
    expect(reviewerName('   ')).toBe('Customer');
  });

  it('averages to two decimals, 0 without ratings', () => {
    expect(averageRating([5, 4, 4])).toBe(4.33);
    expect(averageRating([1])).toBe(1);
    expect(averageRating([])).toBe(0);
  });

  it('measures the text without its surrounding spaces: 10 to 2,000 characters', () => {
    expect(reviewTextError('  123456789  ')).toBe(REVIEW_MESSAGES.textTooShort);
    expect(reviewTextError('1234567890')).toBeNull();
    expect(reviewTextError(` ${'x'.repeat(2000)} `)).toBeNull();
    expect(reviewTextError('x'.repeat(2001))).toBe(REVIEW_MESSAGES.textTooLong);
  });

  it('counts only what a reader sees: invisible characters are as short as ten spaces', () => {
    const zws = '\u200b';
    for (const text of [
      ' '.repeat(10),
      zws.repeat(12),
      ` ${zws}`.repeat(10),
      `ok${zws.repeat(8)}`,
      '\u00ad\u2060\ufeff'.repeat(5),
      '\u0301'.repeat(12),
    ])
      expect(reviewTextError(text), JSON.stringify(text)).toBe(REVIEW_MESSAGES.textTooShort);
    expect(reviewTextError('Great buy!')).toBeNull();
    expect(reviewTextError('Tốt lắm ạ!!')).toBeNull();
  });

  it('labels stars and counts as the pages read them', () => {
    expect([starsLabel(1), starsLabel(5)]).toEqual(['1 star', '5 stars']);
    expect([ratedLabel(4), ratedLabel(4.25)]).toEqual(['Rated 4 out of 5', 'Rated 4.3 out of 5']);
    expect([reviewCountLabel(1), reviewCountLabel(1200)]).toEqual(['1 review', '1,200 reviews']);
    expect(showingLabel(5, 12)).toBe('Showing 5 of 12 reviews');
  });

  it('reads the order of /review/order/{id}, or of ?id= under astro dev', () => {
    expect(reviewOrderId({ pathname: '/review/order/abc123', search: '' })).toBe('abc123');
    expect(reviewOrderId({ pathname: '/review/order/abc123/', search: '' })).toBe('abc123');
    expect(reviewOrderId({ pathname: '/review/order/', search: '?id=xyz' })).toBe('xyz');
    expect(reviewOrderId({ pathname: '/review/order', search: '' })).toBeNull();
    expect(reviewOrderId({ pathname: '/review/order/%E0%A4%A', search: '' })).toBeNull();
  });
});

describe('the seed reviews', () => {
  it('gives every product 2 to 5 reviews by different reviewers, its figures their average and count', () => {
    for (const product of SEED_CATALOG.products) {
      const own = SEED_REVIEWS.reviews.filter((review) => review.productId === product._id);
      expect(own.length, product.sku).toBeGreaterThanOrEqual(2);
      expect(own.length, product.sku).toBeLessThanOrEqual(5);
      const orders = new Set(own.map((review) => review.orderId));
      const buyers = SEED_REVIEWS.orders.filter((order) => orders.has(order.id));
      expect(new Set(buyers.map((order) => order.shippingAddress.email)).size).toBe(own.length);
      expect(product.ratingCount).toBe(own.length);
      expect(product.rating).toBe(averageRating(own.map((review) => review.rating)));
    }
  });

  it('dates each review after its delivered order, which follows the listing of its products', () => {
    const listed = new Map(SEED_CATALOG.products.map((p) => [p._id, Date.parse(p.createdAt)]));
    const orders = new Map(SEED_REVIEWS.orders.map((order) => [order.id, order]));
    for (const review of SEED_REVIEWS.reviews) {
      const order = orders.get(review.orderId)!;
      expect(order.status).toBe('delivered');
      expect(order.createdAt!.getTime()).toBeGreaterThan(listed.get(review.productId)!);
      expect(review.createdAt!.getTime()).toBeGreaterThan(order.updatedAt!.getTime());
      expect(review.text.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('is the same at every reseed', () => {
    const again = seedReviews(SEED_CATALOG.products);
    expect(again.reviews).toEqual(SEED_REVIEWS.reviews);
    expect(again.orders.map((order) => order.orderNumber)).toEqual(
      SEED_REVIEWS.orders.map((order) => order.orderNumber),
    );
  });
});
