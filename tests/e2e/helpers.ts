// Shared steps of the journeys, each written once: which width a test runs at, waiting for islands,
// axe-core, a screenshot attached to the report, reading cards and prices off the page, the search
// overlay, picking suitable products through the API, CSRF-protected API calls, a customer signed
// up and signed in, an address typed into a form, and a cash-on-delivery order. The demo customer's
// credentials are the seed's (DEMO_CUSTOMER); the back office's steps are in admin-account.ts, the
// shop's e-mail in mail-outbox.ts.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type {
  CategoryListing,
  Product,
  ShippingAddress,
  Variation,
} from '../../src/api/schemas/index.ts';
import {
  buildOrderTotals,
  deliveryDateFor,
  effectivePrice,
  type Priced,
} from '../../src/lib/pricing.ts';

/** The contract's shapes, under the names the journeys use for what they read off the API. */
export type ShopProduct = Product;
export type ShopVariation = Variation;

/** The 390 px project: mobile header, bottom bar and full-screen menus instead of the mega menu. */
export const isMobile = (testInfo: TestInfo): boolean => testInfo.project.name === 'mobile';

/**
 * Islands not hydrated yet. The header's two islands hydrate only at the widths that show them
 * (client:media), so the one hidden at this width stays static and is not waited for.
 */
export const UNHYDRATED =
  'astro-island[ssr]:not([client="media"]), div:visible > astro-island[ssr][client="media"]';

/**
 * Waits until every island of the page has hydrated. Islands that hydrate when visible are
 * scrolled into view one by one first; the page is scrolled back to the top afterwards.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const lazy = page.locator('astro-island[ssr][client="visible"]');
  for (let left = await lazy.count(); left > 0; left = await lazy.count()) {
    // Found and scrolled in one step in the page: an island may hydrate between a count and a
    // locator's wait for "the first one", which then waits for an island that is gone.
    const scrolled = await page.evaluate(() => {
      const island = document.querySelector('astro-island[ssr][client="visible"]');
      (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center' });
      return island !== null;
    });
    if (scrolled) await expect.poll(() => lazy.count()).toBeLessThan(left);
  }
  await expect(page.locator(UNHYDRATED)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, screen = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `axe on ${screen || page.url()}`,
  ).toEqual([]);
}

/** Attaches a full-page screenshot to the test's report, named with the width's project. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name} (${testInfo.project.name})`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** Adds the product from its page once the purchase island has hydrated, and waits for the toast. */
export async function addToCartFromProductPage(
  page: Page,
  product: Pick<ShopProduct, '_id'>,
): Promise<void> {
  await page.goto(`/product/${product._id}`);
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  await add.scrollIntoViewIfNeeded();
  await expect(
    page.locator(UNHYDRATED).filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }),
  ).toHaveCount(0);
  await add.click();
  await expect(page.getByText('Added to Cart')).toBeVisible();
}

/** An amount as shown ("30.990.000 ₫", "30.990.000đ") back to its integer VND. */
export const parseVnd = (text: string): number => Number(text.replace(/\D/g, ''));

/** The product cards of a results grid. */
export const productCards = (scope: Page | Locator): Locator => scope.getByRole('article');

/** Names of the product cards in a scope, in order. */
export const cardNames = (scope: Page | Locator): Promise<string[]> =>
  productCards(scope).getByRole('heading').allInnerTexts();

/** The price paid on a card (the sale price when on sale): the first amount of its price line. */
export async function paidPriceOf(card: Locator): Promise<number> {
  const line = await card.getByRole('paragraph').filter({ hasText: '₫' }).innerText();
  return parseVnd(/[\d.]+/.exec(line)?.[0] ?? '');
}

/** The price paid on each card in a scope, in order. */
export async function cardPrices(scope: Page | Locator): Promise<number[]> {
  return Promise.all((await productCards(scope).all()).map(paidPriceOf));
}

/** The live cart link of the current width (header on desktop, bottom bar on mobile). */
export const cartLink = (page: Page, testInfo: TestInfo): Locator =>
  (isMobile(testInfo)
    ? page.getByRole('navigation', { name: 'Shortcuts' })
    : page.getByRole('banner')
  ).getByRole('link', { name: /^Cart\b/ });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The `index`th (from the end when negative) product without variations and with 20 or more in
 * stock among one page of the public list (`query`): journeys that buy take each their own, so
 * parallel runs never share stock.
 */
export async function buyableProduct(
  request: APIRequestContext,
  index: number,
  query = 'limit=40',
): Promise<ShopProduct> {
  const { products } = await getJson<{ products: ShopProduct[] }>(request, `/api/product?${query}`);
  const product = products.filter((p) => !p.hasVariations && p.stock >= 20).at(index);
  if (!product) throw new Error('Not enough in-stock products without variations in the seed');
  return product;
}

/**
 * The payment journeys' products, from the end of the list (the checkout's take the start): one
 * per journey `slot` and viewport, so that no two of them share stock. Slots 0-1 are the bank
 * transfer's, 2-4 VNPay's.
 */
export const paymentJourneyProduct = (
  request: APIRequestContext,
  testInfo: TestInfo,
  slot: number,
): Promise<ShopProduct> => buyableProduct(request, -1 - (slot * 2 + (isMobile(testInfo) ? 0 : 1)));

/** The value beside `term` in a list of terms (the `dd` after its `dt`). */
export const valueBeside = (scope: Page | Locator, term: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A product's stock as the API tells it now. */
export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  return (await getJson<{ product: ShopProduct }>(request, `/api/product/${id}`)).product.stock;
}

/** The mobile search overlay, opened from the bottom bar's Search button. */
export async function openSearchOverlay(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('button', { name: 'Search' })
    .click();
  const overlay = page.getByRole('dialog', { name: 'Search' });
  await expect(overlay).toBeVisible();
  return overlay;
}

/** Every product of the shop, through the public list (pages of 100). */
export async function allProducts(request: APIRequestContext): Promise<ShopProduct[]> {
  const products: ShopProduct[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getJson<{ products: ShopProduct[]; pagination: { pages: number } }>(
      request,
      `/api/product?limit=100&page=${page}`,
    );
    products.push(...list.products);
    if (page >= list.pagination.pages) return products;
  }
}

/** One page of a category listing from the API, with the same query the storefront sends. */
export function categoryListing(
  request: APIRequestContext,
  category: string,
  query: Record<string, string>,
): Promise<CategoryListing> {
  const params = new URLSearchParams({ limit: '100', ...query });
  return getJson<CategoryListing>(request, `/api/product/category/name/${category}?${params}`);
}

export async function variationsOf(
  request: APIRequestContext,
  productId: string,
): Promise<ShopVariation[]> {
  const body = await getJson<{ variations: ShopVariation[] } | ShopVariation[]>(
    request,
    `/api/product/${productId}/variations`,
  );
  return Array.isArray(body) ? body : body.variations;
}

export const colorOf = (variation: ShopVariation): string | undefined =>
  variation.attributes.flatMap((a) => (a.type === 'Color' ? [a.value.name] : []))[0];

export const sizeOf = (variation: ShopVariation): string | undefined =>
  variation.attributes.flatMap((a) => (a.type === 'Size' ? [a.value] : []))[0];

/** What a customer pays for a product or variation (the shop's own rule). */
export const paidPrice = (item: Priced): number => effectivePrice(item);

export interface VariedProduct {
  product: ShopProduct;
  variations: ShopVariation[];
  /** The variation the page opens with. */
  initial: ShopVariation;
  /** An in-stock variation of another colour and size than the initial one (another price if any). */
  other: ShopVariation;
  /** A sold-out variation, when the product has one. */
  soldOut: ShopVariation | undefined;
}

/**
 * An in-stock product with colour and size variations, whose default variation is in stock and
 * which has another in-stock variation differing in both colour and size. With `soldOut`, one
 * that also has a sold-out variation.
 */
export async function findVariedProduct(
  request: APIRequestContext,
  { soldOut = false } = {},
): Promise<VariedProduct> {
  const products = await allProducts(request);
  for (const product of products.filter((p) => p.hasVariations && p.stock > 0)) {
    const variations = await variationsOf(request, product._id);
    const initial = variations.find((v) => v.isDefault) ?? variations[0];
    if (!initial || initial.stock <= 0 || !colorOf(initial) || !sizeOf(initial)) continue;
    const others = variations.filter(
      (v) => v.stock > 1 && colorOf(v) !== colorOf(initial) && sizeOf(v) !== sizeOf(initial),
    );
    const other = others.find((v) => paidPrice(v) !== paidPrice(initial)) ?? others[0];
    const empty = variations.find((v) => v.stock === 0 && colorOf(v) && sizeOf(v));
    if (other && (!soldOut || empty))
      return { product, variations, initial, other, soldOut: empty };
  }
  throw new Error(`The seed has no product with suitable variations (soldOut: ${soldOut})`);
}

/** A CSRF-protected API call through the request context's own cookies; answers the response. */
export async function apiFetch(
  request: APIRequestContext,
  method: string,
  path: string,
  data: unknown,
  token?: string,
): Promise<APIResponse> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf-token')).json()) as {
    csrfToken: string;
  };
  return request.fetch(`/api${path}`, {
    method,
    data,
    headers: { 'X-CSRF-Token': csrfToken, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** {@link apiFetch}, expecting a success; answers the JSON body. */
export async function apiCall(
  request: APIRequestContext,
  method: string,
  path: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await apiFetch(request, method, path, data, token);
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A fresh e-mail address (`label-<time>-<random>@example.vn`). */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.vn`;

/** A customer's address in Hồ Chí Minh City (Trần Thị Bình, 5 Nguyễn Huệ). */
export const saigonAddress = (email: string): ShippingAddress => ({
  fullName: 'Trần Thị Bình',
  email,
  phone: '0912 345 678',
  street: '5 Nguyễn Huệ',
  home: '',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  zip: '700000',
  country: 'Vietnam',
});

/** The POST /api/order body of a cash-on-delivery order of `quantity` units of `product`. */
export function codOrderBody(
  product: Priced & { _id: string },
  shippingAddress: ShippingAddress,
  quantity = 1,
  delivery: 'standard' | 'express' = 'standard',
) {
  const unitPrice = effectivePrice(product);
  const totals = buildOrderTotals([{ unitPrice, quantity }], delivery);
  return {
    items: [
      {
        product: product._id,
        variationId: null,
        quantity,
        unitPrice,
        deliveryFee: totals.deliveryFee,
        deliveryDate: deliveryDateFor(delivery, new Date()).toISOString(),
      },
    ],
    shippingAddress,
    paymentDetails: { method: 'cod' },
    shipping: { method: delivery, cost: totals.shippingFee },
    subTotal: totals.subTotal,
    shippingFee: totals.shippingFee,
    taxAmount: totals.taxAmount,
    totalAmount: totals.totalAmount,
  };
}

/** What signs a customer in. */
export interface Credentials {
  email: string;
  password: string;
}

/** A customer signed up through the API, with their bearer token. */
export interface Customer extends Credentials {
  name: string;
  token: string;
}

/** Signs a new customer up through the API (no phone, no address). */
export async function signUpCustomer(
  request: APIRequestContext,
  account: Omit<Customer, 'token'>,
): Promise<Customer> {
  const body = await apiCall(request, 'POST', '/auth/sign-up', {
    ...account,
    phoneNumber: '',
    address: null,
  });
  return { ...account, token: body['accessToken'] as string };
}

/** Fills the login form on the page, once hydrated, and sends it. */
export async function fillLoginForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the login page (of the shop at `origin`, the journeys' own unless given) and sends it. */
export async function submitLogin(page: Page, customer: Credentials, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await waitForIslands(page);
  await fillLoginForm(page, customer);
}

/** Signs a customer in through the login form and waits for the home page it leads to. */
export async function signIn(page: Page, customer: Credentials, origin = ''): Promise<void> {
  await submitLogin(page, customer, origin);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Types an address into the form on the page: street, city, state or province, and ZIP code. */
export async function fillAddress(
  page: Page,
  address: Pick<ShippingAddress, 'street' | 'city' | 'state' | 'zip'>,
): Promise<void> {
  await page.getByLabel('Street Address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State/Province').fill(address.state);
  await page.getByLabel('ZIP/Postal Code').fill(address.zip);
}

/** A cash-on-delivery order of `product` placed through the API by a signed-up customer. */
export async function placeCodOrder(
  request: APIRequestContext,
  customer: Pick<Customer, 'email' | 'token'>,
  product: Priced & { _id: string },
  {
    quantity = 1,
    delivery = 'standard',
    address = saigonAddress(customer.email),
  }: { quantity?: number; delivery?: 'standard' | 'express'; address?: ShippingAddress } = {},
): Promise<{ _id: string; orderNumber: string }> {
  const body = await apiCall(
    request,
    'POST',
    '/order',
    codOrderBody(product, address, quantity, delivery),
    customer.token,
  );
  return body['order'] as { _id: string; orderNumber: string };
}
