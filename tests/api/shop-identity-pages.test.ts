// The shop's identity on the real shop's pages (the build `npm test` makes first,
// STOREFRONT_BUILD_DIR): with nothing configured every footer shows the placeholder company line
// and no registration or tax code; an admin's change (made on another instance) drops the cached pages, so the footer of a
// page fetched before the change shows the new identity after it, as do Contact and the
// prerendered pages (their built company block replaced by the live one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/api/db/connect.ts';
import { catalogChangesFor } from '../../src/server/api/catalog-changes.ts';
import { writeShopIdentity } from '../../src/server/api/services/shop-identity.ts';
import { EMPTY_SHOP_IDENTITY, type ShopIdentity } from '../../src/lib/shop-identity.ts';
import { currentBuild } from '../../src/server/host/site-build.ts';
import { startShopOnPort, type ShopOnPort } from './shop-on-port.ts';

const ADMIN_TOKEN = 'shop-identity-pages-admin-token';
const buildDir = process.env['STOREFRONT_BUILD_DIR'];
const built = buildDir !== undefined && currentBuild(buildDir) !== null;

let running: ShopOnPort | undefined;
let database: Database;
let base = '';

const PLACEHOLDER = 'Company registration pending.';
const IDENTITY = {
  legalName: 'Công ty TNHH Công nghệ VietTech',
  registrationNumber: '0316789012',
  registrationDate: '2021-03-15',
  registrationPlace: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  taxCode: '0316789012',
  address: '45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
  hotline: '0909123456',
  supportEmail: 'hotro@viettech.vn',
};

const footerOf = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { footer: html.slice(html.indexOf('<footer')), cache: res.headers.get('X-Page-Cache') };
};

/**
 * Sets the identity as another instance of the shop would (its own change feed, the same
 * database): this shop sees the change through its feed, as every instance does.
 */
const setIdentity = (identity: Partial<ShopIdentity>) =>
  writeShopIdentity(
    { db: database.db, catalogChanges: catalogChangesFor(), now: () => new Date() },
    { ...EMPTY_SHOP_IDENTITY, ...identity },
    { actor: 'test' },
  );

/** Polls until `check` passes: a change is live on every instance within about a second. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not live within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!built) return;
  running = await startShopOnPort({
    name: 'shop-identity-pages',
    siteDir: buildDir,
    settings: {
      ADMIN_TOKEN,
      JWT_SECRET: 'shop-identity-pages-jwt-secret',
      CSRF_SECRET: 'shop-identity-pages-csrf-secret',
      BANK_ACCOUNT_NUMBER: '1234567890',
      BANK_WEBHOOK_SECRET: 'shop-identity-pages-bank-webhook-secret',
      VNPAY_TEST_GATEWAY: 'true',
    },
    log: () => {},
  });
  ({ database, base } = running);
}, 180_000);

afterAll(() => running?.close());

describe.runIf(built)("the shop's identity on its pages", () => {
  it('shows the placeholder company line, and no registration or tax code, with nothing configured', async () => {
    for (const path of ['/', '/vi/', '/contact', '/about']) {
      const { footer } = await footerOf(path);
      expect(footer, path).toMatch(/Company registration pending\.|Đang chờ cấp giấy phép/);
      expect(footer, path).not.toMatch(
        /Tax code|Mã số thuế|registration number|Mã số doanh nghiệp/,
      );
    }
    // Kept in the page cache: the next ask is answered from it.
    expect((await footerOf('/')).cache).toMatch(/HIT|DISK/);
    // A prerendered page is its built file, precompressed.
    const about = await fetch(`${base}/about`, { headers: { 'Accept-Encoding': 'br' } });
    expect(about.headers.get('Content-Encoding')).toBe('br');
  });

  it("shows an admin's identity in the footer of a page cached before it, and on Contact", async () => {
    expect((await footerOf('/')).footer).toContain(PLACEHOLDER);
    await footerOf('/contact');
    await setIdentity(IDENTITY);
    await eventually(async () => (await footerOf('/')).footer.includes(IDENTITY.legalName));

    const home = await footerOf('/');
    expect(home.footer).toContain(IDENTITY.legalName);
    expect(home.footer).toContain(
      'Business registration number 0316789012, issued on 15 March 2021 by Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
    );
    expect(home.footer).toContain('Tax code: 0316789012');
    expect(home.footer).not.toContain(PLACEHOLDER);
    expect((await footerOf('/vi/')).footer).toContain('Mã số thuế: 0316789012');

    // A prerendered page's footer too, in its language, with its own policy.
    const about = await footerOf('/about');
    expect(about.footer).toContain(IDENTITY.legalName);
    expect(about.footer).toContain('Tax code: 0316789012');
    expect(about.footer).not.toContain(PLACEHOLDER);
    expect((await footerOf('/vi/cart')).footer).toContain('Mã số thuế: 0316789012');
    const policy = await fetch(`${base}/about`, { headers: { 'Accept-Encoding': 'br' } });
    expect(policy.headers.get('Content-Security-Policy')).toMatch(/script-src/);
    expect(policy.headers.get('Content-Encoding')).toBe('br');
    expect(await policy.text()).toContain(IDENTITY.legalName);
    await setIdentity({});
    await eventually(async () => (await footerOf('/about')).footer.includes(PLACEHOLDER));

    await setIdentity(IDENTITY);
    await eventually(async () => (await footerOf('/')).footer.includes(IDENTITY.legalName));
    const contact = await (await fetch(`${base}/contact`)).text();
    expect(contact).toContain(IDENTITY.address);
    expect(contact).toContain('href="tel:0909123456"');
    expect(contact).toContain('mailto:hotro@viettech.vn');
    expect(contact).not.toContain('support@viettech.example');
  });
});
