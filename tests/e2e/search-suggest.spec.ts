// Suggestions as you type: in the desktop header's search box and in the mobile search overlay, a
// shopper types part of a name with a typo, sees products and categories, moves through them with
// the keyboard and opens one; Escape closes the list; an empty box still shows the overlay's usual
// panel. Both widths; a screenshot of the open suggestions is attached.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { SuggestResponse } from '../../src/api/schemas/suggest.ts';
import { formatVnd } from '../../src/lib/format.ts';
import {
  expectNoSeriousAxeViolations,
  isMobile,
  openSearchOverlay,
  waitForIslands,
} from './helpers.ts';

async function suggestionsFor(page: Page, q: string): Promise<SuggestResponse> {
  const res = await page.request.get(`/api/search/suggest?${new URLSearchParams({ q })}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SuggestResponse;
}

/** The search box of the width under test: the overlay's (opened first) or the header's. */
async function searchBox(page: Page, testInfo: TestInfo): Promise<Locator> {
  await page.goto('/');
  await waitForIslands(page);
  if (!isMobile(testInfo))
    return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  const overlay = await openSearchOverlay(page);
  return overlay.getByRole('combobox', { name: 'Search products' });
}

const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test.describe('suggestions as you type', () => {
  test('a shopper types a misspelt name, moves through the suggestions with the keyboard and opens a product', async ({
    page,
  }, testInfo) => {
    const typed = 'iphnoe 17';
    const expected = await suggestionsFor(page, typed);
    expect(expected.products.length).toBeGreaterThan(1);
    const second = expected.products[1]!;

    const input = await searchBox(page, testInfo);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    const list = suggestionList(page);
    await expect(list).toBeHidden();
    if (isMobile(testInfo)) {
      const overlay = page.getByRole('dialog', { name: 'Search' });
      await expect(overlay.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
      await input.pressSequentially(typed, { delay: 40 });
      await expect(overlay.getByRole('heading', { name: 'Featured Products' })).toBeHidden();
    } else {
      await input.click();
      await input.pressSequentially(typed, { delay: 40 });
    }

    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const options = list.getByRole('option');
    await expect(options).toHaveCount(expected.products.length + expected.categories.length);
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toContainText(expected.products[0]!.name);
    await expect(products.nth(1)).toContainText(
      formatVnd(second.salePrice ?? second.price).replace(/\s/g, ' '),
    );
    await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(
      `${expected.products.length + expected.categories.length} suggestions`,
    );
    await expect(products.first().locator('img')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: testInfo.outputPath('suggestions.png') });
    await testInfo.attach('open suggestions', {
      path: testInfo.outputPath('suggestions.png'),
      contentType: 'image/png',
    });
    await expectNoSeriousAxeViolations(page, 'the open suggestions');

    // Down twice: the second product (no category matches "iphnoe 17"), announced as active.
    expect(expected.categories).toEqual([]);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = products.nth(1);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await active.getAttribute('id'))!,
    );
    await expect(input).toBeFocused();

    await input.press('Enter');
    await page.waitForURL(`**/product/${second._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
  });

  test('Escape closes the list, a category suggestion opens its listing, an emptied box shows the usual panel', async ({
    page,
  }, testInfo) => {
    const input = await searchBox(page, testInfo);
    const list = suggestionList(page);
    await input.fill('dien th');
    await expect(list.getByRole('option', { name: 'Phones' })).toBeVisible();

    await input.press('ArrowDown');
    await input.press('Escape');
    await expect(list).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toBeVisible();
    await expect(input).toHaveValue('dien th');

    if (isMobile(testInfo)) {
      const overlay = page.getByRole('dialog', { name: 'Search' });
      await input.fill('');
      await expect(overlay.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
      await input.fill('dien th');
    } else {
      await input.press('ArrowDown');
    }
    await expect(list).toBeVisible();
    await list.getByRole('option', { name: 'Phones' }).click();
    await page.waitForURL('**/products/phones');
  });

  test('submitting the form still searches', async ({ page }, testInfo) => {
    const input = await searchBox(page, testInfo);
    await input.fill('samsng');
    await expect(suggestionList(page)).toBeVisible();
    await input.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('query') === 'samsng',
    );
  });
});
