// Paying through VNPay, at 390 and 1280 px (the two projects of playwright.config.ts), on the
// shop's own test gateway (the journeys' shop has no VNPay credentials): a signed-in customer
// checks out with VNPay, is sent to the gateway, pays, comes back to the return page and sees the
// order paid; a customer who cancels on the gateway comes back to "Payment not completed", finds
// the order unpaid in My Orders with a way to pay again, and pays; and the same payment in
// Vietnamese under /vi.
import { expect, test, type Page } from '@playwright/test';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import {
  addToCartFromProductPage,
  attachScreenshot,
  expectNoSeriousAxeViolations,
  parseVnd,
  paymentJourneyProduct,
  signIn,
  valueBeside,
  waitForIslands,
} from './helpers.ts';

/** Chooses VNPay on the first step and places the order from the review. */
async function checkOutWithVnpay(page: Page, words = ENGLISH): Promise<void> {
  await page.getByRole('radio', { name: words.method }).check();
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page.getByRole('button', { name: words.placeOrder })).toBeVisible();
  await expect(page.getByRole('region', { name: words.paymentMethod })).toContainText(words.method);
  await page.getByRole('button', { name: words.placeOrder }).click();
}

const ENGLISH = {
  method: 'VNPay: ATM card, Visa/Master, QR',
  next: 'Next',
  placeOrder: 'Place Order',
  paymentMethod: 'Payment Method',
};

/** On the test gateway: its order number and amount, read from the page. */
async function onGateway(page: Page, prefix = '') {
  await page.waitForURL(`**${prefix}/payment/vnpay-test-gateway?**`);
  await waitForIslands(page);
  const orderNumber = (await valueBeside(page, prefix ? 'Đơn hàng' : 'Order').innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-\d{8}-\w{6}$/);
  const amount = parseVnd(await valueBeside(page, prefix ? 'Số tiền' : 'Amount').innerText());
  expect(amount).toBeGreaterThan(0);
  return { orderNumber, amount };
}

test('a customer pays through VNPay on the test gateway and sees the order paid', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signIn(page, DEMO_CUSTOMER);
  await addToCartFromProductPage(page, await paymentJourneyProduct(request, testInfo, 2));
  await page.goto('/checkout');
  await waitForIslands(page);
  await checkOutWithVnpay(page);

  const { orderNumber, amount } = await onGateway(page);
  await expect(page.getByRole('heading', { name: 'VNPay test gateway' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'gateway');
  await attachScreenshot(page, testInfo, 'gateway');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL('**/payment/vnpay-return?**');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Paid', exact: true })).toBeVisible();
  await expect(page.getByText(`We received your payment for order ${orderNumber}.`)).toBeVisible();
  expect(parseVnd(await valueBeside(page, 'Amount').innerText())).toBe(amount);
  await expectNoSeriousAxeViolations(page, 'return');
  await attachScreenshot(page, testInfo, 'return-paid');

  await page.getByRole('link', { name: 'View your order' }).click();
  await page.waitForURL('**/orders');
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText('VNPay: ATM card, Visa/Master, QR')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('button', { name: 'Pay with VNPay' })).toHaveCount(0);
});

test('a payment cancelled on the gateway leaves the order unpaid, to be paid again from My Orders', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signIn(page, DEMO_CUSTOMER);
  await addToCartFromProductPage(page, await paymentJourneyProduct(request, testInfo, 3));
  await page.goto('/checkout');
  await waitForIslands(page);
  await checkOutWithVnpay(page);

  const { orderNumber } = await onGateway(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL('**/payment/vnpay-return?**');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(
    page.getByText(`The payment of order ${orderNumber} was cancelled or refused.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay again with VNPay' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'return, cancelled');
  await attachScreenshot(page, testInfo, 'return-cancelled');

  await page.getByRole('link', { name: 'View your order' }).click();
  await page.waitForURL('**/orders');
  await waitForIslands(page);
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  const panel = card.getByRole('region', { name: 'Pay with VNPay' });
  await expect(panel).toBeVisible();
  await attachScreenshot(page, testInfo, 'orders-pay-again');
  await panel.getByRole('button', { name: 'Pay with VNPay' }).click();

  const again = await onGateway(page);
  expect(again.orderNumber).toBe(orderNumber);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/payment/vnpay-return?**');
  await expect(page.getByRole('heading', { name: 'Paid', exact: true })).toBeVisible();
  await page.goto('/orders');
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
});

test('a customer pays through VNPay in Vietnamese, under /vi', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const words = vi.checkout;
  await signIn(page, DEMO_CUSTOMER);
  await addToCartFromProductPage(page, await paymentJourneyProduct(request, testInfo, 4));
  await page.goto('/vi/checkout');
  await waitForIslands(page);
  await checkOutWithVnpay(page, {
    method: 'VNPay: thẻ ATM, Visa/Master, QR',
    next: words.screen.next,
    placeOrder: words.screen.placeOrder,
    paymentMethod: words.screen.paymentMethod,
  });

  const { orderNumber } = await onGateway(page, '/vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: words.vnpayGateway.title })).toBeVisible();
  await attachScreenshot(page, testInfo, 'gateway-vi');
  await page.getByRole('button', { name: words.vnpayGateway.pay, exact: true }).click();

  await page.waitForURL('**/vi/payment/vnpay-return?**');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: words.vnpay.paid, exact: true })).toBeVisible();
  await expect(
    page.getByText(`Chúng tôi đã nhận được thanh toán cho đơn hàng ${orderNumber}. Cảm ơn bạn!`),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/vi return');
  await attachScreenshot(page, testInfo, 'return-paid-vi');
  await page.getByRole('link', { name: words.vnpay.viewOrder }).click();
  await page.waitForURL('**/vi/orders');
  const card = page.getByRole('article', { name: new RegExp(orderNumber) });
  await expect(card.getByText(vi.account.orders.paymentStatus.paid, { exact: true })).toBeVisible();
});
