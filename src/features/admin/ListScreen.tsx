// A back-office list kept in the page address (orders, reviews), drawn from its useListQuery
// state: the filter form, the form's own complaint or the failure message, "n orders" and
// "Loading…", the empty message, the list itself (drawn by the screen) and the pager.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Pagination } from '../../api/schemas/common.ts';
import { Alert } from './Alert.tsx';
import { ListFilters, type FilterSpec } from './ListFilters.tsx';
import Pager from './Pager.tsx';
import type { ListQuery } from './use-list-query.ts';

/** What a list screen is made of, besides its state. */
export interface ListView<Filters, List> {
  /**
   * The screen's CSS module: the root's class is named by `noun`'s plural ("orders"); then
   * filters, search, actions, secondary and pager.
   */
  styles: Readonly<Record<string, string | undefined>>;
  /**
   * What the items are called, one and several ("order", "orders"): "n orders", "No orders match
   * these filters.", the pager's name ("Order pages") and the ids' prefix (orders-status, …).
   */
  noun: readonly [one: string, many: string];
  specs: readonly FilterSpec<keyof Filters & string>[];
  /** The items of a page. */
  items: (list: List) => readonly unknown[];
  /** The form's own complaint about the filters ('' when none): they are not applied then. */
  check?: (filters: Filters) => string;
}

interface Props<Filters extends { page?: string }, List> {
  query: ListQuery<Filters, List>;
  view: ListView<Filters, List>;
  /** The items of the page, drawn when there are some. */
  children: (list: List) => ReactNode;
}

export function ListScreen<
  Filters extends { page?: string },
  List extends { pagination: Pagination },
>({
  query: { loading, list, answer, field, draft, draftWithoutPage, apply, goTo },
  view: { styles, noun, specs, items, check },
  children,
}: Props<Filters, List>) {
  const [formError, setFormError] = useState('');
  const [one, many] = noun;
  const pagination = list?.pagination;
  const shown = list ? items(list).length : 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complaint = check?.(draft) ?? '';
    setFormError(complaint);
    if (!complaint) apply(draftWithoutPage());
  };

  const goToPage = (page: number) => {
    setFormError('');
    goTo(page);
  };

  return (
    <div className={styles[many]} aria-busy={loading || undefined}>
      <ListFilters
        prefix={many}
        specs={specs}
        field={field}
        styles={styles}
        onSubmit={submit}
        onClear={() => apply({} as Filters)}
      />

      <Alert message={formError || (loading ? '' : answer?.error)} />
      <p role="status" className="admin-muted">
        {pagination ? `${pagination.total} ${pagination.total === 1 ? one : many}` : ''}
        {loading ? ' Loading…' : ''}
      </p>

      {list && shown === 0 && !loading && (
        <p className="admin-card">{`No ${many} match these filters.`}</p>
      )}
      {list && shown > 0 && children(list)}

      {pagination && pagination.pages > 1 && (
        <Pager
          label={`${one[0]!.toUpperCase()}${one.slice(1)} pages`}
          page={pagination.page}
          pages={pagination.pages}
          loading={loading}
          onGo={goToPage}
          className={styles['pager']}
          buttonClassName={`admin-button ${styles['secondary']}`}
        />
      )}
    </div>
  );
}
