// The register of administrative units the shop holds (34 provinces and cities, 3,321 wards,
// communes and special zones, with their official codes), the folding that lets "hai ba" find
// Hai Bà Trưng, and the check of an address's codes.
import { describe, expect, it } from 'vitest';
import { matchesQuery, namesUnit } from '../../src/lib/address.ts';
import { foldText } from '../../src/lib/fold.ts';
import {
  checkUnits,
  findProvince,
  provinces,
  suggestUnits,
  wardsOf,
} from '../../src/server/api/address/units.ts';

const allWards = () => provinces().flatMap((province) => wardsOf(province.code) ?? []);
const wardNamed = (provinceCode: string, fullName: string) =>
  wardsOf(provinceCode)?.find((ward) => ward.fullName === fullName);

describe('the register', () => {
  it('holds 34 provinces: 7 centrally-run cities (Đồng Nai since 30 April 2026) and 27 provinces', () => {
    expect(provinces()).toHaveLength(34);
    expect(provinces().filter((p) => p.kind === 'city')).toHaveLength(7);
    expect(provinces().filter((p) => p.kind === 'province')).toHaveLength(27);
    expect(new Set(provinces().map((p) => p.code)).size).toBe(34);
  });

  it('holds 3,321 wards, communes and special zones with unique five-digit codes', () => {
    const wards = allWards();
    expect(wards).toHaveLength(3321);
    expect(new Set(wards.map((w) => w.code)).size).toBe(3321);
    expect(wards.every((w) => /^\d{5}$/.test(w.code))).toBe(true);
    const kinds = Object.groupBy(wards, (w) => w.kind);
    expect(kinds['ward']).toHaveLength(697);
    expect(kinds['commune']).toHaveLength(2611);
    expect(kinds['special-zone']).toHaveLength(13);
  });

  it('knows Hà Nội (01), Hồ Chí Minh (79) and their postal codes', () => {
    expect(findProvince('01')).toMatchObject({ name: 'Hà Nội', kind: 'city', postalCode: '10000' });
    expect(findProvince('79')).toMatchObject({ name: 'Hồ Chí Minh', postalCode: '70000' });
    expect(provinces().every((p) => /^\d{5}$/.test(p.postalCode))).toBe(true);
  });

  it('knows Phường Hoàn Kiếm and Phường Hai Bà Trưng in Hà Nội, Đặc khu Phú Quốc in An Giang', () => {
    expect(wardNamed('01', 'Phường Hoàn Kiếm')).toMatchObject({ code: '00070', kind: 'ward' });
    expect(wardNamed('01', 'Phường Hai Bà Trưng')).toMatchObject({ code: '00256' });
    expect(findProvince('91')?.name).toBe('An Giang');
    expect(wardNamed('91', 'Đặc khu Phú Quốc')).toMatchObject({
      code: '31078',
      kind: 'special-zone',
    });
  });

  it('has no province for an unknown code', () => {
    expect(findProvince('99')).toBeUndefined();
    expect(wardsOf('99')).toBeUndefined();
  });
});

describe('matching what a shopper types', () => {
  it('folds case, diacritics and đ', () => {
    expect(foldText('  Thành phố  HỒ CHÍ MINH ')).toBe('thanh pho ho chi minh');
    expect(foldText('Đặc khu Phú Quốc')).toBe('dac khu phu quoc');
  });

  it('finds units by the starts of their words, without diacritics', () => {
    expect(matchesQuery('hai ba', 'Phường Hai Bà Trưng')).toBe(true);
    expect(matchesQuery('ha noi', 'Hà Nội')).toBe(true);
    expect(matchesQuery('d', 'Đà Nẵng')).toBe(true);
    expect(matchesQuery('dac khu', 'Đặc khu Phú Quốc')).toBe(true);
    expect(matchesQuery('noi ha', 'Hà Nội')).toBe(true);
    expect(matchesQuery('hai bz', 'Phường Hai Bà Trưng')).toBe(false);
    expect(matchesQuery('oi', 'Hà Nội')).toBe(false);
  });

  it("finds the ward 'hai ba' names among Hà Nội's", () => {
    const found = (wardsOf('01') ?? []).filter((w) => matchesQuery('hai ba', w.fullName));
    expect(found.map((w) => w.fullName)).toEqual(['Phường Hai Bà Trưng']);
  });

  it('takes a name written with the other placement of its tone mark', () => {
    expect(namesUnit('Khánh Hòa', ['Khánh Hoà'])).toBe(true);
    expect(namesUnit('Huế', ['Hà Nội'])).toBe(false);
  });
});

describe("checking an address's codes", () => {
  const hoanKiem = {
    state: 'Hà Nội',
    city: 'Phường Hoàn Kiếm',
    provinceCode: '01',
    wardCode: '00070',
  };

  it('leaves an address without codes as it is', () => {
    const old = { state: 'Hoàn Kiếm', city: 'Hà Nội' };
    expect(checkUnits(old)).toEqual({ address: old });
  });

  it("accepts a ward in its province and writes the register's names", () => {
    const typed = { ...hoanKiem, state: 'thanh pho ha noi', city: 'Hoàn Kiếm' };
    expect(checkUnits(typed)).toEqual({ address: hoanKiem });
    expect(checkUnits({ ...hoanKiem, state: '', city: '' })).toEqual({ address: hoanKiem });
  });

  it('refuses a ward that is not in the province', () => {
    expect(checkUnits({ ...hoanKiem, city: 'Đặc khu Phú Quốc', wardCode: '31078' }).errors).toEqual(
      {
        wardCode: 'This ward, commune or special zone is not in the chosen province or city',
      },
    );
  });

  it('refuses names that are not the codes’ and a ward without its province', () => {
    expect(checkUnits({ ...hoanKiem, state: 'Huế', city: 'Phường Cửa Nam' }).errors).toEqual({
      state: 'The State/Province does not match the chosen province or city',
      city: 'The City does not match the chosen ward, commune or special zone',
    });
    expect(checkUnits({ state: '', city: '', wardCode: '00070' }).errors).toEqual({
      provinceCode: 'Please choose the province or city of this ward',
    });
    expect(checkUnits({ state: '', city: '', provinceCode: '99' }).errors).toEqual({
      provinceCode: 'This province or city does not exist',
    });
  });
});

describe('mapping an address written with the units before July 2025', () => {
  const suggested = (state: string, city: string) => {
    const { province, ward } = suggestUnits({ state, city });
    return [province?.name ?? null, ward?.fullName ?? null];
  };

  it('maps an old district and its city to the province, leaving the ward to choose', () => {
    expect(suggested('Hoàn Kiếm', 'Hà Nội')).toEqual(['Hà Nội', null]);
    expect(suggested('Quận 1', 'Hồ Chí Minh')).toEqual(['Hồ Chí Minh', null]);
  });

  it('maps a merged province to the one it joined, and a ward named in it', () => {
    expect(suggested('Tỉnh Bình Dương', 'Phường Chánh Hiệp')).toEqual([
      'Hồ Chí Minh',
      'Phường Chánh Hiệp',
    ]);
    expect(suggested('Kiên Giang', 'Đặc khu Phú Quốc')).toEqual(['An Giang', 'Đặc khu Phú Quốc']);
  });

  it('suggests no ward for a City that was a district (an area, not one ward)', () => {
    expect(suggested('Bình Dương', 'Thủ Dầu Một')).toEqual(['Hồ Chí Minh', null]);
  });

  it('suggests nothing for an address of today’s units or one it cannot place', () => {
    expect(suggested('Hà Nội', 'Phường Hoàn Kiếm')).toEqual([null, null]);
    expect(suggested('Atlantis', 'Nowhere')).toEqual([null, null]);
    // A district name that two old provinces had, with no province to tell them apart.
    expect(suggested('Châu Thành', '')).toEqual([null, null]);
  });
});
