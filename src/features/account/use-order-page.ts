// The pages about one of the customer's orders (its invoice, its review page): the order id comes
// from the address, the order is read once the session is confirmed, and an unknown order (404, or
// no id in the address) is told apart from a failure.
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { failureText } from './field-errors.ts';
import { useSignedIn } from './use-account-gate.ts';

export type OrderPageLoad<T> =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

/**
 * What `read` answers for the order `orderId` finds in the address; `failed` is the message of a
 * failure without one of its own. `retry` reads again; `setLoad` shows a newer answer. Pass
 * functions and a message that do not change between renders (module-level ones).
 */
export function useOrderPage<T>(
  orderId: (location: Location) => string | null,
  read: (id: string) => Promise<T>,
  failed: string,
  lang: 'en' | 'vi' = 'en',
) {
  const signedIn = useSignedIn(lang);
  const [load, setLoad] = useState<OrderPageLoad<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    const id = orderId(window.location);
    const request = id ? read(id) : Promise.reject(new ApiError(404, 'No order id in the address'));
    let live = true;
    request.then(
      (value) => live && setLoad({ kind: 'ready', value }),
      (error: unknown) =>
        live &&
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : { kind: 'failed', message: failureText(error, failed) },
        ),
    );
    return () => {
      live = false;
    };
  }, [signedIn, attempt, orderId, read, failed]);

  return { load, setLoad, retry: () => setAttempt((count) => count + 1) };
}
