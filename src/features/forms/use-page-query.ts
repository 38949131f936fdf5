// The query of the page's address, for islands on prerendered pages: the address is known only in
// the browser, so it is null on the server and while hydrating (no hydration mismatch), then read.
import { useMemo, useSyncExternalStore } from 'react';

const noChanges = (): (() => void) => () => {};
const search = () => window.location.search;

export function usePageQuery(): URLSearchParams | null {
  const query = useSyncExternalStore(noChanges, search, () => null);
  return useMemo(() => (query === null ? null : new URLSearchParams(query)), [query]);
}
