// The shop's identity (who sells): the public read, the admin's write with its rules, messages in
// both languages and audit entry, who is refused, the change reaching another instance's cache,
// and what the order confirmation e-mail says with nothing configured and once configured.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../src/api/schemas/order.ts';
import { auditPageSchema } from '../../src/api/schemas/staff.ts';
import { EVERY_PAGE_TAG } from '../../src/lib/page-tags.ts';
import { SHOP } from '../../src/lib/shop.ts';
import { SHOP_IDENTITY_MESSAGES, tooLongMessage } from '../../src/lib/shop-identity.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { fill } from '../../src/lib/i18n/index.ts';
import { en as EN } from '../../src/lib/i18n/en/index.ts';
import { vi as VI } from '../../src/lib/i18n/vi/index.ts';
import { createApp } from '../../src/server/api/app.ts';
import { catalogChangesFor, followCatalogChanges } from '../../src/server/api/catalog-changes.ts';
import { mailQueue } from '../../src/server/api/db/schema.ts';
import { createTestContext, lastChangeTags, type TestClient, type TestContext } from './harness.ts';
import { orderRequest, pickProduct, setStock } from './order-fixtures.ts';
import { staffClient, type TestStaff } from './staff-fixtures.ts';

let ctx: TestContext;
let admin: TestStaff & { client: TestClient };
/** The app's clock: 28 November 2026, noon in Vietnam. */
const NOW = new Date('2026-11-28T05:00:00Z');

/** A whole identity as an admin fills it in. */
const IDENTITY = {
  legalName: 'Công ty TNHH Công nghệ VietTech',
  displayName: 'VietTech Store',
  registrationNumber: '0316789012',
  registrationDate: '2021-03-15',
  registrationPlace: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  taxCode: '0316789012',
  address: '45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
  hotline: '+84 909 123 456',
  supportEmail: 'Hotro@VietTech.vn',
  supportHours: '8:00–21:00 hằng ngày',
  supportHoursEn: '8:00–21:00 every day',
  zalo: '0909123456',
  facebook: 'https://www.facebook.com/viettech',
  youtube: '',
  tiktok: 'https://www.tiktok.com/@viettech',
  moitNotice: true,
  moitUrl: 'http://online.gov.vn/Home/WebDetails/12345'.replace('http:', 'https:'),
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  admin = await staffClient(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

/** The order confirmation queued for a new order to `email`: its text and HTML. */
let nth = 0;
async function confirmationOf(
  email: string,
  lang: 'en' | 'vi' = 'en',
): Promise<{ text: string; html: string }> {
  const { client } = await ctx.customer();
  const pick = await pickProduct(ctx.database.db, client, { withVariations: false, nth: nth++ });
  await setStock(ctx.database.db, pick, 5);
  const res = await client.post(
    '/api/order',
    orderRequest([{ pick, quantity: 1 }], { payment: { method: 'cod' }, address: { email } }),
    { headers: { 'Accept-Language': lang } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  orderResponseSchema.parse(res.body);
  const [row] = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
  return { text: row!.text, html: row!.html };
}

describe('with nothing configured', () => {
  it('answers an empty identity: no company, registration or tax code', async () => {
    const res = await ctx.client().get('/api/shop');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/public/);
    expect(res.body).toMatchObject({
      configured: false,
      legalName: '',
      registrationNumber: '',
      taxCode: '',
      moitNotice: false,
    });
  });

  it('signs the order confirmation with the shop name and no tax code or registration', async () => {
    const { text, html } = await confirmationOf('unconfigured@example.vn');
    for (const body of [text, html]) {
      expect(body).toContain(SHOP.name);
      expect(body).toContain(SHOP.email);
      expect(body).toContain(SHOP.supportHours);
      expect(body).not.toMatch(/tax code|mã số thuế|registration number|mã số doanh nghiệp/i);
    }
  });
});

describe('who may set it', () => {
  it('refuses anonymous callers, customers, editors and operators, with a message', async () => {
    const anonymous = await ctx.client().put('/api/admin/shop', IDENTITY);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(STAFF_MESSAGES.staffOnly);

    const { client: customer } = await ctx.customer();
    const byCustomer = await customer.put('/api/admin/shop', IDENTITY);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body.message).toBe(STAFF_MESSAGES.customerToken);

    for (const role of ['editor', 'operator'] as const) {
      const { client } = await staffClient(ctx, role);
      for (const res of [
        await client.put('/api/admin/shop', IDENTITY),
        await client.get('/api/admin/shop'),
      ]) {
        expect(res.status, role).toBe(403);
        expect(res.body.message).toBe(STAFF_MESSAGES.roleForbidden);
      }
    }
    expect((await ctx.client().get('/api/shop')).body.configured).toBe(false);
  });
});

describe('bad input', () => {
  const bad = {
    ...IDENTITY,
    registrationNumber: '12345',
    registrationDate: '2026-12-01',
    taxCode: '03167890X2',
    hotline: '12345',
    supportEmail: 'not-an-email',
    zalo: 'https://example.com/zalo',
    facebook: 'http://facebook.com/viettech',
    moitUrl: 'https://example.gov.vn/notice',
    address: 'x'.repeat(301),
  };

  it('is refused 422, each field with its message, and nothing is written', async () => {
    const res = await admin.client.put('/api/admin/shop', bad);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      registrationNumber: SHOP_IDENTITY_MESSAGES.registrationNumberInvalid,
      registrationDate: SHOP_IDENTITY_MESSAGES.registrationDateFuture,
      taxCode: SHOP_IDENTITY_MESSAGES.taxCodeInvalid,
      hotline: MESSAGES.phoneInvalid,
      supportEmail: MESSAGES.emailInvalid,
      zalo: SHOP_IDENTITY_MESSAGES.zaloInvalid,
      facebook: SHOP_IDENTITY_MESSAGES.urlInvalid,
      moitUrl: SHOP_IDENTITY_MESSAGES.moitUrlInvalid,
      address: tooLongMessage('address'),
    });
    expect((await admin.client.get('/api/admin/shop')).body.identity.configured).toBe(false);
  });

  it('says so in Vietnamese to a caller who asks for it', async () => {
    const res = await admin.client.put('/api/admin/shop', bad, {
      headers: { 'Accept-Language': 'vi' },
    });
    expect(res.status).toBe(422);
    const vi = VI.shopIdentity;
    expect(res.body.errors).toMatchObject({
      registrationNumber: vi.registrationNumberInvalid,
      registrationDate: vi.registrationDateFuture,
      taxCode: vi.taxCodeInvalid,
      hotline: VI.validation.phoneInvalid,
      supportEmail: VI.validation.emailInvalid,
      moitUrl: vi.moitUrlInvalid,
      address: 'Tối đa 300 ký tự',
    });
  });

  it('asks for what goes together: the legal name, the date and place with a number, the link with the notice', async () => {
    const res = await admin.client.put('/api/admin/shop', {
      registrationNumber: '0316789012',
      moitNotice: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      legalName: SHOP_IDENTITY_MESSAGES.legalNameRequired,
      registrationDate: SHOP_IDENTITY_MESSAGES.registrationDateRequired,
      registrationPlace: SHOP_IDENTITY_MESSAGES.registrationPlaceRequired,
      moitUrl: SHOP_IDENTITY_MESSAGES.moitUrlRequired,
    });
    const unknown = await admin.client.put('/api/admin/shop', { ...IDENTITY, vatRate: 10 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['vatRate']);
  });
});

describe('once an admin sets it', () => {
  it('is saved in its one spelling, audited, and drops every page', async () => {
    const res = await admin.client.put('/api/admin/shop', IDENTITY);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.updatedBy).toBe(admin.email);
    expect(res.body.identity).toMatchObject({
      configured: true,
      hotline: '0909123456',
      supportEmail: 'hotro@viettech.vn',
      legalName: IDENTITY.legalName,
    });
    expect(await lastChangeTags(ctx.database.db)).toEqual([EVERY_PAGE_TAG]);

    const audit = await admin.client.get('/api/admin/audit?action=shop.identity');
    const [entry] = auditPageSchema.parse(audit.body).entries;
    expect(entry).toMatchObject({ actor: admin.email, action: 'shop.identity' });
    expect(entry?.after).toMatchObject({ taxCode: IDENTITY.taxCode });
  });

  it('is what anyone reads at once: the public read shows it', async () => {
    const res = await ctx.client().get('/api/shop');
    expect(res.body).toMatchObject({
      configured: true,
      legalName: IDENTITY.legalName,
      registrationNumber: IDENTITY.registrationNumber,
      taxCode: IDENTITY.taxCode,
      moitNotice: true,
      moitUrl: IDENTITY.moitUrl,
    });
    expect(res.body).not.toHaveProperty('updatedBy');
  });

  it('reaches another instance, whose cached identity its change feed drops', async () => {
    const changes = catalogChangesFor();
    const other = createApp({ db: ctx.database.db, config: ctx.config, catalogChanges: changes });
    const follower = await followCatalogChanges(ctx.database.db, changes, () => {});
    try {
      const read = async () => (await (await other.request('/api/shop')).json()) as never;
      expect(await read()).toMatchObject({ legalName: IDENTITY.legalName });
      const renamed = { ...IDENTITY, legalName: 'Công ty Cổ phần VietTech' };
      expect((await admin.client.put('/api/admin/shop', renamed)).status).toBe(200);
      // Kept until the change is applied there…
      expect(await read()).toMatchObject({ legalName: IDENTITY.legalName });
      await follower.readNow();
      expect(await read()).toMatchObject({ legalName: 'Công ty Cổ phần VietTech' });
    } finally {
      follower.stop();
      expect((await admin.client.put('/api/admin/shop', IDENTITY)).status).toBe(200);
    }
  });

  it('signs the order confirmation: legal name, address, hotline, support e-mail and hours', async () => {
    const { text, html } = await confirmationOf('configured@example.vn');
    for (const body of [text, html]) {
      expect(body).toContain(IDENTITY.address);
      expect(body).toContain('0909 123 456');
      expect(body).toContain('hotro@viettech.vn');
      // An English order: the hours as written in English.
      expect(body).toContain(IDENTITY.supportHoursEn);
      expect(body).not.toContain(IDENTITY.supportHours);
      expect(body).not.toContain(SHOP.email);
      expect(body).not.toContain(SHOP.supportHours);
    }
    expect(text).toContain(IDENTITY.legalName);
    expect(html).toContain('Công ty TNHH Công nghệ VietTech');
  });

  it('offers only the ways to reach it that a configured shop gives, never the demo’s', async () => {
    const ways = [
      { hotline: '', supportEmail: IDENTITY.supportEmail, sentence: EN.mail.supportByEmail },
      { hotline: IDENTITY.hotline, supportEmail: '', sentence: EN.mail.supportByPhone },
      { hotline: '', supportEmail: '', sentence: null },
    ];
    try {
      for (const [i, way] of ways.entries()) {
        const { hotline, supportEmail } = way;
        const res = await admin.client.put('/api/admin/shop', {
          ...IDENTITY,
          hotline,
          supportEmail,
        });
        expect(res.status).toBe(200);
        const { text, html } = await confirmationOf(`ways-${i}@example.vn`);
        for (const body of [text, html]) {
          expect(body).not.toContain(SHOP.phone);
          expect(body).not.toContain(SHOP.email);
          if (way.sentence === null) expect(body).not.toContain('Questions?');
        }
        if (way.sentence !== null)
          expect(text).toContain(
            fill(way.sentence, {
              email: 'hotro@viettech.vn',
              phone: '0909 123 456',
              hours: IDENTITY.supportHoursEn,
            }),
          );
      }
    } finally {
      expect((await admin.client.put('/api/admin/shop', IDENTITY)).status).toBe(200);
    }
  });

  it('gives the support hours in the order’s language, either standing in for the other', async () => {
    const vi = await confirmationOf('hours-vi@example.vn', 'vi');
    expect(vi.text).toContain(IDENTITY.supportHours);
    expect(vi.text).not.toContain(IDENTITY.supportHoursEn);
    try {
      const res = await admin.client.put('/api/admin/shop', { ...IDENTITY, supportHoursEn: '' });
      expect(res.status).toBe(200);
      expect((await confirmationOf('hours-en@example.vn')).text).toContain(IDENTITY.supportHours);
    } finally {
      expect((await admin.client.put('/api/admin/shop', IDENTITY)).status).toBe(200);
    }
  });

  it('goes back to nothing configured when every field is emptied', async () => {
    const res = await admin.client.put('/api/admin/shop', {});
    expect(res.status).toBe(200);
    expect((await ctx.client().get('/api/shop')).body.configured).toBe(false);
  });
});
