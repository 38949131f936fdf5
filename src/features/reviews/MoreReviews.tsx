// "More reviews" under the product page's first page of reviews (which is in its HTML): reads the
// next pages through the catalogue's reads (api/catalog.ts), shows how many are shown, and moves
// focus to the first new review. A review already shown (new ones shift the pages) is not shown
// twice.
import { useEffect, useRef, useState } from 'react';
import type { ProductReview } from '../../api/schemas/reviews.ts';
import { getProductReviews } from '../../api/catalog.ts';
import { REVIEW_WORDS_EN, showingLabel } from '../../lib/reviews.ts';
import { ReviewItem } from './ReviewItem.tsx';
import type { ReviewLanguage } from './review-language.ts';
import styles from './reviews.module.scss';

interface Props extends ReviewLanguage {
  productId: string;
  total: number;
  pageSize: number;
  /** The reviews the page's HTML already shows. */
  shownIds: string[];
}

export default function MoreReviews({
  productId,
  total,
  pageSize,
  shownIds,
  words = REVIEW_WORDS_EN,
  lang = 'en',
}: Props) {
  const [loaded, setLoaded] = useState<ProductReview[]>([]);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const firstNew = useRef<HTMLLIElement>(null);
  const shown = shownIds.length + loaded.length;
  const done = shown >= total || page * pageSize >= total;

  useEffect(() => {
    if (focusId) firstNew.current?.focus();
  }, [focusId]);

  const more = async () => {
    setBusy(true);
    setError('');
    try {
      const next = await getProductReviews(productId, page + 1, pageSize);
      const seen = new Set([...shownIds, ...loaded.map((review) => review._id)]);
      const fresh = next.reviews.filter((review) => !seen.has(review._id));
      setLoaded([...loaded, ...fresh]);
      setPage(page + 1);
      setFocusId(fresh[0]?._id ?? null);
    } catch {
      setError(words.moreFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {loaded.length > 0 && (
        <ol className={`${styles.list} ${styles.continued}`}>
          {loaded.map((review) => (
            <li
              key={review._id}
              ref={review._id === focusId ? firstNew : undefined}
              tabIndex={review._id === focusId ? -1 : undefined}
            >
              <ReviewItem review={review} words={words} lang={lang} />
            </li>
          ))}
        </ol>
      )}
      <div className={styles.more}>
        <p className={styles.showing} role="status">
          {showingLabel(Math.min(shown, total), total, words, lang)}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {!done && (
          <button type="button" className={styles.button} onClick={more} disabled={busy}>
            {words.moreReviews}
          </button>
        )}
      </div>
    </>
  );
}
