// The back office's reviews (/admin/reviews; editors and admins): the latest reviews first,
// filtered by product (part of its name, or its SKU), stars and visibility (the filters live in
// the page address), each with a Hide or Show button. Hiding takes the review off the shop and
// out of its product's rating at once; both are in the audit log.
import { useState } from 'react';
import type { AdminReview, AdminReviewList } from '../../api/schemas/reviews.ts';
import { errorMessage } from '../../api/errors.ts';
import { ratedLabel, starsLabel } from '../../lib/reviews.ts';
import { Alert } from './Alert.tsx';
import type { FilterSpec } from './ListFilters.tsx';
import { ListScreen, type ListView } from './ListScreen.tsx';
import {
  listAdminReviews,
  reviewFiltersOf,
  reviewSearchOf,
  setReviewHidden,
  type AdminReviewFilters,
} from './reviews-api.ts';
import styles from './reviews.module.scss';
import { useListQuery } from './use-list-query.ts';
import { formatShopDate } from '../../lib/dates.ts';

const FILTERS: readonly FilterSpec<keyof AdminReviewFilters>[] = [
  {
    key: 'product',
    label: 'Product',
    kind: 'search',
    placeholder: 'Part of the name, or the SKU',
  },
  {
    key: 'rating',
    label: 'Stars',
    kind: 'select',
    empty: 'All ratings',
    choices: ['5', '4', '3', '2', '1'].map((stars) => ({
      value: stars,
      label: starsLabel(Number(stars)),
    })),
  },
  {
    key: 'visibility',
    label: 'Shown',
    kind: 'select',
    empty: 'All reviews',
    choices: [
      { value: 'visible', label: 'Visible only' },
      { value: 'hidden', label: 'Hidden only' },
    ],
  },
];

const VIEW: ListView<AdminReviewFilters, AdminReviewList> = {
  styles,
  noun: ['review', 'reviews'],
  specs: FILTERS,
  items: (list) => list.reviews,
};

export default function ReviewsScreen() {
  const query = useListQuery<AdminReviewFilters, AdminReviewList>({
    filtersOf: reviewFiltersOf,
    searchOf: reviewSearchOf,
    load: listAdminReviews,
    failure: 'Could not load the reviews.',
  });
  const { setAnswer } = query;

  /** Puts the review as the server now has it in place of the one shown. */
  const replace = (review: AdminReview) =>
    setAnswer((previous) =>
      previous?.list
        ? {
            ...previous,
            list: {
              ...previous.list,
              reviews: previous.list.reviews.map((r) => (r._id === review._id ? review : r)),
            },
          }
        : previous,
    );

  return (
    <ListScreen query={query} view={VIEW}>
      {(list) => (
        <ol className={styles.list}>
          {list.reviews.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} onChanged={replace} />
            </li>
          ))}
        </ol>
      )}
    </ListScreen>
  );
}

function ReviewCard({
  review,
  onChanged,
}: {
  review: AdminReview;
  onChanged: (review: AdminReview) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const hidden = review.hiddenAt !== null;
  const headingId = `review-${review._id}`;

  const toggle = async () => {
    setBusy(true);
    setError('');
    setDone('');
    try {
      const now = await setReviewHidden(review._id, !hidden);
      onChanged(now);
      setDone(now.hiddenAt ? 'Hidden from the shop.' : 'Shown in the shop again.');
    } catch (failure) {
      setError(errorMessage(failure, 'The review could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      className={`admin-card ${styles.card} ${hidden ? styles.hidden : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.product}>
          <a href={`/product/${encodeURIComponent(review.product._id)}`}>{review.product.name}</a>
          <span className={styles.sku}>{review.product.sku}</span>
        </h2>
        <span className={hidden ? `${styles.badge} ${styles.badgeHidden}` : styles.badge}>
          {hidden ? 'Hidden' : 'Visible'}
        </span>
      </div>
      <p className={styles.meta}>
        <span className={styles.stars} role="img" aria-label={ratedLabel(review.rating)}>
          {'★'.repeat(review.rating)}
          <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span>{review.author}</span>
        <span>{formatShopDate(review.createdAt)}</span>
        <span>Order {review.order.orderNumber}</span>
      </p>
      <p className={styles.text}>{review.text}</p>
      {hidden && (
        <p className="admin-muted">
          Hidden {review.hiddenAt ? formatShopDate(review.hiddenAt) : ''}
          {review.hiddenBy ? ` by ${review.hiddenBy}` : ''}.
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={hidden ? 'admin-button' : `admin-button ${styles.danger}`}
          disabled={busy}
          onClick={toggle}
          aria-describedby={headingId}
        >
          {hidden ? 'Show again' : 'Hide'}
        </button>
        <span role="status" className={styles.done}>
          {done}
        </span>
      </div>
      <Alert message={error} />
    </article>
  );
}
