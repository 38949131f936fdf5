// The shop's byte budgets, measured on the production build: gzip size of every script and
// stylesheet a page loads once all its islands have hydrated, and the product page's HTML; and
// none of them carries the back office's code. 95 KB of JavaScript on the catalogue pages (home,
// listings, product), 120 KB on the others, 20 KB of CSS, 30 KB of product HTML; the Vietnamese
// pages (/vi/…) are held to the same budgets as the English ones. Each test
// records its page's weights as a test annotation ("gzip bytes"); decision 40 keeps the last
// figures (docs/decisions/0040-ofetch-and-persistent-stores-back.md).
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { UNHYDRATED } from './helpers.ts';

const KB = 1024;
/** JavaScript on the catalogue pages: React, the header's islands and the page's own. */
const CATALOGUE_JS = 95 * KB;
/** Text only the back office's scripts and styles carry: its staff calls and its classes. */
const BACK_OFFICE_MARKERS = ['/admin/auth/', '.admin-bar', '.admin-stack'];

/** The back office's code never loads on a shop page: it is for staff only. */
function expectNoBackOffice(what: string, text: string): void {
  for (const marker of BACK_OFFICE_MARKERS)
    expect(text.includes(marker), `${what} carries back-office code (${marker})`).toBe(false);
}

interface Weights {
  js: number;
  css: number;
  html: number;
}

async function weigh(page: Page, path: string): Promise<Weights> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.ok())
      bodies.set(`${type} ${response.url()}`, response.body());
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const pageHtml = await response!.body();
  expectNoBackOffice(path, pageHtml.toString('utf8'));
  const html = gzipSync(pageHtml, { level: 9 }).length;
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator(UNHYDRATED)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  let js = 0;
  let css = 0;
  for (const [key, body] of bodies) {
    expectNoBackOffice(key, (await body).toString('utf8'));
    const size = gzipSync(await body, { level: 9 }).length;
    if (key.startsWith('script')) js += size;
    else css += size;
  }
  test.info().annotations.push({
    type: 'gzip bytes',
    description: `${path}: JS ${js}, CSS ${css}, HTML ${html}`,
  });
  return { js, css, html };
}

const productPath = async (page: Page) => {
  const res = await page.request.get('/api/product?featured=true&limit=1');
  const { products } = (await res.json()) as { products: { _id: string }[] };
  return `/product/${products[0]!._id}`;
};

test.describe('byte budgets (gzip, production build)', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['category listing', '/products/phones'],
    ['Vietnamese home', '/vi'],
    ['Vietnamese category listing', '/vi/products/phones'],
  ] as const) {
    test(`the ${name} page loads at most 95 KB of JavaScript and 20 KB of CSS`, async ({
      page,
    }) => {
      const weights = await weigh(page, path);
      expect(weights.js).toBeLessThanOrEqual(CATALOGUE_JS);
      expect(weights.css).toBeLessThanOrEqual(20 * KB);
    });
  }

  for (const [name, prefix] of [
    ['a product page', ''],
    ['a Vietnamese product page', '/vi'],
  ] as const) {
    test(`${name} loads at most 95 KB of JavaScript and 20 KB of CSS, its HTML at most 30 KB`, async ({
      page,
    }) => {
      const weights = await weigh(page, `${prefix}${await productPath(page)}`);
      expect(weights.js).toBeLessThanOrEqual(CATALOGUE_JS);
      expect(weights.css).toBeLessThanOrEqual(20 * KB);
      expect(weights.html).toBeLessThanOrEqual(30 * KB);
    });
  }

  test('/checkout with a filled cart loads at most 120 KB of JavaScript and 20 KB of CSS', async ({
    page,
  }) => {
    const res = await page.request.get('/api/product?limit=20');
    const { products } = (await res.json()) as {
      products: {
        _id: string;
        name: string;
        price: number;
        hasVariations: boolean;
        stock: number;
      }[];
    };
    const simple = products.find((p) => !p.hasVariations && p.stock > 0)!;
    const line = {
      id: simple._id,
      name: simple.name,
      price: simple.price,
      image: '/images/placeholder.png',
      quantity: 1,
    };
    await page.addInitScript(
      (value) => window.localStorage.setItem('cart', value),
      JSON.stringify([line]),
    );
    const weights = await weigh(page, '/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/\/checkout$/);
    expect(weights.js).toBeLessThanOrEqual(120 * KB);
    expect(weights.css).toBeLessThanOrEqual(20 * KB);
  });

  for (const path of [
    '/products',
    '/search',
    '/cart',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/about',
    '/contact',
    '/vi/products',
    '/vi/search',
    '/vi/cart',
    '/vi/login',
    '/vi/register',
    '/vi/about',
    '/vi/contact',
    '/policies/shipping',
    '/vi/policies/returns',
    '/payment/vnpay-return',
    '/vi/payment/vnpay-return',
    '/payment/vnpay-test-gateway',
  ]) {
    test(`${path} loads at most 120 KB of JavaScript and 20 KB of CSS`, async ({ page }) => {
      const weights = await weigh(page, path);
      expect(weights.js).toBeLessThanOrEqual(120 * KB);
      expect(weights.css).toBeLessThanOrEqual(20 * KB);
    });
  }
});
