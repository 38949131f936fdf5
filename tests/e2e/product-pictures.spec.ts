// Product page journeys of pictures and stock: the gallery follows the chosen colour, and a
// sold-out variation is marked in the picker and cannot be added.
import { expect, test, type Locator } from '@playwright/test';
import {
  colorOf,
  allProducts,
  findVariedProduct,
  isMobile,
  openSearchOverlay,
  sizeOf,
  waitForIslands,
  type ShopVariation,
} from './helpers.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const option = (scope: Locator, value: string, soldOut = false) =>
  scope.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(value)}${soldOut ? ' \\(out of stock\\)' : ''}$`),
  });

test('choosing a colour shows its picture; a sold-out variation is marked and cannot be added', async ({
  page,
}, testInfo) => {
  const { product, variations, initial, other, soldOut } = await findVariedProduct(page.request, {
    soldOut: true,
  });
  if (!soldOut)
    throw new Error('findVariedProduct({ soldOut: true }) returned no sold-out variation');
  // The n-th picture shows the n-th colour the variations name.
  const colors = [...new Set(variations.map(colorOf))];
  const pictureOf = (variation: ShopVariation) =>
    product.productImages[colors.indexOf(colorOf(variation))];

  await page.goto(`/product/${product._id}`);
  const main = page
    .getByRole('img', { name: new RegExp(`^${escapeRegExp(product.name)}, `) })
    .first();
  await expect(main).toHaveAttribute('alt', `${product.name}, ${colorOf(initial)}`);
  await expect(main).toHaveAttribute('src', pictureOf(initial)!);

  await waitForIslands(page);
  const panel = page
    .locator('astro-island')
    .filter({ has: page.getByRole('button', { name: 'Increase quantity' }) });
  await option(panel, colorOf(other)!).click();
  await expect(main).toHaveAttribute('alt', `${product.name}, ${colorOf(other)}`);
  await expect(main).toHaveAttribute('src', pictureOf(other)!);
  await expect(
    page.getByRole('button', { name: new RegExp(`: ${escapeRegExp(colorOf(other)!)}$`) }),
  ).toHaveAttribute('aria-current', 'true');

  await option(panel, colorOf(soldOut)!).click();
  await expect(main).toHaveAttribute('src', pictureOf(soldOut)!);
  const marked = option(panel, sizeOf(soldOut)!, true);
  await expect(marked).toHaveAttribute('data-state', 'sold-out');
  await expect(marked).toHaveCSS('text-decoration-line', 'line-through');
  await marked.click();
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  const outOfStock = panel
    .getByRole('button', { name: 'Out of Stock', exact: true })
    .filter({ visible: true });
  await outOfStock.first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Out of Stock' })).toContainText(
    'This product variant is currently out of stock.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath(`product-colour-${isMobile(testInfo) ? 390 : 1280}.png`),
    fullPage: false,
  });
});

test.describe('the search overlay (phone width in every project: the bottom bar has it)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('its featured products show their own pictures', async ({ page }, testInfo) => {
    const products = await allProducts(page.request);
    const picture = (name: string) =>
      products.find((product) => product.name === name)?.productImages[0];
    await page.goto('/');
    await waitForIslands(page);
    const featured = (await openSearchOverlay(page)).getByRole('listitem').filter({
      has: page.getByRole('link', { name: /iPhone 17 Pro|MacBook Air M4/ }),
    });
    await expect(featured).toHaveCount(2);
    await expect(featured.first().locator('img')).toHaveAttribute('src', picture('iPhone 17 Pro')!);
    await expect(featured.first().locator('img')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: testInfo.outputPath('search-overlay-390.png') });
  });
});
