// Customers' reviews: the limits, every message the API, the review page, the product page and the
// back office show, and how a review's author and stars are written, all in one place.
import { fill } from './i18n/browser.ts';
import { visibleLength } from './text.ts';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** Reviews per page on the product page (the first page is in its HTML, "More reviews" reads on). */
export const REVIEWS_PAGE_SIZE = 5;
/** Reviews per page of the back office's list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
/** How many of a product's newest reviews its structured data (JSON-LD) carries. */
export const REVIEWS_IN_JSON_LD = 3;
/** The products one review request may cover: an order has at most 50 lines. */
export const REVIEWS_PER_REQUEST_MAX = 50;

const thousands = (n: number) => n.toLocaleString('en-US');

export const REVIEW_MESSAGES = {
  ratingInvalid: `Choose a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`,
  textTooShort: `Your review must be at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Your review must be at most ${thousands(REVIEW_TEXT_MAX)} characters`,
  orderNotFound: 'Order not found',
  notDelivered: 'Only delivered orders can be reviewed. You can review this order once it arrives.',
  alreadyReviewed: 'You have already reviewed this product for this order',
  notInOrder: 'This product is not in this order',
  twice: 'This product appears twice in the request',
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  saved: 'Thank you! Your reviews are published.',
  submitFailed: 'Your review could not be saved. Please try again.',
  loadFailed: 'This order could not be loaded. Please try again.',
  moreFailed: 'More reviews could not be loaded. Please try again.',
  noReviews: 'Be the first to review',
  signInToReview: 'Sign in to review products you have received.',
  onlyBuyers: 'Only customers who received this product can review it.',
  awaitingDelivery: 'You can review this product once your order is delivered.',
  reviewedAlready: 'You have reviewed this product. Thank you!',
  verified: 'Verified purchase',
  writeReview: 'Write a Review',
  signIn: 'Sign in to write a review',
  moreReviews: 'More reviews',
  nothingToSubmit: 'Rate a product and write a few words about it first.',
  allReviewed: 'You have reviewed every product of this order. Thank you!',
  productGone: 'This product is no longer sold in the shop.',
} as const;

/**
 * The labels of counts and stars, English: the product catalogue carries them (en/product.ts's
 * reviewLabels) and Vietnamese beside them; each label function takes a language's set.
 */
export const REVIEW_LABELS = {
  reviewCountOne: '{count} review',
  reviewCountMany: '{count} reviews',
  /** {reviews} is the whole count's label ("12 reviews"). */
  showing: 'Showing {shown} of {reviews}',
  starOne: '{count} star',
  starMany: '{count} stars',
  rated: 'Rated {rating} out of {max}',
  notRated: 'Not rated yet',
} as const;

export type ReviewLabels = { readonly [K in keyof typeof REVIEW_LABELS]: string };

/** What the product page's review islands say: a few REVIEW_MESSAGES and the labels, in one language. */
export type ReviewWords = ReviewLabels & {
  readonly [
    K in
      | 'verified'
      | 'moreReviews'
      | 'moreFailed'
      | 'onlyBuyers'
      | 'signIn'
      | 'writeReview'
      | 'reviewedAlready'
      | 'awaitingDelivery'
  ]: string;
};

/** The review islands' words in English: the default of every island that takes them. */
export const REVIEW_WORDS_EN: ReviewWords = { ...REVIEW_MESSAGES, ...REVIEW_LABELS };

/** The islands' slice of a catalogue's reviews and labels (nothing else goes into the page). */
export const reviewWords = (
  messages: { readonly [K in keyof typeof REVIEW_MESSAGES]: string },
  labels: ReviewLabels,
): ReviewWords => ({
  ...labels,
  verified: messages.verified,
  moreReviews: messages.moreReviews,
  moreFailed: messages.moreFailed,
  onlyBuyers: messages.onlyBuyers,
  signIn: messages.signIn,
  writeReview: messages.writeReview,
  reviewedAlready: messages.reviewedAlready,
  awaitingDelivery: messages.awaitingDelivery,
});

/** The number as the labels' language writes it: 1,234 in English, 1.234 in Vietnamese. */
const counted = (n: number, lang: 'en' | 'vi') =>
  lang === 'vi' ? n.toLocaleString('vi-VN') : thousands(n);

/** "Showing 5 of 12 reviews": how far "More reviews" has read. */
export const showingLabel = (
  shown: number,
  total: number,
  labels: ReviewLabels = REVIEW_LABELS,
  lang: 'en' | 'vi' = 'en',
): string =>
  fill(labels.showing, {
    shown: counted(shown, lang),
    reviews: reviewCountLabel(total, labels, lang),
  });

/** "1 star", "4 stars": the radio buttons' labels. */
export const starsLabel = (
  stars: number,
  labels: Pick<ReviewLabels, 'starOne' | 'starMany'> = REVIEW_LABELS,
): string => fill(stars === 1 ? labels.starOne : labels.starMany, { count: stars });

/** "Rated 4 out of 5": a row of stars as a screen reader reads it. */
export const ratedLabel = (stars: number, labels: ReviewLabels = REVIEW_LABELS): string =>
  fill(labels.rated, {
    rating: Number.isInteger(stars) ? stars : stars.toFixed(1),
    max: REVIEW_RATING_MAX,
  });

/** "1 review", "12 reviews". */
export const reviewCountLabel = (
  count: number,
  labels: ReviewLabels = REVIEW_LABELS,
  lang: 'en' | 'vi' = 'en',
): string =>
  fill(count === 1 ? labels.reviewCountOne : labels.reviewCountMany, {
    count: counted(count, lang),
  });

/**
 * The name shown with a review: never the e-mail, never the whole name. One word stays as it is;
 * otherwise the first word and the last one's initial ("Trần Thị Bình" → "Trần B.").
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'Customer';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${[...last][0]!.toLocaleUpperCase('vi')}.` : first;
}

/** The average of ratings as stored and shown: two decimals, 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 100) / 100;
}

/**
 * The text's problem, if any: the one rule of the review page and the API. At least
 * REVIEW_TEXT_MIN characters a reader sees (zero-width and other invisible characters, and white
 * space, do not count), at most REVIEW_TEXT_MAX characters as stored (surrounding spaces left out).
 */
export function reviewTextError(text: string): string | null {
  const stored = text.trim();
  // The length first: it bounds the counting's work to REVIEW_TEXT_MAX characters.
  if (stored.length > REVIEW_TEXT_MAX) return REVIEW_MESSAGES.textTooLong;
  if (visibleLength(stored, REVIEW_TEXT_MIN) < REVIEW_TEXT_MIN) return REVIEW_MESSAGES.textTooShort;
  return null;
}

export const isValidRating = (rating: unknown): rating is number =>
  Number.isInteger(rating) &&
  (rating as number) >= REVIEW_RATING_MIN &&
  (rating as number) <= REVIEW_RATING_MAX;

/** The review page of an order (the server maps it to one static page). */
export const reviewOrderPath = (orderId: string): string =>
  `/review/order/${encodeURIComponent(orderId)}`;
