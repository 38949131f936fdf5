// A home section (Featured Products, Latest Arrivals): the built cards, refreshed once visible;
// four skeleton cards and its own failure message when nothing was built.
import type { ProductListParams } from '../../api/catalog.ts';
import type { CardView } from '../../lib/card-view.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { CardSkeleton } from './CardSkeleton.tsx';
import styles from './LiveProductSection.module.scss';
import { ProductGrid } from './ProductGrid.tsx';
import { useLiveCards } from './use-live-cards.ts';

const SECTIONS = {
  featured: {
    params: { featured: true, limit: PAGE_SIZE.featured },
    failure: 'Unable to load featured products. Please try again later.',
  },
  latest: {
    params: { sortBy: '-createdAt', limit: PAGE_SIZE.latest },
    failure: 'Unable to load latest products. Please try again later.',
  },
} as const satisfies Record<string, { params: ProductListParams; failure: string }>;

export type HomeSection = keyof typeof SECTIONS;
export const homeSectionParams = (kind: HomeSection): ProductListParams => SECTIONS[kind].params;

interface Props {
  kind: HomeSection;
  initial: CardView[];
}

export function LiveProductSection({ kind, initial }: Props) {
  const { cards, status } = useLiveCards(SECTIONS[kind].params, initial);
  if (status === 'loading') return <CardSkeleton count={PAGE_SIZE.featured} />;
  if (status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {SECTIONS[kind].failure}
      </p>
    );
  }
  return <ProductGrid cards={cards} interactive />;
}
