// Cart journeys (SPEC.md "Cart", sections 4, 8 and 9): steppers, remove with its toast, clear,
// the empty state, and a cart that survives a reload and a sign-in (as the shared demo customer).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addToCartFromProductPage, expectNoSeriousAxeViolations } from './helpers.ts';

interface ShopProduct {
  _id: string;
  name: string;
  stock: number;
  hasVariations: boolean;
}

interface ShopVariation {
  _id: string;
  name: string;
  stock: number;
  isDefault: boolean;
}

async function catalogue(request: APIRequestContext): Promise<ShopProduct[]> {
  const response = await request.get('/api/product?limit=20');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ShopProduct[] }).products;
}

/** A product without variations, and one whose default variation is in stock, with that variation. */
async function twoProducts(request: APIRequestContext) {
  const products = await catalogue(request);
  const plain = products.find((product) => !product.hasVariations && product.stock > 0);
  for (const product of products.filter((candidate) => candidate.hasVariations)) {
    const response = await request.get(`/api/product/${product._id}/variations`);
    const { variations } = (await response.json()) as { variations: ShopVariation[] };
    const chosen = variations.find((variation) => variation.isDefault) ?? variations[0];
    if (plain && chosen && chosen.stock > 0) return { plain, varied: product, variation: chosen };
  }
  throw new Error('The seed has no suitable products');
}

async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('a shopper adjusts quantities, removes a line and clears the cart', async ({
  page,
  request,
}) => {
  const { plain, varied, variation } = await twoProducts(request);
  await addToCartFromProductPage(page, plain);
  await addToCartFromProductPage(page, varied);
  await openCart(page);

  const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(page.getByRole('link', { name: plain.name })).toHaveAttribute(
    'href',
    `/product/${plain._id}`,
  );
  await expect(page.getByText(variation.name, { exact: true })).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Subtotal (2 items)');
  await expect(summary).toContainText('Free');

  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${plain.name}` });
  await expect(quantity).toHaveValue('1');
  await expect(
    page.getByRole('button', { name: `Decrease quantity of ${plain.name}` }),
  ).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${plain.name}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(summary).toContainText('Subtotal (3 items)');

  await quantity.fill('0');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('150');
  await expect(quantity).toHaveValue('99');
  await expect(summary).toContainText('Subtotal (100 items)');
  await quantity.fill('3');
  await expect(quantity).toHaveValue('3');

  await page.getByRole('button', { name: `Remove ${plain.name}` }).click();
  const removed = page.getByRole('status').filter({ hasText: 'Item Removed' });
  await expect(removed).toBeVisible();
  await expect(page.getByRole('link', { name: plain.name })).toHaveCount(0);
  await removed.getByText('Undo', { exact: true }).click();
  await expect(page.getByText('Item Removed')).toHaveCount(0);
  await expect(summary).toContainText('Subtotal (1 item)');

  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Cart Cleared')).toBeVisible();
  await expect(page.getByText('All items have been removed from your cart.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Explore Products' }).click();
  await page.waitForURL('**/products');
});

test('the cart survives a reload and a sign-in', async ({ page, request }) => {
  const { plain } = await twoProducts(request);
  await addToCartFromProductPage(page, plain);

  await openCart(page);
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();

  // The shared demo customer: signing in is not throttled like signing up.
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill('demo@shop.vn');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await openCart(page);
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
});
