// Home, the categories page, the sale list, Contact, About, Notifications and the not-found screen,
// with the contact form's rules and toasts. Both widths, axe everywhere.
import { expect, test, type Page } from '@playwright/test';
import { categoryLabel } from '../../src/lib/labels.ts';
import {
  cardNames,
  expectNoSeriousAxeViolations,
  paidPriceOf,
  parseVnd,
  productCards,
  waitForIslands,
  type ShopProduct,
} from './helpers.ts';

interface ShopCategory {
  name: string;
  description: string;
  fields: { name: string; type: string }[];
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

const productNames = async (page: Page, query: string) =>
  (await apiJson<{ products: ShopProduct[] }>(page, `/api/product?${query}`)).products.map(
    (product) => product.name,
  );

test.describe('home', () => {
  test('the banner carousel wraps both ways and the sections show four products each', async ({
    page,
  }) => {
    const [featured, latest] = await Promise.all([
      productNames(page, 'featured=true&limit=4'),
      productNames(page, 'sortBy=-createdAt&limit=4'),
    ]);
    await page.goto('/');
    await waitForIslands(page);

    const carousel = page.getByRole('region', { name: 'Promotions' });
    await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(3);
    const dots = carousel.getByRole('button', { name: /^Show slide \d$/ });
    await expect(dots).toHaveCount(3);
    const current = carousel.getByRole('link');
    const title = carousel.getByRole('heading');
    /** The banners' titles and buttons (HTML over the pictures), by slide number. */
    const words = {
      1: [/Galaxy S26/, 'Shop phones'],
      2: [/MacBook Air/, 'Shop laptops'],
      3: [/40% off accessories/, 'Shop accessories'],
    } as const;
    // Choosing a dot puts focus in the carousel, which holds any autoplay still. Then Previous
    // wraps to the last slide, and Next goes round and wraps to the first.
    const steps = [
      ['Show slide 1', 1],
      ['Previous slide', 3],
      ['Next slide', 1],
      ['Next slide', 2],
      ['Next slide', 3],
      ['Next slide', 1],
      ['Show slide 2', 2],
    ] as const;
    for (const [button, n] of steps) {
      await carousel.getByRole('button', { name: button }).click();
      await expect(carousel.getByRole('button', { name: `Show slide ${n}` })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(words[n][1]);
      await expect(title).toHaveText(words[n][0]);
    }

    const featuredSection = page.getByRole('region', { name: 'Featured Products' });
    await expect(productCards(featuredSection)).toHaveCount(4);
    expect(await cardNames(featuredSection)).toEqual(featured);
    const latestSection = page.getByRole('region', { name: 'Latest Arrivals' });
    await expect(productCards(latestSection)).toHaveCount(4);
    expect(await cardNames(latestSection)).toEqual(latest);
    await expect(page.getByRole('textbox', { name: /e-?mail/i })).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/');
  });

  test('the Special Offer leads to products on sale only', async ({ page }) => {
    const onSale = await apiJson<{ products: ShopProduct[]; pagination: { total: number } }>(
      page,
      '/api/product?discount=true&limit=12',
    );
    expect(onSale.pagination.total).toBeGreaterThan(0);
    await page.goto('/');
    const offer = page.getByRole('region', { name: /Up to 40% off selected items/ });
    await expect(offer).toContainText('Special Offer');
    const cta = offer.getByRole('link');
    await expect(cta).toHaveAttribute('href', '/products?discount=true');
    await cta.click();
    await page.waitForURL('**/products?discount=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
    const cards = productCards(page.getByRole('main'));
    await expect(cards).toHaveCount(Math.min(onSale.pagination.total, 12));
    expect(await cardNames(page.getByRole('main'))).toEqual(
      onSale.products.map((product) => product.name),
    );
    for (const card of await cards.all()) {
      const original = card.locator('del');
      await expect(original).toHaveCount(1);
      const paid = await paidPriceOf(card);
      expect(paid).toBeLessThan(parseVnd(await original.innerText()));
      await expect(card).toContainText(/-\d+%/);
    }
  });
});

test('the categories page lists six categories with cut descriptions and the newest products', async ({
  page,
}) => {
  const categories = await apiJson<ShopCategory[]>(page, '/api/product/category');
  const newest = await productNames(page, 'sortBy=-createdAt&limit=4');
  expect(categories.map((category) => category.name).sort()).toEqual([
    'accessories',
    'laptops',
    'pc',
    'phones',
    'screens',
    'tablets',
  ]);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop by Category');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
  const main = page.getByRole('main');
  for (const category of categories) {
    const card = main.getByRole('link').filter({
      has: page.getByRole('heading', { name: categoryLabel(category.name), exact: true }),
    });
    await expect(card).toHaveAttribute('href', `/products/${category.name}`);
    const description = category.description.trim();
    const shown =
      description.length > 100 ? `${description.slice(0, 100).trimEnd()}...` : description;
    await expect(card).toContainText(shown);
    if (description.length > 100) await expect(card).not.toContainText(description);
    await expect(card).toContainText(`${category.fields.length} specification`);
  }

  await waitForIslands(page);
  const tiles = page
    .getByRole('region', { name: 'Featured Products' })
    .getByRole('link')
    .filter({ hasText: 'đ' });
  await expect(tiles).toHaveCount(4);
  for (const [index, name] of newest.entries()) {
    await expect(tiles.nth(index)).toContainText(name);
    await expect(tiles.nth(index)).toHaveAttribute('href', /^\/product\/[^/]+$/);
    await expect(tiles.nth(index)).toContainText(/[\d.]+đ/);
  }
  await expectNoSeriousAxeViolations(page, '/products');
});

test.describe('contact', () => {
  test('a visitor corrects the form, sends a message and starts another', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Send a Message' })).toBeVisible();
    await waitForIslands(page);
    await expectNoSeriousAxeViolations(page, '/contact');

    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const subject = page.getByLabel('Subject', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    const send = page.getByRole('button', { name: 'Send Message' });

    await send.click();
    for (const text of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expectNoSeriousAxeViolations(page, '/contact with errors');

    await name.fill('Nguyễn Văn An');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(page.getByText('Email is required')).toBeVisible();

    await email.fill('an.nguyen@');
    await subject.fill('Warranty question');
    await message.fill('Too short');
    await send.click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Message must be at least 10 characters', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Subject is required')).toHaveCount(0);
    await expect(email).toBeFocused();

    await email.fill('an.nguyen@example.vn');
    await expect(page.getByText('Invalid email address')).toHaveCount(0);
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await message.fill('Does the Galaxy S26 Ultra come with an official Vietnamese warranty?');
    await expect(page.getByText('Message must be at least 10 characters')).toHaveCount(0);

    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: 'Message Sent' });
    await expect(toast).toContainText('We have received your message and will respond soon.');
    await expectNoSeriousAxeViolations(page, '/contact after sending');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByText('Name is required')).toHaveCount(0);
  });
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/product/does-not-exist']) {
    test(`${path} answers 404 with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404\s*Page not found/);
      await waitForIslands(page);
      await expectNoSeriousAxeViolations(page, `404 at ${path}`);
      await page.getByRole('link', { name: 'Go Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('region', { name: 'Featured Products' })).toBeVisible();
    });
  }
});

test('About and Notifications show their content and pass axe', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main).toContainText('2018');
  await expect(main).toContainText('team of 4');
  for (const figure of ['60%', '100%', '5%']) await expect(main).toContainText(figure);
  await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  await waitForIslands(page);
  await expectNoSeriousAxeViolations(page, '/about');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(/shipped/i);
  await expect(items.nth(1)).toContainText(/price drop/i);
  await waitForIslands(page);
  await expectNoSeriousAxeViolations(page, '/notifications');
});
