// Five stars filled to a rating (a review's whole stars, or a product's average), read as
// "Rated 4.3 out of 5".
import { REVIEW_RATING_MAX, ratedLabel } from '../../lib/reviews.ts';
import { starTenths } from '../../lib/star-fill.ts';
import styles from './reviews.module.scss';

export function Stars({ value, large = false }: { value: number; large?: boolean }) {
  return (
    <span
      className={large ? `${styles.stars} ${styles.large}` : styles.stars}
      role="img"
      aria-label={ratedLabel(value)}
    >
      <span className={styles.fill} data-tenths={starTenths(value, REVIEW_RATING_MAX)} />
    </span>
  );
}
