// Password reset, as a customer who forgot it: "Reset it" on the login page, the link read from the
// e-mail in the shop's outbox, a new password (the change-password rules inline), then sign-in with
// it; the session of the device signed in before is gone, and the link is spent. Both widths, axe
// on each screen, a screenshot of each attached.
import { expect, test } from '@playwright/test';
import { PASSWORD_RESET_MESSAGES } from '../../src/lib/password-reset.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import {
  attachScreenshot,
  expectNoSeriousAxeViolations,
  fillLoginForm,
  signUpCustomer,
  waitForIslands,
} from './helpers.ts';
import { waitForMail } from './mail-outbox.ts';

const OLD_PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';

test('a forgotten password is reset from the e-mailed link, and the old session is gone', async ({
  browser,
  page,
}, testInfo) => {
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`;
  // A device that was signed in before: the account is created there.
  const before = await browser.newContext();
  await signUpCustomer(before.request, { name: 'Đỗ Quỳnh Như', email, password: OLD_PASSWORD });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset it' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
  await waitForIslands(page);
  await expectNoSeriousAxeViolations(page, '/forgot-password');
  await attachScreenshot(page, testInfo, 'forgot password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.sent)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/forgot-password (sent)');
  await attachScreenshot(page, testInfo, 'link sent');

  const mail = await waitForMail(email, 'Reset your VietTech Store password');
  const link = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  const { pathname, search } = new URL(link![0]);

  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  await waitForIslands(page);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(MESSAGES.passwordTooShortChange)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/reset-password (invalid)');
  await attachScreenshot(page, testInfo, 'reset password');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();
  await attachScreenshot(page, testInfo, 'password reset');

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForIslands(page);
  await fillLoginForm(page, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/$/);

  // The device signed in before the reset is signed out: its account pages send it to the login.
  const old = await before.newPage();
  await old.goto('/profile');
  await expect(old).toHaveURL(/\/login/);
  await before.close();

  // The link worked once.
  await page.goto(pathname + search);
  await waitForIslands(page);
  await page.getByLabel('New Password', { exact: true }).fill('third-pass-3');
  await page.getByLabel('Confirm New Password').fill('third-pass-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(PASSWORD_RESET_MESSAGES.expiredToken);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(
    waitForMail(email, 'Your VietTech Store password was changed'),
  ).resolves.toBeTruthy();
});
