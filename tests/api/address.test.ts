// Vietnam's administrative units: the two endpoints the pickers read, and the check of an
// address's codes in an order, a sign-up and a profile update (a ward outside its province 422,
// matching codes accepted and stored beside the names).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  orderResponseSchema,
  provincesResponseSchema,
  unitSuggestionSchema,
  userResponseSchema,
  wardsResponseSchema,
} from '../../src/api/schemas/index.ts';
import { api as EN } from '../../src/lib/i18n/en/api.ts';
import { api as VI } from '../../src/lib/i18n/vi/api.ts';
import { loadRateLimits } from '../../src/server/config.ts';
import { orders, users } from '../../src/server/api/db/schema.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { orderRequest, pickProduct } from './order-fixtures.ts';

let ctx: TestContext;
let customer: TestClient;
let nextPick = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      rateLimits: {
        ...loadRateLimits({}),
        signUpPerAddress: { max: 1000, windowMs: 60 * 60 * 1000 },
        contactConflictsPerAddress: { max: 1000, windowMs: 60 * 60 * 1000 },
      },
    },
  });
  customer = ctx.client();
  await customer.signUp();
});
afterAll(async () => {
  await ctx.close();
});

/** Phường Hoàn Kiếm, Hà Nội, as the pickers fill an address. */
const HOAN_KIEM = {
  state: 'Hà Nội',
  city: 'Phường Hoàn Kiếm',
  zipCode: '10000',
  provinceCode: '01',
  wardCode: '00070',
};
/** Đặc khu Phú Quốc is in An Giang (91), not in Hà Nội. */
const PHU_QUOC_IN_HA_NOI = { ...HOAN_KIEM, city: 'Đặc khu Phú Quốc', wardCode: '31078' };

const address = (units: object) => ({
  street: '12 Tràng Tiền',
  country: 'Vietnam',
  ...units,
});
const VI_HEADERS = { 'Accept-Language': 'vi' };

describe('GET /api/address/provinces', () => {
  it('lists the 34 provinces with their codes, names, kinds and postal codes, cached long', async () => {
    const res = await ctx.client().get('/api/address/provinces');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=86400/);
    const { provinces } = provincesResponseSchema.parse(res.body);
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p) => p.code === '01')).toMatchObject({
      name: 'Hà Nội',
      nameEn: 'Hanoi',
      kind: 'city',
      postalCode: '10000',
    });
    expect(provinces.find((p) => p.code === '79')).toMatchObject({ name: 'Hồ Chí Minh' });
  });
});

describe('GET /api/address/provinces/{code}/wards', () => {
  it("lists one province's wards, communes and special zones", async () => {
    const res = await ctx.client().get('/api/address/provinces/91/wards');
    expect(res.status).toBe(200);
    const { province, wards } = wardsResponseSchema.parse(res.body);
    expect(province.name).toBe('An Giang');
    expect(wards.find((w) => w.code === '31078')).toEqual({
      code: '31078',
      name: 'Phú Quốc',
      fullName: 'Đặc khu Phú Quốc',
      kind: 'special-zone',
    });
  });

  it('answers 404 for a code no province has, in the caller’s language', async () => {
    for (const code of ['99', 'ha-noi', '1']) {
      const res = await ctx.client().get(`/api/address/provinces/${code}/wards`, {
        headers: VI_HEADERS,
      });
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(res.body).message).toBe(VI.address.provinceNotFound);
    }
  });
});

describe('GET /api/address/suggestion', () => {
  it('maps the demo profile’s district and city to Hà Nội, and today’s units to nothing', async () => {
    const client = ctx.client();
    const old = await client.get(
      `/api/address/suggestion?state=${encodeURIComponent('Hoàn Kiếm')}&city=${encodeURIComponent('Hà Nội')}`,
    );
    expect(old.status).toBe(200);
    expect(unitSuggestionSchema.parse(old.body)).toMatchObject({
      province: { code: '01', name: 'Hà Nội' },
      ward: null,
    });
    const today = await client.get(
      `/api/address/suggestion?state=${encodeURIComponent('Hà Nội')}&city=${encodeURIComponent('Phường Hoàn Kiếm')}`,
    );
    expect(unitSuggestionSchema.parse(today.body)).toEqual({ province: null, ward: null });
  });
});

describe('an order’s shipping address', () => {
  const request = async (units: object) => {
    const pick = await pickProduct(ctx.database.db, customer, {
      withVariations: false,
      nth: nextPick++,
    });
    const { zipCode, ...rest } = units as { zipCode?: string };
    return orderRequest([{ pick, quantity: 1 }], {
      address: { ...rest, ...(zipCode ? { zip: zipCode } : {}) },
    });
  };

  it('with a ward outside its province is refused with 422, nothing placed', async () => {
    const before = await ctx.database.db.select().from(orders);
    const res = await customer.post('/api/order', await request(PHU_QUOC_IN_HA_NOI));
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toMatchObject({
      'shippingAddress.wardCode': EN.address.wardNotInProvince,
    });
    expect(await ctx.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('with a name that is not its code’s is refused with 422', async () => {
    const res = await customer.post('/api/order', await request({ ...HOAN_KIEM, state: 'Huế' }));
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toMatchObject({
      'shippingAddress.state': EN.address.stateMismatch,
    });
  });

  it('with matching codes is placed, the codes kept beside the names', async () => {
    const res = await customer.post('/api/order', await request(HOAN_KIEM));
    expect(res.status).toBe(201);
    const { order } = orderResponseSchema.parse(res.body);
    expect(order.shippingAddress).toMatchObject({
      state: 'Hà Nội',
      city: 'Phường Hoàn Kiếm',
      provinceCode: '01',
      wardCode: '00070',
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.shippingAddress).toMatchObject({ provinceCode: '01', wardCode: '00070' });
  });
});

describe('a sign-up’s address', () => {
  it('with a ward outside its province is refused with 422 in the caller’s language', async () => {
    const res = await ctx.client().post(
      '/api/auth/sign-up',
      {
        name: 'Lê Văn C',
        email: `addr-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct-horse-9',
        address: address(PHU_QUOC_IN_HA_NOI),
      },
      { headers: VI_HEADERS },
    );
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toMatchObject({
      'address.wardCode': VI.address.wardNotInProvince,
    });
  });

  it('with matching codes is stored with them', async () => {
    const res = await ctx.client().signUp({ address: address(HOAN_KIEM) });
    const { user } = userResponseSchema.parse(res.body);
    expect(user.address).toMatchObject({ provinceCode: '01', wardCode: '00070' });
  });
});

describe('a profile update’s address', () => {
  const profile = (units: object) => ({
    name: 'Trần Thị B',
    email: `profile-${Math.random().toString(36).slice(2)}@example.com`,
    phone: '',
    address: address(units),
  });

  it('with a ward outside its province is refused with 422 and the address kept', async () => {
    const client = ctx.client();
    const { body } = await client.signUp();
    const res = await client.put('/api/user/profile', profile(PHU_QUOC_IN_HA_NOI));
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors).toMatchObject({
      'address.wardCode': EN.address.wardNotInProvince,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row?.address).toBeNull();
  });

  it('with codes and blank names gets the register’s names', async () => {
    const client = ctx.client();
    await client.signUp();
    const res = await client.put(
      '/api/user/profile',
      profile({ ...HOAN_KIEM, state: '', city: '' }),
    );
    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user.address).toMatchObject({
      state: 'Hà Nội',
      city: 'Phường Hoàn Kiếm',
      provinceCode: '01',
      wardCode: '00070',
    });
  });

  it('without codes is stored as given (the addresses before the reform keep working)', async () => {
    const client = ctx.client();
    await client.signUp();
    const old = { state: 'Hoàn Kiếm', city: 'Hà Nội', zipCode: '100000' };
    const res = await client.put('/api/user/profile', profile(old));
    expect(res.status).toBe(200);
    const stored = userResponseSchema.parse(res.body).user.address;
    expect(stored).toMatchObject(old);
    expect(stored).not.toHaveProperty('wardCode');
  });
});
