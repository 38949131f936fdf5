// The back office is not the shop: its pages are never indexed (noindex, out of the sitemap,
// disallowed in robots.txt) and pass axe at both widths. That its scripts and styles never load on
// a shop page is checked on every page budgets.spec.ts weighs.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, submitStaffSignIn } from './admin-account.ts';
import { expectNoSeriousAxeViolations } from './helpers.ts';

const ADMIN_PAGES = [
  '/admin/login',
  '/admin',
  '/admin/staff',
  '/admin/account',
  '/admin/audit',
  '/admin/builds',
  '/admin/import',
  '/admin/reviews',
];

test('back-office pages are noindex, out of the sitemap and disallowed in robots.txt', async ({
  request,
}) => {
  for (const path of ADMIN_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(
      '<meta name="robots" content="noindex, nofollow"',
    );
  }
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) {
    const urls = (await (await request.get(new URL(sitemap).pathname)).text()).matchAll(
      /<loc>([^<]+)<\/loc>/g,
    );
    for (const [, url] of urls) expect(new URL(url!).pathname, url).not.toMatch(/^\/admin/);
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m);
});

/** Opens a back-office page and waits until its screen has loaded what it shows. */
async function open(page: Page, path: string, loaded: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.locator('body')).toHaveAttribute('data-admin-state', 'ready');
  await loaded(page);
  await expectNoSeriousAxeViolations(page, path);
}

test('the back office has no serious axe violation on its screens', async ({ page }) => {
  // Many screens, each checked by axe: a minute alone, more on a busy machine.
  test.slow();
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page, '/admin/login');
  await submitStaffSignIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin');

  await open(page, '/admin/staff', (p) =>
    expect(p.getByRole('cell', { name: E2E_ADMIN.email, exact: true })).toBeVisible(),
  );
  await open(page, '/admin/audit', (p) =>
    expect(p.getByRole('cell', { name: 'staff.sign_in' }).first()).toBeVisible(),
  );
  await open(page, '/admin/builds', (p) =>
    expect(p.getByText('Live build', { exact: true })).toBeVisible(),
  );
  await open(page, '/admin/reviews', (p) =>
    expect(p.getByRole('button', { name: 'Hide' }).first()).toBeVisible(),
  );
  await open(page, '/admin/account', (p) =>
    expect(p.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible(),
  );
});
