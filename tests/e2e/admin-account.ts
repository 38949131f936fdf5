// The back-office admin the e2e shop creates at start (scripts/e2e-server.ts), for the journeys,
// the staff members it adds through the staff API, and signing in to the back office.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, uniqueEmail, type Credentials } from './helpers.ts';

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

/** Fills the back office's sign-in form on the page (the two-factor code when given) and sends it. */
export async function submitStaffSignIn(
  page: Page,
  { email, password }: Credentials,
  code?: string,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (code !== undefined) await page.getByLabel('Two-factor code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs a staff member in from the sign-in page and waits until `next` (the dashboard unless
 * given) has been let in or refused for their role.
 */
export async function signInToBackOffice(
  page: Page,
  member: Credentials,
  { next = '/admin', code }: { next?: string; code?: string } = {},
): Promise<void> {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await submitStaffSignIn(page, member, code);
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.locator('body')).toHaveAttribute('data-admin-state', /^(ready|forbidden)$/);
}
