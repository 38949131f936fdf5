// A star rating input: a radio group of five native radio buttons ("1 star" … "5 stars"), so the
// arrow keys, Tab and screen readers work as with any radio group; the stars up to the one chosen
// (or pointed at) are filled, and the focused star is outlined.
import { useState } from 'react';
import {
  REVIEW_LABELS,
  REVIEW_RATING_MAX,
  starsLabel,
  type ReviewLabels,
} from '../../lib/reviews.ts';
import styles from './review-page.module.scss';

interface Props {
  /** The radio buttons' group name (unique on the page). */
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The page language's labels ("4 stars", "Not rated yet"); English by default. */
  labels?: Pick<ReviewLabels, 'starOne' | 'starMany' | 'notRated'>;
}

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

export function StarRating({
  name,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  labels = REVIEW_LABELS,
}: Props) {
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  return (
    <div
      role="radiogroup"
      className={styles.starInput}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onMouseLeave={() => setPointed(null)}
    >
      {STARS.map((stars) => (
        <label
          key={stars}
          className={stars <= shown ? `${styles.star} ${styles.on}` : styles.star}
          onMouseEnter={() => setPointed(stars)}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{starsLabel(stars, labels)}</span>
        </label>
      ))}
      <span className={styles.starText} aria-hidden="true">
        {value ? starsLabel(value, labels) : labels.notRated}
      </span>
    </div>
  );
}
