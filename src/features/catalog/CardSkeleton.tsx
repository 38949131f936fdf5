// Placeholder cards while a product list loads (as many as the list shows: 4, 8 or 12).
import styles from './ProductCard.module.scss';
import type { CardText } from './card-text.ts';

interface Props {
  count: number;
  className?: string | undefined;
  t: Pick<CardText, 'loading'>;
}

export function CardSkeleton({ count, className = '', t }: Props) {
  return (
    <div>
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
      <ul className={`${styles.grid} ${className}`.trim()} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={`${styles.card} ${styles.skeleton}`}>
              <div className={`${styles.media} ${styles.skeletonBlock}`} />
              <div className={styles.body}>
                <span className={`${styles.skeletonLine} ${styles.wide}`} />
                <span className={styles.skeletonLine} />
                <span className={`${styles.skeletonLine} ${styles.short}`} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
