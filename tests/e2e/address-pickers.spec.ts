// The checkout's address pickers at 390 and 1280 px, used with the keyboard only, in English and in
// Vietnamese: State/Province found by typing without diacritics, moved to with the arrows and
// chosen with Enter (the postal code filled in), then City among that province's wards (Home,
// End, Escape), and the order placed with the codes beside the names.
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/lib/i18n/en/index.ts';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import { addToCartFromProductPage, buyableProduct, waitForIslands } from './helpers.ts';

const LANGS = [
  { path: '/checkout', t: en },
  { path: '/vi/checkout', t: vi },
] as const;

/** Clears the focused field and types `text`, key by key. */
async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test('the address pickers work with the keyboard only, in English and in Vietnamese', async ({
  page,
  request,
}) => {
  await addToCartFromProductPage(page, await buyableProduct(request, 16, 'limit=60'));

  for (const { path, t } of LANGS) {
    const fields = t.checkout.screen.fields;
    await page.goto(path);
    await waitForIslands(page);
    const state = page.getByRole('combobox', { name: fields.state });
    const city = page.getByRole('combobox', { name: fields.city });
    const zip = page.getByRole('textbox', { name: fields.zipCode });

    // Without a province (the draft's cleared), the wards wait for it.
    await state.focus();
    await typeInto(page, '');
    await expect(page.getByText(t.address.chooseProvinceFirst)).toBeVisible();
    await page.keyboard.type('ha noi');
    const provinces = page.getByRole('listbox', { name: t.address.provincesList });
    await expect(provinces.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: t.address.resultOne })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(provinces.getByRole('option', { name: /^Hà Nội/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue('Hà Nội');
    await expect(state).toHaveAttribute('aria-expanded', 'false');
    await expect(zip).toHaveValue('10000');

    await page.keyboard.press('Tab');
    await expect(city).toBeFocused();
    await typeInto(page, 'hai ba');
    const wards = page.getByRole('listbox', { name: t.address.wardsList });
    await expect(wards.getByRole('option', { name: 'Phường Hai Bà Trưng' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(city).toHaveAttribute('aria-expanded', 'false');
    await typeInto(page, 'phuong');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const last = wards.getByRole('option').last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(wards.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await typeInto(page, 'hai ba');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(city).toHaveValue('Phường Hai Bà Trưng');
    await expect(
      page.getByRole('status').filter({ hasText: 'Phường Hai Bà Trưng' }),
    ).toBeAttached();
  }

  // The Vietnamese page's order goes out with the codes beside the names.
  const fields = vi.checkout.screen.fields;
  await page.getByLabel(fields.fullName).fill('Nguyễn Văn An');
  await page
    .getByRole('textbox', { name: fields.email, exact: true })
    .fill('an.pickers@example.vn');
  await page.getByLabel(fields.phone).fill('0912 345 678');
  await page.getByLabel(fields.address).fill('12 Phố Huế');
  const placed = page.waitForResponse(
    (answer) => answer.url().includes('/api/order') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: vi.checkout.screen.next }).click();
  await page.getByRole('button', { name: vi.checkout.screen.placeOrder }).click();
  const body = (await (await placed).json()) as { order: { shippingAddress: object } };
  expect(body.order.shippingAddress).toMatchObject({
    state: 'Hà Nội',
    city: 'Phường Hai Bà Trưng',
    zip: '10000',
    provinceCode: '01',
    wardCode: '00256',
  });
});
