// Staff management in the back office: an admin adds an editor at /admin/staff (the API's
// refusals shown inline first), signs out; the editor signs in and sees the catalogue's sections
// but not the staff's or the orders', and turns two-factor sign-in on and off at My account.
import { expect, test, type Page } from '@playwright/test';
import { totpCodeAt } from '../../src/server/auth/totp.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { expectNoSeriousAxeViolations } from './helpers.ts';

async function signIn(page: Page, email: string, password: string, next = '/admin') {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.locator('body')).toHaveAttribute('data-admin-state', /^(ready|forbidden)$/);
}

test('an admin adds an editor, who signs in and sees Products but not Staff or Orders', async ({
  page,
}, testInfo) => {
  const editor = {
    email: `editor-${testInfo.project.name}-${Date.now()}@example.com`,
    name: 'Lan Editor',
    password: 'editor-password-1',
  };
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/staff');
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a staff member' });
  await form.getByLabel('Email').fill(editor.email);
  await form.getByLabel('Name').fill(editor.name);
  await form.getByLabel('Role', { exact: true }).selectOption('editor');
  await form.getByLabel('Initial password').fill('short');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();

  // An e-mail already taken: the API's 409, on the field.
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Initial password').fill(editor.password);
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByText('A staff member with this email already exists')).toBeVisible();

  await form.getByLabel('Email').fill(editor.email);
  await form.getByLabel('Initial password').fill(editor.password);
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByRole('status')).toHaveText(`Added ${editor.email} as Editor.`);
  const row = page.getByRole('row').filter({ hasText: editor.email });
  await expect(row).toContainText(editor.name);
  await expect(row.getByLabel(`Role of ${editor.email}`)).toHaveValue('editor');
  await expect(row).toContainText('Off');
  await expectNoSeriousAxeViolations(page, '/admin/staff');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Builds' })).toBeVisible();
  for (const hidden of ['Staff', 'Orders', 'Audit'])
    await expect(nav.getByRole('link', { name: hidden })).toBeHidden();

  // The staff screen itself refuses an editor.
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toContainText('Your role does not allow this page.');

  // My account: two-factor sign-in on (a wrong code refused inline first), then off.
  await page.getByRole('banner').getByRole('link', { name: editor.email }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const secret = await page.getByLabel('Key', { exact: true }).inputValue();
  await expect(page.getByLabel('Address (otpauth URI)')).toHaveValue(/^otpauth:\/\/totp\//);
  const code = await totpCodeAt(secret, new Date());
  const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the app').fill(wrong);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Invalid two-factor code')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/account (two-factor setup)');
  await page.getByLabel('Code from the app').fill(await totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
});
