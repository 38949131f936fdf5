// Star rating out of 5: stars for the eye, the number for everyone.
import { starTenths } from '../../lib/star-fill.ts';
import './Rating.scss';
interface Props {
  value: number;
}

export function Rating({ value }: Props) {
  const rounded = Math.round(value * 10) / 10;
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" data-tenths={starTenths(rounded)} />
      </span>
      <span className="rating__value">{rounded.toFixed(1)}</span>
      <span className="visually-hidden"> out of 5 stars</span>
    </p>
  );
}
