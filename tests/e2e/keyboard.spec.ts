// Keyboard journeys: the header's mega menu reached with Tab category by category (each
// category's links right after it) and closed with Escape; the listing's Sort and Brand selects
// moved with the arrow keys without reloading the results, applied when the choice is committed
// (Enter, or leaving the select).
import { expect, test, type Page } from '@playwright/test';
import { brandHref, categoryHref } from '../../src/features/shell/nav-links.ts';
import { CATEGORY_BRANDS, CATEGORY_NAMES } from '../../src/lib/constants.ts';
import { isMobile, waitForIslands } from './helpers.ts';

/** The path of the mega menu's link that has the focus ('' when the focus is elsewhere). */
const focusedPath = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLAnchorElement && active.closest('#mega-menu-panel')
      ? new URL(active.href).pathname
      : '';
  });

test.describe('the mega menu (a desktop menu: at 1280 px in both projects)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false });

  test("Tab reaches every category's links in order, and Escape closes the menu", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Products' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const visited: string[] = [];
    // Tab until the focus leaves the panel (each category's "All …" link has its category's path).
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab');
      const path = await focusedPath(page);
      if (!path) break;
      visited.push(path);
    }
    const [first, middle, last] = [CATEGORY_NAMES[0], CATEGORY_NAMES[2], CATEGORY_NAMES[5]];
    const at = (path: string) => visited.indexOf(path);
    // Each category, then its own brand links, then the next category.
    for (const category of [first, middle, last]) {
      const brand = brandHref(category, CATEGORY_BRANDS[category][1]!);
      expect(at(brand), `${brand} reached with Tab`).toBeGreaterThan(at(categoryHref(category)));
    }
    expect(at(categoryHref(CATEGORY_NAMES[1]))).toBeGreaterThan(
      at(brandHref(first, CATEGORY_BRANDS[first][1]!)),
    );
    expect(at(categoryHref(CATEGORY_NAMES[3]))).toBeGreaterThan(
      at(brandHref(middle, CATEGORY_BRANDS[middle][1]!)),
    );
    expect(at(categoryHref(first))).toBe(0);

    // Shift+Tab goes back the same way: from the second category into the first one's links.
    // (Tabbing out of the panel closed it: open it again.)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const second = page.locator(`#mega-menu-panel [data-category="${CATEGORY_NAMES[1]}"]`);
    await second.focus();
    await expect(second).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(`[data-details="${first}"] a`).last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mega-menu-panel')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('the listing selects move with the arrow keys and apply when committed', async ({
  page,
}, testInfo) => {
  await page.goto('/products/phones');
  await waitForIslands(page);
  const listings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/category/')) listings.push(request.url());
  });

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const before = page.url();
  const initial = await sort.inputValue();
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const moved = await sort.inputValue();
  expect(moved).not.toBe(initial);
  // Moving is not choosing: the address and the results stay.
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);
  expect(listings).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${moved}(&|$)`));
  await expect.poll(() => listings.length).toBeGreaterThan(0);

  if (isMobile(testInfo)) await page.getByRole('button', { name: /^Filters/ }).click();
  const brand = page.getByRole('combobox', { name: 'Brand' });
  await brand.focus();
  await page.keyboard.press('ArrowDown');
  const picked = await brand.inputValue();
  expect(picked).not.toBe('');
  const sorted = page.url();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(sorted);
  // Leaving the select commits the choice.
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(picked)}(&|$)`));
});
