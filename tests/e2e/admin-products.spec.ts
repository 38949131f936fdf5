// Catalogue editing in the back office: an editor (made through the staff API by the e2e admin)
// signs in, finds a product in the table by its SKU, changes its price, sees "Publishing…" then
// "Live", and the shop's product page shows the new price. axe on the table and the form. Each
// project (390 px, 1280 px) edits a product of its own.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatVnd } from '../../src/lib/format.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { expectNoSeriousAxeViolations, isMobile, type ShopProduct } from './helpers.ts';

/** A CSRF-protected API call through the request context's own cookies. */
async function apiCall(
  request: APIRequestContext,
  method: string,
  path: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf-token')).json()) as {
    csrfToken: string;
  };
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { 'X-CSRF-Token': csrfToken, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A new editor, added by the e2e admin as the staff screen would. */
async function newEditor(request: APIRequestContext) {
  const signedIn = await apiCall(request, 'POST', '/admin/auth/sign-in', {
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  const editor = {
    email: `editor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`,
    password: 'editor-password-1',
  };
  await apiCall(
    request,
    'POST',
    '/admin/staff',
    { ...editor, name: 'Lê Văn Biên', role: 'editor' },
    signedIn['accessToken'] as string,
  );
  return editor;
}

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
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
