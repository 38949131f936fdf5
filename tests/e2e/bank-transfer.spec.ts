// Paying by bank transfer (VietQR): a guest places the order and sees the VietQR code and the
// account details to copy; the bank's signed notification arrives (posted by the test as the
// bank-notification service would) and the customer gets the "paid" e-mail; a signed-in customer
// sees the order's payment status turn from "Awaiting payment" to "Paid" in My Orders.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { setting } from '../../src/server/config.ts';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import {
  BANK_SIGNATURE_HEADER,
  signBankNotification,
} from '../../src/server/api/services/bank-transfer.ts';
import {
  addToCartFromProductPage,
  expectNoSeriousAxeViolations,
  fillAddress,
  parseVnd,
  paymentJourneyProduct,
  signIn,
  valueBeside,
} from './helpers.ts';
import { waitForMail } from './mail-outbox.ts';

/** Posts the bank's notification of `amount` with `note`, signed with the shop's secret. */
async function notifyTransfer(request: APIRequestContext, amount: number, note: string) {
  const raw = JSON.stringify({
    transactionId: `FT${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    amount,
    description: `${note.replaceAll('-', '')} chuyen khoan`,
    transactionDate: new Date().toISOString(),
  });
  const response = await request.post('/api/payments/bank-transfer/webhook', {
    data: raw,
    headers: {
      'Content-Type': 'application/json',
      [BANK_SIGNATURE_HEADER]: signBankNotification(setting('BANK_WEBHOOK_SECRET'), raw),
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ result: 'applied', orderNumber: note });
}

/** Chooses bank transfer on the first step, then places the order from the review. */
async function payByTransfer(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Bank transfer \(VietQR\)/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { name: '3. Review' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
    'Bank transfer (VietQR)',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
}

/** The transfer panel's value of `term`. */
const detail = (page: Page, term: string) =>
  valueBeside(page.getByRole('region', { name: 'Pay by bank transfer' }), term);

test('a guest pays by VietQR and is e-mailed when the transfer arrives', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `transfer-${testInfo.project.name}-${Date.now()}@example.vn`;
  await addToCartFromProductPage(page, await paymentJourneyProduct(request, testInfo, 0));
  await page.goto('/checkout');
  await page.getByLabel('Full Name').fill('Trần Minh Khoa');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Phone Number').fill('0987 654 321');
  await fillAddress(page, {
    street: '8 Nguyễn Trãi',
    city: 'Hà Nội',
    state: 'Hà Nội',
    zip: '100000',
  });
  await payByTransfer(page);

  const panel = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(panel).toBeVisible();
  const qr = panel.getByRole('img', { name: /^VietQR code to pay order ORD-/ });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  const orderNumber = (await detail(page, 'Transfer note').locator('span').innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-\d{8}-\w{6}$/);
  const amount = parseVnd(await detail(page, 'Amount').locator('span').innerText());
  expect(amount).toBeGreaterThan(0);
  await expect(panel.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy Transfer note' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await testInfo.attach('confirmation', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  const confirmation = await waitForMail(email, `Your order ${orderNumber} is confirmed`);
  expect(confirmation.text).toContain('Transfer note');
  await notifyTransfer(request, amount, orderNumber);
  const paid = await waitForMail(email, `We received your payment for order ${orderNumber}`);
  expect(paid.text).toContain(orderNumber);
});

test('a customer sees the order paid in My Orders once the transfer arrives', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signIn(page, DEMO_CUSTOMER);
  await addToCartFromProductPage(page, await paymentJourneyProduct(request, testInfo, 1));
  await page.goto('/checkout');
  await payByTransfer(page);
  const orderNumber = (await detail(page, 'Transfer note').locator('span').innerText()).trim();
  const amount = parseVnd(await detail(page, 'Amount').locator('span').innerText());

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await notifyTransfer(request, amount, orderNumber);
  await page.reload();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('region', { name: 'Pay by bank transfer' })).toHaveCount(0);
});
