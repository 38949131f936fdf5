// A session held in the browser: the access token lives in memory only and is renewed with the
// refresh cookie 60 seconds before it expires, by one tab at a time (the server treats a refresh
// token presented twice as stolen, so the tabs take a Web Lock). The shop's customer session
// (session.ts) and the back office's staff session (admin/session.ts) are each one of these.
import { atom, type ReadableAtom } from 'nanostores';
import { ACCESS_TOKEN_REFRESH_LEAD_SECONDS } from '../../lib/constants.ts';

/** What a sign-in or a refresh answers: the token and its lifetime in seconds. */
interface Grant {
  accessToken: string;
  expiresIn: number;
}

export interface TokenSession<G extends Grant> {
  readonly $token: ReadableAtom<string | null>;
  /** Takes up a grant (from a sign-in or a refresh) and schedules the next refresh. */
  start(grant: G): void;
  /** Forgets the token and who held it, and cancels the next refresh. */
  end(): void;
  /** Asks for a new grant under the tabs' lock; on failure the session ends (false). */
  refresh(): Promise<boolean>;
}

/** Milliseconds until the next refresh: 60 s before expiry, never negative. */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(0, (expiresInSeconds - ACCESS_TOKEN_REFRESH_LEAD_SECONDS) * 1000);
}

export function tokenSession<G extends Grant>(options: {
  /** The Web Lock's name, one per kind of session. */
  lock: string;
  /** Exchanges the refresh cookie for a new grant. */
  request: () => Promise<G>;
  /** Shows who holds the session (null: nobody). */
  holder: (grant: G | null) => void;
}): TokenSession<G> {
  const $token = atom<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = (grant: G | null): void => {
    clearTimeout(timer);
    $token.set(grant?.accessToken ?? null);
    options.holder(grant);
  };

  const session: TokenSession<G> = {
    $token,
    start(grant) {
      take(grant);
      timer = setTimeout(() => void session.refresh(), refreshDelayMs(grant.expiresIn));
    },
    end: () => take(null),
    refresh() {
      const task = async (): Promise<boolean> => {
        try {
          session.start(await options.request());
          return true;
        } catch {
          session.end();
          return false;
        }
      };
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks ? locks.request(options.lock, task) : task();
    },
  };
  return session;
}
