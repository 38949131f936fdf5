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
import { similarProductsMessage } from '../../lib/search.ts';
import SearchPagination from './SearchPagination.tsx';
import { searchProducts } from '../../api/catalog.ts';
import { readSearchLocation, searchLocationHref, type SearchLocation } from './search-url.ts';
import styles from './search.module.scss';

export const SEARCH_FAILED = 'Failed to search products. Please try again.';

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
}

export default function SearchScreen({ children }: Props) {
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
    window.history.pushState(null, '', searchLocationHref(location));
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
        aria-label="Search page"
        action="/search"
        method="get"
        onSubmit={submit}
      >
        <label htmlFor="search-query" className="visually-hidden">
          Search products
        </label>
        <input
          id="search-query"
          name="query"
          type="search"
          placeholder="Search products..."
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>

      <div ref={resultsTop} className={styles.body}>
        {view.status === 'suggestions' && children}

        {view.status === 'loading' &&
          (view.cards.length > 0 ? (
            <Results query={view.query} status="Searching..." cards={view.cards} busy />
          ) : (
            <CardSkeleton count={4} />
          ))}

        {view.status === 'results' && (
          <>
            <Results
              query={view.query}
              status={`${resultCount(view.total)} ${view.total === 1 ? 'product' : 'products'} found`}
              cards={view.cards}
              exact={view.exact}
            />
            <SearchPagination
              page={view.page}
              pages={view.pages}
              hrefFor={(page) => searchLocationHref({ query: view.query, page })}
              onPage={changePage}
            />
          </>
        )}

        {view.status === 'empty' && (
          <div className={styles.empty}>
            <h2>No products found</h2>
            <p>Nothing matches “{view.query}”. Try another word or browse our featured products.</p>
            <button type="button" onClick={browseFeatured}>
              Browse Featured Products
            </button>
          </div>
        )}

        {view.status === 'error' && (
          <p className={styles.error} role="alert">
            {SEARCH_FAILED}
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
}

function Results({ query, status, cards, busy = false, exact = true }: ResultsProps) {
  return (
    <section aria-labelledby="search-results-heading" aria-busy={busy || undefined}>
      <div className={styles.resultsHead}>
        <h2 id="search-results-heading">Results for “{query}”</h2>
        <p role="status">{status}</p>
      </div>
      {!exact && <p className={styles.similar}>{similarProductsMessage(query)}</p>}
      <ProductGrid
        cards={cards}
        eagerCount={Math.min(4, PAGE_SIZE.search)}
        className={styles.grid}
      />
    </section>
  );
}
