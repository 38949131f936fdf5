// The API's language: messages in the caller's language (the `lang` parameter, else
// Accept-Language, else English), and the e-mails and texts in the customer's (the account's
// language for account messages, the order's for order messages).
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { vi as viCatalogue } from '../../src/lib/i18n/vi/index.ts';
import { PASSWORD_RESET_MESSAGES } from '../../src/lib/password-reset.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { mailQueue, orders, users } from '../../src/server/api/db/schema.ts';
import { SMS_MAX_CHARS } from '../../src/server/api/mail/sms.ts';
import { createAccountsContext, type TestContext } from './harness.ts';
import { orderRequest, pickProduct, setStock } from './order-fixtures.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/api/schemas/user.ts';

let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createAccountsContext(() => 0, {
    passwordResetPerAddress: { max: 50, windowMs: 60 * 60 * 1000 },
  });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address of its own (X-Forwarded-For is trusted here): each call its own limits. */
const from = (headers: Record<string, string> = {}) => ({
  headers: { 'X-Forwarded-For': `198.51.100.${++addressCounter}`, ...headers },
});
const VI = { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' };

/** A sign-up every rule refuses: no name, a malformed e-mail, a short password. */
const BAD_SIGN_UP = { name: '', email: 'nope', phoneNumber: '', password: 'x', address: null };
const newEmail = () => `lang-${randomBytes(5).toString('hex')}@example.com`;
const newPhone = () => `09${String(randomInt(0, 1e8)).padStart(8, '0')}`;

describe("answers in the caller's language", () => {
  it('a validation failure in Vietnamese with Accept-Language: vi, and in English without', async () => {
    const english = await ctx.client().post('/api/auth/sign-up', BAD_SIGN_UP, from());
    expect(english.status).toBe(422);
    expect(english.body.message).toBe('Validation failed');
    expect(english.body.errors.name).toBe(MESSAGES.fullNameRequired);
    expect(english.body.errors.email).toBe(MESSAGES.emailInvalid);

    const vietnamese = await ctx.client().post('/api/auth/sign-up', BAD_SIGN_UP, from(VI));
    expect(vietnamese.status).toBe(422);
    expect(vietnamese.body.message).toBe(viCatalogue.api.http.validationFailed);
    expect(vietnamese.body.errors.name).toBe(viCatalogue.validation.fullNameRequired);
    expect(vietnamese.body.errors.email).toBe(viCatalogue.validation.emailInvalid);
    // The same fields, every one of them translated.
    expect(Object.keys(vietnamese.body.errors).sort()).toEqual(
      Object.keys(english.body.errors).sort(),
    );
    for (const [field, message] of Object.entries(english.body.errors))
      expect(vietnamese.body.errors[field], field).not.toBe(message);
  });

  it('the same with ?lang=vi, which wins over Accept-Language', async () => {
    const byParam = await ctx.client().post('/api/auth/sign-up?lang=vi', BAD_SIGN_UP, from());
    expect(byParam.body.message).toBe('Thông tin chưa hợp lệ');
    expect(byParam.body.errors.name).toBe('Vui lòng nhập họ tên');
    const english = await ctx.client().post('/api/auth/sign-up?lang=en', BAD_SIGN_UP, from(VI));
    expect(english.body.errors.name).toBe(MESSAGES.fullNameRequired);
  });

  it('an unknown language falls back to English', async () => {
    for (const options of [
      from({ 'Accept-Language': 'fr-FR,de;q=0.8' }),
      from({ 'Accept-Language': 'xx' }),
    ]) {
      const res = await ctx.client().post('/api/auth/sign-up', BAD_SIGN_UP, options);
      expect(res.body).toMatchObject({ message: 'Validation failed' });
      expect(res.body.errors.name).toBe(MESSAGES.fullNameRequired);
    }
    const res = await ctx.client().post('/api/auth/sign-up?lang=fr', BAD_SIGN_UP, from(VI));
    expect(res.body.errors.name).toBe(viCatalogue.validation.fullNameRequired);
    const none = await ctx.client().post('/api/auth/sign-up?lang=fr', BAD_SIGN_UP, from());
    expect(none.body.errors.name).toBe(MESSAGES.fullNameRequired);
  });

  it('the HTTP layer: malformed JSON, no such call, sign-in required, a bad query', async () => {
    const client = ctx.client();
    const malformed = await client.request('POST', '/api/auth/sign-in', { raw: '{', ...from(VI) });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: viCatalogue.api.http.malformedJson },
    });
    const missing = await client.get('/api/no-such-call', from(VI));
    expect(missing).toMatchObject({ status: 404, body: { message: 'Không tìm thấy' } });
    const profile = await client.get('/api/user/profile', from(VI));
    expect(profile).toMatchObject({ status: 401, body: { message: 'Vui lòng đăng nhập' } });
    const query = await client.get('/api/product?page=abc&lang=vi');
    expect(query.status).toBe(400);
    expect(query.body.message).toMatch(/^Tham số không hợp lệ: /);
  });

  it("a field of the wrong type: zod's own message in Vietnamese, English without", async () => {
    const client = ctx.client();
    await client.signUp();
    const body = { ...DEFAULT_NOTIFICATION_SETTINGS, emailPromotions: 'yes' };
    const english = await client.put('/api/user/notification-settings', body, from());
    expect(english.status).toBe(422);
    expect(english.body.errors.emailPromotions).toMatch(/^Invalid input: expected boolean/);
    const vietnamese = await client.put('/api/user/notification-settings', body, from(VI));
    expect(vietnamese.status).toBe(422);
    expect(vietnamese.body.message).toBe(viCatalogue.api.http.validationFailed);
    expect(vietnamese.body.errors.emailPromotions).toMatch(
      /^Đầu vào không hợp lệ: mong đợi boolean/,
    );
  });

  it("a listing's malformed specification filter in Vietnamese", async () => {
    const ask = (query: string) =>
      ctx.client().get(`/api/product/category/name/phones?${query}&lang=vi`);
    const screen = await ask(`${encodeURIComponent('field[Screen Size]')}=big`);
    expect(screen.status).toBe(400);
    expect(screen.body).toEqual({
      message: 'Bộ lọc Screen Size phải là số',
      errors: { 'field[Screen Size]': 'phải là số' },
    });
    const end = await ask(`${encodeURIComponent('field[Screen Size][min]')}=big`);
    expect(end.body.message).toBe('Giá trị min của bộ lọc Screen Size phải là số');
    const order = await ask(
      `${encodeURIComponent('field[Screen Size][min]')}=7&${encodeURIComponent('field[Screen Size][max]')}=6`,
    );
    expect(order.body).toEqual({
      message: 'Bộ lọc Screen Size: min không được lớn hơn max',
      errors: { 'field[Screen Size][min]': 'không được lớn hơn max' },
    });
  });

  it('a wrong password in Vietnamese', async () => {
    const res = await ctx
      .client()
      .post('/api/auth/sign-in', { email: newEmail(), password: 'wrong-pass-1' }, from(VI));
    expect(res).toMatchObject({ status: 401, body: { message: 'Email hoặc mật khẩu không đúng' } });
  });

  it("an order's stock conflict in Vietnamese", async () => {
    const client = ctx.client();
    const pick = await pickProduct(db(), client, { withVariations: false, nth: 0 });
    await setStock(db(), pick, 1);
    const request = orderRequest([{ pick, quantity: 3 }]);
    const res = await client.post('/api/order/guest-checkout', request, from(VI));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Hết hàng', errors: { 'items.0': 'Chỉ còn 1 sản phẩm' } });
    const english = await client.post('/api/order/guest-checkout', request, from());
    expect(english.body).toEqual({ message: 'Out of stock', errors: { 'items.0': 'Only 1 left' } });
  });

  it("a password reset's answer in the caller's language", async () => {
    const res = await ctx
      .client()
      .post('/api/auth/forgot-password', { email: newEmail() }, from(VI));
    expect(res).toMatchObject({ status: 200, body: { message: viCatalogue.passwordReset.sent } });
    const english = await ctx
      .client()
      .post('/api/auth/forgot-password', { email: newEmail() }, from());
    expect(english.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
  });
});

/** The queued messages to `to`, oldest first. */
const queued = (to: string, kind: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, to), eq(mailQueue.kind, kind)))
    .orderBy(mailQueue.createdAt);

describe("e-mails and texts in the customer's language", () => {
  it('an account registered in Vietnamese keeps vi, and its e-mails are Vietnamese', async () => {
    const email = newEmail();
    await ctx
      .client()
      .signUp({ name: 'Trần Thị Bình', email: `vi-${email}`, password: 'mat-khau-123' }, from(VI));
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.email, `vi-${email}`));
    expect(row!.lang).toBe('vi');

    // Asked in English: the e-mail is in the account's language all the same.
    const forgot = await ctx
      .client()
      .post('/api/auth/forgot-password', { email: `vi-${email}` }, from());
    expect(forgot.body).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    const [mail] = await queued(`vi-${email}`, 'password-reset');
    expect(mail!.subject).toBe('Đặt lại mật khẩu tài khoản VietTech Store');
    expect(mail!.text).toContain('Xin chào Trần Thị Bình,');
    expect(mail!.text).toMatch(/Đặt lại mật khẩu: https?:\/\/[^/\s]+\/vi\/reset-password\?token=/);
    expect(mail!.html).toContain('<html lang="vi">');
  });

  it('an account registered in English gets English e-mails, even asked in Vietnamese; Settings change it', async () => {
    const client = ctx.client();
    const { email } = await client.signUp();
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row!.lang).toBe('en');
    await ctx.client().post('/api/auth/forgot-password', { email }, from(VI));
    const [mail] = await queued(email, 'password-reset');
    expect(mail!.subject).toBe('Reset your VietTech Store password');
    expect(mail!.html).toContain('<html lang="en">');

    const profile = await client.get('/api/user/profile');
    expect(profile.body.user.lang).toBe('en');
    const settings = profile.body.user.notificationSettings;
    const update = await client.put('/api/user/notification-settings', { ...settings, lang: 'vi' });
    expect(update.status).toBe(200);
    expect(update.body.user.lang).toBe('vi');
    expect(update.body.user.notificationSettings).toEqual(settings);
    const [changed] = await db().select().from(users).where(eq(users.email, email));
    expect(changed!.lang).toBe('vi');
    // Left out, the language stays; an unknown one is refused; the profile does not take it.
    const same = await client.put('/api/user/notification-settings', settings);
    expect(same.body.user.lang).toBe('vi');
    const bad = await client.put('/api/user/notification-settings', { ...settings, lang: 'fr' });
    expect(bad.status).toBe(422);
    const viaProfile = await client.put('/api/user/profile', {
      name: 'Test User',
      email,
      lang: 'en',
    });
    expect(viaProfile.status).toBe(422);
  });

  it('an order placed in Vietnamese keeps vi, and its confirmation is Vietnamese', async () => {
    const client = ctx.client();
    const pick = await pickProduct(db(), client, { withVariations: false, nth: 1 });
    const email = newEmail();
    const request = orderRequest([{ pick, quantity: 1 }], { address: { email } });
    const res = await client.post('/api/order/guest-checkout', request, from(VI));
    expect(res.status).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.id, res.body.order._id));
    expect(order!.lang).toBe('vi');
    const [mail] = await queued(email, 'order-confirmation');
    const number = res.body.order.orderNumber as string;
    expect(mail!.subject).toBe(`Đơn hàng ${number} đã được xác nhận`);
    expect(mail!.text).toContain('Cảm ơn bạn đã đặt hàng tại VietTech Store');
    expect(mail!.text).toContain(`Mã đơn hàng ${number}`);
    expect(mail!.text).toMatch(/đặt ngày \d{2}\/\d{2}\/\d{4}/);
    expect(mail!.text).toContain('Thanh toán khi nhận hàng (COD): vui lòng chuẩn bị sẵn');
    expect(mail!.text).toContain('Tổng cộng: ');

    const englishEmail = newEmail();
    const english = orderRequest([{ pick, quantity: 1 }], { address: { email: englishEmail } });
    expect((await client.post('/api/order/guest-checkout', english, from())).status).toBe(201);
    const [englishMail] = await queued(englishEmail, 'order-confirmation');
    expect(englishMail!.subject).toMatch(/^Your order ORD-.* is confirmed$/);
  });

  it("a phone-only account's reset code is texted in Vietnamese, within one SMS", async () => {
    const phone = newPhone();
    await ctx
      .client()
      .signUp(
        { name: 'Lê Văn Cường', email: '', phoneNumber: phone, password: 'mat-khau-123' },
        from(VI),
      );
    const forgot = await ctx.client().post('/api/auth/forgot-password', { email: phone }, from(VI));
    expect(forgot.body).toEqual({ message: viCatalogue.passwordReset.sentText });
    const [text] = await queued(phone, 'password-reset-code');
    expect(text!.text).toMatch(/^VietTech Store: ma dat lai mat khau cua ban la \d{6}, /);
    expect(text!.text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    // GSM-7 only: no tone marks.
    expect(text!.text).toMatch(/^[\x20-\x7e]+$/);
  });
});
