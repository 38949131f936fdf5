// The back office's door: a signed-out visitor is sent to the sign-in page, a wrong password is
// refused inline, the admin signs in, sees the dashboard with every section, and signs out.
import { expect, test } from '@playwright/test';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { E2E_ADMIN, submitStaffSignIn } from './admin-account.ts';

test('an admin signs in at /admin/login, sees the dashboard and signs out', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  await submitStaffSignIn(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGES.invalidCredentials);
  // The code box is always there, optional, for members with two-factor sign-in on.
  await expect(page.getByLabel('Two-factor code')).not.toHaveAttribute('required');

  await submitStaffSignIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(E2E_ADMIN.email);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const section of ['Products', 'Orders', 'Staff', 'Audit', 'Builds'])
    await expect(nav.getByRole('link', { name: section })).toBeVisible();

  // The session survives a reload (the staff refresh cookie), then ends with sign-out.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});
