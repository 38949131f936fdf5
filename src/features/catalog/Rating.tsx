// Star rating out of 5: stars for the eye, the number for everyone.
import { starTenths } from '../../lib/star-fill.ts';
import styles from './Rating.module.scss';
import type { CardText } from './card-text.ts';

interface Props {
  value: number;
  t: Pick<CardText, 'outOf5'>;
}

export function Rating({ value, t }: Props) {
  const rounded = Math.round(value * 10) / 10;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.fill} data-tenths={starTenths(rounded)} />
      </span>
      <span>{rounded.toFixed(1)}</span>
      <span className="visually-hidden">{t.outOf5}</span>
    </p>
  );
}
