// A Vietnamese shopper's journeys, at 390 and 1280 px, every step found by its Vietnamese words
// (read from the Vietnamese catalogue, so the test follows the catalogue's wording): search → a
// product → the cart → checkout with cash on delivery → the order in My Orders; and a phone-only
// customer who registers, signs out, signs in with the number and resets the password with the
// texted code. Each page stays under /vi and says lang="vi"; the texts the shop sends are
// Vietnamese too.
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { fill } from '../../src/lib/i18n/browser.ts';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import { RESET_CODE_TTL_MINUTES } from '../../src/lib/password-reset.ts';
import { SHOP_NAME } from '../../src/lib/shop.ts';
import {
  attachScreenshot,
  buyableProduct,
  expectNoSeriousAxeViolations,
  isMobile,
  signUpCustomer,
  uniqueEmail,
  waitForIslands,
} from './helpers.ts';
import { waitForText } from './sms-outbox.ts';

/** An in-stock product without variations, one per width so parallel runs never share stock. */
const pickProduct = (request: APIRequestContext, testInfo: TestInfo) =>
  buyableProduct(request, isMobile(testInfo) ? 10 : 11, 'limit=60&sortBy=-createdAt');

async function expectVietnamese(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(new URL(page.url()).pathname).toMatch(/^\/vi(\/|$)/);
}

/** Signs out from the mobile menu on a phone, from the account menu on a desktop. */
async function signOut(page: Page, testInfo: TestInfo): Promise<void> {
  const menu = isMobile(testInfo) ? vi.shell.openMenu : vi.shell.account;
  await page.getByRole('button', { name: menu, exact: true }).click();
  const home = page.waitForEvent('load');
  await page.getByRole('button', { name: vi.shell.logout }).click();
  await home;
}

async function fillLogin(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel(vi.account.login.email, { exact: true }).fill(login);
  await page.getByLabel(vi.account.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: vi.account.login.submit, exact: true }).click();
}

test('a Vietnamese shopper searches, buys with cash on delivery and finds the order in My Orders', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const product = await pickProduct(request, testInfo);
  const customer = await signUpCustomer(request, {
    name: 'Trần Thị Mai',
    email: uniqueEmail('vi-buyer'),
    password: 'mat-khau-manh-1',
  });

  await page.goto('/vi/login');
  await waitForIslands(page);
  await expectVietnamese(page);
  await fillLogin(page, customer.email, customer.password);
  await page.waitForURL((url) => url.pathname === '/vi');

  await page.goto('/vi/search');
  await waitForIslands(page);
  await page.getByRole('searchbox', { name: vi.search.label }).fill(product.name);
  await page.getByRole('searchbox', { name: vi.search.label }).press('Enter');
  const result = page.getByRole('article').filter({ hasText: product.name }).first();
  await expect(result).toBeVisible();
  await expectVietnamese(page);
  await attachScreenshot(page, testInfo, 'search');
  await result.getByRole('link').first().click();
  await page.waitForURL(`**/vi/product/${product._id}`);
  await waitForIslands(page);
  await expectVietnamese(page);

  await page.getByRole('button', { name: vi.product.purchase.addToCart }).first().click();
  await expect(page.getByText(vi.product.purchase.addedToCart).first()).toBeVisible();
  await page.goto('/vi/cart');
  await waitForIslands(page);
  await expect(page.getByText(product.name).first()).toBeVisible();
  await attachScreenshot(page, testInfo, 'cart');
  await page.getByRole('link', { name: vi.cart.page.checkout }).click();
  await page.waitForURL('**/vi/checkout');
  await waitForIslands(page);
  await expectVietnamese(page);

  const words = vi.checkout.screen;
  await page.getByLabel(words.fields.fullName).fill(customer.name);
  await page.getByLabel(words.fields.phone).fill('0912 345 678');
  await page.getByLabel(words.fields.address).fill('12 Lê Lợi');
  await page.getByRole('combobox', { name: words.fields.city }).fill('Hồ Chí Minh');
  await page.getByRole('combobox', { name: words.fields.state }).fill('Quận 1');
  await page.getByLabel(words.fields.zipCode).fill('700000');
  await expect(page.getByRole('radio', { name: words.payments.cod })).toBeChecked();
  await expectNoSeriousAxeViolations(page, '/vi/checkout');
  await attachScreenshot(page, testInfo, 'checkout');
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page.getByRole('button', { name: words.placeOrder })).toBeVisible();
  await page.getByRole('button', { name: words.placeOrder }).click();

  await expect(page.getByRole('heading', { name: words.thankYou })).toBeVisible();
  const orderNumber = (await page.getByText(/^ORD-/).first().innerText()).trim();
  await attachScreenshot(page, testInfo, 'confirmation');
  await page.getByRole('link', { name: words.viewOrders }).click();
  await page.waitForURL('**/vi/orders');
  await waitForIslands(page);
  await expectVietnamese(page);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/vi/orders');
  await attachScreenshot(page, testInfo, 'my orders');
});

test('a phone-only customer registers in Vietnamese, signs in with the number and resets the password by text', async ({
  page,
}, testInfo) => {
  test.slow();
  const phone = `09${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const [a, b, c] = [phone.slice(1, 4), phone.slice(4, 7), phone.slice(7)];
  const register = vi.account.register;

  await page.goto('/vi/register');
  await waitForIslands(page);
  await expectVietnamese(page);
  await page.getByLabel(register.fullName).fill('Lê Văn Phúc');
  await page.getByLabel(register.phone).fill(`+84 ${a} ${b} ${c}`);
  await page.getByLabel(register.password, { exact: true }).fill('mat-khau-cu-1');
  await page.getByLabel(register.confirmPassword, { exact: true }).fill('mat-khau-cu-1');
  await attachScreenshot(page, testInfo, 'register');
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page.getByText(register.successTitle)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/vi');

  await signOut(page, testInfo);
  expect(new URL(page.url()).pathname).toBe('/vi');
  await page.goto('/vi/login');
  await waitForIslands(page);
  await fillLogin(page, `84 ${a}.${b}.${c}`, 'mat-khau-cu-1');
  await page.waitForURL((url) => url.pathname === '/vi');

  await page.goto('/vi/forgot-password');
  await waitForIslands(page);
  await expectVietnamese(page);
  await page.getByLabel(vi.account.login.email, { exact: true }).fill(phone);
  await page.getByRole('button', { name: vi.account.forgot.submit }).click();
  await expect(page.getByText(vi.passwordReset.sentText)).toBeVisible();
  await attachScreenshot(page, testInfo, 'code sent');

  const sms = await waitForText(`+84${phone.slice(1)}`, 'password-reset-code');
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  expect(code, sms.text).toBeDefined();
  // The text is written in the language the customer registered in (without tone marks, so that
  // it stays one text message).
  expect(sms.text).toBe(
    fill(vi.mail.sms.resetCode, { shop: SHOP_NAME, code: code!, minutes: RESET_CODE_TTL_MINUTES }),
  );

  await page.getByRole('link', { name: vi.account.forgot.enterCode }).click();
  await page.waitForURL(/\/vi\/reset-password\?phone=/);
  await waitForIslands(page);
  await page.getByLabel(vi.account.reset.code).fill(code!);
  await page.getByLabel(vi.account.reset.newPassword, { exact: true }).fill('mat-khau-moi-2');
  await page.getByLabel(vi.account.reset.confirmNewPassword).fill('mat-khau-moi-2');
  await expectNoSeriousAxeViolations(page, '/vi/reset-password (code)');
  await page.getByRole('button', { name: vi.account.reset.submit }).click();
  await expect(page.getByText(vi.passwordReset.done)).toBeVisible();
  await attachScreenshot(page, testInfo, 'password reset');

  await page.getByRole('link', { name: vi.account.reset.signIn, exact: true }).click();
  await page.waitForURL(/\/vi\/login$/);
  await waitForIslands(page);
  await fillLogin(page, phone, 'mat-khau-moi-2');
  await page.waitForURL((url) => url.pathname === '/vi');
});
