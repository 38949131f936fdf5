// The signed-in session in the browser: the access token lives in memory only; the user object
// is persisted for the header (user-store.ts). Refreshes at start-up (when a user is known) and
// 60 seconds before the token expires; logout always clears, whatever the server says.
import { atom, computed } from 'nanostores';
import { apiClient } from '../../api/client.ts';
import { authResponseSchema, type AuthResponse, type SignUpBody } from '../../api/schemas/user.ts';
import { ACCESS_TOKEN_REFRESH_LEAD_SECONDS } from '../../lib/constants.ts';
import { handoffDelayMs, markRefreshDone, markRefreshStarted } from './refresh-handoff.ts';
import { $user, setUser, whenUserLoaded } from './user-store.ts';

export const $accessToken = atom<string | null>(null);
/** True when an access token exists (SPEC.md section 3). */
export const $isLoggedIn = computed($accessToken, (token) => token !== null);

apiClient.setAccessTokenGetter(() => $accessToken.get());

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let ready: Promise<boolean> | undefined;

/** Milliseconds until the next refresh: 60 s before expiry, never negative. */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(0, (expiresInSeconds - ACCESS_TOKEN_REFRESH_LEAD_SECONDS) * 1000);
}

function clearTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function applySession(session: Pick<AuthResponse, 'accessToken' | 'expiresIn' | 'user'>): void {
  $accessToken.set(session.accessToken);
  setUser(session.user);
  clearTimer();
  refreshTimer = setTimeout(() => void refreshSession(), refreshDelayMs(session.expiresIn));
}

/** Clears token, timer and user without calling the server. */
export function clearSession(): void {
  clearTimer();
  $accessToken.set(null);
  setUser(null);
  ready = undefined;
}

/**
 * Runs `task` while holding a lock shared by every tab of the shop: the server treats a refresh
 * token presented twice as stolen, so two tabs must never refresh with the same cookie at once.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('shop-auth-refresh', task) : task();
}

/**
 * Exchanges the refresh cookie for a new access token; on failure the user is logged out. The
 * request is keepalive, so leaving the page does not cut it off after the server has rotated the
 * cookie; a refresh left unfinished by a previous page is waited for (refresh-handoff.ts).
 */
export function refreshSession(): Promise<boolean> {
  return withRefreshLock(async () => {
    const wait = handoffDelayMs();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Fetch the CSRF token first, so that the mark times the refresh request itself.
    await apiClient.csrfToken();
    markRefreshStarted();
    try {
      applySession(
        await apiClient.call('POST', '/auth/refresh-token', authResponseSchema, {
          auth: false,
          keepalive: true,
        }),
      );
      return true;
    } catch {
      clearSession();
      return false;
    } finally {
      markRefreshDone();
    }
  });
}

/**
 * Resolves once the session is known. A refresh is asked for at start-up when a user is
 * remembered (once the stored user is read); a guest's page makes no auth call at all.
 */
export async function authReady(): Promise<boolean> {
  if ($accessToken.get()) return true;
  await whenUserLoaded();
  if (!$user.get()) return false;
  ready ??= refreshSession();
  return ready;
}

export async function signIn(email: string, password: string): Promise<AuthResponse> {
  const session = await apiClient.call('POST', '/auth/sign-in', authResponseSchema, {
    body: { email, password },
    auth: false,
  });
  applySession(session);
  ready = Promise.resolve(true);
  return session;
}

export async function signUp(body: SignUpBody): Promise<AuthResponse> {
  const session = await apiClient.call('POST', '/auth/sign-up', authResponseSchema, {
    body,
    auth: false,
  });
  applySession(session);
  ready = Promise.resolve(true);
  return session;
}

/**
 * Calls the server when a session exists (a token in memory, or a remembered user whose refresh
 * cookie the server revokes); always clears timer, user and token.
 */
export async function logout(): Promise<void> {
  await whenUserLoaded();
  const signedIn = $accessToken.get() !== null || $user.get() !== null;
  try {
    if (signedIn) await apiClient.call('POST', '/auth/sign-out', null, { body: {} });
  } catch (error) {
    console.warn('Sign-out call failed', error);
  } finally {
    clearSession();
  }
}
