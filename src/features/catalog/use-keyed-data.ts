// Loads the data a key (a query string) stands for, keeping the last loaded data on screen
// while the next key loads; data built ahead of time answers its own key without a call.
import { useEffect, useEffectEvent, useState } from 'react';

export interface KeyedData<T> {
  /** The latest data loaded, possibly for an earlier key; null before anything loaded. */
  data: T | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** `key` null means there is nothing to load. */
export function useKeyedData<T>(
  key: string | null,
  load: () => Promise<T>,
  initial: { key: string; data: T } | null = null,
): KeyedData<T> {
  const [loaded, setLoaded] = useState(initial);
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadNow = useEffectEvent(load);
  const loadedKey = loaded?.key ?? null;

  useEffect(() => {
    if (key === null || loadedKey === key) return;
    let current = true;
    loadNow()
      .then((data) => {
        if (current) setLoaded({ key, data });
      })
      .catch((error: unknown) => {
        if (current) setFailed({ key, error });
      });
    return () => {
      current = false;
    };
  }, [key, loadedKey, attempt]);

  const error = key !== null && failed?.key === key ? failed.error : null;
  return {
    data: loaded?.data ?? null,
    loading: key !== null && loadedKey !== key && error === null,
    error,
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
  };
}
