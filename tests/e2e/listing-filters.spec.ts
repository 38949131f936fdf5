// Finding things: a Number field's min/max range in the filter panel, in step with the address bar
// and the API, shown as a removable chip above the results; the search results grid. Both widths,
// with screenshots of each state.
import { expect, test, type Page } from '@playwright/test';
import {
  categoryListing,
  expectNoSeriousAxeViolations,
  isMobile,
  productCards,
  waitForIslands,
} from './helpers.ts';

const SHOTS = process.env['E2E_SHOTS_DIR'];

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test('a shopper narrows phones to a screen size range and removes it with its chip', async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  const range = { 'field[Screen Size][min]': '6.5', 'field[Screen Size][max]': '6.8' };
  const samsung = await categoryListing(page.request, 'phones', { brand: 'Samsung' });
  const narrowed = await categoryListing(page.request, 'phones', { brand: 'Samsung', ...range });
  expect(narrowed.total).toBeGreaterThan(0);
  expect(narrowed.total).toBeLessThan(samsung.total);

  await page.goto('/products/phones?brand=Samsung');
  await waitForIslands(page);
  const count = page.getByRole('heading', { name: /results found$/ });
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(count).toHaveText(`${samsung.total} results found`);
  await expect(chips.getByRole('button')).toHaveText(['Brand: Samsung×']);

  if (isMobile(testInfo)) await page.getByRole('button', { name: /^Filters/ }).click();
  const sizeGroup = page.getByRole('group', { name: 'Screen Size (inch)' });
  await expect(sizeGroup).toContainText('inch');
  const min = sizeGroup.getByRole('spinbutton', { name: 'Screen Size min (inch)' });
  const max = sizeGroup.getByRole('spinbutton', { name: 'Screen Size max (inch)' });
  await min.fill('6.5');
  await min.press('Enter');
  await expect(page).toHaveURL(/[?&]field%5BScreen\+Size%5D%5Bmin%5D=6\.5(&|$)/);
  await max.fill('6.8');
  await max.press('Enter');
  await expect(page).toHaveURL(/[?&]field%5BScreen\+Size%5D%5Bmax%5D=6\.8(&|$)/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    brand: 'Samsung',
    ...range,
  });

  await expect(count).toHaveText(`${narrowed.total} results found`);
  await expect(productCards(page.getByRole('region', { name: /results found$/ }))).toHaveCount(
    Math.min(12, narrowed.total),
  );
  const rangeChip = chips.getByRole('button', {
    name: 'Remove filter Screen Size: 6.5–6.8 inch',
  });
  await expect(rangeChip).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'listing with a range filter');
  await shot(page, 'listing-filters', width);

  await rangeChip.click();
  await expect(page).not.toHaveURL(/Screen/);
  await expect(count).toHaveText(`${samsung.total} results found`);
  await expect(chips.getByRole('button')).toHaveText(['Brand: Samsung×']);
  await expect(min).toHaveValue('');
  await expect(max).toHaveValue('');
  await expect(count).toBeFocused();

  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(chips).toHaveCount(0);
  await expect(page).not.toHaveURL(/brand=/);
});

test('search results: 2 columns at every width, the cards on their side on desktop', async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  await page.goto('/search?query=samsung');
  await waitForIslands(page);
  const grid = page
    .getByRole('region', { name: /Results for/ })
    .getByRole('list')
    .first();
  const first = productCards(grid).first();
  await expect(first).toBeVisible();
  const columns = await grid.evaluate(
    (list) => getComputedStyle(list).gridTemplateColumns.split(' ').length,
  );
  expect(columns).toBe(2);
  // Desktop: the picture beside the text (the name starts right of the picture), phones: above it.
  const picture = (await first.locator('img').boundingBox())!;
  const name = (await first.getByRole('heading').boundingBox())!;
  if (isMobile(testInfo)) expect(name.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
  else expect(name.x).toBeGreaterThanOrEqual(picture.x + picture.width - 1);
  await shot(page, 'search-results', width);
});
