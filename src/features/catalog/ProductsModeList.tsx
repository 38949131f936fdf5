// The categories page's product list island for the mega menu links (featured, on sale,
// newest), with pages. Rendered at build as a skeleton that CSS shows only when the address
// asks for a list (see MODE_MARKER_SCRIPT).
import styles from './ProductsModeList.module.scss';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { CardView } from '../../lib/card-view.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import { cardText } from './card-text.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getProducts } from '../../api/catalog.ts';
import { CardSkeleton } from './CardSkeleton.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import ui from './catalog-ui.module.scss';
import { loadCards } from './load-cards.ts';
import { currentSearch, pushSearch, serverSearch, subscribeToSearch } from './location.ts';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { PRODUCT_MODES, modeParams, modeSearch, parseModeQuery } from './products-mode.ts';
import { useKeyedData } from './use-keyed-data.ts';

interface ModePage {
  cards: CardView[];
  total: number;
  pages: number;
}

async function loadModePage(search: string): Promise<ModePage> {
  const modeQuery = parseModeQuery(search);
  if (!modeQuery) return { cards: [], total: 0, pages: 0 };
  const list = await getProducts(modeParams(modeQuery));
  return {
    cards: await loadCards(list.products),
    total: list.pagination.total,
    pages: list.pagination.pages,
  };
}

interface Props {
  /** The catalog words of the page's language, and the language of its links. */
  t: Messages['catalog'];
  lang: Lang;
}

export function ProductsModeList({ t, lang }: Props) {
  const card = cardText(t);
  const search = useSyncExternalStore(subscribeToSearch, currentSearch, serverSearch);
  const modeQuery = parseModeQuery(search);
  const key = modeQuery ? modeSearch(modeQuery) : null;
  const { data, loading, error, retry } = useKeyedData(key, () => loadModePage(search));
  const sectionRef = useRef<HTMLElement>(null);
  const title = modeQuery ? t[PRODUCT_MODES[modeQuery.mode].title] : '';

  useEffect(() => {
    document.documentElement.toggleAttribute('data-products-mode', title !== '');
    if (title) document.title = `${title} | ${SHOP_NAME}`;
  }, [title]);

  if (!modeQuery) {
    return (
      <section className={styles.list} aria-label={t.products}>
        <CardSkeleton count={PAGE_SIZE.listing} t={card} />
      </section>
    );
  }

  const showPage = (page: number) => {
    pushSearch(modeSearch({ ...modeQuery, page }));
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className={styles.list} ref={sectionRef} aria-labelledby="mode-list-title">
      <h1 id="mode-list-title" className={styles.title}>
        {title}
      </h1>
      <div aria-busy={loading}>
        {error !== null ? (
          <ErrorPanel error={error} onRetry={retry} t={card} lang={lang} />
        ) : data === null ? (
          <CardSkeleton count={PAGE_SIZE.listing} t={card} />
        ) : data.cards.length === 0 ? (
          <div className={ui.empty}>
            <p>{t.noProducts}</p>
            <a className={`${ui.button} ${ui.primary}`} href={localePath(lang, '/products')}>
              {t.browseAllCategories}
            </a>
          </div>
        ) : (
          <ProductGrid
            cards={data.cards}
            interactive
            eagerCount={4}
            headingLevel={2}
            t={card}
            lang={lang}
          />
        )}
      </div>
      {error === null && data !== null && data.total > PAGE_SIZE.listing && (
        <Pagination
          page={modeQuery.page}
          pages={data.pages}
          hrefFor={(page) => localePath(lang, `/products${modeSearch({ ...modeQuery, page })}`)}
          onNavigate={showPage}
          disabled={loading}
          t={card}
        />
      )}
    </section>
  );
}
