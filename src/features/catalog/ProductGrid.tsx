// A responsive grid of product cards (2 columns on phones, more on wider screens).
import type { CardView } from '../../lib/card-view.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { CardText } from './card-text.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductCard.module.scss';

interface Props {
  cards: readonly CardView[];
  interactive?: boolean;
  /** How many leading cards load their image at once (those above the fold). */
  eagerCount?: number;
  /** Card names are h3 under a section's h2; h2 directly under a page's h1. */
  headingLevel?: 2 | 3;
  className?: string | undefined;
  /** The page's words, and its language (English unless given). */
  t: CardText;
  lang?: Lang | undefined;
}

export function ProductGrid(props: Props) {
  const { cards, interactive = false, eagerCount = 0, headingLevel = 3, className = '' } = props;
  const { t, lang = 'en' } = props;
  return (
    <ul className={`${styles.grid} ${className}`.trim()}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard
            card={card}
            interactive={interactive}
            eager={index < eagerCount}
            headingLevel={headingLevel}
            t={t}
            lang={lang}
          />
        </li>
      ))}
    </ul>
  );
}
