// The Content-Security-Policy in a browser (docs/decisions/0039-host-methods-stop-and-csp.md): a
// shopper goes through the shop (home, the menu, a listing, a product added to the cart, search,
// cart, checkout, sign-in and registration, an account page) and an admin through the back office
// (sign-in and three screens), at 390 and 1280 px. Every page's document carries a policy, and
// the browser reports no violation of it: no securitypolicyviolation event, no console message
// about it. What the header allows is tests/api/page-policy.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, submitStaffSignIn } from './admin-account.ts';
import {
  addToCartFromProductPage,
  isMobile,
  signIn,
  signUpCustomer,
  uniqueEmail,
  waitForIslands,
  type ShopProduct,
} from './helpers.ts';

/** Collects, for the page's whole life, every violation and every document without a policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    problems.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportPolicyViolation(text: string): void })
          .reportPolicyViolation;
        report(
          `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text()))
      problems.push(`console on ${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'document' &&
      !response.headers()['content-security-policy']
    )
      problems.push(`${response.url()} (${response.status()}) came without a policy`);
  });
  return problems;
}

test('a shopper goes through the shop without a Content-Security-Policy violation', async ({
  page,
  request,
}, testInfo) => {
  const problems = await watchPolicy(page);

  await page.goto('/');
  await waitForIslands(page);
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Products',
    });
    await trigger.hover();
    await expect(page.locator('#mega-menu-panel')).toBeVisible();
  }

  await page.goto('/products/phones');
  await waitForIslands(page);
  const { products } = (await (
    await page.request.get('/api/product?limit=40&sortBy=-rating')
  ).json()) as { products: ShopProduct[] };
  const product = products.find((p) => !p.hasVariations && p.stock > 0)!;
  await addToCartFromProductPage(page, product);
  await waitForIslands(page);

  await page.goto('/search?query=iphone');
  await waitForIslands(page);
  await page.goto('/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await waitForIslands(page);
  await page.goto('/register');
  await waitForIslands(page);

  // An account made through the API, signed in through the form, and one of its pages.
  const account = await signUpCustomer(request, {
    name: 'Đỗ Thu Hà',
    email: uniqueEmail('csp'),
    password: 'csp-password-1',
  });
  await signIn(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Đỗ Thu Hà' })).toBeVisible();
  await waitForIslands(page);

  expect(problems).toEqual([]);
});

test('an admin goes through the back office without a Content-Security-Policy violation', async ({
  page,
}) => {
  const problems = await watchPolicy(page);

  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await submitStaffSignIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+\+? products/)).toBeVisible();

  for (const [path, heading] of [
    ['/admin/orders', 'Orders'],
    ['/admin/staff', 'Staff'],
    ['/admin/builds', 'Builds'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  expect(problems).toEqual([]);
});
