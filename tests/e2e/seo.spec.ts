// What search engines and link previews read: unique titles, meta descriptions, canonical URLs,
// Open Graph, Product and BreadcrumbList JSON-LD, the sitemap and robots.txt. Read as a crawler
// does, without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { allProducts, paidPrice, type ShopProduct } from './helpers.ts';

test.use({ javaScriptEnabled: false });

interface HeadFacts {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string | null>;
  jsonLd: Record<string, unknown>[];
}

async function readHead(page: Page, path: string): Promise<HeadFacts> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  const og: Record<string, string | null> = {};
  for (const key of ['title', 'type', 'image', 'url', 'image:type', 'image:width', 'image:height'])
    og[key] = await meta(`meta[property="og:${key}"]`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    title: await page.title(),
    description: await meta('meta[name="description"]'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    og,
    jsonLd: scripts.map((text) => JSON.parse(text) as Record<string, unknown>),
  };
}

const firstProduct = async (page: Page): Promise<ShopProduct> => {
  const response = await page.request.get('/api/product?featured=true&limit=1');
  const { products } = (await response.json()) as { products: ShopProduct[] };
  expect(products[0]).toBeDefined();
  return products[0]!;
};

test('catalogue pages have unique titles, descriptions, canonical URLs and Open Graph tags', async ({
  page,
  baseURL,
}) => {
  const product = await firstProduct(page);
  const paths = ['/', '/products', '/products/phones', `/product/${product._id}`];
  const titles: string[] = [];
  for (const path of paths) {
    const head = await readHead(page, path);
    titles.push(head.title);
    expect(head.title.trim(), `title of ${path}`).not.toBe('');
    expect(head.description?.trim().length ?? 0, `description of ${path}`).toBeGreaterThan(30);
    const expected = new URL(path, baseURL).href;
    expect(head.canonical, `canonical of ${path}`).toBe(expected);
    if (path !== '/') expect(head.canonical).not.toMatch(/\/$/);
    expect(head.og['title'], `og:title of ${path}`).toBeTruthy();
    expect(head.og['type'], `og:type of ${path}`).toBe(
      path.startsWith('/product/') ? 'product' : 'website',
    );
    const image = head.og['image'];
    expect(image, `og:image of ${path}`).toMatch(/^https?:\/\//);
    // A 1200×630 JPEG (Zalo and Facebook show no SVG): a product's own, the shop's elsewhere.
    expect(new URL(image!).pathname, `og:image of ${path}`).toMatch(
      path.startsWith('/product/')
        ? new RegExp(`^/og/product/${product._id}/[0-9a-f]{16}\\.jpg$`)
        : /^\/images\/link-preview\.jpg$/,
    );
    expect([head.og['image:type'], head.og['image:width'], head.og['image:height']]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
    const imageResponse = await page.request.get(new URL(image!).pathname);
    expect(imageResponse.status(), `og:image ${image}`).toBe(200);
    expect(imageResponse.headers()['content-type']).toBe('image/jpeg');
    const picture = await sharp(await imageResponse.body()).metadata();
    expect([picture.format, picture.width, picture.height], `og:image ${image}`).toEqual([
      'jpeg',
      1200,
      630,
    ]);
  }
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles[3]).toContain(product.name);

  // A trailing slash still names the one canonical address.
  const slashed = await readHead(page, '/products/phones/');
  expect(slashed.canonical).toBe(new URL('/products/phones', baseURL).href);
});

test('a product page describes the product and its place in the catalogue as JSON-LD', async ({
  page,
  baseURL,
}) => {
  const product = await firstProduct(page);
  const path = `/product/${product._id}`;
  const head = await readHead(page, path);

  const item = head.jsonLd.find((data) => data['@type'] === 'Product');
  expect(item, 'Product JSON-LD').toBeDefined();
  expect(item!['name']).toBe(product.name);
  const offers = (Array.isArray(item!['offers']) ? item!['offers'][0] : item!['offers']) as Record<
    string,
    unknown
  >;
  expect(offers['priceCurrency']).toBe('VND');
  const price = Number(offers['price']);
  expect(Number.isFinite(price)).toBe(true);
  expect(price).toBe(paidPrice(product));
  expect(offers['availability']).toMatch(
    /^https?:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|LimitedAvailability)$/,
  );

  const trail = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
  expect(trail, 'BreadcrumbList JSON-LD').toBeDefined();
  const items = trail!['itemListElement'] as { position: number; name: string; item?: string }[];
  expect(items.map((entry) => entry.position)).toEqual(items.map((_, index) => index + 1));
  expect(items[0]?.name).toBe('Home');
  expect(items.at(-1)?.name).toBe(product.name);
  expect(items.at(-2)?.item).toBe(new URL(`/products/${product.category.name}`, baseURL).href);
});

test('the sitemap lists every product page and no private page; robots.txt points to it', async ({
  page,
  baseURL,
}) => {
  const index = await page.request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  expect(sitemaps.length).toBeGreaterThan(0);
  const urls = new Set<string>();
  for (const sitemap of sitemaps) {
    const response = await page.request.get(new URL(sitemap).pathname);
    expect(response.status(), sitemap).toBe(200);
    for (const match of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g))
      urls.add(match[1]!);
  }

  const products = await allProducts(page.request);
  const productUrls = [...urls].filter((url) => new URL(url).pathname.startsWith('/product/'));
  expect(productUrls).toHaveLength(products.length);
  for (const product of products) {
    expect(urls, `sitemap has ${product.name}`).toContain(
      new URL(`/product/${product._id}`, baseURL).href,
    );
  }
  for (const path of ['/', '/products', '/products/phones', '/about', '/contact']) {
    expect(urls, `sitemap has ${path}`).toContain(new URL(path, baseURL).href);
  }
  for (const url of urls) {
    expect(new URL(url).pathname, url).not.toMatch(/^\/(cart|checkout)(\/|$)/);
  }

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^\s/]+(:\d+)?\/sitemap-index\.xml$/m);
});
