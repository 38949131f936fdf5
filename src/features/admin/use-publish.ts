// After a product write: "Publishing…" until the server says its change reached the page cache,
// then "Live" with the product's page. Asked every half second, for at most 30 seconds.
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishStatus } from './products-api.ts';

export type Publishing =
  | { state: 'idle' }
  | { state: 'publishing' }
  | { state: 'live'; url: string | null }
  | { state: 'unchanged' }
  | { state: 'slow' };

const POLL_MS = 500;
const POLLS = 60;

export function usePublish(): [Publishing, (id: string, change: number | null) => void] {
  const [publishing, setPublishing] = useState<Publishing>({ state: 'idle' });
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );
  const follow = useCallback((id: string, change: number | null) => {
    const mine = ++run.current;
    if (change === null) {
      setPublishing({ state: 'unchanged' });
      return;
    }
    setPublishing({ state: 'publishing' });
    void (async () => {
      for (let poll = 0; poll < POLLS && run.current === mine; poll++) {
        try {
          const status = await publishStatus(id, change);
          if (run.current !== mine) return;
          if (status.state === 'live') {
            setPublishing({ state: 'live', url: status.url });
            return;
          }
        } catch {
          // A failed check is asked again.
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (run.current === mine) setPublishing({ state: 'slow' });
    })();
  }, []);
  return [publishing, follow];
}
