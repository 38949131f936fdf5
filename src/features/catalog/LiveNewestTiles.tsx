// The categories page's 'Featured Products' (the 4 newest): built tiles refreshed after load;
// skeleton and the generic error panel when nothing was built.
import type { CardView } from '../../lib/card-view.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { CardSkeleton } from './CardSkeleton.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { ProductTiles } from './ProductTiles.tsx';
import { useLiveCards } from './use-live-cards.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { CardText } from './card-text.ts';

const NEWEST = { sortBy: '-createdAt', limit: PAGE_SIZE.latest } as const;

interface Props {
  initial: CardView[];
  t: CardText;
  lang: Lang;
}

export function LiveNewestTiles({ initial, t, lang }: Props) {
  const { cards, status, error, retry } = useLiveCards(NEWEST, initial);
  if (status === 'loading') return <CardSkeleton count={PAGE_SIZE.latest} t={t} />;
  if (status === 'failed') return <ErrorPanel error={error} onRetry={retry} t={t} lang={lang} />;
  return <ProductTiles cards={cards} t={t} lang={lang} />;
}
