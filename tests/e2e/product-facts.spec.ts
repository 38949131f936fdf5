// A product's facts on its page and in the back office: the warranty, the origin and one delivery
// estimate per shipping method (the checkout's own labels and fees) beside Add to Cart, "In the
// box" under the specifications, in English and at /vi; then an editor changes a warranty (a bad
// value first: its message under the box) and the product page shows the new one. Each project
// (390 px, 1280 px) edits a product of its own.
import { expect, test, type Page } from '@playwright/test';
import { SHIPPING_METHOD_IDS } from '../../src/lib/constants.ts';
import { en } from '../../src/lib/i18n/en/index.ts';
import type { Messages } from '../../src/lib/i18n/index.ts';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import { shippingFeeText } from '../../src/lib/format.ts';
import { FACT_MESSAGES } from '../../src/lib/product-facts.ts';
import { stableId } from '../../src/server/api/seed/ids.ts';
import { addStaff, submitStaffSignIn } from './admin-account.ts';
import { isMobile } from './helpers.ts';

const ULTRA = stableId('product', 'PH-SAM-S26U');

async function expectDelivery(page: Page, words: Messages['checkout']['screen']) {
  const delivery = page.locator('[data-fact="delivery"]');
  await expect(delivery.locator('li')).toHaveCount(SHIPPING_METHOD_IDS.length);
  for (const id of SHIPPING_METHOD_IDS)
    await expect(delivery.locator(`[data-method="${id}"]`)).toHaveText(
      `${words.methods[id]}: ${words.etas[id]}${shippingFeeText(id, words.free)}`,
    );
}

async function expectBox(page: Page, tab: string, heading: string, items: string[]) {
  const specifications = page.getByRole('tab', { name: tab });
  await specifications.click();
  await expect(specifications).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  const box = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
  await expect(box.getByRole('listitem')).toHaveText(items);
}

test('the product page shows warranty, origin, delivery per shipping method and the box, in English and Vietnamese', async ({
  page,
  request,
}) => {
  const { product } = (await (await request.get(`/api/product/${ULTRA}`)).json()) as {
    product: { facts: { warrantyMonths: number } };
  };
  const months = product.facts.warrantyMonths;
  expect(months).toBeGreaterThan(0);

  await page.goto(`/product/${ULTRA}`);
  const facts = page.getByRole('region', { name: en.product.facts.label });
  await expect(facts.locator('[data-fact="warranty"]')).toHaveText(
    `Warranty: ${months} months, by the manufacturer`,
  );
  await expect(facts.locator('[data-fact="origin"]')).toHaveText('Made in Vietnam');
  await expectDelivery(page, en.checkout.screen);
  await expectBox(page, 'Specifications', 'In the box', [
    'Galaxy S26 Ultra',
    'USB-C cable',
    'SIM ejector tool',
    'Documentation',
  ]);

  await page.goto(`/vi/product/${ULTRA}`);
  const factsVi = page.getByRole('region', { name: vi.product.facts.label });
  await expect(factsVi.locator('[data-fact="warranty"]')).toHaveText(
    `Bảo hành ${months} tháng chính hãng`,
  );
  await expect(factsVi.locator('[data-fact="origin"]')).toHaveText('Xuất xứ: Việt Nam');
  await expectDelivery(page, vi.checkout.screen);
  await expectBox(page, 'Thông số kỹ thuật', 'Trong hộp có', [
    'Galaxy S26 Ultra',
    'Cáp USB-C',
    'Que lấy SIM',
    'Sách hướng dẫn',
  ]);
});

test('an editor changes a warranty in the back office and the product page shows it', async ({
  page,
  request,
}, testInfo) => {
  const editor = await addStaff(request, 'editor', 'Phạm Thu Hà', 'editor-password-2');
  const id = stableId('product', isMobile(testInfo) ? 'LP-DEL-XPS14' : 'LP-APL-MBP14M5');

  await page.goto(`/admin/products/edit?id=${id}`);
  await submitStaffSignIn(page, editor);
  const months = page.getByLabel('Warranty (months)');
  await expect(months).not.toHaveValue('');
  await months.fill('200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(FACT_MESSAGES.warrantyMonths)).toBeVisible();

  await months.fill('18');
  await page.getByLabel('Warranty by').selectOption('shop');
  await page.getByLabel('Origin').fill('vn');
  await page.getByRole('button', { name: 'Save' }).click();
  const status = page.getByRole('status').filter({ hasText: /Publishing|Live/ });
  await expect(status).toContainText('Live');

  await status.getByRole('link', { name: 'View on the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.locator('[data-fact="warranty"]')).toHaveText(
    'Warranty: 18 months, by VietTech Store',
  );
  await expect(page.locator('[data-fact="origin"]')).toHaveText('Made in Vietnam');
  await page.goto(`/vi/product/${id}`);
  await expect(page.locator('[data-fact="warranty"]')).toHaveText(
    'Bảo hành 18 tháng tại VietTech Store',
  );
});
