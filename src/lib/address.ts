// Vietnam's two levels of administrative units since 1 July 2025: a province or centrally-run
// city, then a ward (phường), commune (xã) or special zone (đặc khu). Shared by the API, which
// holds the register (src/server/api/address/), and the address pickers, which fetch it.
import { foldText } from './fold.ts';

export const PROVINCE_KINDS = ['city', 'province'] as const;
export type ProvinceKind = (typeof PROVINCE_KINDS)[number];
export const WARD_KINDS = ['ward', 'commune', 'special-zone'] as const;
export type WardKind = (typeof WARD_KINDS)[number];

/** How an address writes each kind before the name: "Phường Hoàn Kiếm", "Đặc khu Phú Quốc". */
export const WARD_KIND_WORDS: Record<WardKind, string> = {
  ward: 'Phường',
  commune: 'Xã',
  'special-zone': 'Đặc khu',
};

export const wardFullName = (kind: WardKind, name: string): string =>
  `${WARD_KIND_WORDS[kind]} ${name}`;

/**
 * Whether `text` names the unit written `names` (its name, or its name with its kind): compared
 * folded, so "Khánh Hòa" and "Khánh Hoà", "thanh pho ha noi" and "Hà Nội" are the same.
 */
export function namesUnit(text: string, names: readonly string[]): boolean {
  const folded = foldText(text);
  return names.some((name) => foldText(name) === folded);
}

/** Whether every word the shopper typed starts a word of `text`, folded ("hai ba" → Hai Bà Trưng). */
export function matchesQuery(query: string, text: string): boolean {
  const words = foldText(text).split(/[\s-]+/);
  return foldText(query)
    .split(' ')
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
}

/**
 * The fields every address form shares below its street: the ward (City), the province
 * (State/Province), its postal code, the country, and the register's codes of the picked province
 * and ward ('' when the units were typed).
 */
export interface AddressUnitFields {
  city: string;
  state: string;
  zipCode: string;
  country: string;
  provinceCode: string;
  wardCode: string;
}

/** Those fields in the order a form shows them. */
export const ADDRESS_UNIT_FIELDS = [
  'city',
  'state',
  'zipCode',
  'country',
  'provinceCode',
  'wardCode',
] as const satisfies readonly (keyof AddressUnitFields)[];

/** The codes a form's address carries to the API: those it has ('' is none: its units were typed). */
export const unitCodes = (address: { provinceCode: string; wardCode: string }) => ({
  ...(address.provinceCode ? { provinceCode: address.provinceCode } : {}),
  ...(address.wardCode ? { wardCode: address.wardCode } : {}),
});
