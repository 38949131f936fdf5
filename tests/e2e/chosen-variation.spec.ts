// What the shopper chose is what they see, at 390 and 1280 px: a Galaxy S26 Ultra bought in
// Titanium Silverblue shows that colour's picture in the cart, the checkout review, My Orders, the
// invoice and the order e-mail; the review's line total never covers the variation; a listing
// card's price follows the size picked on it; the product page's tabs fit a phone and its sticky
// Add to Cart bar never covers the footer.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import {
  allProducts,
  colorOf,
  isMobile,
  paidPrice,
  paidPriceOf,
  signIn,
  sizeOf,
  variationsOf,
  waitForIslands,
  type ShopProduct,
  type ShopVariation,
} from './helpers.ts';
import { waitForMail } from './mail-outbox.ts';

const SHOTS = process.env['E2E_SHOTS_DIR'];
const PRODUCT = 'Galaxy S26 Ultra';
const COLOR = 'Titanium Silverblue';

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

interface Chosen {
  product: ShopProduct;
  variations: ShopVariation[];
  variation: ShopVariation;
  /** The chosen colour's picture: the n-th picture shows the n-th colour the variations name. */
  picture: string;
}

async function silverblue(page: Page): Promise<Chosen> {
  const product = (await allProducts(page.request)).find((p) => p.name === PRODUCT)!;
  const variations = await variationsOf(page.request, product._id);
  const colors = [...new Set(variations.map(colorOf))];
  const variation = variations.find((v) => colorOf(v) === COLOR && v.stock > 2)!;
  const picture = product.productImages[colors.indexOf(COLOR)]!;
  expect(picture).not.toBe(product.productImages[0]);
  return { product, variations, variation, picture };
}

/** The picture of the list item naming the product, in `scope`. */
const linePicture = (scope: Page | Locator) =>
  scope.getByRole('listitem').filter({ hasText: PRODUCT }).locator('img').first();

test("the chosen colour's picture shows in the cart, the review, My Orders, the invoice and the e-mail", async ({
  page,
}) => {
  const { product, variation, picture } = await silverblue(page);
  await signIn(page, DEMO_CUSTOMER);
  await page.goto(`/product/${product._id}`);
  await waitForIslands(page);
  const panel = page
    .locator('astro-island')
    .filter({ has: page.getByRole('button', { name: 'Increase quantity' }) });
  await panel.getByRole('button', { name: COLOR, exact: true }).click();
  await panel.getByRole('button', { name: sizeOf(variation)!, exact: true }).click();
  await panel.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to Cart')).toBeVisible();

  await page.goto('/cart');
  await expect(linePicture(page.getByRole('main'))).toHaveAttribute('src', picture);

  await page.goto('/checkout');
  await waitForIslands(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { name: '3. Review' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The tabs read their whole labels, numbers with their dots, at both widths.
  expect((await page.getByRole('tab').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
    '1. Delivery & Payment Method',
    '2. Payment Details',
    '3. Review',
  ]);
  const line = page.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(linePicture(page)).toHaveAttribute('src', picture);
  // The line total sits clear of the variation's name (at 390 px it once ran over it).
  const variationText = line.getByText(variation.name, { exact: true });
  const total = line.locator(':scope > span').last();
  const a = (await variationText.boundingBox())!;
  const b = (await total.boundingBox())!;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height;
  expect(overlaps && b.y < a.y + a.height, 'line total over the variation text').toBe(false);
  await shot(page, 'checkout-review');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const orderNumber = (await page.getByText(/^ORD-/).textContent()) ?? '';
  expect(orderNumber).toMatch(/^ORD-/);

  await page.goto('/orders');
  await waitForIslands(page);
  const card = page.getByRole('article').filter({ hasText: orderNumber });
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(linePicture(card)).toHaveAttribute('src', picture);
  await shot(page, 'my-orders');

  const [invoice] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: 'Download Invoice' }).click(),
  ]);
  await expect(invoice.getByText(orderNumber)).toBeVisible();
  await expect(
    invoice.getByRole('row').filter({ hasText: PRODUCT }).locator('img'),
  ).toHaveAttribute('src', picture);
  await shot(invoice, 'invoice');
  await invoice.close();

  const mail = await waitForMail(DEMO_CUSTOMER.email, `Your order ${orderNumber} is confirmed`);
  expect(mail.html).toContain(`src="${new URL(picture, page.url()).href}"`);
});

test("a listing card's price follows the size picked on it", async ({ page }) => {
  const { product, variations } = await silverblue(page);
  const largest = variations.find((v) => sizeOf(v) === '1TB')!;
  const cheapest1TB = Math.min(
    ...variations.filter((v) => sizeOf(v) === '1TB').map((v) => paidPrice(v)),
  );
  const cheapest256 = Math.min(
    ...variations.filter((v) => sizeOf(v) === '256GB').map((v) => paidPrice(v)),
  );
  expect(cheapest1TB).toBeGreaterThan(cheapest256);
  await page.goto('/products/phones?brand=Samsung');
  await waitForIslands(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: PRODUCT }) });
  await expect(card).toBeVisible();
  expect(await paidPriceOf(card)).toBe(paidPrice(product));

  await card.getByRole('button', { name: sizeOf(largest)!, exact: true }).click();
  await expect(card.getByRole('button', { name: '1TB', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => paidPriceOf(card)).toBe(cheapest1TB);
  await card.getByRole('button', { name: '256GB', exact: true }).click();
  await expect.poll(() => paidPriceOf(card)).toBe(cheapest256);
});

test('the product page fits a phone: tabs within the width, the footer above the sticky bar', async ({
  page,
}, testInfo) => {
  const { product } = await silverblue(page);
  await page.goto(`/product/${product._id}`);
  await waitForIslands(page);
  const width = page.viewportSize()!.width;
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(width);
  }

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('contentinfo').getByRole('link').last();
  await expect(last).toBeInViewport();
  // Nothing (the sticky bar, the bottom bar) lies over the footer's last link.
  const uncovered = await last.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && link.contains(hit);
  });
  expect(uncovered, "the footer's last link is covered").toBe(true);
  if (isMobile(testInfo)) {
    const bar = page.getByRole('button', { name: 'Add to Cart' }).last();
    await expect(bar).toBeVisible();
    const barBox = (await bar.locator('..').boundingBox())!;
    const linkBox = (await last.boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox.y);
  }
  await shot(page, 'product-end');
});
