// The demo account seeded with the catalogue, for trying sign-in, orders and settings.
import type { Address } from '../../../api/schemas/user.ts';

export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  email: 'demo@shop.vn',
  phone: '0912345678',
  password: 'demo12345',
  address: {
    street: '12 Tràng Tiền',
    city: 'Phường Hoàn Kiếm',
    state: 'Hà Nội',
    zipCode: '10000',
    country: 'Vietnam',
    provinceCode: '01',
    wardCode: '00070',
  } satisfies Address,
} as const;
