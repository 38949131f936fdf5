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
import { tokenSession } from '../auth/token-session.ts';
import type * as z from 'zod/mini';

/** The signed-in staff member; null when signed out (or not known yet: see staffReady). */
export const $staff = atom<StaffMember | null>(null);

const tokens = tokenSession<StaffAuthResponse>({
  lock: 'staff-auth-refresh',
  request: () =>
    adminClient.call('POST', '/admin/auth/refresh', staffAuthResponseSchema, {
      auth: false,
      keepalive: true,
    }),
  holder: (session) => $staff.set(session?.staff ?? null),
});

/** The back office's API client: the shop's client core with the staff access token. */
export const adminClient = createApiClient({ getAccessToken: () => tokens.$token.get() });

let ready: Promise<boolean> | undefined;

/** Exchanges the staff refresh cookie for a new access token; false (signed out) when refused. */
export const refreshStaffSession = tokens.refresh;

/** Resolves once the session is known (one refresh per page load): true when signed in. */
export function staffReady(): Promise<boolean> {
  if (tokens.$token.get()) return Promise.resolve(true);
  ready ??= refreshStaffSession();
  return ready;
}

/** Signs in (with the two-factor code when one is given); rejects with the ApiError. */
export async function signInStaff(
  email: string,
  password: string,
  totpCode?: string,
): Promise<StaffMember> {
  const session = await adminClient.call('POST', '/admin/auth/sign-in', staffAuthResponseSchema, {
    body: { email, password, ...(totpCode ? { totpCode } : {}) },
    auth: false,
  });
  tokens.start(session);
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
    tokens.end();
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
