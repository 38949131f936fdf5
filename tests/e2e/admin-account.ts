// The back-office admin the e2e shop creates at start (scripts/e2e-server.ts), for the journeys,
// and the staff members it adds through the staff API.
import type { APIRequestContext } from '@playwright/test';
import { apiCall, uniqueEmail } from './helpers.ts';

export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  name: 'E2E Admin',
  password: 'e2e-admin-password-1',
} as const;

/** A new staff member of `role`, added by the e2e admin through the staff API, as the staff
 * screen would; answers their e-mail and password and the admin's token. */
export async function addStaff(
  request: APIRequestContext,
  role: 'admin' | 'editor' | 'operator',
  name: string,
  password: string,
): Promise<{ email: string; password: string; adminToken: string }> {
  const signedIn = await apiCall(request, 'POST', '/admin/auth/sign-in', {
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  const adminToken = signedIn['accessToken'] as string;
  const staff = { email: uniqueEmail(role), password };
  await apiCall(request, 'POST', '/admin/staff', { ...staff, name, role }, adminToken);
  return { ...staff, adminToken };
}
