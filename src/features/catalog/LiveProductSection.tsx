// A home section (Featured Products, Latest Arrivals): the built cards, refreshed once visible;
// four skeleton cards and its own failure message when nothing was built.
import type { ProductListParams } from '../../api/catalog.ts';
import type { CardView } from '../../lib/card-view.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { CardSkeleton } from './CardSkeleton.tsx';
import styles from './LiveProductSection.module.scss';
import { ProductGrid } from './ProductGrid.tsx';
import { useLiveCards } from './use-live-cards.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { CardText } from './card-text.ts';

const SECTIONS = {
  featured: {
    params: { featured: true, limit: PAGE_SIZE.featured },
  },
  latest: {
    params: { sortBy: '-createdAt', limit: PAGE_SIZE.latest },
  },
} as const satisfies Record<string, { params: ProductListParams }>;

export type HomeSection = keyof typeof SECTIONS;
export const homeSectionParams = (kind: HomeSection): ProductListParams => SECTIONS[kind].params;

interface Props {
  kind: HomeSection;
  initial: CardView[];
  /** The section's failure message, in the page's language. */
  failure: string;
  t: CardText;
  lang: Lang;
}

export function LiveProductSection({ kind, initial, failure, t, lang }: Props) {
  const { cards, status } = useLiveCards(SECTIONS[kind].params, initial);
  if (status === 'loading') return <CardSkeleton count={PAGE_SIZE.featured} t={t} />;
  if (status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {failure}
      </p>
    );
  }
  return <ProductGrid cards={cards} interactive t={t} lang={lang} />;
}
