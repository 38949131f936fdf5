// Shop details: an admin fills in the shop's identity at /admin/shop (a bad hotline refused inline
// first), saves it (a toast says so), and the storefront's footer (English and /vi/) and Contact
// page show who sells, at the project's width (390 and 1280 px). Both projects save the same
// identity, so they may run at once; it stays set for the rest of the run, which asserts no
// placeholder line (tests/api/shop-identity-pages.test.ts checks the unconfigured footer).
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signInToBackOffice } from './admin-account.ts';

const SHOP = {
  // The shop's name within it: journeys that run alongside look for "VietTech Store" on the invoice.
  legalName: 'Công ty TNHH Thương mại VietTech Store',
  registrationNumber: '0316789012',
  registrationDate: '2021-03-15',
  registrationPlace: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  taxCode: '0316789012',
  address: '45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
  hotline: '0909 123 456',
  supportEmail: 'hotro@viettech.vn',
  supportHours: '8:00–21:00 hằng ngày',
  supportHoursEn: '8:00–21:00 every day',
  zalo: '0909123456',
  facebook: 'https://www.facebook.com/viettech',
  moitUrl: 'https://online.gov.vn/Home/WebDetails/12345',
};

/** Reloads `path` until its footer names the seller (the change is live within seconds). */
async function footerOf(page: Page, path: string) {
  const footer = page.locator('footer');
  await expect(async () => {
    await page.goto(path);
    await expect(footer).toContainText(SHOP.legalName, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return footer;
}

test('an admin fills in the shop details; the footer and Contact show them, in English and Vietnamese', async ({
  page,
}, testInfo) => {
  await signInToBackOffice(page, E2E_ADMIN, { next: '/admin/shop' });
  await expect(page.getByRole('heading', { name: 'Shop details', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Shop details' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Shop details' });
  await form.getByLabel('Legal name').fill(SHOP.legalName);
  await form.getByLabel('Business registration number').fill(SHOP.registrationNumber);
  await form.getByLabel('Date of issue').fill(SHOP.registrationDate);
  await form.getByLabel('Issued by').fill(SHOP.registrationPlace);
  await form.getByLabel('Tax code').fill(SHOP.taxCode);
  await form.getByLabel('Registered address').fill(SHOP.address);
  await form.getByLabel('Hotline').fill('12345');
  await form.getByLabel('Support e-mail').fill(SHOP.supportEmail);
  await form.getByLabel('Support hours, in Vietnamese').fill(SHOP.supportHours);
  await form.getByLabel('Support hours, in English').fill(SHOP.supportHoursEn);
  await form.getByLabel('Zalo').fill(SHOP.zalo);
  await form.getByLabel('Facebook page').fill(SHOP.facebook);
  await form.getByLabel(/Show the .* notice/).check();
  await form.getByLabel('Notice link').fill(SHOP.moitUrl);
  await form.getByRole('button', { name: 'Save shop details' }).click();
  const hotline = form.getByLabel('Hotline');
  await expect(
    form.getByText('Please enter a valid Vietnamese phone number (10 digits)'),
  ).toBeVisible();
  await expect(hotline).toHaveAttribute('aria-invalid', 'true');

  await hotline.fill(SHOP.hotline);
  await form.getByRole('button', { name: 'Save shop details' }).click();
  await expect(page.getByText('Shop details saved')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-shop.png'), fullPage: true });

  const en = await footerOf(page, '/');
  await expect(en).toContainText(
    'Business registration number 0316789012, issued on 15 March 2021 by Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  );
  await expect(en).toContainText('Tax code: 0316789012');
  await expect(en).toContainText(SHOP.address);
  await expect(en.getByRole('link', { name: '0909 123 456' })).toHaveAttribute(
    'href',
    'tel:0909123456',
  );
  await expect(en.getByRole('link', { name: SHOP.supportEmail })).toBeVisible();
  await expect(en.getByRole('link', { name: 'Zalo' })).toHaveAttribute(
    'href',
    'https://zalo.me/0909123456',
  );
  await expect(
    en.getByRole('link', { name: 'Notified to the Ministry of Industry and Trade' }),
  ).toHaveAttribute('href', SHOP.moitUrl);
  await expect(en).toContainText(`Support hours: ${SHOP.supportHoursEn}`);
  await expect(en).not.toContainText('Company registration pending');
  await en.scrollIntoViewIfNeeded();
  await en.screenshot({ path: testInfo.outputPath('footer-en.png') });

  const vi = await footerOf(page, '/vi/');
  await expect(vi).toContainText(
    'Mã số doanh nghiệp 0316789012, cấp ngày 15/03/2021 tại Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  );
  await expect(vi).toContainText('Mã số thuế: 0316789012');
  await expect(vi).toContainText(`Giờ hỗ trợ: ${SHOP.supportHours}`);
  await expect(vi).not.toContainText(SHOP.supportHoursEn);
  await expect(vi.getByRole('link', { name: 'Đã thông báo Bộ Công Thương' })).toHaveAttribute(
    'href',
    SHOP.moitUrl,
  );
  await vi.screenshot({ path: testInfo.outputPath('footer-vi.png') });

  // A prerendered page's footer shows it too.
  const about = await footerOf(page, '/vi/about');
  await expect(about).toContainText('Mã số thuế: 0316789012');

  for (const [path, seller] of [
    ['/contact', 'Seller'],
    ['/vi/contact', 'Người bán'],
  ] as const) {
    await footerOf(page, path);
    const details = page.locator('dl');
    await expect(details).toContainText(`${seller}${SHOP.legalName}`);
    await expect(details).toContainText(SHOP.address);
    await expect(details.getByRole('link', { name: '0909 123 456' })).toBeVisible();
    await expect(details.getByRole('link', { name: SHOP.supportEmail })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook' }).first()).toHaveAttribute(
      'href',
      SHOP.facebook,
    );
    await page.screenshot({
      path: testInfo.outputPath(`contact${path.replaceAll('/', '-')}.png`),
      fullPage: true,
    });
  }
});
