// A back-office list kept in the page address (orders, reviews), drawn from its useListQuery
// state: the filter form, the failure message, "n orders" and "Loading…", the empty message, the
// list itself (drawn by the screen) and the pager. `styles` is the screen's CSS module (filters,
// search, actions, secondary, pager).
import type { FormEvent, ReactNode } from 'react';
import type { Pagination } from '../../api/schemas/common.ts';
import { Alert } from './Alert.tsx';
import { ListFilters, type FilterSpec } from './ListFilters.tsx';
import Pager from './Pager.tsx';
import type { ListQuery } from './use-list-query.ts';

interface Props<Filters extends { page?: string }, List> {
  query: ListQuery<Filters, List>;
  className: string | undefined;
  styles: Readonly<Record<string, string | undefined>>;
  /** The ids' prefix ("orders": orders-status, …). */
  prefix: string;
  specs: readonly FilterSpec<keyof Filters & string>[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own complaint (shown before a failed load's message). */
  formError?: string;
  /** The items of a page. */
  items: (list: List) => readonly unknown[];
  /** What the items are called: one, several ("order", "orders"). */
  noun: readonly [one: string, many: string];
  /** The pager's accessible name ("Order pages"). */
  pagerLabel: string;
  /** Moving to another page (by default the query's). */
  onPage?: (page: number) => void;
  /** The items of the page, drawn when there are some. */
  children: (list: List) => ReactNode;
}

export function ListScreen<
  Filters extends { page?: string },
  List extends { pagination: Pagination },
>({
  query: { loading, list, answer, field, apply, goTo },
  className,
  styles,
  prefix,
  specs,
  onSubmit,
  formError,
  items,
  noun: [one, many],
  pagerLabel,
  onPage = goTo,
  children,
}: Props<Filters, List>) {
  const pagination = list?.pagination;
  const shown = list ? items(list).length : 0;
  return (
    <div className={className} aria-busy={loading || undefined}>
      <ListFilters
        prefix={prefix}
        specs={specs}
        field={field}
        styles={styles}
        onSubmit={onSubmit}
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
          label={pagerLabel}
          page={pagination.page}
          pages={pagination.pages}
          loading={loading}
          onGo={onPage}
          className={styles['pager']}
          buttonClassName={`admin-button ${styles['secondary']}`}
        />
      )}
    </div>
  );
}
