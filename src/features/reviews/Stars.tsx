// Five stars filled to a rating (a review's whole stars, or a product's average), read as
// "Rated 4.3 out of 5".
import { REVIEW_RATING_MAX, ratedLabel } from '../../lib/reviews.ts';
import { starTenths } from '../../lib/star-fill.ts';
import styles from './reviews.module.scss';

export function Stars({
  value,
  large = false,
  label,
}: {
  value: number;
  large?: boolean;
  /** What a screen reader reads, in the page's language; "Rated 4 out of 5" when not given. */
  label?: string | undefined;
}) {
  return (
    <span
      className={large ? `${styles.stars} ${styles.large}` : styles.stars}
      role="img"
      aria-label={label ?? ratedLabel(value)}
    >
      <span className={styles.fill} data-tenths={starTenths(value, REVIEW_RATING_MAX)} />
    </span>
  );
}
