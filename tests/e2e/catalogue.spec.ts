// Catalogue journeys: browsing from the menus, filtering and sorting a listing in step with the
// address bar, choosing a variation and adding it to the cart, searching with typos, and what a
// shopper without JavaScript still sees. Both widths.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { categoryLabel } from '../../src/lib/labels.ts';
import { formatVnd } from '../../src/lib/format.ts';
import {
  allProducts,
  cardNames,
  cardPrices,
  cartLink,
  categoryListing,
  colorOf,
  expectNoSeriousAxeViolations,
  findVariedProduct,
  isMobile,
  openSearchOverlay,
  paidPrice,
  productCards,
  sizeOf,
  waitForIslands,
  type ShopProduct,
} from './helpers.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A variation option button: its value, with ' (out of stock)' when that choice is sold out. */
const optionButton = (scope: Locator, value: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(value)}( \\(out of stock\\))?$`) });

const resultsCount = (page: Page) => page.getByRole('heading', { name: /results found$/ });

/** Opens a card from a grid and checks the product page it leads to. */
async function openFirstCard(page: Page, grid: Locator): Promise<void> {
  const card = productCards(grid).first();
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('link', { name }).click();
  await page.waitForURL(/\/product\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
}

/** The separator drawn before the breadcrumb's second crumb (CSS generated content, quoted). */
const crumbSeparator = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .nth(1)
    .evaluate((item) => getComputedStyle(item, '::before').content);

test.describe('browsing the catalogue', () => {
  test('a shopper browses from the menus to a product page', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForIslands(page);

    if (isMobile(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await expect(menu).toBeVisible();
      const productsGroup = menu.getByRole('button', { name: 'Products' });
      await expect(productsGroup).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: 'Phones' })).toBeHidden();
      await productsGroup.click();
      await expect(productsGroup).toHaveAttribute('aria-expanded', 'true');
      for (const label of ['Phones', 'Laptops', 'Tablets', 'Accessories']) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expectNoSeriousAxeViolations(page, 'the mobile menu');
      await menu.getByRole('link', { name: 'Phones', exact: true }).click();
      await page.waitForURL('**/products/phones');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones');
      const phones = await categoryListing(page.request, 'phones', {});
      await expect(resultsCount(page)).toHaveText(`${phones.total} results found`);
      await expect(productCards(page)).toHaveCount(Math.min(phones.total, 12));
      await waitForIslands(page);
      await openFirstCard(page, page.getByRole('region', { name: /results found$/ }));
      return;
    }

    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Products' });
    const panel = page.locator('#mega-menu-panel');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // Phones is the category shown until another is hovered.
    await expect(panel.getByRole('link', { name: 'All Phones' })).toBeVisible();
    await panel
      .getByRole('list', { name: 'Categories' })
      .getByRole('link', { name: 'Laptops' })
      .hover();
    await expect(panel.getByRole('link', { name: 'All Laptops' })).toBeVisible();
    const brands = panel.getByRole('list', { name: 'Brands' });
    await expect(brands.getByRole('link')).toHaveText([
      'Dell',
      'HP',
      'Lenovo',
      'Asus',
      'Acer',
      'Microsoft',
    ]);
    await expect(panel.getByRole('link', { name: 'On sale' })).toHaveAttribute(
      'href',
      '/products?discount=true',
    );
    await expectNoSeriousAxeViolations(page, 'the mega menu');

    await brands.getByRole('link', { name: 'Dell' }).click();
    await page.waitForURL('**/products/laptops/brand/dell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dell Laptops');
    const dell = await categoryListing(page.request, 'laptops', { brand: 'dell' });
    expect(dell.products.every((product) => product.brand === 'Dell')).toBe(true);
    await expect(resultsCount(page)).toHaveText(`${dell.total} results found`);
    await waitForIslands(page);
    const dellNames = await cardNames(page);
    expect(dellNames.length).toBe(Math.min(dell.total, 12));
    expect(dell.products.map((product) => product.name)).toEqual(expect.arrayContaining(dellNames));

    await trigger.hover();
    await expect(panel).toBeVisible();
    await panel
      .getByRole('list', { name: 'Categories' })
      .getByRole('link', { name: 'Laptops' })
      .hover();
    await panel
      .getByRole('list', { name: 'Shop by need' })
      .getByRole('link', { name: 'Gaming' })
      .click();
    await page.waitForURL('**/products/laptops/criteria/gaming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaming Laptops');
    const gaming = await categoryListing(page.request, 'laptops', { criteria: 'gaming' });
    await expect(resultsCount(page)).toHaveText(`${gaming.total} results found`);
    await waitForIslands(page);
    expect(gaming.products.map((product) => product.name)).toEqual(
      expect.arrayContaining(await cardNames(page)),
    );

    await openFirstCard(page, page.getByRole('region', { name: /results found$/ }));
  });

  test('a shopper filters, sorts and pages a listing in step with the address bar', async ({
    page,
  }, testInfo) => {
    // Many filters, sorts and pages, each read again from the address bar: slow on a busy machine.
    test.slow();
    const all = await categoryListing(page.request, 'phones', {});
    await page.goto('/products/phones');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    // The listing's trail reads Home > Products > category; a product page's uses '/'.
    expect(await crumbSeparator(page)).toBe('">"');
    await waitForIslands(page);
    const count = resultsCount(page);
    const results = page.getByRole('region', { name: /results found$/ });
    await expect(count).toHaveText(`${all.total} results found`);
    await expectNoSeriousAxeViolations(page, '/products/phones');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    if (isMobile(testInfo)) {
      const toggle = page.getByRole('button', { name: /^Filters/ });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }

    // Cheapest in-stock 5G phones up to 20 million đồng: enough for two pages.
    const maxPrice = '20000000';
    const maxInput = page.getByRole('textbox', { name: 'Max', exact: true });
    await maxInput.fill(maxPrice);
    await maxInput.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]maxPrice=${maxPrice}\\b`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    const byPrice = await categoryListing(page.request, 'phones', { maxPrice });
    await expect(count).toHaveText(`${byPrice.total} results found`);

    const inStock = page.getByRole('checkbox', { name: 'In Stock Only' });
    await inStock.check();
    await expect(page).toHaveURL(/[?&]inStock=true\b/);
    const fiveG = page.getByRole('group', { name: '5G' }).getByRole('checkbox', { name: 'Yes' });
    await fiveG.check();
    await expect(page).toHaveURL(/[?&]field%5B5G%5D=true\b|[?&]field\[5G\]=true\b/);

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: Low to High' });
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maxPrice,
      inStock: 'true',
      'field[5G]': 'true',
      sort: 'price-asc',
    });

    const filters = { maxPrice, inStock: 'true', 'field[5G]': 'true', sortBy: 'price' };
    const filtered = await categoryListing(page.request, 'phones', filters);
    expect(filtered.total).toBeGreaterThan(12);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.products.every((product) => product.stock > 0)).toBe(true);
    const firstPage = filtered.products.slice(0, 12).map((product) => product.name);
    const secondPage = filtered.products.slice(12, 24).map((product) => product.name);
    await expect(count).toHaveText(`${filtered.total} results found`);
    await expect.poll(() => cardNames(results)).toEqual(firstPage);
    const prices = await cardPrices(results);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBeLessThanOrEqual(Number(maxPrice));

    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => cardNames(results)).toEqual(secondPage);
    const secondPrices = await cardPrices(results);
    expect(secondPrices).toEqual([...secondPrices].sort((a, b) => a - b));
    expect(secondPrices[0]).toBeGreaterThanOrEqual(prices[prices.length - 1] ?? 0);

    // Back and forward move through the same states, controls included.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect.poll(() => cardNames(results)).toEqual(firstPage);
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]sort=/);
    await expect(sort).toHaveValue('newest');
    await expect(sort.locator('option:checked')).toHaveText('Newest First');
    await expect(fiveG).toBeChecked();
    await expect(maxInput).toHaveValue(maxPrice);
    await page.goBack();
    await expect(fiveG).not.toBeChecked();
    await expect(inStock).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
    await expect(sort.locator('option:checked')).toHaveText('Price: Low to High');
    await expect(fiveG).toBeChecked();
    await expect.poll(() => cardNames(results)).toEqual(firstPage);

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).not.toHaveURL(/maxPrice|inStock|field/);
    await expect(maxInput).toHaveValue('');
    await expect(inStock).not.toBeChecked();
    await expect(fiveG).not.toBeChecked();
    await expect(count).toHaveText(`${all.total} results found`);

    await maxInput.fill('1');
    await maxInput.press('Enter');
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
    await expect(count).toHaveText('0 results found');
    await expect(pagination).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await expect(count).toHaveText(`${all.total} results found`);
    await expect(productCards(results)).toHaveCount(12);
    await expect(maxInput).toHaveValue('');
    await expect(page).not.toHaveURL(/maxPrice/);
  });

  test('a brand page lists only that brand and passes axe', async ({ page }) => {
    const apple = await categoryListing(page.request, 'phones', { brand: 'apple' });
    await page.goto('/products/phones/brand/apple');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apple Phones');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Products', 'Phones', 'Apple']);
    await waitForIslands(page);
    await expect(resultsCount(page)).toHaveText(`${apple.total} results found`);
    const names = await cardNames(page);
    expect(names.length).toBe(Math.min(apple.total, 12));
    expect(apple.products.map((product) => product.name)).toEqual(expect.arrayContaining(names));
    await expectNoSeriousAxeViolations(page, '/products/phones/brand/apple');
  });
});

test.describe('buying from the product page', () => {
  test('a shopper picks a colour and size, adds two to the cart and meets a sold-out variation', async ({
    page,
  }, testInfo) => {
    const { product, initial, other, soldOut } = await findVariedProduct(page.request, {
      soldOut: true,
    });
    if (!soldOut)
      throw new Error('findVariedProduct({ soldOut: true }) returned no sold-out variation');

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(
      ['Home', 'Products', categoryLabel(product.category.name)],
    );
    expect(await crumbSeparator(page)).toBe('"/"');
    await waitForIslands(page);
    const panel = page
      .locator('astro-island')
      .filter({ has: page.getByRole('button', { name: 'Increase quantity' }) });
    const price = (amount: number) =>
      panel.getByText(formatVnd(amount), { exact: true }).filter({ visible: true }).first();
    const addButton = panel.getByRole('button', { name: 'Add to Cart' }).filter({ visible: true });

    await expect(price(paidPrice(initial))).toBeVisible();
    await expect(panel.getByText(initial.sku, { exact: true })).toBeVisible();
    await expect(optionButton(panel, colorOf(initial)!)).toHaveAttribute('aria-pressed', 'true');
    await expect(optionButton(panel, sizeOf(initial)!)).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page, 'a product page');

    await optionButton(panel, colorOf(other)!).click();
    await optionButton(panel, sizeOf(other)!).click();
    await expect(optionButton(panel, colorOf(other)!)).toHaveAttribute('aria-pressed', 'true');
    await expect(optionButton(panel, sizeOf(other)!)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      panel.getByRole('group', { name: new RegExp(`^Color: ${escapeRegExp(colorOf(other)!)}`) }),
    ).toBeVisible();
    await expect(price(paidPrice(other))).toBeVisible();
    await expect(panel.getByText(other.sku, { exact: true })).toBeVisible();
    await expect(panel.getByText(initial.sku, { exact: true })).toHaveCount(0);
    await expect(panel.getByText('In Stock', { exact: false }).first()).toBeVisible();

    const quantity = panel.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(panel.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');

    // Mobile has a second, sticky Add to Cart button.
    await expect(addButton).toHaveCount(isMobile(testInfo) ? 2 : 1);
    await addButton.last().click();
    const toast = page.getByRole('status').filter({ hasText: 'Added to Cart' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await expect(cartLink(page, testInfo)).toHaveAccessibleName(/^Cart\s*, 2 items$/);
    await expect(cartLink(page, testInfo).getByText('2', { exact: true })).toBeVisible();

    await optionButton(panel, colorOf(soldOut)!).click();
    await optionButton(panel, sizeOf(soldOut)!).click();
    await expect(panel.getByText(soldOut.sku, { exact: true })).toBeVisible();
    await expect(addButton).toHaveCount(0);
    const outOfStock = panel
      .getByRole('button', { name: 'Out of Stock', exact: true })
      .filter({ visible: true });
    await expect(outOfStock).toHaveCount(isMobile(testInfo) ? 2 : 1);
    await expect(panel.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
    await outOfStock.first().click();
    const refused = page.getByRole('status').filter({ hasText: 'Out of Stock' });
    await expect(refused).toContainText('This product variant is currently out of stock.');
    await expect(cartLink(page, testInfo)).toHaveAccessibleName(/^Cart\s*, 2 items$/);

    await toast.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await expect(page.getByText(other.name, { exact: true })).toBeVisible();
  });
});

test.describe('searching', () => {
  async function searchFromHeader(page: Page, mobile: boolean, text: string): Promise<void> {
    if (mobile) {
      const overlay = await openSearchOverlay(page);
      const input = overlay.getByRole('combobox', { name: 'Search products' });
      await expect(input).toHaveAttribute('placeholder', 'Search products...');
      await expect(input).toBeFocused();
      await expect(overlay.getByRole('link')).toContainText([
        'Phones',
        'Laptops',
        'Tablets',
        'Accessories',
        'Screens',
      ]);
      await expectNoSeriousAxeViolations(page, 'the search overlay');
      await input.fill(text);
      await input.press('Enter');
    } else {
      const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await input.fill(text);
      await input.press('Enter');
    }
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('query') === text,
    );
  }

  const resultsRegion = (page: Page, query: string) =>
    page.getByRole('region', { name: `Results for “${query}”` });

  test('a shopper finds products despite typos, meets an empty result and searches in Vietnamese', async ({
    page,
  }, testInfo) => {
    const catalogue = await allProducts(page.request);
    const iPhones = catalogue.filter((product) => product.name.includes('iPhone'));
    const phones = await categoryListing(page.request, 'phones', {});

    await page.goto('/');
    await waitForIslands(page);
    await searchFromHeader(page, isMobile(testInfo), 'samsng galaxy');
    await waitForIslands(page);
    const galaxy = resultsRegion(page, 'samsng galaxy');
    await expect(galaxy).toBeVisible();
    await expect(galaxy.getByRole('status')).toHaveText(/^\d+ products? found$/);
    const galaxyNames = await cardNames(galaxy);
    expect(galaxyNames.length).toBeGreaterThan(0);
    expect(galaxyNames.length).toBeLessThanOrEqual(10);
    for (const name of galaxyNames) expect(name).toContain('Galaxy');
    await expectNoSeriousAxeViolations(page, '/search with results');

    await searchFromHeader(page, isMobile(testInfo), 'iphnoe');
    const iphone = resultsRegion(page, 'iphnoe');
    await expect(iphone).toBeVisible();
    const iphoneNames = await cardNames(iphone);
    expect(iphoneNames[0]).toContain('iPhone');
    expect(iphoneNames).toEqual(expect.arrayContaining(iPhones.map((product) => product.name)));

    // The search page's own box: nothing found, then back to the suggestions.
    const box = page.getByRole('search', { name: 'Search page' }).getByRole('searchbox');
    await expect(box).toHaveValue('iphnoe');
    await box.fill('xyzzy qwertz');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page).toHaveURL(/query=xyzzy/);
    await page.getByRole('button', { name: 'Browse Featured Products' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(box).toHaveValue('');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Phones', exact: true })).toHaveAttribute(
      'href',
      '/products/phones',
    );

    await box.fill('dien thoai');
    await box.press('Enter');
    const vietnamese = resultsRegion(page, 'dien thoai');
    await expect(vietnamese).toBeVisible();
    const phoneNames = await cardNames(vietnamese);
    expect(phoneNames.length).toBe(10);
    expect(phones.products.map((product) => product.name)).toEqual(
      expect.arrayContaining(phoneNames),
    );
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

    // No MacBook Air M3 is sold: the MacBook Air M4s are shown, and the page says they are similar.
    await box.fill('macbook air m3');
    await box.press('Enter');
    const similar = resultsRegion(page, 'macbook air m3');
    await expect(similar).toBeVisible();
    await expect(
      page.getByText('No exact match for "macbook air m3". Showing similar products.', {
        exact: true,
      }),
    ).toBeVisible();
    expect((await cardNames(similar))[0]).toMatch(/^MacBook Air \d+ M4$/);
  });

  test('the search page offers suggestions before a search and passes axe', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Products');
    await waitForIslands(page);
    const main = page.getByRole('main');
    for (const label of ['Phones', 'Laptops', 'Tablets', 'Accessories', 'Screens']) {
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `/products/${label.toLowerCase()}`,
      );
    }
    await expect(main.getByRole('heading', { name: 'Recent Searches' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/search suggestions');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const expectProductsWithPrices = async (scope: Locator, products: ShopProduct[]) => {
    for (const product of products) {
      const card = productCards(scope).filter({
        has: scope.page().getByRole('heading', { name: product.name, exact: true }),
      });
      await expect(card).toHaveCount(1);
      await expect(card.first()).toContainText(formatVnd(paidPrice(product)).replace(/\s/g, ' '), {
        useInnerText: true,
      });
    }
  };

  test('listings, product pages and the home page show products and prices', async ({ page }) => {
    const phones = await categoryListing(page.request, 'phones', { sortBy: '-createdAt' });
    await page.goto('/products/phones');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phones');
    const listed = phones.products.slice(0, 12);
    await expect(productCards(page)).toHaveCount(listed.length);
    await expectProductsWithPrices(page.getByRole('main'), listed);
    await expect(page.getByRole('main')).toContainText('₫');

    const product = listed[0]!;
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main')).toContainText(
      formatVnd(paidPrice(product)).replace(/\s/g, ' '),
      {
        useInnerText: true,
      },
    );
    await expect(
      page.getByRole('button', { name: /Add to Cart|Out of Stock/ }).first(),
    ).toBeAttached();

    const featured = (await (
      await page.request.get('/api/product?featured=true&limit=4')
    ).json()) as {
      products: ShopProduct[];
    };
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Products' });
    await expect(productCards(section)).toHaveCount(4);
    await expectProductsWithPrices(section, featured.products);
  });
});
