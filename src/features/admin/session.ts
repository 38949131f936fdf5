// The staff session in the back office's pages: the access token in memory only (never stored),
// restored on every page load from the staff refresh cookie (path /api/admin/auth, apart from a
// customer's), refreshed 60 seconds before it expires. Every back-office call goes through
// `adminClient`, an instance of the shop's one API client core (CSRF, bearer, error mapping).
import { atom } from 'nanostores';
import { createApiClient, type CallOptions } from '../../api/client.ts';
import {
  staffAuthResponseSchema,
  type StaffAuthResponse,
  type StaffMember,
} from '../../api/schemas/staff.ts';
import { ApiError } from '../../api/http.ts';
import { ACCESS_TOKEN_REFRESH_LEAD_SECONDS } from '../../lib/constants.ts';
import type * as z from 'zod/mini';

/** The signed-in staff member; null when signed out (or not known yet: see staffReady). */
export const $staff = atom<StaffMember | null>(null);
const $staffToken = atom<string | null>(null);

/** The back office's API client: the shop's client core with the staff access token. */
export const adminClient = createApiClient({ getAccessToken: () => $staffToken.get() });

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let ready: Promise<boolean> | undefined;

function clearTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function applySession(session: StaffAuthResponse): void {
  $staffToken.set(session.accessToken);
  $staff.set(session.staff);
  clearTimer();
  const delay = Math.max(0, (session.expiresIn - ACCESS_TOKEN_REFRESH_LEAD_SECONDS) * 1000);
  refreshTimer = setTimeout(() => void refreshStaffSession(), delay);
}

function clearStaffSession(): void {
  clearTimer();
  $staffToken.set(null);
  $staff.set(null);
}

/** Runs `task` under a lock shared by the back office's tabs: a refresh token is single-use. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('staff-auth-refresh', task) : task();
}

/** Exchanges the staff refresh cookie for a new access token; false (signed out) when refused. */
export function refreshStaffSession(): Promise<boolean> {
  return withRefreshLock(async () => {
    try {
      applySession(
        await adminClient.call('POST', '/admin/auth/refresh', staffAuthResponseSchema, {
          auth: false,
          keepalive: true,
        }),
      );
      return true;
    } catch {
      clearStaffSession();
      return false;
    }
  });
}

/** Resolves once the session is known (one refresh per page load): true when signed in. */
export function staffReady(): Promise<boolean> {
  if ($staffToken.get()) return Promise.resolve(true);
  ready ??= refreshStaffSession();
  return ready;
}

/** Signs in; rejects with the ApiError (its `errors.totpCode` asks for a two-factor code). */
export async function signInStaff(
  email: string,
  password: string,
  totpCode?: string,
): Promise<StaffMember> {
  const session = await adminClient.call('POST', '/admin/auth/sign-in', staffAuthResponseSchema, {
    body: { email, password, ...(totpCode ? { totpCode } : {}) },
    auth: false,
  });
  applySession(session);
  ready = Promise.resolve(true);
  return session.staff;
}

/** Ends the session on the server (cookie and token) and here, whatever the server says. */
export async function signOutStaff(): Promise<void> {
  try {
    await adminClient.call('POST', '/admin/auth/sign-out', null, { body: {} });
  } catch (error) {
    console.warn('Sign-out call failed', error);
  } finally {
    clearStaffSession();
    ready = Promise.resolve(false);
  }
}

/**
 * A back-office API call (path under /api, e.g. '/admin/staff'), parsed by its contract schema.
 * Waits for the session; an expired token is refreshed once and the call retried.
 */
export async function adminCall<S extends z.core.$ZodType>(
  method: string,
  path: string,
  schema: S | null,
  options?: CallOptions,
): Promise<z.output<S>> {
  await staffReady();
  try {
    return await adminClient.call(method, path, schema, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    if (!(await refreshStaffSession())) throw error;
    return adminClient.call(method, path, schema, options);
  }
}
