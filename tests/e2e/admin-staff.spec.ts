// Staff management in the back office: an admin adds an editor at /admin/staff (the API's
// refusals shown inline first), signs out; the editor signs in and sees the catalogue's sections
// but not the staff's or the orders', turns two-factor sign-in on at My account (with the
// password, then a code), signs in again with the code in one step, and turns it off. An admin
// resets another member's two-factor sign-in after a confirmation; the member is signed out and
// signs in with the password alone.
import { expect, test } from '@playwright/test';
import { totpSetupResponseSchema } from '../../src/api/schemas/staff.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { totpCodeAt } from '../../src/server/api/auth/totp.ts';
import { E2E_ADMIN, addStaff, signInToBackOffice, submitStaffSignIn } from './admin-account.ts';
import { apiCall, apiFetch, expectNoSeriousAxeViolations } from './helpers.ts';

/** A code of the authenticator's next step: the one just used to confirm is spent. */
const nextCode = (secret: string) => totpCodeAt(secret, new Date(Date.now() + 30_000));

test('an admin adds an editor, who signs in and sees Products but not Staff or Orders', async ({
  page,
}, testInfo) => {
  const editor = {
    email: `editor-${testInfo.project.name}-${Date.now()}@example.com`,
    name: 'Lan Editor',
    password: 'editor-password-1',
  };
  await signInToBackOffice(page, E2E_ADMIN, { next: '/admin/staff' });
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

  await signInToBackOffice(page, editor);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Builds' })).toBeVisible();
  for (const hidden of ['Staff', 'Orders', 'Audit'])
    await expect(nav.getByRole('link', { name: hidden })).toBeHidden();

  // The staff screen itself refuses an editor.
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toContainText('Your role does not allow this page.');

  // My account: two-factor sign-in on, with the password (a wrong one refused inline first),
  // then a code (a wrong code refused inline first).
  await page.getByRole('banner').getByRole('link', { name: editor.email }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.getByLabel('Password').fill('not-my-password-1');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText(STAFF_MESSAGES.passwordIncorrect)).toBeVisible();
  await page.getByLabel('Password').fill(editor.password);
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

  // Signing in now takes the code: without it, the answer is a wrong password's; with it, one step.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitStaffSignIn(page, editor);
  await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGES.invalidCredentials);
  await signInToBackOffice(page, editor, {
    next: '/admin/account',
    code: await nextCode(secret),
  });
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
});

test('an admin resets a member’s two-factor sign-in; the member signs in with the password alone', async ({
  page,
  request,
}) => {
  const member = await addStaff(request, 'operator', 'Minh Operator', 'operator-password-1');
  const signedIn = await apiCall(request, 'POST', '/admin/auth/sign-in', {
    email: member.email,
    password: member.password,
  });
  const memberToken = signedIn['accessToken'] as string;
  const setup = totpSetupResponseSchema.parse(
    await apiCall(
      request,
      'POST',
      '/admin/auth/totp/setup',
      { password: member.password },
      memberToken,
    ),
  );
  const code = await totpCodeAt(setup.secret, new Date());
  await apiCall(request, 'POST', '/admin/auth/totp/confirm', { code }, memberToken);

  await signInToBackOffice(page, E2E_ADMIN, { next: '/admin/staff' });
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Reset two-factor' }).click();
  const question = `Reset two-factor sign-in of ${member.email}? They will be signed out.`;
  const confirmation = row.getByRole('group', { name: question });
  await expect(confirmation).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/staff (reset two-factor)');
  await confirmation.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(row.getByRole('status')).toContainText('Two-factor sign-in reset');
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reset two-factor' })).toBeHidden();

  // The member's session is over; the password alone signs them in.
  expect((await apiFetch(request, 'GET', '/admin/auth/me', undefined, memberToken)).status()).toBe(
    401,
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInToBackOffice(page, member);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
