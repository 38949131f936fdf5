import { describe, expect, it } from 'vitest';
import {
  supportHoursIn,
  EMPTY_SHOP_IDENTITY,
  SHOP_IDENTITY_MESSAGES,
  isHttpsUrl,
  normaliseShopIdentity,
  shopIdentityErrors,
  shopToday,
  zaloHref,
} from '../../src/lib/shop-identity.ts';

const named = { ...EMPTY_SHOP_IDENTITY, legalName: 'Công ty TNHH VietTech' };

describe("the shop's identity rules", () => {
  it('takes nothing at all, and a legal name alone', () => {
    expect(shopIdentityErrors(EMPTY_SHOP_IDENTITY, '2026-11-28')).toEqual({});
    expect(shopIdentityErrors(named, '2026-11-28')).toEqual({});
  });

  it("counts the date of issue in Vietnam's day: today passes, tomorrow does not", () => {
    // 23:30 in Hanoi on 28 November is still the 28th in UTC's 16:30.
    const today = shopToday(new Date('2026-11-28T16:30:00Z'));
    expect(today).toBe('2026-11-28');
    const issued = (registrationDate: string) =>
      shopIdentityErrors(
        {
          ...named,
          registrationNumber: '0312345678',
          registrationPlace: 'Sở KH&ĐT',
          registrationDate,
        },
        today,
      ).registrationDate;
    expect(issued('2026-11-28')).toBeUndefined();
    expect(issued('2026-11-29')).toBe(SHOP_IDENTITY_MESSAGES.registrationDateFuture);
    expect(issued('2026-02-30')).toBe(SHOP_IDENTITY_MESSAGES.registrationDateInvalid);
  });

  it('takes a branch number, refuses letters', () => {
    const errors = (taxCode: string) => shopIdentityErrors({ ...named, taxCode }, '2026-11-28');
    expect(errors('0312345678-001')).toEqual({});
    expect(errors('031234567A')).toEqual({ taxCode: SHOP_IDENTITY_MESSAGES.taxCodeInvalid });
  });

  it("takes the notice's link only on online.gov.vn over https", () => {
    expect(isHttpsUrl('https://online.gov.vn/Home/WebDetails/1', 'online.gov.vn')).toBe(true);
    expect(isHttpsUrl('http://online.gov.vn/Home/WebDetails/1', 'online.gov.vn')).toBe(false);
    expect(isHttpsUrl('https://online.gov.vn.evil.example/', 'online.gov.vn')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
  });

  it('keeps the hotline and a Zalo number in their one spelling, and links Zalo', () => {
    const stored = normaliseShopIdentity({
      ...named,
      hotline: '+84 909 123 456',
      zalo: '0909.123.456',
    });
    expect(stored).toMatchObject({ hotline: '0909123456', zalo: '0909123456' });
    expect(zaloHref(stored.zalo)).toBe('https://zalo.me/0909123456');
    expect(zaloHref('https://zalo.me/1234567890')).toBe('https://zalo.me/1234567890');
  });

  it('gives the support hours in the page’s language, either standing in for the other', () => {
    const both = { supportHours: '8:00–21:00 hằng ngày', supportHoursEn: '8:00–21:00 every day' };
    expect(supportHoursIn(both, 'vi')).toBe('8:00–21:00 hằng ngày');
    expect(supportHoursIn(both, 'en')).toBe('8:00–21:00 every day');
    expect(supportHoursIn({ ...both, supportHoursEn: '' }, 'en')).toBe('8:00–21:00 hằng ngày');
    expect(supportHoursIn({ ...both, supportHours: '' }, 'vi')).toBe('8:00–21:00 every day');
    expect(supportHoursIn({ supportHours: '', supportHoursEn: '' }, 'en')).toBe('');
  });
});
