// Orders in the back office: a customer's order is moved to delivered by an operator (on a phone
// in the mobile project), and the customer's My Orders shows "Delivered" and "Write a Review";
// an operator cancels an order after confirming, and a move another operator made first is
// refused inline. axe on the orders screens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addStaff, signInToBackOffice, submitStaffSignIn } from './admin-account.ts';
import {
  apiCall,
  expectNoSeriousAxeViolations,
  isMobile,
  placeCodOrder,
  signIn,
  signUpCustomer,
  uniqueEmail,
  type Customer,
} from './helpers.ts';

const newCustomer = (request: APIRequestContext) =>
  signUpCustomer(request, {
    name: 'Trần Thị Bình',
    email: uniqueEmail('buyer'),
    password: 'buyer-pass-1',
  });

/** A cash-on-delivery order of one unit of an in-stock product without variations. */
async function placeOrder(request: APIRequestContext, customer: Customer) {
  const { products } = (await (await request.get('/api/product?limit=60')).json()) as {
    products: {
      _id: string;
      price: number;
      salePrice?: number;
      hasVariations: boolean;
      stock: number;
    }[];
  };
  const product = products.find((p) => !p.hasVariations && p.stock >= 1);
  if (!product) throw new Error('No simple product in stock to order');
  return placeCodOrder(request, customer, product);
}

/** A new operator, added by the e2e admin through the staff API; answers the admin's token too. */
const newOperator = (request: APIRequestContext) =>
  addStaff(request, 'operator', 'Lê Văn Cường', 'operator-pass-1');

async function openOrder(page: Page, orderNumber: string): Promise<void> {
  await page.getByLabel('Search').fill(orderNumber);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 order$/ })).toBeVisible();
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
}

test('an operator moves an order to delivered and the customer sees "Delivered" and "Write a Review"', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // API calls from a context of their own: the admin's sign-in cookie must not reach the page.
  const customer = await newCustomer(request);
  const order = await placeOrder(request, customer);
  const operator = await newOperator(request);

  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  await submitStaffSignIn(page, operator);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await openOrder(page, order.orderNumber);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the order page');

  await status.getByRole('button', { name: 'Mark as processing' }).click();
  await expect(status.getByText('The order is now Processing.')).toBeVisible();
  await status.getByLabel('Note (optional)').fill('VNPost EB123456789VN');
  await status.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(status.getByText('The order is now Shipped.')).toBeVisible();
  await expect(status.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(status.getByText('The order is now Delivered.')).toBeVisible();
  await expect(
    status.getByText('The order is Delivered, which is final: it cannot change.'),
  ).toBeVisible();
  await expect(status.getByRole('button')).toHaveCount(0);

  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveText([
    /Placed by the customer/,
    new RegExp(`Pending → Processing by ${operator.email}`),
    new RegExp(`Processing → Shipped by ${operator.email}.*VNPost EB123456789VN`),
    new RegExp(`Shipped → Delivered by ${operator.email}`),
  ]);
  if (isMobile(testInfo)) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the order page fits a 390 px screen').toBeLessThanOrEqual(0);
  }

  await page.getByRole('link', { name: '← All orders' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption('delivered');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the order list');

  const shop = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const shopper = await shop.newPage();
  await signIn(shopper, customer);
  await shopper.goto('/orders');
  const card = shopper.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card.getByText('Delivered')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('link', { name: 'Write a Review' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await shop.close();
});

test('an operator cancels an order after confirming, and a move made elsewhere first is refused inline', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const first = await placeOrder(request, customer);
  const second = await placeOrder(request, customer);
  const operator = await newOperator(request);

  await signInToBackOffice(page, operator, { next: '/admin/orders' });
  await openOrder(page, first.orderNumber);
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = status.getByRole('group', { name: /Cancel order/ });
  await expect(confirm).toContainText('Its stock goes back. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toHaveCount(0);
  await status.getByRole('button', { name: 'Cancel order' }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(status.getByText('The order is now Cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    `Pending → Cancelled by ${operator.email}`,
  );

  await page.goto('/admin/orders');
  await openOrder(page, second.orderNumber);
  // Another operator (the admin, through the API) moves it first.
  await apiCall(
    request,
    'POST',
    `/admin/orders/${second._id}/transition`,
    { to: 'processing' },
    operator.adminToken,
  );
  await status.getByRole('button', { name: 'Mark as processing' }).click();
  const alert = status.getByRole('alert');
  await expect(alert).toContainText(
    /The order (is already|was changed meanwhile: it is now) Processing/,
  );
  await alert.getByRole('button', { name: 'Reload order' }).click();
  await expect(alert).toHaveCount(0);
  await expect(status.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the order page after a refused move');
});
