// One review as the shop shows it: stars, the author's display name, "Verified purchase", the date
// and the text as written (React escapes it; line breaks kept by CSS). Rendered on the server in
// the product page's HTML and by "More reviews" in the browser.
import type { ProductReview } from '../../api/schemas/reviews.ts';
import { REVIEW_MESSAGES } from '../../lib/reviews.ts';
import styles from './reviews.module.scss';
import { Stars } from './Stars.tsx';
import { formatShopDate } from '../../lib/dates.ts';

export function ReviewItem({ review }: { review: ProductReview }) {
  return (
    <div className={styles.review}>
      <div className={styles.meta}>
        <Stars value={review.rating} />
        <span className={styles.author}>{review.author}</span>
        {review.verifiedPurchase && (
          <span className={styles.verified}>
            <span aria-hidden="true">✓ </span>
            {REVIEW_MESSAGES.verified}
          </span>
        )}
        <time className={styles.date} dateTime={review.createdAt}>
          {formatShopDate(review.createdAt)}
        </time>
      </div>
      <p className={styles.text}>{review.text}</p>
    </div>
  );
}
