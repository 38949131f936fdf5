// A count in a small red pill ("99+" above 99); screen readers get the spoken text instead.
import { formatBadgeCount } from '../../lib/badge.ts';
import shell from './shell.module.scss';

interface Props {
  count: number;
  /** What a screen reader hears after the link name, e.g. "3 items". */
  spoken: string;
}

export default function CountBadge({ count, spoken }: Props) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <>
      <span className={shell.badge} aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">, {spoken}</span>
    </>
  );
}
