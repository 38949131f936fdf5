// Islands that show persisted state (cart, user) render a neutral placeholder on the server and
// during hydration, then the real value: no hydration mismatch (React error #418).
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => {};

/** false on the server and during hydration, true once the island runs in the browser. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** true once mounted and the stored state behind `$loaded` (stored-atom.ts) has been read. */
export function useReady($loaded: ReadableAtom<boolean>): boolean {
  const loaded = useStore($loaded);
  return useMounted() && loaded;
}
