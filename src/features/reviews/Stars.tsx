// Five stars filled to a rating (a review's whole stars, or a product's average), read as
// "Rated 4.3 out of 5".
import {
  REVIEW_LABELS,
  REVIEW_RATING_MAX,
  ratedLabel,
  type ReviewLabels,
} from '../../lib/reviews.ts';
import { starTenths } from '../../lib/star-fill.ts';
import styles from './reviews.module.scss';

export function Stars({
  value,
  large = false,
  labels = REVIEW_LABELS,
  label,
}: {
  value: number;
  large?: boolean;
  /** The page language's labels ("Rated 4 out of 5"); English by default. */
  labels?: ReviewLabels;
  /** What a screen reader reads, when the caller words it itself. */
  label?: string | undefined;
}) {
  return (
    <span
      className={large ? `${styles.stars} ${styles.large}` : styles.stars}
      role="img"
      aria-label={label ?? ratedLabel(value, labels)}
    >
      <span className={styles.fill} data-tenths={starTenths(value, REVIEW_RATING_MAX)} />
    </span>
  );
}
