// A customer with a phone number and no e-mail, at 390 and 1280 px: registers with the number
// written with its country code, signs out, signs in with the number written another way, forgets
// the password, reads the code from the text message in the shop's SMS outbox, sets a new
// password with it and signs in with that. Axe on each new screen, a screenshot of each attached.
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PASSWORD_RESET_MESSAGES } from '../../src/lib/password-reset.ts';
import {
  attachScreenshot,
  expectNoSeriousAxeViolations,
  fillLoginForm,
  waitForIslands,
} from './helpers.ts';
import { waitForText } from './sms-outbox.ts';

const OLD_PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';

test('a phone-only customer signs in with the number and resets the password by text message', async ({
  page,
}, testInfo) => {
  // 09 and eight digits: 0912345678 is "+84 912 345 678", "84 912.345.678", "0912.345.678".
  const phone = `09${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const [a, b, c] = [phone.slice(1, 4), phone.slice(4, 7), phone.slice(7)];

  await page.goto('/register');
  await waitForIslands(page);
  await page.getByLabel('Full Name').fill('Lê Văn Phúc');
  await page.getByLabel('Phone Number').fill(`+84 ${a} ${b} ${c}`);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`0${a} ${b} ${c}`);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Logout from the main menu on a phone, from the account menu at 1280 px.
  const menu = testInfo.project.name === 'mobile' ? 'Open menu' : 'Account';
  await page.getByRole('button', { name: menu, exact: true }).click();
  // Logout signs out, then loads the home page again: wait for that load before going on.
  const home = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await home;
  await page.goto('/login');
  await waitForIslands(page);
  await expectNoSeriousAxeViolations(page, '/login');
  await attachScreenshot(page, testInfo, 'login');
  await fillLoginForm(page, { email: `84 ${a}.${b}.${c}`, password: OLD_PASSWORD });
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/forgot-password');
  await waitForIslands(page);
  await page.getByLabel('Email', { exact: true }).fill(`0${a}.${b}.${c}`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your text messages')).toBeVisible();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.sentText)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/forgot-password (texted)');
  await attachScreenshot(page, testInfo, 'code sent');

  const sms = await waitForText(`+84${phone.slice(1)}`, 'password-reset-code');
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  expect(code, sms.text).toBeDefined();

  await page.getByRole('link', { name: 'Enter the Code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?phone=/);
  await waitForIslands(page);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`0${a} ${b} ${c}`);
  // A mistyped code is refused with the form kept, to type it again or ask for a new one.
  const mistyped = code!.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await page.getByLabel('Code').fill(mistyped);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const refused = page.getByRole('alert').filter({ hasText: PASSWORD_RESET_MESSAGES.invalidCode });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Ask for a new code' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await page.getByLabel('Code').fill(code!);
  await expectNoSeriousAxeViolations(page, '/reset-password (code)');
  await attachScreenshot(page, testInfo, 'reset with the code');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForIslands(page);
  await fillLoginForm(page, { email: `+84 ${a} ${b} ${c}`, password: OLD_PASSWORD });
  await expect(page.getByRole('alert')).toContainText('Invalid phone number or password');
  await fillLoginForm(page, { email: phone, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/$/);
});
