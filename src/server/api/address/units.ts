// The register of Vietnam's administrative units the shop holds (units.json, written by
// scripts/address-units.ts from the General Statistics Office's register), and the check of an
// address's codes: a ward in its province, names that are the codes' names.
import type { Province, UnitSuggestion, Ward } from '../../../api/schemas/address.ts';
import { foldText } from '../../../lib/fold.ts';
import { namesUnit, wardFullName, type ProvinceKind, type WardKind } from '../../../lib/address.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { validationFailed } from '../http/errors.ts';
import BEFORE_2025 from './before-2025.json' with { type: 'json' };
import UNITS from './units.json' with { type: 'json' };

interface StoredProvince {
  code: string;
  name: string;
  nameEn: string;
  kind: string;
  postalCode: string;
  wards: string[][];
}

const PROVINCE_WORDS: Record<ProvinceKind, string> = { city: 'Thành phố', province: 'Tỉnh' };

const provinceList: readonly Province[] = (UNITS as StoredProvince[]).map(
  ({ wards: _wards, ...province }) => ({ ...province, kind: province.kind as ProvinceKind }),
);
const provinceByCode = new Map(provinceList.map((province) => [province.code, province]));
const wardsByProvince = new Map<string, readonly Ward[]>(
  (UNITS as StoredProvince[]).map((province) => [
    province.code,
    province.wards.map(([code = '', name = '', kind = '']) => ({
      code,
      name,
      fullName: wardFullName(kind as WardKind, name),
      kind: kind as WardKind,
    })),
  ]),
);

/** The 34 provinces and centrally-run cities, in the register's order (by code). */
export const provinces = (): readonly Province[] => provinceList;

export const findProvince = (code: string): Province | undefined => provinceByCode.get(code);

/** A province's wards, communes and special zones, by code; undefined for an unknown province. */
export const wardsOf = (provinceCode: string): readonly Ward[] | undefined =>
  wardsByProvince.get(provinceCode);

/** The names a province goes by in an address: "Hà Nội", "Thành phố Hà Nội", "Hanoi". */
export const provinceNames = (province: Province): string[] => [
  province.name,
  `${PROVINCE_WORDS[province.kind]} ${province.name}`,
  province.nameEn,
];

/** The parts of an address the check reads: the names and their codes (either may be absent). */
export interface UnitFields {
  state: string;
  city: string;
  provinceCode?: string | undefined;
  wardCode?: string | undefined;
}

/**
 * An address's codes checked against the register. Without codes the address is left as it is.
 * With them, the ward must be in the province and each name given must be the code's (a blank one
 * is filled): the answer is then the names as the register writes them (State the province's
 * name, City the ward's with its kind), else the problems by field.
 */
export function checkUnits<T extends UnitFields>(
  address: T,
): { address: T; errors?: never } | { errors: Partial<Record<keyof UnitFields, string>> } {
  const { provinceCode, wardCode } = address;
  if (provinceCode === undefined && wardCode === undefined) return { address };
  const messages = API_MESSAGES.address;
  if (provinceCode === undefined) return { errors: { provinceCode: messages.provinceMissing } };
  const province = findProvince(provinceCode);
  if (!province) return { errors: { provinceCode: messages.provinceUnknown } };
  const errors: Partial<Record<keyof UnitFields, string>> = {};
  if (address.state.trim() && !namesUnit(address.state, provinceNames(province)))
    errors.state = messages.stateMismatch;
  const ward =
    wardCode === undefined ? undefined : wardsOf(provinceCode)?.find((w) => w.code === wardCode);
  if (wardCode !== undefined && !ward) errors.wardCode = messages.wardNotInProvince;
  if (ward && address.city.trim() && !namesUnit(address.city, [ward.name, ward.fullName]))
    errors.city = messages.cityMismatch;
  if (Object.keys(errors).length) return { errors };
  return {
    address: { ...address, state: province.name, ...(ward ? { city: ward.fullName } : {}) },
  };
}

/** The problems checkUnits finds in `address`, keyed by `prefix` and the field ("address.wardCode"). */
export function unitErrors(address: UnitFields, prefix: string): Record<string, string> {
  const { errors } = checkUnits(address);
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, message]) => [`${prefix}.${field}`, message]),
  );
}

/** A body's address with the register's names (checkUnits), or 422 with its problems. */
export function checkedAddress<T extends UnitFields>(address: T, prefix: string): T {
  const checked = checkUnits(address);
  if (checked.errors) throw validationFailed(unitErrors(address, prefix));
  return checked.address;
}

/** A unit's name without the words of its kind ("Quận Hoàn Kiếm", "TP. Hà Nội" → the name), folded. */
const bareName = (text: string): string =>
  foldText(text)
    .replace(/^(thanh pho|tp\.?|tinh|quan|huyen|thi xa|phuong|xa|thi tran|dac khu)\s+/, '')
    .trim();

/** The old provinces' and districts' new province (before-2025.json), by folded name. */
const oldProvinceTarget = new Map(
  BEFORE_2025.provinces.map(([name = '', code = '']) => [bareName(name), code]),
);
const oldDistricts = BEFORE_2025.districts.map(([name = '', province = '', code = '']) => ({
  name: bareName(name),
  province: bareName(province),
  code,
}));

/** The new provinces `text` can mean as a province today, an old province, or an old district. */
function provincesMeant(text: string, otherText: string): Set<string> {
  const bare = bareName(text);
  const codes = new Set<string>();
  if (!bare) return codes;
  for (const province of provinceList)
    if (provinceNames(province).some((name) => bareName(name) === bare)) codes.add(province.code);
  const oldProvince = oldProvinceTarget.get(bare);
  if (oldProvince) codes.add(oldProvince);
  if (codes.size) return codes;
  const other = bareName(otherText);
  const districts = oldDistricts.filter((d) => d.name === bare);
  const within = districts.filter((d) => d.province === other);
  for (const district of within.length ? within : districts) codes.add(district.code);
  return codes;
}

/**
 * What an address written without codes maps to, where the mapping is unambiguous: the one new
 * province its State and City point to (as a province of today, an old province, or an old
 * district of it), and the ward when its City names exactly one of that province's. Nothing when
 * it already reads as today's units (a province and one of its wards) or points to no single
 * province.
 */
export function suggestUnits(address: { state: string; city: string }): UnitSuggestion {
  const none = { province: null, ward: null };
  const meant = new Set([
    ...provincesMeant(address.state, address.city),
    ...provincesMeant(address.city, address.state),
  ]);
  const [code, other] = meant;
  if (code === undefined || other !== undefined) return none;
  const province = findProvince(code);
  if (!province) return none;
  const city = bareName(address.city);
  // A City that was a district's name (Thủ Dầu Một, Phú Quốc) names an area, not today's ward,
  // unless it says it is a ward, commune or special zone ("Đặc khu Phú Quốc").
  const saysWard = /^(phuong|xa|dac khu) /.test(foldText(address.city));
  const wasDistrict = !saysWard && oldDistricts.some((district) => district.name === city);
  const wards = wasDistrict
    ? []
    : (wardsOf(code) ?? []).filter((ward) => bareName(ward.fullName) === city);
  const ward = wards.length === 1 ? (wards[0] ?? null) : null;
  const current = ward !== null && namesUnit(address.state, provinceNames(province));
  return current ? none : { province, ward };
}
