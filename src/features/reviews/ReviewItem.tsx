// One review as the shop shows it: stars, the author's display name, "Verified purchase", the date
// and the text as written (React escapes it; line breaks kept by CSS). Rendered on the server in
// the product page's HTML and by "More reviews" in the browser.
import type { ProductReview } from '../../api/schemas/reviews.ts';
import { REVIEW_WORDS_EN } from '../../lib/reviews.ts';
import type { ReviewLanguage } from './review-language.ts';
import styles from './reviews.module.scss';
import { Stars } from './Stars.tsx';
import { formatShopDate } from '../../lib/dates.ts';

export function ReviewItem({
  review,
  words = REVIEW_WORDS_EN,
  lang = 'en',
}: ReviewLanguage & { review: ProductReview }) {
  return (
    <div className={styles.review}>
      <div className={styles.meta}>
        <Stars value={review.rating} labels={words} />
        <span className={styles.author}>{review.author}</span>
        {review.verifiedPurchase && (
          <span className={styles.verified}>
            <span aria-hidden="true">✓ </span>
            {words.verified}
          </span>
        )}
        <time className={styles.date} dateTime={review.createdAt}>
          {formatShopDate(review.createdAt, lang)}
        </time>
      </div>
      <p className={styles.text}>{review.text}</p>
    </div>
  );
}
