// The state of a back-office list whose filters live in the page address (the orders and reviews
// screens): the filters asked for and the form's draft of them, the answer (an older request's
// answer never replaces a newer one's; a failed load keeps the list shown, with the error), and
// moving to other filters or another page.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '../../api/errors.ts';

/** The filters asked for; `n` tells a new request from the answer to an older one. */
interface ListRequest<Filters> {
  filters: Filters;
  n: number;
}

export interface ListAnswer<List> {
  n: number;
  list: List | null;
  error: string;
}

interface ListQueryOptions<Filters, List> {
  /** The filters of the page address. */
  filtersOf: (search: string) => Filters;
  /** The page address's query string of the filters. */
  searchOf: (filters: Filters) => string;
  load: (filters: Filters) => Promise<List>;
  /** What the list says when a load fails without a message of its own. */
  failure: string;
}

export function useListQuery<Filters extends { page?: string }, List>({
  filtersOf,
  searchOf,
  load,
  failure,
}: ListQueryOptions<Filters, List>) {
  const [request, setRequest] = useState<ListRequest<Filters>>(() => ({
    filters: filtersOf(window.location.search),
    n: 0,
  }));
  const [draft, setDraft] = useState<Filters>(request.filters);
  const [answer, setAnswer] = useState<ListAnswer<List> | null>(null);

  useEffect(() => {
    let current = true;
    load(request.filters).then(
      (list) => current && setAnswer({ n: request.n, list, error: '' }),
      (problem: unknown) =>
        current &&
        setAnswer((previous) => ({
          n: request.n,
          list: previous?.list ?? null,
          error: errorMessage(problem, failure),
        })),
    );
    return () => {
      current = false;
    };
    // `load` and `failure` are fixed per screen; a new request is what loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  /** Shows `filters`: in the page address, the form and the list. */
  const apply = (filters: Filters) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${searchOf(filters)}${hash}`);
    setDraft(filters);
    setRequest({ filters: { ...filters }, n: request.n + 1 });
  };

  /** The form's value and change handler for one filter. */
  const field = (key: keyof Filters) => ({
    value: (draft[key] as string | undefined) ?? '',
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: event.target.value }),
  });

  return {
    draft,
    answer,
    setAnswer: setAnswer as Dispatch<SetStateAction<ListAnswer<List> | null>>,
    loading: answer?.n !== request.n,
    list: answer?.list ?? null,
    apply,
    field,
    /** The draft's filters without its page (a new filter starts on page 1). */
    draftWithoutPage: (): Filters => {
      const { page: _page, ...filters } = draft;
      return filters as Filters;
    },
    goTo: (target: number) => apply({ ...request.filters, page: String(target) }),
  };
}

/** A list's state and actions, as useListQuery answers them. */
export type ListQuery<Filters extends { page?: string }, List> = ReturnType<
  typeof useListQuery<Filters, List>
>;
