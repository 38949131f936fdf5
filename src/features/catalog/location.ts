// The address bar's query string as an external store for islands: pushState changes it,
// back/forward (popstate) re-reads it, and React re-renders from it.
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToSearch(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

export const currentSearch = (): string => window.location.search;

/** Static HTML knows no query string: hydration starts from none, then reads the real one. */
export const serverSearch = (): string => '';

/** Puts a new query string in the address bar (a new history entry) and tells every island. */
export function pushSearch(search: string): void {
  if (search === window.location.search) return;
  window.history.pushState(null, '', `${window.location.pathname}${search}`);
  notify();
}
