// Customer accounts (login, registration, profile, orders and settings): whole journeys of fresh
// customers, each with its own account, at both widths, with axe on every screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RETURN_WINDOW_DAYS } from '../../src/lib/constants.ts';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import {
  expectNoSeriousAxeViolations,
  fillAddress,
  placeCodOrder,
  signIn,
  signUpCustomer,
  submitLogin,
  uniqueEmail,
  waitForIslands,
  type Customer,
} from './helpers.ts';

/** A fresh Vietnamese mobile number, digits only. */
const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new customer of the journey's own, signed up through the API. */
const createAccount = (request: APIRequestContext, label: string) =>
  signUpCustomer(request, {
    name: 'Phạm Minh Anh',
    email: uniqueEmail(label),
    password: 'first-pass-1',
  });

/** The shell shows who is signed in: the account menu on desktop, the main menu on mobile. */
async function expectHeaderShows(page: Page, name: string, mobile: boolean): Promise<void> {
  await expect(page.locator('header div:visible > astro-island[ssr]')).toHaveCount(0);
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Main menu' }).getByText(name, { exact: true }),
    ).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.locator('#account-menu').getByText(name, { exact: true })).toBeVisible();
  }
}

/** Places a cash-on-delivery order for two units of an in-stock product without variations. */
async function placeOrder(request: APIRequestContext, account: Customer) {
  const { products } = (await (await request.get('/api/product?limit=60')).json()) as {
    products: {
      _id: string;
      name: string;
      price: number;
      salePrice?: number | null;
      hasVariations: boolean;
      stock: number;
    }[];
  };
  const product = products.find((p) => !p.hasVariations && p.stock >= 2);
  if (!product) throw new Error('No simple product in stock to order');
  const order = await placeCodOrder(request, account, product, {
    quantity: 2,
    delivery: 'express',
    address: {
      fullName: account.name,
      email: account.email,
      phone: '0912 345 678',
      street: '12 Lý Thường Kiệt',
      home: '',
      city: 'Hà Nội',
      state: 'Hoàn Kiếm',
      zip: '100000',
      country: 'Vietnam',
    },
  });
  return { order, product };
}

test('a wrong password on sign-in shows the error inline and stays on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Reset it' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoSeriousAxeViolations(page);

  await submitLogin(page, { email: uniqueEmail('nobody'), password: 'not-the-password' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
});

test('a guest opening profile, orders or settings is sent to the login page', async ({ page }) => {
  for (const path of ['/profile', '/orders', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a new customer registers, lands home signed in, has no orders yet and edits the profile', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('register');
  const name = 'Trần Thị Mai';
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await waitForIslands(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Either email or phone number is required')).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await expect(page.getByText('Full name is required')).toBeHidden();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret13');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret12');

  await page.getByLabel('Add shipping address now').check();
  await expect(page.getByLabel('Country')).toHaveValue('Vietnam');
  await fillAddress(page, {
    street: '45 Trần Hưng Đạo',
    city: 'Hồ Chí Minh',
    state: 'Quận 1',
    zip: '700000',
  });
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectHeaderShows(page, name, testInfo.project.name === 'mobile');

  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByText('When you place orders, they will appear here')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expectNoSeriousAxeViolations(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Not provided')).toBeVisible();
  await expect(page.getByText('45 Trần Hưng Đạo')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const phone = uniquePhone();
  const phoneInput = page.getByLabel('Phone Number');
  await expect(phoneInput).toHaveAttribute('placeholder', '0912 345 678');
  await phoneInput.pressSequentially(`${phone}99`);
  const formatted = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  await expect(phoneInput).toHaveValue(formatted);
  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await page.getByLabel('Full Name').fill('Trần Mai');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(
    page.getByText('Your profile information has been updated successfully.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trần Mai' })).toBeVisible();
  await expect(page.getByText(formatted)).toBeVisible();

  await page.reload();
  await expect(page.getByText(formatted)).toBeVisible();
});

test('a customer changes the password, signs in with the new one, then deletes the account', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'lifecycle');
  await signIn(page, account);

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account', selected: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Newsletter' }).check();
  // The account's e-mails and texts: English, as it registered; switched to Vietnamese.
  const messagesLanguage = page.getByRole('group', {
    name: 'Language of e-mails and text messages',
  });
  await expect(messagesLanguage.getByRole('radio', { name: 'English' })).toBeChecked();
  await messagesLanguage.getByRole('radio', { name: 'Tiếng Việt' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await submitLogin(page, account);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await signIn(page, { email: account.email, password: 'second-pass-2' });

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Please type DELETE to confirm')).toBeVisible();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await submitLogin(page, { email: account.email, password: 'second-pass-2' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
});

test('a customer opens an order, prints its invoice, and nobody else can see it', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page.request, 'invoice');
  const { order, product } = await placeOrder(page.request, account);
  await signIn(page, account);

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText('2 items')).toBeVisible();
  await expect(card.getByText('Cash on Delivery')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
  await expect(card.getByText(product.name)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hide Details' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const [invoice] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: 'Download Invoice' }).click(),
  ]);
  await expect(invoice).toHaveURL(new RegExp(`/orders/${order._id}/invoice$`));
  await expect(invoice.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expect(invoice.getByText(order.orderNumber)).toBeVisible();
  await expect(invoice.getByText('VietTech Store').first()).toBeVisible();
  await expect(invoice.getByText('VAT 10%')).toBeVisible();
  // The return window from the one constant, and the policies it rests on.
  await expect(
    invoice.getByText(`Returns within ${RETURN_WINDOW_DAYS} days of delivery`),
  ).toBeVisible();
  await expect(invoice.getByRole('link', { name: 'Returns policy' })).toHaveAttribute(
    'href',
    '/policies/returns',
  );
  await expect(invoice.getByRole('link', { name: 'Warranty policy' })).toHaveAttribute(
    'href',
    '/policies/warranty',
  );
  await expect(invoice.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await expect(invoice.getByRole('banner')).toHaveCount(0);
  await expectNoSeriousAxeViolations(invoice);
  await invoice.close();

  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Your order has been cancelled successfully.')).toBeVisible();
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const strangerPage = await stranger.newPage();
  await signIn(strangerPage, DEMO_CUSTOMER);
  await strangerPage.goto(`/orders/${order._id}/invoice`);
  await expect(strangerPage.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await stranger.close();
});

test('a signed-in customer opening the registration page is sent home', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});
