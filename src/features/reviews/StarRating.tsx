// A star rating input: a radio group of five native radio buttons ("1 star" … "5 stars"), so the
// arrow keys, Tab and screen readers work as with any radio group; the stars up to the one chosen
// (or pointed at) are filled, and the focused star is outlined.
import { useState } from 'react';
import { REVIEW_RATING_MAX, starsLabel } from '../../lib/reviews.ts';
import styles from './review-page.module.scss';

interface Props {
  /** The radio buttons' group name (unique on the page). */
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The words in the page's language: "{count} star", "{count} stars", "Not rated yet". */
  words?: { one: string; many: string; none: string } | undefined;
}

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

export function StarRating(props: Props) {
  const { name, value, onChange, labelledBy, describedBy, invalid, words } = props;
  const [pointed, setPointed] = useState<number | null>(null);
  const label = (stars: number) =>
    words
      ? (stars === 1 ? words.one : words.many).replace('{count}', String(stars))
      : starsLabel(stars);
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
          <span className="visually-hidden">{label(stars)}</span>
        </label>
      ))}
      <span className={styles.starText} aria-hidden="true">
        {value ? label(value) : (words?.none ?? 'Not rated yet')}
      </span>
    </div>
  );
}
