// Checkout journeys: a guest paying cash, a guest asked to sign in for a card, a new customer
// paying by card through to cancelling, a declined card, and the encrypted draft surviving a reload
// at every step. Only the new-customer journey signs up: sign-ups are limited to 10 an hour per
// address, so the others use the shared demo customer.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import {
  addToCartFromProductPage,
  expectNoSeriousAxeViolations,
  fillAddress,
  buyableProduct,
  isMobile,
  signIn,
  stockOf,
  waitForIslands,
  type ShopProduct,
} from './helpers.ts';

/** The shared demo customer: signing in is not throttled like signing up (10 an hour per address). */
const signInAsDemo = (page: Page) => signIn(page, DEMO_CUSTOMER);

interface Customer {
  name: string;
  email: string;
  phone: string;
  password: string;
}

const DECLINED_CARD = '4000 0000 0000 0002';
const TEST_CARD = '4242 4242 4242 4242';

/**
 * Products the journeys buy. Stock is checked only by the journeys with a reserved product (one
 * per journey and viewport, so parallel runs never move the same stock); the others share.
 */
const RESERVED = { cancel: 0, declined: 1 } as const;
const SHARED_FROM = 2;

function pickProduct(
  request: APIRequestContext,
  testInfo: TestInfo,
  reserved?: keyof typeof RESERVED,
): Promise<ShopProduct> {
  const viewport = isMobile(testInfo) ? 0 : 1;
  return buyableProduct(
    request,
    (reserved === undefined ? SHARED_FROM : RESERVED[reserved]) * 2 + viewport,
  );
}

function newCustomer(testInfo: TestInfo): Customer {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    name: 'Phạm Thu Hà',
    email: `buyer-${testInfo.project.name}-${unique}@example.vn`,
    phone: `09${unique.slice(-8)}`,
    password: 'a-strong-passphrase',
  };
}

async function registerThroughTheForm(page: Page, customer: Customer): Promise<void> {
  await page.goto('/register');
  await waitForIslands(page);
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Phone Number').fill(customer.phone);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Add shipping address now').check();
  await fillAddress(page, {
    street: '25 Tràng Tiền',
    city: 'Hà Nội',
    state: 'Hoàn Kiếm',
    zip: '100000',
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  // The toast is carried to the page the form moved to, and shows there too.
  await expect(
    page.getByRole('status').filter({ hasText: 'Registration Successful' }),
  ).toBeVisible();
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '1. Delivery & Payment Method' })).toBeVisible();
}

async function fillShipping(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Nguyễn Văn An');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('an.guest@example.vn');
  await page.getByLabel('Phone Number').fill('0912 345 678');
  await fillAddress(page, {
    street: '12 Lê Lợi',
    city: 'Hồ Chí Minh',
    state: 'Quận 1',
    zip: '700000',
  });
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Cardholder Name').fill('PHAM THU HA');
  await page.getByLabel('Expiry Date').fill('12/30');
  await page.getByLabel('CVV').fill('123');
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a guest buys with cash on delivery and sees the confirmation', async ({
  page,
  request,
}, testInfo) => {
  // Every step of the checkout is checked by axe: near a minute on a busy machine.
  test.slow();
  const product = await pickProduct(request, testInfo);
  await addToCartFromProductPage(page, product);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');

  await expect(tab(page, '1. Delivery & Payment Method')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, '2. Payment Details')).toBeDisabled();
  await expect(tab(page, '3. Review')).toBeDisabled();
  await expect(page.getByLabel('Country')).toHaveValue('Vietnam');
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('ZIP/Postal code is required')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await fillShipping(page);
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Please enter a valid Vietnamese phone number (10 digits)'),
  ).toBeVisible();
  await page.getByLabel('Phone Number').fill('0912 345 678');
  await page.getByRole('radio', { name: /Express/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Shipping (Express)');
  await expect(summary).toContainText('15.000');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(tab(page, '3. Review')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('12 Lê Lợi')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
    'Cash on Delivery',
  );
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.name);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(tab(page, '1. Delivery & Payment Method')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('Order Placed Successfully')).toBeVisible();
  await expect(page.getByText(/Your order #\S+ has been confirmed\./)).toBeVisible();
  await expect(page.getByText(/A confirmation email has been sent to/)).toBeVisible();
  await expect(page.getByText(/^ORD-/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('checkout-data'))).toBeNull();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a guest who picks a card is asked to sign in, and can go on with cash', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request, testInfo);
  await addToCartFromProductPage(page, product);
  await openCheckout(page);
  await fillShipping(page);
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(tab(page, '2. Payment Details')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(panel.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Continue as Guest with COD' }).click();
  await expect(tab(page, '1. Delivery & Payment Method')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByLabel('Street Address')).toHaveValue('12 Lê Lợi');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(tab(page, '3. Review')).toHaveAttribute('aria-selected', 'true');
});

test('a new customer pays by card, finds the order, opens the invoice and cancels it', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request, testInfo, 'cancel');
  const stockBefore = await stockOf(request, product._id);
  const customer = newCustomer(testInfo);
  await registerThroughTheForm(page, customer);
  await addToCartFromProductPage(page, product);
  await openCheckout(page);

  await expect(page.getByLabel('Full Name')).toHaveValue(customer.name);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    customer.email,
  );
  await expect(page.getByLabel('Street Address')).toHaveValue('25 Tràng Tiền');
  await expect(page.getByLabel('City')).toHaveValue('Hà Nội');
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(tab(page, '2. Payment Details')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid 16-digit card number')).toBeVisible();
  await expect(page.getByText('Cardholder name is required')).toBeVisible();
  await expect(page.getByText('Format: MM/YY')).toBeVisible();
  await expect(page.getByText('3-4 digits')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Card Number').fill('4242424242424242');
  await expect(page.getByLabel('Card Number')).toHaveValue(TEST_CARD);
  await fillCard(page, TEST_CARD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(tab(page, '3. Review')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, '2. Payment Details')).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('•••• 4242');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(tab(page, '2. Payment Details')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const orderNumber = (await page.getByText(/^ORD-/).textContent()) ?? '';
  expect(orderNumber).toMatch(/^ORD-/);
  await expect.poll(() => stockOf(request, product._id)).toBe(stockBefore - 1);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await page.waitForURL('**/orders');
  const card = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Credit Card');
  await waitForIslands(page);
  await card.getByRole('button', { name: 'View Details' }).click();

  const [invoice] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: 'Download Invoice' }).click(),
  ]);
  await expect(invoice).toHaveURL(/\/orders\/[^/]+\/invoice$/);
  await expect(invoice.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expect(invoice.getByText(orderNumber)).toBeVisible();
  await invoice.close();

  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order Cancelled')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: orderNumber })).toContainText(
    'Cancelled',
  );
  await expect.poll(() => stockOf(request, product._id)).toBe(stockBefore);
});

test('a declined card shows Order Failed and places no order', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request, testInfo, 'declined');
  const stockBefore = await stockOf(request, product._id);
  await signInAsDemo(page);
  await addToCartFromProductPage(page, product);
  await openCheckout(page);
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const failure = page.getByRole('alert').filter({ hasText: 'Order Failed' });
  await expect(failure).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  // The toast never covers the button that caused it, and reads with enough contrast.
  await placeOrder.scrollIntoViewIfNeeded();
  const [toastBox, buttonBox] = await Promise.all([
    failure.boundingBox(),
    placeOrder.boundingBox(),
  ]);
  expect(toastBox && buttonBox && overlap(toastBox, buttonBox)).toBe(false);
  await expectNoSeriousAxeViolations(page, 'checkout with the Order Failed toast');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  // An order would have taken the reserved product's stock.
  expect(await stockOf(request, product._id)).toBe(stockBefore);

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
});

test('a reload at every checkout step keeps the draft, never the card number', async ({
  page,
  request,
}, testInfo) => {
  const product = await pickProduct(request, testInfo);
  await signInAsDemo(page);
  await addToCartFromProductPage(page, product);
  await openCheckout(page);

  await page.getByLabel('Full Name').fill('Võ Thanh Tâm');
  await page.getByLabel('Apartment, suite, unit (optional)').fill('Căn hộ 12A');
  await page.getByRole('radio', { name: /Overnight/ }).check();
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Võ Thanh Tâm');
  await expect(page.getByLabel('Apartment, suite, unit (optional)')).toHaveValue('Căn hộ 12A');
  await expect(page.getByRole('radio', { name: /Overnight/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Credit Card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await fillCard(page, TEST_CARD);
  const stored = await page.evaluate(() => localStorage.getItem('checkout-data'));
  expect(stored).not.toBeNull();
  for (const secret of ['4242', 'PHAM THU HA', 'Căn hộ', 'Võ Thanh Tâm']) {
    expect(stored).not.toContain(secret);
  }
  await page.reload();
  await expect(tab(page, '2. Payment Details')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Cardholder Name')).toHaveValue('PHAM THU HA');
  await expect(page.getByLabel('Expiry Date')).toHaveValue('12/30');
  await expect(page.getByLabel('Card Number')).toHaveValue('');
  await expect(page.getByLabel('CVV')).toHaveValue('');
  await fillCard(page, TEST_CARD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(tab(page, '3. Review')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab(page, '3. Review')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Võ Thanh Tâm')).toBeVisible();
  await expect(page.getByText('Căn hộ 12A', { exact: false })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText('30.000');

  // The reload forgot the card number, so Place Order sends the customer back to type it again.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(tab(page, '2. Payment Details')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Please enter a valid 16-digit card number')).toBeVisible();
  await expect(page.getByLabel('Card Number')).toBeFocused();
});

test('an empty cart sends the checkout back to the cart', async ({ page }) => {
  await page.goto('/checkout');
  await page.waitForURL('**/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
