// The search page island (/search): suggestions first (static markup passed in as children), a
// submitted query shows a results grid with pagination, an empty state or the failure message. The
// query and page live in the URL, so the header's GET forms land here.
import { useCallback, useEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { CardSkeleton } from '../catalog/CardSkeleton.tsx';
import { loadCards } from '../catalog/load-cards.ts';
import { ProductGrid } from '../catalog/ProductGrid.tsx';
import type { CardView } from '../../lib/card-view.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { resultCount } from '../../lib/result-count.ts';
import SearchPagination from './SearchPagination.tsx';
import { searchProducts } from '../../api/catalog.ts';
import { readSearchLocation, searchLocationHref, type SearchLocation } from './search-url.ts';
import styles from './search.module.scss';
import { fill, localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import type { CardText } from '../catalog/card-text.ts';

type View =
  | { status: 'suggestions' }
  | { status: 'loading'; query: string; page: number; pages: number; cards: CardView[] }
  | {
      status: 'results';
      query: string;
      page: number;
      pages: number;
      total: number;
      /** False: no product matched every word, these are the closest (the API's `exact`). */
      exact: boolean;
      cards: CardView[];
    }
  | { status: 'empty'; query: string }
  | { status: 'error'; query: string };

interface Props {
  children?: ReactNode;
  /** The search words of the page's language, the cards' words, and the language of links. */
  t: Messages['search'];
  card: CardText;
  lang: Lang;
}

export default function SearchScreen({ children, t, card, lang }: Props) {
  const [text, setText] = useState('');
  const [view, setView] = useState<View>({ status: 'suggestions' });
  const latest = useRef(0);
  const resultsTop = useRef<HTMLDivElement>(null);

  const run = useCallback(async (location: SearchLocation) => {
    const request = ++latest.current;
    if (!location.query) {
      setView({ status: 'suggestions' });
      return;
    }
    setView((current) => ({
      status: 'loading',
      query: location.query,
      page: location.page,
      pages: current.status === 'results' ? current.pages : 0,
      cards: current.status === 'results' && current.query === location.query ? current.cards : [],
    }));
    try {
      const { products, pagination, exact } = await searchProducts(
        location.query,
        location.page,
        PAGE_SIZE.search,
      );
      const cards = await loadCards(products);
      if (request !== latest.current) return;
      setView(
        cards.length > 0
          ? {
              status: 'results',
              query: location.query,
              page: pagination.page,
              pages: pagination.pages,
              total: pagination.total,
              exact,
              cards,
            }
          : { status: 'empty', query: location.query },
      );
    } catch {
      if (request === latest.current) setView({ status: 'error', query: location.query });
    }
  }, []);

  useEffect(() => {
    const fromAddressBar = () => {
      const location = readSearchLocation(window.location.search);
      setText(location.query);
      void run(location);
    };
    fromAddressBar();
    window.addEventListener('popstate', fromAddressBar);
    return () => window.removeEventListener('popstate', fromAddressBar);
  }, [run]);

  const navigate = (location: SearchLocation) => {
    window.history.pushState(null, '', localePath(lang, searchLocationHref(location)));
    void run(location);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate({ query: text.trim(), page: 1 });
  };

  const changePage = (page: number) => {
    if (view.status !== 'results') return;
    navigate({ query: view.query, page });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  const browseFeatured = () => {
    setText('');
    navigate({ query: '', page: 1 });
  };

  return (
    <div className={styles.screen}>
      <form
        className={styles.form}
        role="search"
        aria-label={t.formLabel}
        action={localePath(lang, '/search')}
        method="get"
        onSubmit={submit}
      >
        <label htmlFor="search-query" className="visually-hidden">
          {t.label}
        </label>
        <input
          id="search-query"
          name="query"
          type="search"
          placeholder={t.placeholder}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">{t.submit}</button>
      </form>

      <div ref={resultsTop} className={styles.body}>
        {view.status === 'suggestions' && children}

        {view.status === 'loading' &&
          (view.cards.length > 0 ? (
            <Results
              query={view.query}
              status={t.searching}
              cards={view.cards}
              busy
              t={t}
              card={card}
              lang={lang}
            />
          ) : (
            <CardSkeleton count={4} t={card} />
          ))}

        {view.status === 'results' && (
          <>
            <Results
              query={view.query}
              status={fill(view.total === 1 ? t.foundOne : t.foundMany, {
                count: resultCount(view.total),
              })}
              cards={view.cards}
              exact={view.exact}
              t={t}
              card={card}
              lang={lang}
            />
            <SearchPagination
              page={view.page}
              pages={view.pages}
              hrefFor={(page) => localePath(lang, searchLocationHref({ query: view.query, page }))}
              onPage={changePage}
              t={t}
            />
          </>
        )}

        {view.status === 'empty' && (
          <div className={styles.empty}>
            <h2>{t.noResults}</h2>
            <p>{fill(t.noResultsText, { query: view.query })}</p>
            <button type="button" onClick={browseFeatured}>
              {t.browseFeatured}
            </button>
          </div>
        )}

        {view.status === 'error' && (
          <p className={styles.error} role="alert">
            {t.failed}
          </p>
        )}
      </div>
    </div>
  );
}

interface ResultsProps {
  query: string;
  status: string;
  cards: CardView[];
  busy?: boolean;
  /** False: say that these are similar products, not matches of every word. */
  exact?: boolean;
  t: Messages['search'];
  card: CardText;
  lang: Lang;
}

function Results(props: ResultsProps) {
  const { query, status, cards, busy = false, exact = true, t, card, lang } = props;
  return (
    <section aria-labelledby="search-results-heading" aria-busy={busy || undefined}>
      <div className={styles.resultsHead}>
        <h2 id="search-results-heading">{fill(t.resultsFor, { query })}</h2>
        <p role="status">{status}</p>
      </div>
      {!exact && <p className={styles.similar}>{fill(t.similar, { query })}</p>}
      <ProductGrid
        cards={cards}
        eagerCount={Math.min(4, PAGE_SIZE.search)}
        className={styles.grid}
        t={card}
        lang={lang}
      />
    </section>
  );
}
