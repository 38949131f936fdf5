// A back-office list's filters as its page address keeps them: read from and written to the query
// string by a fixed set of keys (the orders and reviews screens).

/** The filters of a list whose keys are `keys`, each an optional string. */
export type ListFilters<Key extends string> = Partial<Record<Key, string>>;

/** The filters in a query string (`?status=shipped&q=…`), trimmed; unknown keys are ignored. */
export function listFiltersOf<Key extends string>(
  keys: readonly Key[],
  search: string,
): ListFilters<Key> {
  const params = new URLSearchParams(search);
  const filters: ListFilters<Key> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string of `filters` ('' when there are none), empty ones and page 1 left out. */
export function listSearchOf<Key extends string>(
  keys: readonly Key[],
  filters: ListFilters<Key>,
): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value && !(key === 'page' && value === '1')) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
