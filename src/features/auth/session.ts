// The signed-in session in the browser: the access token lives in memory only; the user object
// is persisted for the header (user-store.ts). Refreshes at start-up (when a user is known) and
// 60 seconds before the token expires; logout always clears, whatever the server says.
import { computed } from 'nanostores';
import { apiClient } from '../../api/client.ts';
import { authResponseSchema, type AuthResponse, type SignUpBody } from '../../api/schemas/user.ts';
import { handoffDelayMs, markRefreshDone, markRefreshStarted } from './refresh-handoff.ts';
import { tokenSession } from './token-session.ts';
import { $user, setUser, whenUserLoaded } from './user-store.ts';

export { refreshDelayMs } from './token-session.ts';

let ready: Promise<boolean> | undefined;

/**
 * The refresh request is keepalive, so leaving the page does not cut it off after the server has
 * rotated the cookie; a refresh left unfinished by a previous page is waited for (refresh-handoff.ts).
 */
async function requestRefresh(): Promise<AuthResponse> {
  const wait = handoffDelayMs();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  // Fetch the CSRF token first, so that the mark times the refresh request itself.
  await apiClient.csrfToken();
  markRefreshStarted();
  try {
    return await apiClient.call('POST', '/auth/refresh-token', authResponseSchema, {
      auth: false,
      keepalive: true,
    });
  } finally {
    markRefreshDone();
  }
}

const tokens = tokenSession<Pick<AuthResponse, 'accessToken' | 'expiresIn' | 'user'>>({
  lock: 'shop-auth-refresh',
  request: requestRefresh,
  holder: (session) => {
    setUser(session?.user ?? null);
    if (!session) ready = undefined;
  },
});

export const $accessToken = tokens.$token;
/** True when an access token exists: the shopper counts as signed in. */
export const $isLoggedIn = computed($accessToken, (token) => token !== null);

apiClient.setAccessTokenGetter(() => $accessToken.get());

/** Clears token, timer and user without calling the server. */
export const clearSession = tokens.end;

/** Exchanges the refresh cookie for a new access token; on failure the user is logged out. */
export const refreshSession = tokens.refresh;

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
  tokens.start(session);
  ready = Promise.resolve(true);
  return session;
}

export async function signUp(body: SignUpBody): Promise<AuthResponse> {
  const session = await apiClient.call('POST', '/auth/sign-up', authResponseSchema, {
    body,
    auth: false,
  });
  tokens.start(session);
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
