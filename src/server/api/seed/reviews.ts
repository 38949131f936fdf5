// The seed's reviews: two to five per product, from the guest customers of delivered seed orders
// (review-texts.ts), so that every figure the shop shows is its reviews' average and count.
// Everything derives from SKUs (ids.ts): the same reviews, orders and dates at every reseed.
import type { CategoryName } from '../../../lib/constants.ts';
import { buildOrderTotals, deliveryDateFor, effectivePrice } from '../../../lib/pricing.ts';
import { averageRating, reviewerName } from '../../../lib/reviews.ts';
import type { orderEvents, orderItems, orders, reviews } from '../db/schema.ts';
import { generateOrderNumber } from '../services/order-number.ts';
import { CATALOGUE_END } from './build-catalog.ts';
import type { SeedProduct } from './catalog-types.ts';
import { stableId, stableInt } from './ids.ts';
import { SEED_REVIEWERS, reviewTexts, type SeedReviewer } from './review-texts.ts';

const DAY_MS = 86_400_000;
const REVIEWS_MIN = 2;
const REVIEWS_SPREAD = 4;
/** A reviewer's purchases within this many days of each other are one order (up to 3 lines). */
const ORDER_WINDOW_DAYS = 45;
const ORDER_LINES_MAX = 3;
/** Reviews are dated up to two weeks after the catalogue's end. */
const LAST_REVIEW = Date.parse(CATALOGUE_END) + 14 * DAY_MS;
/** Apart from 30, so a product's reviewers (start + i × step) are all different people. */
const REVIEWER_STEP = 7;

export interface SeedReviewRows {
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  events: (typeof orderEvents.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  /** Each product's rating and rating count: its reviews' average and number. */
  figures: Map<string, { rating: number; ratingCount: number }>;
}

/** The stars of a product's `n` reviews: about `target` on average, not all alike. */
function starsFor(sku: string, n: number, target: number): number[] {
  const total = Math.min(5 * n, Math.max(n, Math.round(target * n)));
  const base = Math.floor(total / n);
  const stars = Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
  // Some products get one happier and one less happy reviewer, the average unchanged.
  const high = stars.indexOf(Math.max(...stars));
  const low = stars.lastIndexOf(Math.min(...stars));
  if (n >= 3 && stableInt(`spread:${sku}`, 2) === 0 && stars[high]! < 5 && stars[low]! > 1) {
    stars[high]! += 1;
    stars[low]! -= 1;
  }
  return stars;
}

interface Planned {
  product: SeedProduct;
  reviewer: SeedReviewer;
  stars: number;
  text: string;
  /** When the reviewer bought it (after the product was listed). */
  boughtAt: number;
  index: number;
}

function textFor(product: SeedProduct, reviewer: SeedReviewer, stars: number, used: Set<string>) {
  const texts = reviewTexts(product.category as CategoryName, stars, reviewer.language);
  const start = stableInt(`review-text:${product.sku}:${reviewer.email}`, texts.length);
  const fresh = texts.map((_, i) => texts[(start + i) % texts.length]!).find((t) => !used.has(t));
  const text = (fresh ?? texts[start]!).replaceAll('{city}', reviewer.city);
  used.add(fresh ?? '');
  return text;
}

function planReviews(products: readonly SeedProduct[]): Planned[] {
  return products.flatMap((product) => {
    const { sku } = product;
    const n = REVIEWS_MIN + stableInt(`review-count:${sku}`, REVIEWS_SPREAD);
    const target = (35 + stableInt(`rating:${sku}`, 16)) / 10;
    const stars = starsFor(sku, n, target);
    const first = stableInt(`reviewers:${sku}`, SEED_REVIEWERS.length);
    const listed = Date.parse(product.createdAt);
    const days = Math.max(1, Math.floor((LAST_REVIEW - listed) / DAY_MS) - 12);
    const used = new Set<string>();
    return stars.map((star, index) => {
      const reviewer = SEED_REVIEWERS[(first + index * REVIEWER_STEP) % SEED_REVIEWERS.length]!;
      return {
        product,
        reviewer,
        stars: star,
        text: textFor(product, reviewer, star, used),
        boughtAt: listed + (1 + stableInt(`bought:${sku}:${index}`, days)) * DAY_MS,
        index,
      };
    });
  });
}

/** A reviewer's purchases grouped into orders: close in time, a few lines each. */
function groupIntoOrders(planned: readonly Planned[]): Planned[][] {
  const byReviewer = new Map<string, Planned[]>();
  for (const review of planned) {
    const list = byReviewer.get(review.reviewer.email) ?? [];
    list.push(review);
    byReviewer.set(review.reviewer.email, list);
  }
  const groups: Planned[][] = [];
  for (const list of byReviewer.values()) {
    list.sort((a, b) => a.boughtAt - b.boughtAt || a.product.sku.localeCompare(b.product.sku));
    let current: Planned[] = [];
    for (const review of list) {
      const opened = current[0]?.boughtAt ?? review.boughtAt;
      const full =
        current.length >= ORDER_LINES_MAX || review.boughtAt - opened > ORDER_WINDOW_DAYS * DAY_MS;
      if (full) {
        groups.push(current);
        current = [];
      }
      current.push(review);
    }
    if (current.length) groups.push(current);
  }
  return groups;
}

/** A deterministic order number of the order's date (order-number.ts's format). */
function orderNumberOf(id: string, placedAt: Date): string {
  let i = 0;
  return generateOrderNumber(placedAt, (n) => stableInt(`order-number:${id}:${i++}`, n));
}

/** The seed's reviews of `products`, with the delivered orders they come from. */
export function seedReviews(products: readonly SeedProduct[]): SeedReviewRows {
  const rows: SeedReviewRows = {
    orders: [],
    items: [],
    events: [],
    reviews: [],
    figures: new Map(),
  };
  for (const group of groupIntoOrders(planReviews(products))) {
    const { reviewer } = group[0]!;
    // Placed once the last of its products was listed (each review's purchase is after that).
    const placedAt = new Date(Math.max(...group.map((review) => review.boughtAt)));
    const key = `${reviewer.email}:${group.map((review) => review.product.sku).join(',')}`;
    const id = stableId('seed-order', key);
    const lines = group.map(({ product }) => {
      const variation = product.variations.find((v) => v.isDefault) ?? product.variations[0];
      return { product, variation, unitPrice: effectivePrice(variation ?? product), quantity: 1 };
    });
    const totals = buildOrderTotals(lines, 'standard');
    const deliveredAt = new Date(
      placedAt.getTime() + (3 + stableInt(`delivery:${id}`, 3)) * DAY_MS,
    );
    rows.orders.push({
      id,
      orderNumber: orderNumberOf(id, placedAt),
      userId: null,
      status: 'delivered',
      shippingAddress: {
        fullName: reviewer.name,
        email: reviewer.email,
        phone: reviewer.phone,
        street: reviewer.street,
        home: reviewer.street,
        city: reviewer.city,
        state: reviewer.state,
        zip: reviewer.zip,
        country: 'Vietnam',
      },
      paymentMethod: 'cod',
      shippingMethod: 'standard',
      shippingCost: totals.shippingFee,
      subTotal: totals.subTotal,
      shippingFee: totals.shippingFee,
      taxAmount: totals.taxAmount,
      totalAmount: totals.totalAmount,
      isReviewed: true,
      createdAt: placedAt,
      updatedAt: deliveredAt,
    });
    lines.forEach(({ product, variation, unitPrice }, position) =>
      rows.items.push({
        id: stableId('seed-order-item', `${id}:${product.sku}`),
        orderId: id,
        position,
        productId: product._id,
        variationId: variation?._id ?? null,
        name: product.name,
        image: product.productImages[0] ?? '/images/placeholder.png',
        productImages: product.productImages,
        variationName: variation?.name ?? null,
        attributes: variation?.attributes ?? [],
        quantity: 1,
        unitPrice,
        deliveryFee: totals.deliveryFee,
        deliveryDate: deliveryDateFor('standard', placedAt),
      }),
    );
    const hour = 3_600_000;
    const moves = [
      ['pending', 'processing', new Date(placedAt.getTime() + 4 * hour)],
      ['processing', 'shipped', new Date(placedAt.getTime() + 26 * hour)],
      ['shipped', 'delivered', deliveredAt],
    ] as const;
    for (const [from, to, at] of moves)
      rows.events.push({ orderId: id, at, fromStatus: from, toStatus: to, actor: 'seed' });
    for (const review of group)
      rows.reviews.push({
        id: stableId('seed-review', `${id}:${review.product.sku}`),
        productId: review.product._id,
        orderId: id,
        userId: null,
        authorName: reviewerName(reviewer.name),
        rating: review.stars,
        text: review.text,
        createdAt: new Date(
          deliveredAt.getTime() +
            (1 + stableInt(`reviewed:${id}:${review.index}`, 9)) * DAY_MS +
            stableInt(`reviewed-hour:${id}:${review.product.sku}`, 12) * 3_600_000,
        ),
      });
  }
  const starsOf = new Map<string, number[]>();
  for (const review of rows.reviews) {
    const list = starsOf.get(review.productId) ?? [];
    list.push(review.rating);
    starsOf.set(review.productId, list);
  }
  for (const [productId, stars] of starsOf)
    rows.figures.set(productId, { rating: averageRating(stars), ratingCount: stars.length });
  return rows;
}
