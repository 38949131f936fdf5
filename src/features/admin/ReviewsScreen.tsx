// The back office's reviews (/admin/reviews; editors and admins): the latest reviews first,
// filtered by product (part of its name, or its SKU), stars and visibility (the filters live in
// the page address), each with a Hide or Show button. Hiding takes the review off the shop and
// out of its product's rating at once; both are in the audit log.
import { useState, type FormEvent } from 'react';
import type { AdminReview, AdminReviewList } from '../../api/schemas/reviews.ts';
import { errorMessage } from '../../api/errors.ts';
import { formatReviewDate, ratedLabel, starsLabel } from '../../lib/reviews.ts';
import { Alert } from './Alert.tsx';
import { Choices, FormField } from './FormField.tsx';
import { FilterActions } from './FilterActions.tsx';
import {
  listAdminReviews,
  reviewFiltersOf,
  reviewSearchOf,
  setReviewHidden,
  type AdminReviewFilters,
} from './reviews-api.ts';
import styles from './reviews.module.scss';
import Pager from './Pager.tsx';
import { useListQuery } from './use-list-query.ts';

const STAR_OPTIONS = ['5', '4', '3', '2', '1'].map((stars) => ({
  value: stars,
  label: starsLabel(Number(stars)),
}));
const VISIBILITY_OPTIONS = [
  { value: 'visible', label: 'Visible only' },
  { value: 'hidden', label: 'Hidden only' },
];

export default function ReviewsScreen() {
  const { setAnswer, answer, loading, list, apply, field, draftWithoutPage, goTo } = useListQuery<
    AdminReviewFilters,
    AdminReviewList
  >({
    filtersOf: reviewFiltersOf,
    searchOf: reviewSearchOf,
    load: listAdminReviews,
    failure: 'Could not load the reviews.',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draftWithoutPage());
  };

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

  const page = list?.pagination.page ?? 1;
  const pages = list?.pagination.pages ?? 0;

  return (
    <div className={styles.reviews} aria-busy={loading || undefined}>
      <form className={`admin-card ${styles.filters}`} role="search" onSubmit={submit}>
        <FormField id="reviews-product" label="Product" className={styles.search}>
          <input
            id="reviews-product"
            type="search"
            placeholder="Part of the name, or the SKU"
            maxLength={100}
            {...field('product')}
          />
        </FormField>
        <FormField id="reviews-rating" label="Stars">
          <select id="reviews-rating" {...field('rating')}>
            <Choices empty="All ratings" choices={STAR_OPTIONS} />
          </select>
        </FormField>
        <FormField id="reviews-visibility" label="Shown">
          <select id="reviews-visibility" {...field('visibility')}>
            <Choices empty="All reviews" choices={VISIBILITY_OPTIONS} />
          </select>
        </FormField>
        <FilterActions
          className={styles.actions}
          clearClassName={`admin-button ${styles.secondary}`}
          onClear={() => apply({})}
        />
      </form>

      <Alert message={loading ? '' : answer?.error} />
      <p role="status" className="admin-muted">
        {list
          ? `${list.pagination.total} ${list.pagination.total === 1 ? 'review' : 'reviews'}`
          : ''}
        {loading ? ' Loading…' : ''}
      </p>

      {list && list.reviews.length === 0 && !loading && (
        <p className="admin-card">No reviews match these filters.</p>
      )}
      {list && list.reviews.length > 0 && (
        <ol className={styles.list}>
          {list.reviews.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} onChanged={replace} />
            </li>
          ))}
        </ol>
      )}

      {pages > 1 && (
        <Pager
          label="Review pages"
          page={page}
          pages={pages}
          loading={loading}
          onGo={goTo}
          className={styles.pager}
          buttonClassName={`admin-button ${styles.secondary}`}
        />
      )}
    </div>
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
        <span>{formatReviewDate(review.createdAt)}</span>
        <span>Order {review.order.orderNumber}</span>
      </p>
      <p className={styles.text}>{review.text}</p>
      {hidden && (
        <p className="admin-muted">
          Hidden {review.hiddenAt ? formatReviewDate(review.hiddenAt) : ''}
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
