// The category listing island (/products/{category}): filters, sort, results and pages, all read
// from and written to the address bar. Its server render is the build-time first page.
import styles from './CategoryListing.module.scss';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CategoryField } from '../../api/schemas/catalog.ts';
import {
  DEFAULT_LISTING_QUERY,
  SORT_OPTIONS,
  activeFilters,
  chipWords,
  clearedQuery,
  parseListingQuery,
  serializeListingQuery,
  type ListingPreset,
  type ListingQuery,
  type ListingSort,
} from './listing-query.ts';
import { fill, type Lang } from '../../lib/i18n/browser.ts';
import type { Messages } from '../../lib/i18n/types.ts';
import { resultCount } from '../../lib/result-count.ts';
import { cardText } from './card-text.ts';
import { CardSkeleton } from './CardSkeleton.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import ui from './catalog-ui.module.scss';
import { FilterChips } from './FilterChips.tsx';
import { FilterPanel, type QueryPatch } from './FilterPanel.tsx';
import { currentSearch, pushSearch, serverSearch, subscribeToSearch } from './location.ts';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { SelectField } from './SelectField.tsx';
import { loadListingPage, type ListingPage } from './listing-data.ts';
import { useKeyedData } from './use-keyed-data.ts';

export interface CategoryListingProps {
  category: string;
  fields: readonly CategoryField[];
  /** The page's own path, e.g. /products/phones/brand/apple. */
  basePath: string;
  preset: ListingPreset;
  brands: readonly string[];
  criteria: readonly string[];
  /** How each criterion reads in the page's language, when it differs from its English name. */
  criteriaNames?: Readonly<Record<string, string>> | undefined;
  /** Page 1 of the unfiltered listing, newest first, as built. */
  initial: ListingPage;
  /** The catalog words of the page's language, and the language of its links. */
  t: Messages['catalog'];
  lang: Lang;
}

const FILTERS_ID = 'listing-filters';

export function CategoryListing(props: CategoryListingProps) {
  const { category, basePath, preset, initial, t, lang } = props;
  const card = cardText(t);
  const search = useSyncExternalStore(subscribeToSearch, currentSearch, serverSearch);
  const query = useMemo(() => parseListingQuery(search, preset), [search, preset]);
  const key = serializeListingQuery(query);
  const initialKey = serializeListingQuery({ ...DEFAULT_LISTING_QUERY, ...preset });
  const listing = useKeyedData(key, () => loadListingPage(category, query), {
    key: initialKey,
    data: initial,
  });
  const { loading, error, retry } = listing;
  const data = listing.data ?? initial;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chips = activeFilters(query, preset, props.fields, chipWords(t));
  const resultsRef = useRef<HTMLElement>(null);
  const countRef = useRef<HTMLHeadingElement>(null);

  const go = (next: ListingQuery) => pushSearch(serializeListingQuery(next, preset));
  const change = (patch: QueryPatch) => go({ ...query, ...patch, page: 1 });
  const clear = () => go(clearedQuery(query, preset));
  const hrefFor = (page: number) =>
    `${basePath}${serializeListingQuery({ ...query, page }, preset)}`;
  const removeChip = (without: ListingQuery) => {
    go(without);
    // The chip is gone: focus stays in the results, on the count that answers the change.
    countRef.current?.focus();
  };
  const showPage = (page: number) => {
    go({ ...query, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={styles.listing}>
      <aside data-open={filtersOpen || undefined}>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_ID}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t.filters}
          {chips.length > 0 && <span>({chips.length})</span>}
        </button>
        <FilterPanel
          id={FILTERS_ID}
          query={query}
          preset={preset}
          fields={props.fields}
          brands={props.brands}
          criteria={props.criteria}
          criteriaNames={props.criteriaNames}
          onChange={change}
          onClear={clear}
          t={t}
        />
      </aside>

      <section className={styles.results} ref={resultsRef} aria-labelledby="listing-count">
        <div className={styles.toolbar}>
          <h2
            id="listing-count"
            className={styles.count}
            aria-live="polite"
            tabIndex={-1}
            ref={countRef}
          >
            {error === null ? fill(t.resultsFound, { count: resultCount(data.total) }) : t.results}
          </h2>
          <SelectField
            label={t.sortBy}
            className={styles.sort}
            value={query.sort}
            options={SORT_OPTIONS.map((option) => ({
              value: option.value,
              label: t.sort[option.key],
            }))}
            onChange={(sort) => change({ sort: sort as ListingSort })}
          />
        </div>
        <FilterChips
          chips={chips}
          onRemove={(chip) => removeChip(chip.without)}
          label={t.activeFilters}
          removeLabel={t.removeFilter}
        />

        <div className={styles.list} aria-busy={loading}>
          {error !== null ? (
            <ErrorPanel error={error} onRetry={retry} t={card} lang={lang} />
          ) : data.cards.length > 0 ? (
            <ProductGrid
              cards={data.cards}
              interactive
              eagerCount={2}
              className={styles.grid}
              t={card}
              lang={lang}
            />
          ) : loading ? (
            <CardSkeleton count={12} className={styles.grid} t={card} />
          ) : (
            <div className={ui.empty}>
              <p>{t.noMatches}</p>
              <button type="button" className={`${ui.button} ${ui.primary}`} onClick={clear}>
                {t.clearFilters}
              </button>
            </div>
          )}
        </div>

        {error === null && data.total > query.limit && (
          <Pagination
            page={query.page}
            pages={data.pages}
            hrefFor={hrefFor}
            onNavigate={showPage}
            disabled={loading}
            t={card}
          />
        )}
      </section>
    </div>
  );
}
