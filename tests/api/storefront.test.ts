// The storefront at a size: 2,000 generated products served by the real shop process (its
// on-demand pages from the build `npm test` makes first, STOREFRONT_BUILD_DIR), checked as a
// crawler and an editor see them. Behaviour only: no timing is asserted.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/api/schemas/catalog.ts';
import { effectivePrice } from '../../src/lib/pricing.ts';
import type { Database } from '../../src/server/api/db/connect.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { replaceCatalogue } from '../../src/server/api/seed/synthetic/replace-catalogue.ts';
import { currentBuild } from '../../src/server/host/site-build.ts';
import { startShopOnPort, type ShopOnPort } from './shop-on-port.ts';

const PRODUCTS = 2_000;
/**
 * Every product page is rendered on PGlite; the PostgreSQL run of the suite (which exists for the
 * API's SQL, the same on both) renders every tenth, to keep CI within its time.
 */
const PAGE_STRIDE = process.env['TEST_DATABASE_URL'] ? 10 : 1;
const ADMIN_TOKEN = 'storefront-test-admin-token';
const buildDir = process.env['STOREFRONT_BUILD_DIR'];
const built = buildDir !== undefined && currentBuild(buildDir) !== null;

let running: ShopOnPort | undefined;
let database: Database;
let base = '';
const catalogue: Product[] = [];

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers });

async function pageText(path: string): Promise<{ status: number; html: string; cache: string }> {
  const res = await page(path);
  return {
    status: res.status,
    html: await res.text(),
    cache: res.headers.get('X-Page-Cache') ?? '',
  };
}

/** The JSON-LD Product of a product page. */
function productJsonLd(html: string): { sku: string; offers: { price: number; url: string } } {
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(match[1]!) as { '@type'?: string };
    if (data['@type'] === 'Product') return data as never;
  }
  throw new Error('no Product JSON-LD');
}

/** The related products section of a product page (empty when it has none). */
const relatedSection = (html: string): string => {
  const start = html.indexOf('id="related-heading"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

/** The products its related products section links to, in order. */
const relatedIds = (html: string): string[] =>
  [...relatedSection(html).matchAll(/href="\/product\/([^"]+)"/g)].map((m) => m[1]!);

/** The first `limit` products of a category, in the listing's own order. */
async function categoryProducts(categoryId: string, limit: number): Promise<Product[]> {
  const res = await fetch(`${base}/api/product?category=${categoryId}&limit=${limit}`);
  return ((await res.json()) as { products: Product[] }).products;
}

const patch = (id: string, body: unknown) =>
  fetch(`${base}/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const announce = (ids: string[]) =>
  fetch(`${base}/api/admin/catalog/changed`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ products: ids }),
  });

/** Polls until `check` passes (a change is live within seconds); fails after 10 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not live within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

beforeAll(async () => {
  if (!built) return;
  running = await startShopOnPort({
    name: 'storefront',
    siteDir: buildDir,
    settings: {
      ADMIN_TOKEN,
      JWT_SECRET: 'storefront-test-jwt-secret',
      CSRF_SECRET: 'storefront-test-csrf-secret',
      // A production shop on PostgreSQL refuses the demo bank account.
      BANK_ACCOUNT_NUMBER: '1234567890',
      BANK_WEBHOOK_SECRET: 'storefront-test-bank-webhook-secret',
      // …and VNPay's test gateway unless it says so.
      VNPAY_TEST_GATEWAY: 'true',
      // Pages render as `npm start` serves them: with React's production build, which it picks
      // from NODE_ENV when the storefront build is loaded (vitest sets 'test').
      NODE_ENV: 'production',
    },
    prepare: (fresh) => replaceCatalogue(fresh.db, { products: PRODUCTS, seed: 7 }),
    // Nothing rendered ahead (startShopOnPort's shop never warms): these tests count renders.
    log: () => {},
  });
  ({ database, base } = running);
  for (let pageNo = 1; ; pageNo++) {
    const res = await fetch(`${base}/api/product?limit=100&page=${pageNo}&sortBy=-createdAt`);
    const batch = ((await res.json()) as { products: Product[] }).products;
    catalogue.push(...batch);
    if (batch.length < 100) break;
  }
}, 180_000);

afterAll(() => running?.close());

describe.runIf(built)('the storefront at 2,000 products', () => {
  it('answers every product URL with 200, its own JSON-LD and its price', async () => {
    expect(catalogue).toHaveLength(PRODUCTS);
    const pages = catalogue.filter((_, i) => i % PAGE_STRIDE === 0);
    await eachLimited(pages, 4, async (product) => {
      const { status, html } = await pageText(`/product/${product._id}`);
      expect(status, product._id).toBe(200);
      const ld = productJsonLd(html);
      expect(ld.sku).toBe(product.sku);
      expect(ld.offers.url).toMatch(new RegExp(`/product/${product._id}$`));
      expect(ld.offers.price).toBe(effectivePrice(product));
    });
  }, 480_000);

  it('renders a page once for 20 simultaneous first requests', async () => {
    const cold = catalogue.at(-1)!;
    await announce([cold._id]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => page(`/product/${cold._id}?first=${Math.random()}`)),
    );
    const states = answers.map((res) => res.headers.get('X-Page-Cache'));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('shows a changed price on the product page, its listing and in search within seconds', async () => {
    const plain = catalogue.find((p) => !p.hasVariations);
    expect(plain, 'the generated catalogue has products without variations').toBeDefined();
    const product = plain!;
    await pageText(`/product/${product._id}`);
    const price = product.price + 1_000_000;
    const res = await patch(product._id, { price, salePrice: null });
    expect(res.status).toBe(200);

    await eventually(async () => {
      const ld = productJsonLd((await pageText(`/product/${product._id}`)).html);
      return ld.offers.price === price;
    });
    const listing = await (
      await fetch(`${base}/api/product/category/name/${product.category.name}?limit=100`)
    ).json();
    const listed = (listing as { products: Product[] }).products.find((p) => p._id === product._id);
    if (listed) expect(listed.price).toBe(price);
    const words = encodeURIComponent(product.name);
    const found = (await (await fetch(`${base}/api/search?query=${words}`)).json()) as {
      products: Product[];
    };
    expect(found.products.find((p) => p._id === product._id)?.price).toBe(price);
  });

  it("shows an editor's Vietnamese description on the Vietnamese product page within seconds, the English page keeping the English", async () => {
    const product = catalogue[3]!;
    const english = (await pageText(`/product/${product._id}`)).html;
    await pageText(`/vi/product/${product._id}`);
    const words = 'Hàng chính hãng, bảo hành 24 tháng tại VietTech Store';
    const res = await patch(product._id, { descriptionVi: `<p>${words}</p>` });
    expect(res.status).toBe(200);
    await eventually(async () =>
      (await pageText(`/vi/product/${product._id}`)).html.includes(words),
    );
    const vietnamese = await pageText(`/vi/product/${product._id}`);
    expect(vietnamese.status).toBe(200);
    expect(vietnamese.html).toContain('<html lang="vi"');
    const after = (await pageText(`/product/${product._id}`)).html;
    expect(after).not.toContain(words);
    expect(after).toContain('<html lang="en"');
    expect(english).not.toContain(words);
  });

  it('shows a changed name on the listing page that shows the product', async () => {
    const newest = catalogue[0]!;
    const listingPath = `/products/${newest.category.name}`;
    expect((await pageText(listingPath)).html).toContain(newest.name);
    const name = `${newest.name} Renewed`;
    expect((await patch(newest._id, { name })).status).toBe(200);
    await eventually(async () => (await pageText(listingPath)).html.includes(name));
  });

  it('answers 404 for an archived or deleted product, lists neither in the sitemap, and never keeps the 404', async () => {
    const [archived, deleted] = [catalogue[10]!, catalogue[11]!];
    for (const product of [archived, deleted]) await pageText(`/product/${product._id}`);
    await database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archived._id));
    await database.db.delete(products).where(eq(products.id, deleted._id));
    expect((await announce([archived._id, deleted._id])).status).toBe(202);

    for (const product of [archived, deleted])
      expect((await pageText(`/product/${product._id}`)).status).toBe(404);
    const index = (await pageText('/sitemap-index.xml')).html;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml']);
    const sitemap = (await pageText('/sitemap-products-1.xml')).html;
    expect(sitemap.match(/<url>/g)).toHaveLength(PRODUCTS - 2);
    expect(sitemap).not.toContain(archived._id);
    expect(sitemap).not.toContain(deleted._id);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect((await pageText('/sitemap-products-2.xml')).status).toBe(404);

    await database.db
      .update(products)
      .set({ archivedAt: null })
      .where(eq(products.id, archived._id));
    await announce([archived._id]);
    expect((await pageText(`/product/${archived._id}`)).status).toBe(200);
  });

  it('never keeps a failed render: a page that failed renders again once the fault is gone', async () => {
    const product = catalogue.find((p) => p.hasVariations)!;
    const path = `/product/${product._id}`;
    await announce([product._id]);
    await database.db.execute(sql`alter table variations rename to variations_away`);
    try {
      const failed = await pageText(path);
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await database.db.execute(sql`alter table variations_away rename to variations`);
    }
    const again = await pageText(path);
    expect(again.status).toBe(200);
    expect(again.cache).toBe('MISS');
  });

  it('shows four related products of the category, never the product itself', async () => {
    const category = catalogue.at(-1)!.category;
    const firstTen = await categoryProducts(category._id, 10);
    // One product among its category's first five, and one after them.
    const [inside, outside] = [firstTen[2]!, firstTen[9]!];
    const shownBeside = async (product: Product) =>
      relatedIds((await pageText(`/product/${product._id}`)).html);
    expect(await shownBeside(inside)).toEqual(
      firstTen
        .filter((p) => p._id !== inside._id)
        .slice(0, 4)
        .map((p) => p._id),
    );
    expect(await shownBeside(outside)).toEqual(firstTen.slice(0, 4).map((p) => p._id));
  });

  it('shows a related product’s new name on a product page that shows it, within seconds', async () => {
    const category = catalogue.at(-2)!.category;
    const firstTen = await categoryProducts(category._id, 10);
    const [product, related] = [firstTen[8]!, firstTen[1]!];
    const path = `/product/${product._id}`;
    expect(relatedIds((await pageText(path)).html)).toContain(related._id);
    const name = `${related.name} Refreshed`;
    expect((await patch(related._id, { name })).status).toBe(200);
    await eventually(async () => relatedSection((await pageText(path)).html).includes(name));
  });

  it('never serves one product’s page for another', async () => {
    const sample = catalogue.filter((_, i) => i % 97 === 0);
    const pages = await Promise.all(sample.map((p) => pageText(`/product/${p._id}`)));
    pages.forEach((result, i) => {
      expect(productJsonLd(result.html).sku).toBe(sample[i]!.sku);
    });
  });
});

describe.runIf(!built && process.env['CI'] === 'true')('the storefront build', () => {
  it('exists for this run (npm test builds it into STOREFRONT_BUILD_DIR first)', () => {
    expect(built).toBe(true);
  });
});
