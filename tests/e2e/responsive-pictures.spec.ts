// Pictures fit for phones (docs/decisions/0066): the home banners' words are HTML over a picture,
// readable at 390 px in both languages, and an uploaded photo is offered to the browser as AVIF and
// WebP copies on its product page and its card, of which a phone takes one narrower than the widest.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { toProductWrite, type AdminProduct } from '../../src/api/schemas/admin-products.ts';
import { addStaff } from './admin-account.ts';
import { allProducts, apiCall, apiFetch, isMobile, waitForIslands } from './helpers.ts';

const px = (locator: Locator, property: string) =>
  locator.evaluate(
    (element, name) => parseFloat(getComputedStyle(element)[name as 'fontSize']),
    property,
  );

const BANNERS = {
  en: {
    path: '/',
    region: 'Promotions',
    title: 'Galaxy S26 Series',
    text: 'Galaxy AI, a 200 MP camera and titanium design',
    cta: 'Shop phones',
  },
  vi: {
    path: '/vi/',
    region: 'Khuyến mãi',
    title: 'Galaxy S26 Series',
    text: 'Galaxy AI, camera 200 MP, thiết kế titan',
    cta: 'Xem điện thoại',
  },
} as const;

for (const [lang, banner] of Object.entries(BANNERS)) {
  test(`the first banner's title, text and button are text, large enough to read (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(banner.path);
    const carousel = page.getByRole('region', { name: banner.region });
    const title = carousel.getByRole('heading', { name: banner.title });
    const text = carousel.getByText(banner.text, { exact: true });
    const cta = carousel.getByRole('link', { name: banner.cta });
    for (const words of [title, text, cta]) await expect(words).toBeVisible();
    await expect(cta).toHaveAttribute(
      'href',
      lang === 'en' ? '/products/phones' : '/vi/products/phones',
    );
    const sizes = {
      title: await px(title, 'fontSize'),
      text: await px(text, 'fontSize'),
      cta: await px(cta, 'fontSize'),
    };
    expect(sizes.text).toBeGreaterThanOrEqual(16);
    expect(sizes.cta).toBeGreaterThanOrEqual(16);
    expect(sizes.title).toBeGreaterThan(sizes.text);
    // The words stay inside the banner.
    const box = (await carousel.locator('[data-slide]').first().boundingBox())!;
    const ctaBox = (await cta.boundingBox())!;
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(box.y + box.height);
    await carousel.screenshot({
      path: testInfo.outputPath(`banner-${lang}-${isMobile(testInfo) ? 390 : 1280}.png`),
    });
  });
}

/** An editor's token, signed in through the API. */
async function editorToken(page: Page): Promise<string> {
  const editor = await addStaff(page.request, 'editor', 'Picture Editor', 'picture-editor-pass-1');
  const signedIn = await apiCall(page.request, 'POST', '/admin/auth/sign-in', {
    email: editor.email,
    password: editor.password,
  });
  return signedIn['accessToken'] as string;
}

/** The image element of the <picture> whose copies are `hash`'s. */
const copiesOf = (scope: Locator, hash: string) =>
  scope.locator(`picture:has(source[srcset*="${hash}"]) img`);

/** Checks the <picture> around `image` offers AVIF and WebP at every width, and answers the width
 * of the copy the browser chose. */
async function chosenWidth(image: Locator, hash: string): Promise<number> {
  const picture = image.locator('xpath=..');
  for (const format of ['avif', 'webp'] as const) {
    const srcset = await picture.locator(`source[type="image/${format}"]`).getAttribute('srcset');
    expect(srcset).toBe(
      [320, 640, 960, 1280].map((w) => `/uploads/${hash}-${w}w.${format} ${w}w`).join(','),
    );
  }
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '1200');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const match = new RegExp(`/uploads/${hash}-(\\d+)w\\.(avif|webp)$`).exec(current);
  expect(match, current).not.toBeNull();
  return Number(match![1]);
}

test('an uploaded photo is offered as AVIF and WebP copies on its page and its card', async ({
  page,
}, testInfo) => {
  const token = await editorToken(page);
  // A product of its own for each project (both run at once), without variations, from the end
  // of the list, far from the products the buying journeys take.
  const candidates = (await allProducts(page.request)).filter((product) => !product.hasVariations);
  const chosen = candidates.at(isMobile(testInfo) ? -1 : -2)!;
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#2a6f97' },
  })
    .jpeg()
    .toBuffer();
  const csrf = (await (await page.request.get('/api/auth/csrf-token')).json()) as {
    csrfToken: string;
  };
  const uploaded = await page.request.post('/api/admin/images', {
    data: photo,
    headers: {
      'Content-Type': 'image/jpeg',
      'X-CSRF-Token': csrf.csrfToken,
      Authorization: `Bearer ${token}`,
    },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const hash = /^\/uploads\/([0-9a-f]{32})-1600x1200\.jpg$/.exec(url)![1]!;

  const read = async () =>
    (await apiCall(page.request, 'GET', `/admin/products/${chosen._id}`, undefined, token))[
      'product'
    ] as AdminProduct;
  const put = async (images: string[]) => {
    const product = await read();
    const res = await apiFetch(
      page.request,
      'PUT',
      `/admin/products/${chosen._id}`,
      { ...toProductWrite(product), images, version: product.version },
      token,
    );
    expect(res.status(), await res.text()).toBe(200);
  };
  const original = (await read()).images;
  await put([url, ...original]);
  try {
    // The product page: its main picture (the page is made again once the change is live).
    await expect
      .poll(async () => {
        await page.goto(`/product/${chosen._id}`);
        return copiesOf(page.getByRole('main'), hash).count();
      })
      .toBeGreaterThan(0);
    const main = page.locator('[data-gallery-main]');
    const onPage = await chosenWidth(main, hash);
    expect(onPage).toBeLessThan(1280);
    await page.screenshot({
      path: testInfo.outputPath(`photo-page-${isMobile(testInfo) ? 390 : 1280}.png`),
    });

    // Every <source> has a srcset: a thumbnail without copies (the seed's drawings are SVG) takes
    // the main picture's sources away, and the photo's thumbnail brings them back, AVIF first.
    const sources = page.locator('[data-gallery] picture').first().locator('source');
    const drawing = page.locator('[data-gallery-thumb$=".svg"]').first();
    await expect(page.locator('main source:not([srcset])')).toHaveCount(0);
    await drawing.click();
    await expect(main).toHaveAttribute('src', (await drawing.getAttribute('data-gallery-thumb'))!);
    await expect(sources).toHaveCount(0);
    await page.locator(`[data-gallery-thumb="${url}"]`).click();
    await expect(sources).toHaveCount(2);
    expect(await sources.evaluateAll((all) => all.map((s) => s.getAttribute('type')))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(await chosenWidth(main, hash)).toBeLessThan(1280);

    // Its card, in an island: the search results.
    await page.goto(`/search?query=${encodeURIComponent(chosen.name)}`);
    await waitForIslands(page);
    const card = page.getByRole('article').filter({ hasText: chosen.name }).first();
    await expect(card).toBeVisible();
    const onCard = await chosenWidth(copiesOf(card, hash), hash);
    expect(onCard).toBeLessThan(1280);
  } finally {
    await put(original);
  }
});
