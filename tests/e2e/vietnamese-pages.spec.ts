// Every Vietnamese page speaks Vietnamese: on each /vi route, at both widths, the page says
// <html lang="vi"> and none of its visible texts or accessible names (aria-label, placeholder,
// title, alt, the document's title and meta description) is an English catalogue entry whose
// Vietnamese twin differs. Entries with {placeholders} are matched as patterns; product names and
// brands are data and are let through. One failure lists every page with what it still shows in
// English. Also: the hreflang alternates of a product's two pages point at each other.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CATEGORY_BRANDS } from '../../src/lib/constants.ts';
import { en } from '../../src/lib/i18n/en/index.ts';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import { addStaff } from './admin-account.ts';
import {
  addToCartFromProductPage,
  allProducts,
  apiCall,
  placeCodOrder,
  signIn,
  signUpCustomer,
  uniqueEmail,
  UNHYDRATED,
  type ShopProduct,
} from './helpers.ts';

interface Tree {
  readonly [key: string]: string | Tree;
}

/** An English entry whose Vietnamese twin is another text: its key and how it is recognised. */
interface EnglishEntry {
  key: string;
  english: string;
  matches: (text: string) => boolean;
}

/** A letter only Vietnamese writes: đ, or a vowel with a tone mark or a breve, horn or circumflex. */
const VIETNAMESE_LETTER = /[đăâêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/iu;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function englishEntries(english: Tree, vietnamese: Tree, prefix = ''): EnglishEntry[] {
  return Object.entries(english).flatMap(([name, value]): EnglishEntry[] => {
    const key = `${prefix}${name}`;
    const twin = vietnamese[name];
    if (typeof value !== 'string')
      return englishEntries(value, typeof twin === 'object' ? twin : {}, `${key}.`);
    const text = squash(value);
    if (text.length < 3 || (typeof twin === 'string' && squash(twin) === text)) return [];
    if (!/\{\w+\}/.test(text)) return [{ key, english: text, matches: (shown) => shown === text }];
    // A pattern needs words of its own: "{count}" alone would match anything.
    if (text.replace(/\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '').length < 3) return [];
    const pattern = new RegExp(`^${escapeRegExp(text).replace(/\\\{\w+\\\}/g, '(.+?)')}$`, 'u');
    // A text with Vietnamese letters is not an English message around a value ("… mini PC …"
    // is no "{field} min{unit}").
    return [
      {
        key,
        english: text,
        matches: (shown) => !VIETNAMESE_LETTER.test(shown) && pattern.test(shown),
      },
    ];
  });
}

function allStrings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [squash(value)] : allStrings(value),
  );
}

const ENGLISH = englishEntries(en as unknown as Tree, vi as unknown as Tree);
/** A text that is some key's Vietnamese entry ("Email", "Laptop") is Vietnamese as well. */
const VIETNAMESE = new Set(allStrings(vi as unknown as Tree));

/** Every text a shopper sees or hears on the page, one line or one name each. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (text: string | null | undefined) => {
      for (const line of (text ?? '').split('\n')) {
        const squashed = line.replace(/\s+/g, ' ').trim();
        if (squashed) found.add(squashed);
      }
    };
    const rendered = (element: Element) => element.getClientRects().length > 0;
    add(document.body.innerText);
    // Each text node apart too (a visually hidden word joins its line in innerText).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const svg = parent.closest('svg');
      if (rendered(parent) || (svg && rendered(svg))) add(node.textContent);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (!rendered(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        add(element.getAttribute(name));
    }
    for (const part of document.title.split(' | ')) add(part);
    add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    return [...found];
  });
}

/** What a page shows in English: "key: text" for each text an English entry recognises. */
function englishLeft(texts: readonly string[], data: ReadonlySet<string>): string[] {
  const left: string[] = [];
  for (const text of texts) {
    if (data.has(text) || VIETNAMESE.has(text)) continue;
    const entry = ENGLISH.find((candidate) => candidate.matches(text));
    if (entry) left.push(`${JSON.stringify(text)} (${entry.key})`);
  }
  return left;
}

/** Product names and brands: data, shown as they are in both languages. */
async function dataTexts(request: APIRequestContext): Promise<Set<string>> {
  const products = await allProducts(request);
  return new Set([
    ...products.map((product) => squash(product.name)),
    ...products.map((product) => squash(product.brand ?? '')),
    ...Object.values(CATEGORY_BRANDS).flat(),
  ]);
}

/**
 * Scrolls through the page so that islands hydrating when visible do, and gives the islands a
 * moment; one that never hydrates is not this test's business (the texts are read as they are).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator(UNHYDRATED))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Opens each path and answers one line per page that is not Vietnamese, with what it shows. */
async function checkPages(
  page: Page,
  paths: readonly string[],
  data: ReadonlySet<string>,
  expectedStatus: (path: string) => number = () => 200,
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const issues: string[] = [];
    try {
      const response = await page.goto(path);
      const status = response?.status() ?? 0;
      if (status !== expectedStatus(path)) issues.push(`status ${status}`);
      // A page that sends the shopper elsewhere (checkout with an empty cart) is read where it lands.
      await page.waitForLoadState('networkidle');
      await settle(page);
      const landed = new URL(page.url());
      if (`${landed.pathname}${landed.search}` !== path) issues.push(`went to ${landed.pathname}`);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== 'vi') issues.push(`<html lang="${lang ?? ''}">`);
      issues.push(...englishLeft(await shownTexts(page), data));
    } catch (error) {
      issues.push(`could not be read: ${(error as Error).message.split('\n')[0] ?? ''}`);
    }
    if (issues.length > 0) problems.push(`${path}\n  ${issues.join('\n  ')}`);
  }
  return problems;
}

const report = (problems: readonly string[]) =>
  problems.length === 0
    ? ''
    : `English left on ${problems.length} Vietnamese page(s):\n\n${problems.join('\n\n')}`;

/** An in-stock product without variations (the cart and the order take it as it is). */
async function simpleProduct(request: APIRequestContext): Promise<ShopProduct> {
  const product = (await allProducts(request)).find((p) => !p.hasVariations && p.stock >= 3);
  if (!product) throw new Error('The seed has no simple product in stock');
  return product;
}

test('the public Vietnamese pages say lang="vi" and show no English interface text', async ({
  page,
  request,
}) => {
  // Some twenty pages read one after the other, each scrolled through: slow on a busy machine.
  test.setTimeout(480_000);
  const data = await dataTexts(request);
  const product = await simpleProduct(request);
  const paths = [
    '/vi',
    '/vi/products',
    '/vi/products/phones',
    '/vi/products/phones/brand/samsung',
    '/vi/products/phones/criteria/budget',
    '/vi/products?featured=true',
    '/vi/products?discount=true',
    `/vi/product/${product._id}`,
    '/vi/search?query=samsung',
    '/vi/cart',
    '/vi/login',
    '/vi/register',
    '/vi/forgot-password',
    '/vi/reset-password',
    '/vi/about',
    '/vi/contact',
    '/vi/policies/returns',
    '/vi/policies/shipping',
    '/vi/notifications',
    '/vi/order-lookup',
    '/vi/no-such-page-here',
  ];
  const problems = await checkPages(page, paths, data, (path) =>
    path === '/vi/no-such-page-here' ? 404 : 200,
  );
  expect(report(problems)).toBe('');
});

test('a signed-in customer’s Vietnamese pages say lang="vi" and show no English interface text', async ({
  page,
  request,
}) => {
  // Some twenty pages read one after the other, each scrolled through: slow on a busy machine.
  test.setTimeout(480_000);
  const data = await dataTexts(request);
  const product = await simpleProduct(request);
  const password = 'khach-hang-1';
  const customer = await signUpCustomer(request, {
    name: 'Trần Thị Bình',
    email: uniqueEmail('vi-pages'),
    password,
  });
  const order = await placeCodOrder(request, customer, product);
  // Delivered by an operator, so that the order can be reviewed.
  const operator = await addStaff(request, 'operator', 'Lê Văn Cường', 'operator-pass-1');
  const { accessToken } = await apiCall(request, 'POST', '/admin/auth/sign-in', {
    email: operator.email,
    password: operator.password,
  });
  for (const to of ['processing', 'shipped', 'delivered'])
    await apiCall(
      request,
      'POST',
      `/admin/orders/${order._id}/transition`,
      { to },
      accessToken as string,
    );

  await signIn(page, customer);
  await addToCartFromProductPage(page, product);
  const problems = await checkPages(
    page,
    [
      '/vi/cart',
      '/vi/checkout',
      '/vi/profile',
      '/vi/orders',
      `/vi/orders/${order._id}/invoice`,
      `/vi/review/order/${order._id}`,
      '/vi/settings',
      '/vi/notifications',
    ],
    data,
  );
  expect(report(problems)).toBe('');
});

test('the hreflang alternates of a product’s two pages point at each other, x-default at English', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const alternates = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const href = (hreflang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
    return { en: await href('en'), vi: await href('vi'), xDefault: await href('x-default') };
  };
  const english = await alternates(`/product/${product._id}`);
  const vietnamese = await alternates(`/vi/product/${product._id}`);

  expect(new URL(english.en ?? '').pathname).toBe(`/product/${product._id}`);
  expect(new URL(english.vi ?? '').pathname).toBe(`/vi/product/${product._id}`);
  expect(vietnamese).toEqual(english);
  expect(english.xDefault).toBe(english.en);
  // Each alternate leads to a page in its language that names the other in turn.
  await page.goto(new URL(vietnamese.vi ?? '').pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto(new URL(vietnamese.en ?? '').pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the sitemaps list the pages in both languages, each with its alternates', async ({
  request,
}) => {
  const product = await simpleProduct(request);
  const pages = await (await request.get('/sitemap-pages.xml')).text();
  const locs = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  for (const path of ['/', '/vi', '/products/phones', '/vi/products/phones', '/vi/about'])
    expect(locs, path).toContain(path);
  expect(pages).toMatch(
    /<xhtml:link rel="alternate" hreflang="vi" href="[^"]+\/vi\/products\/phones"\/>/,
  );

  const index = await (await request.get('/sitemap-index.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const products = (
    await Promise.all(
      files
        .filter((file) => file.startsWith('/sitemap-products-'))
        .map(async (file) => (await request.get(file)).text()),
    )
  ).join('');
  expect(products).toContain(`hreflang="vi" href="`);
  expect(products).toMatch(new RegExp(`hreflang="vi" href="[^"]+/vi/product/${product._id}"`));
});
