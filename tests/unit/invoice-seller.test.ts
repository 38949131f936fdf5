// The invoice's seller: the page's own (the shop's name, no tax code) until an admin configures
// the shop's identity, then the identity's legal name, address, tax code and contacts, a tax code
// printed only when one is set.
import { describe, expect, it } from 'vitest';
import type { PublicShopIdentity } from '../../src/api/schemas/shop.ts';
import { sellerOf, type Seller } from '../../src/features/account/InvoiceScreen.tsx';
import { en } from '../../src/lib/i18n/en/index.ts';
import { vi } from '../../src/lib/i18n/vi/index.ts';

const fallback: Seller = {
  name: 'VietTech Store',
  address: '123 Nguyễn Huệ, Vietnam',
  taxCode: '',
  phone: '028 3822 1234',
  email: 'support@viettech.example',
};

const identity = (over: Partial<PublicShopIdentity>) =>
  ({
    configured: true,
    legalName: 'Công ty TNHH Thương mại VietTech Store',
    address: '45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
    taxCode: '0316789012',
    hotline: '0909123456',
    supportEmail: 'hotro@viettech.vn',
    ...over,
  }) as PublicShopIdentity;

describe("the invoice's seller", () => {
  it('is the page’s own, with no tax code, while nothing is configured', () => {
    expect(sellerOf(null, fallback, en.account)).toEqual(fallback);
    expect(sellerOf(identity({ configured: false }), fallback, en.account)).toEqual(fallback);
    expect(fallback.taxCode).toBe('');
  });

  it("is the configured identity, in the page's language", () => {
    const seller = sellerOf(identity({}), fallback, vi.account);
    expect(seller.name).toBe('Công ty TNHH Thương mại VietTech Store');
    expect(seller.address).toBe('45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh, Việt Nam');
    expect(seller.taxCode).toBe('0316789012');
    expect(seller.email).toBe('hotro@viettech.vn');
    expect(seller.phone.replace(/\D/g, '')).toBe('0909123456');
  });

  it('prints no tax code an identity does not have', () => {
    expect(sellerOf(identity({ taxCode: '' }), fallback, en.account).taxCode).toBe('');
  });
});
