import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  authResponseSchema,
  userResponseSchema,
} from '../../src/api/schemas/index.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { loadRateLimits } from '../../src/server/config.ts';
import { orders, users } from '../../src/server/api/db/schema.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      rateLimits: {
        ...loadRateLimits({}),
        signInPerAddress: { max: 1000, windowMs: 15 * 60 * 1000 },
        signUpPerAddress: { max: 1000, windowMs: 60 * 60 * 1000 },
        contactConflictsPerAddress: { max: 1000, windowMs: 60 * 60 * 1000 },
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

const uniqueEmail = (tag = 'user') =>
  `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const address = {
  street: '12 Nguyễn Huệ',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  zipCode: '700000',
  country: 'Vietnam',
};

async function customer(overrides: Record<string, unknown> = {}) {
  const client = ctx.client();
  const signedUp = await client.signUp(overrides);
  return { client, email: signedUp.email, password: signedUp.password, user: signedUp.body.user };
}

function profileBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Trần Thị B', email: uniqueEmail('profile'), phone: '', address, ...overrides };
}

async function storedUser(id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('GET /api/user/profile', () => {
  it('returns the signed-in user', async () => {
    const { client, user } = await customer();
    const res = await client.get('/api/user/profile');
    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user).toEqual(user);
  });

  it('answers 401 without a bearer token', async () => {
    const { client } = await customer();
    const res = await client.get('/api/user/profile', { auth: false });
    expect(res.status).toBe(401);
    apiErrorSchema.parse(res.body);
  });
});

describe('PUT /api/user/profile', () => {
  it('updates name, e-mail (lower-cased), phone (without spaces) and address', async () => {
    const { client, user } = await customer();
    const email = uniqueEmail('NEW');
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    const res = await client.put(
      '/api/user/profile',
      profileBody({ email: email.toUpperCase(), phone: spaced }),
    );
    expect(res.status).toBe(200);
    const updated = userResponseSchema.parse(res.body).user;
    expect(updated).toEqual({
      ...user,
      name: 'Trần Thị B',
      email: email.toLowerCase(),
      phone,
      address,
    });
    expect((await client.get('/api/user/profile')).body.user).toEqual(updated);
  });

  it('keeps the stored address when none is sent and removes it when null is sent', async () => {
    const { client } = await customer();
    await client.put('/api/user/profile', profileBody());
    const { address: _omitted, ...withoutAddress } = profileBody();
    const kept = await client.put('/api/user/profile', withoutAddress);
    expect(userResponseSchema.parse(kept.body).user.address).toEqual(address);
    const removed = await client.put('/api/user/profile', profileBody({ address: null }));
    expect(userResponseSchema.parse(removed.body).user.address).toBeNull();
  });

  it('accepts the caller’s own e-mail in another letter case', async () => {
    const { client, email } = await customer();
    const res = await client.put('/api/user/profile', profileBody({ email: email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user.email).toBe(email);
  });

  it('answers 409 when the e-mail belongs to someone else, whatever its case', async () => {
    const other = await customer();
    const { client, user } = await customer();
    const res = await client.put(
      '/api/user/profile',
      profileBody({ email: other.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      'An account with this email already exists',
    );
    expect((await storedUser(user._id)).email).toBe(user.email);
  });

  it('answers 409 when the phone number belongs to someone else', async () => {
    const phone = uniquePhone();
    await customer({ phoneNumber: phone });
    const { client } = await customer();
    const res = await client.put('/api/user/profile', profileBody({ phone }));
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      'An account with this phone number already exists',
    );
  });

  it('answers 422 with the profile form’s exact messages', async () => {
    const { client } = await customer();
    const empty = await client.put(
      '/api/user/profile',
      profileBody({ name: ' ', email: '', phone: '0123' }),
    );
    expect(empty.status).toBe(422);
    expect(apiErrorSchema.parse(empty.body).errors).toEqual({
      name: MESSAGES.fullNameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneInvalid,
    });
    const invalid = await client.put('/api/user/profile', profileBody({ email: 'not-an-email' }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('rejects a role field with 422 and changes nothing', async () => {
    const { client, user } = await customer();
    const res = await client.put(
      '/api/user/profile',
      profileBody({ name: 'Changed', role: 'admin' }),
    );
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('role');
    expect((await storedUser(user._id)).name).toBe(user.name);
  });

  it('rejects an _id field with 422 and changes nothing', async () => {
    const { client, user } = await customer();
    const res = await client.put(
      '/api/user/profile',
      profileBody({ name: 'Changed', _id: 'someone-else' }),
    );
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('_id');
    expect((await storedUser(user._id)).name).toBe(user.name);
  });

  it('answers 401 without a bearer token', async () => {
    const { client } = await customer();
    const res = await client.put('/api/user/profile', profileBody(), { auth: false });
    expect(res.status).toBe(401);
  });

  it('answers 403 without a CSRF token', async () => {
    const { client } = await customer();
    const res = await client.put('/api/user/profile', profileBody(), { csrf: false });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.body).message).toContain('CSRF');
  });
});

describe('PUT /api/user/change-password', () => {
  it('answers 204; the new password signs in and the old one no longer does', async () => {
    const { client, email, password } = await customer();
    const res = await client.put('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(204);
    expect((await ctx.client().post('/api/auth/sign-in', { email, password })).status).toBe(401);
    const fresh = await ctx
      .client()
      .post('/api/auth/sign-in', { email, password: 'brand-new-pass' });
    expect(fresh.status).toBe(200);
    authResponseSchema.parse(fresh.body);
  });

  it('revokes the other sessions but keeps the caller’s', async () => {
    const { client, email, password } = await customer();
    const other = ctx.client();
    await other.signIn(email, password);
    const res = await client.put('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(204);
    expect((await other.get('/api/user/profile')).status).toBe(401);
    expect((await other.post('/api/auth/refresh-token')).status).toBe(401);
    expect((await client.get('/api/user/profile')).status).toBe(200);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(200);
  });

  it('answers 401 "Current password is incorrect" and keeps the password', async () => {
    const { client, email, password } = await customer();
    const res = await client.put('/api/user/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(res.body).message).toBe('Current password is incorrect');
    expect((await ctx.client().post('/api/auth/sign-in', { email, password })).status).toBe(200);
  });

  it('answers 422 for a new password shorter than 8 characters', async () => {
    const { client, password } = await customer();
    const res = await client.put('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'short7!',
    });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toEqual({
      newPassword: MESSAGES.passwordTooShortChange,
    });
  });

  it('answers 422 when the current password is missing', async () => {
    const { client } = await customer();
    const res = await client.put('/api/user/change-password', {
      currentPassword: '',
      newPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ currentPassword: MESSAGES.currentPasswordRequired });
  });

  it('answers 401 without a bearer token', async () => {
    const { client, password } = await customer();
    const res = await client.put(
      '/api/user/change-password',
      { currentPassword: password, newPassword: 'brand-new-pass' },
      { auth: false },
    );
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/user/notification-settings', () => {
  const flags = {
    emailPromotions: false,
    emailOrderUpdates: false,
    emailNewsletter: true,
    pushOrderUpdates: false,
    pushPromotions: true,
  };

  it('stores the five flags and returns the user', async () => {
    const { client, user } = await customer();
    const res = await client.put('/api/user/notification-settings', flags);
    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user).toEqual({
      ...user,
      notificationSettings: flags,
    });
    expect((await storedUser(user._id)).notificationSettings).toEqual(flags);
  });

  it('answers 422 for a missing flag, a non-boolean flag or an extra key', async () => {
    const { client } = await customer();
    const { pushPromotions: _missing, ...four } = flags;
    expect((await client.put('/api/user/notification-settings', four)).status).toBe(422);
    expect(
      (await client.put('/api/user/notification-settings', { ...flags, emailNewsletter: 'yes' }))
        .status,
    ).toBe(422);
    const extra = await client.put('/api/user/notification-settings', {
      ...flags,
      smsPromotions: true,
    });
    expect(extra.status).toBe(422);
    expect(apiErrorSchema.parse(extra.body).errors).toHaveProperty('smsPromotions');
  });

  it('answers 401 without a bearer token', async () => {
    const { client } = await customer();
    expect(
      (await client.put('/api/user/notification-settings', flags, { auth: false })).status,
    ).toBe(401);
  });
});

describe('DELETE /api/user/account', () => {
  it('answers 204 and anonymises the stored user', async () => {
    const phone = uniquePhone();
    const { client, user } = await customer({ phoneNumber: phone, address });
    const res = await client.delete('/api/user/account');
    expect(res.status).toBe(204);
    const row = await storedUser(user._id);
    expect(row).toMatchObject({ name: 'Deleted user', email: null, phone: null, address: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).not.toMatch(/^\$argon2/);
  });

  it('stops the account from signing in', async () => {
    const { client, email, password } = await customer();
    await client.delete('/api/user/account');
    const res = await ctx.client().post('/api/auth/sign-in', { email, password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });

  it('rejects its access and refresh tokens afterwards', async () => {
    const { client } = await customer();
    const refresh = client.cookies.get('refresh_token')!;
    await client.delete('/api/user/account');
    expect((await client.get('/api/user/profile')).status).toBe(401);
    client.cookies.set('refresh_token', refresh);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('frees the e-mail and phone number for a new registration', async () => {
    const phone = uniquePhone();
    const { client, email } = await customer({ phoneNumber: phone });
    await client.delete('/api/user/account');
    const again = await ctx.client().signUp({ email, phoneNumber: phone });
    expect(again.status).toBe(201);
  });

  it('keeps the past orders of the account', async () => {
    const { client, user } = await customer();
    await ctx.database.db.insert(orders).values({
      id: `order-${user._id}`,
      orderNumber: `ORD-TEST-${user._id}`,
      userId: user._id,
      shippingAddress: {
        fullName: 'Test User',
        email: user.email ?? '',
        phone: '0912345678',
        street: '1 Lê Lợi',
        home: '1 Lê Lợi',
        city: 'Hồ Chí Minh',
        state: 'Quận 1',
        zip: '700000',
        country: 'Vietnam',
      },
      paymentMethod: 'cod',
      shippingMethod: 'standard',
      shippingCost: 0,
      subTotal: 100000,
      shippingFee: 0,
      taxAmount: 10000,
      totalAmount: 110000,
    });
    expect((await client.delete('/api/user/account')).status).toBe(204);
    const kept = await ctx.database.db.select().from(orders).where(eq(orders.userId, user._id));
    expect(kept).toHaveLength(1);
  });

  it('answers 401 without a bearer token and deletes nothing', async () => {
    const { client, user } = await customer();
    expect((await client.delete('/api/user/account', { auth: false })).status).toBe(401);
    expect((await storedUser(user._id)).deletedAt).toBeNull();
  });

  it('answers 403 without a CSRF token and deletes nothing', async () => {
    const { client, user } = await customer();
    const res = await client.delete('/api/user/account', { csrf: false });
    expect(res.status).toBe(403);
    expect((await storedUser(user._id)).deletedAt).toBeNull();
  });
});
