// A guest follows an order without an account, at 390 and 1280 px: the listing, the product page and the
// cart say that prices exclude VAT, added at checkout; the guest places a cash-on-delivery order,
// follows "Track This Order" from the confirmation to the lookup (its number filled in), finds it
// with the phone number, then again in Vietnamese with the e-mail; a wrong phone number finds
// nothing. What the lookup shows of the person is masked.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import {
  addToCartFromProductPage,
  expectNoSeriousAxeViolations,
  fillAddress,
  waitForIslands,
  type ShopProduct,
} from './helpers.ts';

const VAT_LINE = 'Prices exclude 10% VAT, added at checkout.';
const GUEST = {
  name: 'Lê Minh Châu',
  email: 'chau.lookup@example.vn',
  phone: '0987 654 321',
  street: '48 Hàng Bông',
};

/** An in-stock product without variations that no other journey buys. */
async function pickProduct(request: APIRequestContext): Promise<ShopProduct> {
  const response = await request.get('/api/product?limit=60&sortBy=-createdAt');
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ShopProduct[] };
  const product = products.filter((p) => !p.hasVariations && p.stock >= 20)[14];
  if (!product) throw new Error('Not enough in-stock products without variations in the seed');
  return product;
}

test('a guest looks up a cash-on-delivery order in English and in Vietnamese, prices announced without VAT', async ({
  page,
  request,
}) => {
  test.slow();
  const product = await pickProduct(request);

  await page.goto(`/products/${product.category.name}`);
  await expect(page.getByText(VAT_LINE)).toBeVisible();
  await page.goto(`/vi/products/${product.category.name}`);
  await expect(
    page.getByText('Giá chưa bao gồm 10% VAT, thuế được cộng khi thanh toán.'),
  ).toBeVisible();

  await addToCartFromProductPage(page, product);
  await expect(page.getByText(VAT_LINE)).toBeVisible();

  await page.goto('/vi/cart');
  await expect(page.getByText('Chưa gồm VAT (10%), được cộng khi thanh toán')).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('VAT (10%) added at checkout')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByLabel('Full Name').fill(GUEST.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(GUEST.email);
  await page.getByLabel('Phone Number').fill(GUEST.phone);
  await fillAddress(page, {
    street: GUEST.street,
    city: 'Phường Hoàn Kiếm',
    state: 'Hà Nội',
    zip: '100000',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const orderNumber = (await page.getByText(/^ORD-/).textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^ORD-\d{8}-\w{6}$/);

  await page.getByRole('link', { name: 'Track This Order' }).click();
  await page.waitForURL((url) => url.pathname === '/order-lookup');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Track Your Order', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Order Number')).toHaveValue(orderNumber);

  await page.getByLabel('Phone Number or Email').fill('0987 000 000');
  await page.getByRole('button', { name: 'Look Up Order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We found no order with this order number and phone number or email. Please check both and try again.',
  );

  await page.getByLabel('Phone Number or Email').fill('+84 987 654 321');
  await page.getByRole('button', { name: 'Look Up Order' }).click();
  const heading = page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    'Pending (current step)',
    'Processing',
    'Shipped',
    'Delivered',
  ]);
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByText('L*** M*** C')).toBeVisible();
  await expect(page.getByText('09******21')).toBeVisible();
  await expect(page.getByText('c***@example.vn')).toBeVisible();
  await expect(page.getByText('Phường Hoàn Kiếm, Hà Nội')).toBeVisible();
  const text = (await page.locator('main').textContent()) ?? '';
  for (const hidden of [GUEST.name, GUEST.email, GUEST.street, '654 321', '0987654321'])
    expect(text).not.toContain(hidden);
  await expectNoSeriousAxeViolations(page, 'the order found');

  const l = vi.account.lookup;
  await page.goto(`/vi/order-lookup?order=${orderNumber}`);
  await waitForIslands(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible();
  await page.getByLabel(l.contact).fill(GUEST.email.toUpperCase());
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByRole('heading', { name: `Đơn hàng ${orderNumber}` })).toBeFocused();
  await expect(
    page.getByRole('list', { name: l.progress }).getByRole('listitem').first(),
  ).toHaveText(`${vi.account.orders.status.pending}${l.stepCurrent}`);
  await expect(page.getByText(vi.checkout.screen.payments.cod)).toBeVisible();
  await expect(page.getByText(l.privacy)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the order found, in Vietnamese');
});
