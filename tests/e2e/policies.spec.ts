// The policy pages: the footer of every page links to the five of them, in English and under /vi/,
// each with its title, the returns page's window and the shipping page's table from the shop's
// constants; an editor changes the returns page's text in the back office (a day count written as
// digits refused inline first) and the shop's page shows the new text. Both widths (the projects).
import { expect, test } from '@playwright/test';
import { RETURN_WINDOW_DAYS, SHIPPING_METHOD_IDS } from '../../src/lib/constants.ts';
import { localePath, messages, type Lang } from '../../src/lib/i18n/index.ts';
import { POLICY_SLUGS, policyPath } from '../../src/lib/policies.ts';
import { shippingRows } from '../../src/lib/policy-body.ts';
import { POLICY_DEFAULTS } from '../../src/server/api/seed/policies.ts';
import { addStaff, submitStaffSignIn } from './admin-account.ts';
import { expectNoSeriousAxeViolations, isMobile } from './helpers.ts';

for (const lang of ['en', 'vi'] as const satisfies readonly Lang[]) {
  test(`the footer links to every policy page (${lang})`, async ({ page }) => {
    const t = messages(lang).policies;
    for (const slug of POLICY_SLUGS) {
      await page.goto(localePath(lang, '/'));
      const footer = page.getByRole('contentinfo').getByRole('navigation', { name: t.nav });
      await footer.getByRole('link', { name: t.links[slug], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(lang, policyPath(slug))}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        POLICY_DEFAULTS[slug][lang].title,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test(`the returns and shipping pages state the shop's own facts (${lang})`, async ({ page }) => {
    const t = messages(lang).policies;
    await page.goto(localePath(lang, '/policies/returns'));
    const facts = page.getByRole('region', { name: t.factsTitle });
    await expect(facts).toContainText(String(RETURN_WINDOW_DAYS));
    // The staff's text states the window through its placeholder, filled in.
    await expect(page.getByRole('main')).not.toContainText('{returnDays}');
    await expectNoSeriousAxeViolations(page, `${lang} returns`);

    await page.goto(localePath(lang, '/policies/shipping'));
    const table = page.getByRole('region', { name: t.shippingTitle }).getByRole('table');
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(SHIPPING_METHOD_IDS.length + 1);
    for (const [index, row] of shippingRows(lang).entries()) {
      await expect(rows.nth(index + 1)).toHaveText(`${row.name}${row.eta}${row.fee}`);
    }
    await expect(page.getByRole('main')).not.toContainText(/\{\w+\}/);
    await expectNoSeriousAxeViolations(page, `${lang} shipping`);
  });
}

test('the pages sitemap lists every policy page in both languages', async ({ request }) => {
  const pages = await (await request.get('/sitemap-pages.xml')).text();
  const locs = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  for (const slug of POLICY_SLUGS)
    for (const lang of ['en', 'vi'] as const)
      expect(locs).toContain(localePath(lang, policyPath(slug)));
});

test('an editor changes the returns page and the shop shows the new text', async ({
  page,
  request,
}, testInfo) => {
  // Each project edits a language of its own, so the two never write over each other.
  const lang: Lang = isMobile(testInfo) ? 'vi' : 'en';
  const editor = await addStaff(request, 'editor', 'Trần Thị Chính', 'editor-password-1');
  const note = `Returns desk note ${Date.now().toString(36)}.`;

  await page.goto(`/admin/policies?page=returns&lang=${lang}`);
  await submitStaffSignIn(page, editor);
  const body = page.getByLabel('Text');
  await expect(body).toHaveValue(POLICY_DEFAULTS.returns[lang].body);
  await expectNoSeriousAxeViolations(page, 'policy form');

  const original = await body.inputValue();
  await body.fill(`${original}\n<p>Returns within 14 days.</p>`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Write numbers of days as placeholders')).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');

  await body.fill(`${original}\n<p>${note}</p>`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved Returns');
  await expect(page.getByText('Write numbers of days as placeholders')).toHaveCount(0);

  await expect(async () => {
    await page.goto(localePath(lang, '/policies/returns'));
    await expect(page.getByRole('main')).toContainText(note);
  }).toPass({ timeout: 10_000 });
});
