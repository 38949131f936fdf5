// Import and export in the back office: an editor checks a bad file (its rows refused with their
// lines), then checks and imports the example file of docs/ and sees the summary, and exports the
// catalogue as CSV; axe on the page.
// The imported products are archived again at the end, so the other journeys' catalogue stays.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addStaff, signInToBackOffice } from './admin-account.ts';
import { apiFetch, expectNoSeriousAxeViolations, waitForIslands } from './helpers.ts';

const EXAMPLE = 'docs/catalog-import-example.csv';
const EXAMPLE_SKUS = ['PH-NTH-PHONE3', 'AC-ANK-PRIME26K', 'AC-UGR-NEXODE65'];

/** A new editor, added by the e2e admin through the staff API; answers the admin's token too. */
const newEditor = (request: APIRequestContext) =>
  addStaff(request, 'editor', 'Phạm Thu Hà', 'editor-pass-12');

/** Archives the example's products again (a 409 means the other width's journey did it first). */
async function archiveExample(request: APIRequestContext, token: string) {
  for (const sku of EXAMPLE_SKUS) {
    const found = await request.get(`/api/admin/products?q=${sku}&archived=false`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { products } = (await found.json()) as { products: { _id: string; sku: string }[] };
    const product = products.find((p) => p.sku === sku);
    if (product)
      await apiFetch(request, 'POST', `/admin/products/${product._id}/archive`, {}, token);
  }
}

test('an editor checks a bad file, then imports the example file and sees the summary', async ({
  page,
  request,
}, testInfo) => {
  const editor = await newEditor(request);
  await signInToBackOffice(page, editor, { next: '/admin/import' });
  await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();
  await waitForIslands(page);

  // Nothing chosen: said on the field.
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Choose a .csv or .json file')).toBeVisible();

  // A file with a negative price and an unknown category: each row named, nothing imported.
  const file = page.getByLabel('Catalogue file');
  const header =
    'sku,name,category,brand,price,salePrice,stock,featured,criteria,images,shortDescription,description,variation.sku,variation.name,variation.price,variation.salePrice,variation.stock,variation.isDefault,variation.color,variation.colorHex,variation.size';
  await file.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\nE2E-BAD-1,Cable,accessories,Anker,-5,,3,,,,,,,,,,,,,,\nE2E-BAD-2,Cable,toasters,Anker,5000,,3,,,,,,,,,,,,,,\n`,
    ),
  });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The file has bad rows: nothing was imported',
  );
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Too small' })).toContainText('2');
  await expect(rows.filter({ hasText: 'Unknown category' })).toContainText('3');
  await page.screenshot({ path: testInfo.outputPath('import-bad-rows.png'), fullPage: true });

  await file.setInputFiles(EXAMPLE);
  await page.getByRole('button', { name: 'Check' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('The file is good: 3 products. Nothing was written yet.');

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(status).toContainText('Imported 3 products. The shop shows the changes now.');
  // The other width's journey may have imported them first: then they are unchanged.
  await expect(status.getByRole('definition')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page, '/admin/import');
  await page.screenshot({ path: testInfo.outputPath('import-summary.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);

  await archiveExample(request, editor.adminToken);
});
