// Catalogue editing in the back office: an editor (made through the staff API by the e2e admin)
// signs in, finds a product in the table by its SKU, changes its price, sees "Publishing…" then
// "Live", and the shop's product page shows the new price. axe on the table and the form. Each
// project (390 px, 1280 px) edits a product of its own.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatVnd } from '../../src/lib/format.ts';
import { addStaff, submitStaffSignIn } from './admin-account.ts';
import { expectNoSeriousAxeViolations, isMobile, type ShopProduct } from './helpers.ts';

/** A new editor, added by the e2e admin as the staff screen would. */
const newEditor = (request: APIRequestContext) =>
  addStaff(request, 'editor', 'Lê Văn Biên', 'editor-password-1');

test('an editor changes a price and the shop’s product page shows it', async ({
  page,
  request,
}, testInfo) => {
  const editor = await newEditor(request);
  const { products } = (await (await request.get('/api/product?limit=100')).json()) as {
    products: (ShopProduct & { sku: string })[];
  };
  const simple = products.filter((p) => !p.hasVariations && p.salePrice === undefined);
  const product = simple[isMobile(testInfo) ? 0 : 1]!;
  const newPrice = product.price + 10_000;

  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fproducts$/);
  await submitStaffSignIn(page, editor);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByText(/\d+\+? products/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'product table');

  await page.getByLabel('Search by name or SKU').fill(product.sku);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${product.sku}`));
  await page.getByRole('link', { name: product.name }).click();

  const price = page.getByLabel('Price', { exact: true });
  await expect(price).toHaveValue(String(product.price));
  await expectNoSeriousAxeViolations(page, 'product form');
  await price.fill(String(newPrice));
  await page.getByRole('button', { name: 'Save' }).click();
  const status = page.getByRole('status').filter({ hasText: /Publishing|Live/ });
  await expect(status).toContainText('Live');
  await expect(page.getByText(/^Version 2/)).toBeVisible();

  await status.getByRole('link', { name: 'View on the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatVnd(newPrice)).first()).toBeVisible();
});
