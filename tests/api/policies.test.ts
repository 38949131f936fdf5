// The policy pages through the API: every page read in both languages, an editor's edit (audited,
// its tag recorded for every instance, the kept answer dropped), who is refused, and the 422s of a
// bad title or body in the caller's language, a number of days written as digits among them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminPolicyResponseSchema, policyResponseSchema } from '../../src/api/schemas/policies.ts';
import { RETURN_WINDOW_DAYS } from '../../src/lib/constants.ts';
import { vi as viCatalogue } from '../../src/lib/i18n/vi/index.ts';
import { policyTag } from '../../src/lib/page-tags.ts';
import {
  POLICY_BODY_MAX,
  POLICY_MESSAGES,
  POLICY_SLUGS,
  POLICY_TITLE_MAX,
} from '../../src/lib/policies.ts';
import { auditLog, policyPages } from '../../src/server/api/db/schema.ts';
import { POLICY_DEFAULTS, seedPolicyPagesIfMissing } from '../../src/server/api/seed/policies.ts';
import { createTestContext, lastChangeTags, type TestClient, type TestContext } from './harness.ts';
import { guestCustomerOperator } from './order-fixtures.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let editor: Awaited<ReturnType<typeof staffClient>>;
let admin: Awaited<ReturnType<typeof staffClient>>;
const db = () => ctx.database.db;

const edit = (client: TestClient, slug: string, lang: string, body: unknown, query = '') =>
  client.put(`/api/admin/policies/${slug}/${lang}${query}`, body);

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await staffClient(ctx, 'editor');
  admin = await staffClient(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/policies/{slug}', () => {
  it.each(POLICY_SLUGS)(
    'gives %s in English by default and in Vietnamese when asked',
    async (slug) => {
      const shopper = ctx.client();
      const en = await shopper.get(`/api/policies/${slug}`);
      expect(en.status).toBe(200);
      expect(policyResponseSchema.parse(en.body).policy).toMatchObject({
        slug,
        lang: 'en',
        title: POLICY_DEFAULTS[slug].en.title,
      });
      const byQuery = await shopper.get(`/api/policies/${slug}?lang=vi`);
      const byHeader = await shopper.get(`/api/policies/${slug}`, {
        headers: { 'Accept-Language': 'vi-VN,vi;q=0.9' },
      });
      for (const res of [byQuery, byHeader]) {
        expect(res.status).toBe(200);
        expect(res.body.policy).toMatchObject({
          lang: 'vi',
          title: POLICY_DEFAULTS[slug].vi.title,
        });
      }
    },
  );

  it('states the return window through its placeholder, never as a number of its own', async () => {
    for (const lang of ['en', 'vi']) {
      const { body } = (await ctx.client().get(`/api/policies/returns?lang=${lang}`)).body.policy;
      expect(body).toContain('{returnDays}');
      expect(body).not.toContain(String(RETURN_WINDOW_DAYS));
    }
  });

  it('answers 404 in the caller’s language for a page that does not exist', async () => {
    const en = await ctx.client().get('/api/policies/cookies');
    expect(en.status).toBe(404);
    expect(en.body.message).toBe(POLICY_MESSAGES.notFound);
    const vi = await ctx.client().get('/api/policies/cookies?lang=vi');
    expect(vi.status).toBe(404);
    expect(vi.body.message).toBe(viCatalogue.api.policies.notFound);
  });
});

describe('GET /api/admin/policies', () => {
  it('lists the five pages in both languages for an editor, the footer’s order', async () => {
    const res = await editor.client.get('/api/admin/policies');
    expect(res.status).toBe(200);
    const pages = res.body.policies as { slug: string; lang: string }[];
    expect(pages.map((page) => `${page.slug}/${page.lang}`)).toEqual(
      POLICY_SLUGS.flatMap((slug) => [`${slug}/en`, `${slug}/vi`]),
    );
  });
});

describe('PUT /api/admin/policies/{slug}/{lang}', () => {
  it('lets an editor change a page: stored sanitised, audited, its tag recorded, the kept answer dropped', async () => {
    const shopper = ctx.client();
    await shopper.get('/api/policies/returns?lang=vi');
    const kept = await shopper.get('/api/policies/returns?lang=vi');
    expect(kept.headers.get('X-Api-Cache')).toBe('HIT');

    const body =
      '<h2>Đổi trả dễ dàng</h2><p>Trả hàng trong {returnDays} ngày.</p><script>alert(1)</script><p onclick="x()">Hết.</p>';
    const res = await edit(editor.client, 'returns', 'vi', { title: '  Đổi trả  ', body });
    expect(res.status).toBe(200);
    const { policy } = adminPolicyResponseSchema.parse(res.body);
    expect(policy).toMatchObject({ slug: 'returns', lang: 'vi', title: 'Đổi trả' });
    expect(policy.updatedBy).toBe(editor.email);
    expect(policy.body).toBe(
      '<h2>Đổi trả dễ dàng</h2><p>Trả hàng trong {returnDays} ngày.</p><p>Hết.</p>',
    );
    expect(await lastChangeTags(db())).toEqual([policyTag('returns')]);

    const read = await shopper.get('/api/policies/returns?lang=vi');
    expect(read.headers.get('X-Api-Cache')).toBe('MISS');
    expect(read.body.policy).toMatchObject({ title: 'Đổi trả', body: policy.body });
    // The English page is its own row, left as it was.
    const english = await shopper.get('/api/policies/returns');
    expect(english.body.policy.title).toBe(POLICY_DEFAULTS.returns.en.title);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.update'), eq(auditLog.targetId, 'returns/vi')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      staffId: editor.id,
      actor: editor.email,
      targetType: 'policy',
      before: { title: POLICY_DEFAULTS.returns.vi.title, body: POLICY_DEFAULTS.returns.vi.body },
      after: { title: 'Đổi trả', body: policy.body },
    });
  });

  it('lets an admin edit too, and writes nothing for an edit that changes nothing', async () => {
    const text = { title: 'Terms', body: '<p>Plain terms.</p>' };
    expect((await edit(admin.client, 'terms', 'en', text)).status).toBe(200);
    const audits = async () =>
      (
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'policy.update'), eq(auditLog.targetId, 'terms/en')))
      ).length;
    const before = await audits();
    const again = await edit(admin.client, 'terms', 'en', text);
    expect(again.status).toBe(200);
    expect(await audits()).toBe(before);
  });

  it('refuses an operator, a customer and an anonymous caller, and changes nothing', async () => {
    const { guest, customer, operator } = await guestCustomerOperator(ctx);
    const text = { title: 'Hijacked', body: '<p>Nothing applies.</p>' };
    expect((await edit(operator, 'privacy', 'en', text)).status).toBe(403);
    expect((await edit(customer, 'privacy', 'en', text)).status).toBe(403);
    expect((await edit(guest, 'privacy', 'en', text)).status).toBe(401);
    expect((await operator.get('/api/admin/policies')).status).toBe(403);
    expect((await guest.get('/api/admin/policies')).status).toBe(401);
    const [row] = await db()
      .select()
      .from(policyPages)
      .where(and(eq(policyPages.slug, 'privacy'), eq(policyPages.lang, 'en')));
    expect(row!.title).toBe(POLICY_DEFAULTS.privacy.en.title);
  });

  it('answers 404 for a page or a language that does not exist', async () => {
    const text = { title: 'X', body: '<p>Y</p>' };
    expect((await edit(editor.client, 'cookies', 'en', text)).status).toBe(404);
    expect((await edit(editor.client, 'returns', 'fr', text)).status).toBe(404);
  });

  const vi = viCatalogue.api.policies;
  it.each([
    [
      'an empty title',
      { title: '   ', body: '<p>x</p>' },
      'title',
      POLICY_MESSAGES.titleRequired,
      vi.titleRequired,
    ],
    [
      'a title too long',
      { title: 'T'.repeat(POLICY_TITLE_MAX + 1), body: '<p>x</p>' },
      'title',
      POLICY_MESSAGES.titleTooLong,
      vi.titleTooLong,
    ],
    ['no body', { title: 'T' }, 'body', POLICY_MESSAGES.bodyRequired, vi.bodyRequired],
    [
      'a body too long',
      { title: 'T', body: 'b'.repeat(POLICY_BODY_MAX + 1) },
      'body',
      POLICY_MESSAGES.bodyTooLong,
      vi.bodyTooLong,
    ],
    [
      'a body of markup that sanitising empties',
      { title: 'T', body: '<script>alert(1)</script>' },
      'body',
      POLICY_MESSAGES.bodyRequired,
      vi.bodyRequired,
    ],
    [
      'a return window written as digits',
      { title: 'T', body: '<p>Returns within 14 days of delivery.</p>' },
      'body',
      'Write numbers of days as placeholders: {returnDays} instead of "14 days"',
      'Hãy viết số ngày bằng biến: {returnDays} thay cho "14 days"',
    ],
    [
      'a delivery time written as digits in Vietnamese text',
      { title: 'T', body: '<p>Giao hàng trong 3-5 ngày làm việc.</p>' },
      'body',
      'Write numbers of days as placeholders: {standardEta} instead of "3-5 ngày"',
      'Hãy viết số ngày bằng biến: {standardEta} thay cho "3-5 ngày"',
    ],
    [
      'an unknown placeholder',
      { title: 'T', body: '<p>Within {returnDay} days.</p>' },
      'body',
      'Unknown placeholder {returnDay}; the page fills in {returnDays}, {standardEta}, {expressEta}, {overnightEta}, {standardFee}, {expressFee}, {overnightFee}',
      'Không có biến {returnDay}; trang chỉ điền các biến {returnDays}, {standardEta}, {expressEta}, {overnightEta}, {standardFee}, {expressFee}, {overnightFee}',
    ],
  ])(
    'answers 422 to %s, in English and in Vietnamese, and writes nothing',
    async (_label, body, field, english, vietnamese) => {
      const before = await lastChangeTags(db());
      const en = await edit(editor.client, 'returns', 'en', body);
      expect(en.status).toBe(422);
      expect(en.body.errors[field]).toBe(english);
      const inVi = await edit(editor.client, 'returns', 'en', body, '?lang=vi');
      expect(inVi.status).toBe(422);
      expect(inVi.body.errors[field]).toBe(vietnamese);
      expect(await lastChangeTags(db())).toEqual(before);
      const read = await ctx.client().get('/api/policies/returns');
      expect(read.body.policy.title).toBe(POLICY_DEFAULTS.returns.en.title);
    },
  );
});

describe('two edits of one page at once', () => {
  it('both succeed, one after the other: the page holds the last, each is audited', async () => {
    const texts = ['<p>First warranty text.</p>', '<p>Second warranty text.</p>'];
    const answers = await Promise.all(
      texts.map((body, i) =>
        edit(i === 0 ? editor.client : admin.client, 'warranty', 'vi', { title: 'Bảo hành', body }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [row] = await db()
      .select()
      .from(policyPages)
      .where(and(eq(policyPages.slug, 'warranty'), eq(policyPages.lang, 'vi')));
    expect(texts).toContain(row!.body);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.update'), eq(auditLog.targetId, 'warranty/vi')))
      .orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    // The second edit saw the first: its "before" is the first's "after".
    expect(entries[1]!.before).toEqual(entries[0]!.after);
    expect(entries[1]!.after).toEqual({ title: 'Bảo hành', body: row!.body });
  });
});

describe('the default texts at start', () => {
  it('are written for the pages a database lacks, never over staff’s text', async () => {
    const edited = { title: 'Shipping (edited)', body: '<p>Our own shipping text.</p>' };
    expect((await edit(editor.client, 'shipping', 'en', edited)).status).toBe(200);
    await db()
      .delete(policyPages)
      .where(and(eq(policyPages.slug, 'privacy'), eq(policyPages.lang, 'vi')));
    const privacyRow = () =>
      db()
        .select()
        .from(policyPages)
        .where(and(eq(policyPages.slug, 'privacy'), eq(policyPages.lang, 'vi')));
    expect(await privacyRow()).toEqual([]);

    expect(await seedPolicyPagesIfMissing(db())).toBe(1);
    expect(await seedPolicyPagesIfMissing(db())).toBe(0);
    expect((await privacyRow())[0]).toMatchObject({
      title: POLICY_DEFAULTS.privacy.vi.title,
      updatedBy: null,
    });
    const shipping = await ctx.client().get('/api/policies/shipping');
    expect(shipping.body.policy).toMatchObject(edited);
  });
});
