import { fakeWindow, stored, storeInOtherTab } from './browser-storage.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type User } from '../../src/api/schemas/user.ts';
import type * as SessionModule from '../../src/features/auth/session.ts';
import type * as UserStoreModule from '../../src/features/auth/user-store.ts';

const user: User = {
  _id: 'u1',
  name: 'Lan Nguyen',
  email: 'lan@example.com',
  phone: '0912345678',
  address: null,
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: '2026-11-01T00:00:00.000Z',
};

interface Call {
  path: string;
  headers: Headers;
  keepalive: boolean;
}
const calls: Call[] = [];
let refreshOk = true;
/** What the server's answers carry beside the user's fields (nothing unless a test says so). */
let userExtras: Record<string, unknown> = {};
let signOutOk = true;
let issued = 0;

/** The shop's auth endpoints, scripted. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = new Request(input, init);
  const path = new URL(req.url).pathname.replace(/^\/api/, '');
  calls.push({ path, headers: req.headers, keepalive: req.keepalive });
  if (path === '/auth/csrf-token') return Response.json({ csrfToken: 'csrf' });
  if (path === '/auth/sign-in' || (path === '/auth/refresh-token' && refreshOk)) {
    issued += 1;
    return Response.json({
      user: { ...user, ...userExtras },
      accessToken: `access-${issued}`,
      expiresIn: 900,
    });
  }
  if (path === '/auth/refresh-token')
    return Response.json({ message: 'Invalid refresh token' }, { status: 401 });
  if (path === '/auth/sign-out')
    return signOutOk
      ? new Response(null, { status: 204 })
      : Response.json({ message: 'down' }, { status: 500 });
  return Response.json({ message: 'Not found' }, { status: 404 });
}

const storage = (): string => JSON.stringify(Object.fromEntries(stored));
const HANDOFF_KEY = 'shop:refresh-in-flight';

let session: typeof SessionModule;
let users: typeof UserStoreModule;

beforeAll(async () => {
  vi.stubGlobal('fetch', fakeFetch);
  // The refresh hand-off mark lives in the same localStorage as the stored user.
  vi.stubGlobal('localStorage', fakeWindow.localStorage);
  session = await import('../../src/features/auth/session.ts');
  users = await import('../../src/features/auth/user-store.ts');
});

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  refreshOk = true;
  signOutOk = true;
  userExtras = {};
  session.clearSession();
  stored.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const refreshCalls = () => calls.filter((c) => c.path === '/auth/refresh-token').length;

describe('browser session', () => {
  it('schedules the next refresh 60 seconds before the token expires', () => {
    expect(session.refreshDelayMs(900)).toBe(840_000);
    expect(session.refreshDelayMs(30)).toBe(0);
  });

  it('keeps the access token in memory only and the user for the header', async () => {
    await session.signIn('lan@example.com', 'secret-123');
    expect(session.$accessToken.get()).toBe('access-1');
    expect(session.$isLoggedIn.get()).toBe(true);
    expect(users.$user.get()?.name).toBe('Lan Nguyen');
    expect(storage()).toContain('Lan Nguyen');
    expect(storage()).not.toContain('access-');
  });

  it('refreshes by itself 60 seconds before expiry and sends the new token afterwards', async () => {
    await session.signIn('lan@example.com', 'secret-123');
    await vi.advanceTimersByTimeAsync(839_000);
    expect(refreshCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshCalls()).toBe(1);
    expect(session.$accessToken.get()).toBe(`access-${issued}`);
  });

  it('logs out when a refresh fails', async () => {
    await session.signIn('lan@example.com', 'secret-123');
    refreshOk = false;
    expect(await session.refreshSession()).toBe(false);
    expect(session.$accessToken.get()).toBeNull();
    expect(users.$user.get()).toBeNull();
  });

  it('asks for a refresh at start-up only when a user is remembered', async () => {
    expect(await session.authReady()).toBe(false);
    expect(refreshCalls()).toBe(0);
    users.setUser(user);
    expect(await session.authReady()).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(session.$accessToken.get()).toMatch(/^access-/);
  });

  it('sends the refresh as keepalive and leaves no hand-off mark once it is answered', async () => {
    users.setUser(user);
    expect(await session.refreshSession()).toBe(true);
    expect(calls.find((c) => c.path === '/auth/refresh-token')?.keepalive).toBe(true);
    expect(stored.has(HANDOFF_KEY)).toBe(false);
  });

  it('waits out the hand-off window of a refresh that a page left unfinished', async () => {
    users.setUser(user);
    stored.set(HANDOFF_KEY, String(Date.now() - 1_000));
    const refreshed = session.refreshSession();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(refreshCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await refreshed).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(stored.has(HANDOFF_KEY)).toBe(false);
  });

  it('ignores a hand-off mark older than the window', async () => {
    users.setUser(user);
    stored.set(HANDOFF_KEY, String(Date.now() - 60_000));
    expect(await session.refreshSession()).toBe(true);
    expect(refreshCalls()).toBe(1);
  });

  it('skips the server on logout when nobody is signed in', async () => {
    await session.logout();
    expect(calls.filter((c) => c.path === '/auth/sign-out')).toHaveLength(0);
  });

  it('calls the server on logout with the bearer token and clears everything even when the call fails', async () => {
    await session.signIn('lan@example.com', 'secret-123');
    signOutOk = false;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await session.logout();
    const signOut = calls.find((c) => c.path === '/auth/sign-out');
    expect(signOut?.headers.get('Authorization')).toMatch(/^Bearer access-/);
    expect(session.$accessToken.get()).toBeNull();
    expect(users.$user.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(refreshCalls()).toBe(0);
  });
});

describe('user store', () => {
  it('never stores fields beyond the user, such as a token passed along', async () => {
    userExtras = { accessToken: 'secret', role: 'admin' };
    await session.signIn('lan@example.com', 'secret-123');
    expect(users.$user.get()).toEqual(user);
    expect(storage()).not.toContain('secret');
    expect(storage()).not.toContain('admin');
  });

  it('treats a corrupt or foreign stored user as signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $user } = users;
    for (const bad of ['{not json', JSON.stringify({ name: 'x' }), JSON.stringify([1, 2])]) {
      storeInOtherTab('user', JSON.stringify(user));
      await vi.waitFor(() => expect($user.get()).toEqual(user));
      warn.mockClear();
      storeInOtherTab('user', bad);
      await vi.waitFor(() => expect($user.get()).toBeNull());
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('stored user'), expect.any(Error));
    }
  });

  it('follows another tab signing in and out', async () => {
    storeInOtherTab('user', JSON.stringify(user));
    await vi.waitFor(() => expect(users.$user.get()).toEqual(user));
    storeInOtherTab('user', undefined);
    expect(users.$user.get()).toBeNull();
  });
});

describe('a page load with a stored user', () => {
  /** The session and user modules as a new page loads them, with `value` stored under 'user'. */
  async function loadPage(value: unknown) {
    stored.set('user', JSON.stringify(value));
    vi.resetModules();
    const freshUsers = await import('../../src/features/auth/user-store.ts');
    const fresh = await import('../../src/features/auth/session.ts');
    return { session: fresh, users: freshUsers };
  }

  it('reads the stored user through the contract: its fields only', async () => {
    const page = await loadPage({ ...user, accessToken: 'secret' });
    await page.users.whenUserLoaded();
    expect(page.users.$user.get()).toEqual(user);
  });

  it('a stored user the contract refuses means signed out: no refresh, and the value is dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await loadPage({ ...user, notificationSettings: null });
    expect(await page.session.authReady()).toBe(false);
    expect(page.users.$user.get()).toBeNull();
    expect(stored.has('user')).toBe(false);
    expect(refreshCalls()).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stored user'), expect.any(Error));
  });

  it('asks for a refresh once the stored user is read', async () => {
    const page = await loadPage(user);
    expect(await page.session.authReady()).toBe(true);
    expect(refreshCalls()).toBe(1);
  });

  it('a user set before the stored one is read wins over it', async () => {
    stored.set('user', JSON.stringify(user));
    vi.resetModules();
    const page = await import('../../src/features/auth/user-store.ts');
    const other = { ...user, _id: 'u2', name: 'Minh Tran' };
    expect(page.$userLoaded.get()).toBe(false);
    page.setUser(other);
    await page.whenUserLoaded();
    expect(page.$user.get()).toEqual(other);
    expect(storage()).toContain('Minh Tran');
    page.setUser(null);
    expect(stored.has('user')).toBe(false);
  });
});
