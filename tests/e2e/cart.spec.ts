// Cart journeys: steppers, remove with its toast, clear, the empty state, a stepper that stops at
// the live stock, and a cart that survives a reload and a sign-in (as the shared demo customer).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import {
  addToCartFromProductPage,
  buyableProduct,
  expectNoSeriousAxeViolations,
  signIn,
  stockOf,
  waitForIslands,
  type ShopProduct,
  type ShopVariation,
} from './helpers.ts';

async function catalogue(request: APIRequestContext): Promise<ShopProduct[]> {
  const response = await request.get('/api/product?limit=20');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ShopProduct[] }).products;
}

/** A product without variations, and one whose default variation is in stock, with that variation. */
async function twoProducts(request: APIRequestContext) {
  const products = await catalogue(request);
  // Its stock is read against the stepper's maximum: one no other journey buys (they take theirs
  // from the start and the end of the newest, and from the cheapest).
  const plain = await buyableProduct(request, 2, 'limit=60&sortBy=-price');
  for (const product of products.filter((candidate) => candidate.hasVariations)) {
    const response = await request.get(`/api/product/${product._id}/variations`);
    const { variations } = (await response.json()) as { variations: ShopVariation[] };
    const chosen = variations.find((variation) => variation.isDefault) ?? variations[0];
    if (plain && chosen && chosen.stock > 0) return { plain, varied: product, variation: chosen };
  }
  throw new Error('The seed has no suitable products');
}

/** A product whose default variation has only a few left (so its stepper stops early). */
async function lowStockVariation(request: APIRequestContext) {
  for (const product of (await catalogue(request)).filter((p) => p.hasVariations)) {
    const response = await request.get(`/api/product/${product._id}/variations`);
    const { variations } = (await response.json()) as { variations: ShopVariation[] };
    const chosen = variations.find((variation) => variation.isDefault) ?? variations[0];
    if (chosen && chosen.stock >= 2 && chosen.stock <= 12) return { product, variation: chosen };
  }
  throw new Error('The seed has no default variation with 2 to 12 left');
}

async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeVisible();
  await waitForIslands(page);
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
  // Above the maximum is clamped: the live stock, or 99 when more are in stock.
  const max = Math.min(await stockOf(request, plain._id), 99);
  await expect(quantity).toHaveAttribute('max', String(max));
  await quantity.fill('150');
  await expect(quantity).toHaveValue(String(max));
  await expect(summary).toContainText(`Subtotal (${max + 1} items)`);
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

test('the stepper stops at the live stock and says why; a line above it is lowered', async ({
  page,
  request,
}) => {
  const { product, variation } = await lowStockVariation(request);
  const stock = variation.stock;
  await addToCartFromProductPage(page, product);
  await openCart(page);

  const item = `${product.name} (${variation.name})`;
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${item}` });
  const plus = page.getByRole('button', { name: `Increase quantity of ${item}` });
  const note = `Only ${stock} left in stock`;
  await expect(quantity).toHaveAttribute('max', String(stock));
  await expect(page.getByText(note)).toHaveCount(0);
  for (let count = 2; count <= stock; count += 1) {
    await plus.click();
    await expect(quantity).toHaveValue(String(count));
  }
  await expect(plus).toBeDisabled();
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await expect(quantity).toHaveAccessibleDescription(note);
  await quantity.fill('50');
  await expect(quantity).toHaveValue(String(stock));
  await expectNoSeriousAxeViolations(page);

  // A line saved above the stock (an older visit, another tab) is lowered to it and marked.
  await page.evaluate((over) => {
    const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[];
    localStorage.setItem(
      'cart',
      JSON.stringify(lines.map((line) => ({ ...line, quantity: over }))),
    );
  }, stock + 4);
  await openCart(page);
  await expect(quantity).toHaveValue(String(stock));
  await expect(page.getByText(`${note}, so the quantity was lowered`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(
    `Subtotal (${stock} items)`,
  );
  await page.getByRole('button', { name: `Decrease quantity of ${item}` }).click();
  await expect(quantity).toHaveValue(String(stock - 1));
  await expect(page.getByText(note)).toHaveCount(0);
});

test('the cart survives a reload and a sign-in', async ({ page, request }) => {
  const { plain } = await twoProducts(request);
  await addToCartFromProductPage(page, plain);

  await openCart(page);
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();

  // The shared demo customer: signing in is not throttled like signing up.
  await signIn(page, DEMO_CUSTOMER);

  await openCart(page);
  await expect(page.getByRole('link', { name: plain.name })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
});
