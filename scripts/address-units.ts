// `node scripts/address-units.ts CURRENT.json BEFORE.json`: writes the shop's copy of Vietnam's
// administrative units (src/server/api/address/units.json) and the units before the 1 July 2025
// reform that old addresses are read with (src/server/api/address/before-2025.json).
//
// CURRENT.json: the "simplified" JSON of thanglequoc/vietnamese-provinces-database (MIT), built from
// the General Statistics Office's register: release v4.2.0 (commit cd58063), the 34 provinces and
// 3,321 wards, communes and special zones in force since 30 April 2026 (the 1 July 2025 set with
// Đồng Nai a centrally-run city and ten of its communes made wards).
// BEFORE.json: the same file of release v2.4.1 (the 63 provinces and their districts in force
// until 30 June 2025).
import { readFileSync, writeFileSync } from 'node:fs';

interface SourceUnit {
  Code: string;
  Name: string;
  NameEn: string;
  FullName: string;
}
interface SourceProvince extends SourceUnit {
  Wards?: SourceUnit[];
  District?: (SourceUnit & { Ward: SourceUnit[] | null })[];
}

/**
 * The postal code of each province: Vietnam Post's national postcode (five digits, in force since
 * 1 January 2018) of the pre-reform province whose name and code the new one keeps, the first of
 * its range. No post-reform list had been published with the register.
 */
const POSTAL_CODES: Record<string, string> = {
  '01': '10000', // Hà Nội (10000–14999)
  '04': '21000', // Cao Bằng
  '08': '22000', // Tuyên Quang
  '11': '32000', // Điện Biên
  '12': '30000', // Lai Châu
  '14': '34000', // Sơn La
  '15': '31000', // Lào Cai
  '19': '24000', // Thái Nguyên
  '20': '25000', // Lạng Sơn
  '22': '01000', // Quảng Ninh
  '24': '16000', // Bắc Ninh
  '25': '35000', // Phú Thọ
  '31': '04000', // Hải Phòng
  '33': '17000', // Hưng Yên
  '37': '08000', // Ninh Bình
  '38': '40000', // Thanh Hoá
  '40': '43000', // Nghệ An
  '42': '45000', // Hà Tĩnh
  '44': '48000', // Quảng Trị
  '46': '49000', // Huế
  '48': '50000', // Đà Nẵng
  '51': '53000', // Quảng Ngãi
  '52': '61000', // Gia Lai
  '56': '57000', // Khánh Hoà
  '66': '63000', // Đắk Lắk
  '68': '66000', // Lâm Đồng
  '75': '76000', // Đồng Nai
  '79': '70000', // Hồ Chí Minh (70000–74999)
  '80': '80000', // Tây Ninh
  '82': '81000', // Đồng Tháp
  '86': '85000', // Vĩnh Long
  '91': '90000', // An Giang
  '92': '94000', // Cần Thơ
  '96': '98000', // Cà Mau
};

/** The kind of a ward-level unit, from the first words of its full name. */
function wardKind(fullName: string): 'ward' | 'commune' | 'special-zone' {
  const lower = fullName.toLocaleLowerCase('vi');
  if (lower.startsWith('phường ')) return 'ward';
  if (lower.startsWith('xã ')) return 'commune';
  if (lower.startsWith('đặc khu ')) return 'special-zone';
  throw new Error(`Unknown kind of unit: ${fullName}`);
}

const read = (path: string | undefined): SourceProvince[] => {
  if (!path) throw new Error('Usage: node scripts/address-units.ts CURRENT.json BEFORE.json');
  return JSON.parse(readFileSync(path, 'utf8')) as SourceProvince[];
};

const [currentPath, beforePath] = process.argv.slice(2);
const current = read(currentPath);
const before = read(beforePath);

const provinces = current.map((province) => {
  const postalCode = POSTAL_CODES[province.Code];
  if (!postalCode) throw new Error(`No postal code for province ${province.Code}`);
  return {
    code: province.Code,
    name: province.Name,
    nameEn: province.NameEn,
    kind: province.FullName.startsWith('Thành phố') ? 'city' : 'province',
    postalCode,
    wards: (province.Wards ?? []).map((ward) => [ward.Code, ward.Name, wardKind(ward.FullName)]),
  };
});

// Each new ward keeps the code of one of the units it was made from, so the code says which new
// province an old province's or district's land went to (a district never straddled two).
const newProvinceOfWard = new Map(
  provinces.flatMap((province) => province.wards.map(([code]) => [code, province.code] as const)),
);
const oldProvinces: [string, string][] = [];
const oldDistricts: [string, string, string][] = [];
for (const province of before) {
  const targets = new Set<string>();
  for (const district of province.District ?? []) {
    const districtTargets = new Set(
      (district.Ward ?? []).flatMap((ward) => newProvinceOfWard.get(ward.Code) ?? []),
    );
    for (const target of districtTargets) targets.add(target);
    // A district none of whose codes lives on (Hoàng Sa, Trường Sa) says nothing.
    const [target, other] = districtTargets;
    if (target !== undefined && other === undefined)
      oldDistricts.push([district.Name, province.Name, target]);
  }
  const [target, other] = targets;
  if (target === undefined || other !== undefined)
    throw new Error(`Province ${province.Name} did not go to one new province`);
  oldProvinces.push([province.Name, target]);
}

const write = (path: string, value: unknown) =>
  writeFileSync(
    new URL(`../src/server/api/address/${path}`, import.meta.url),
    JSON.stringify(value),
  );
write('units.json', provinces);
write('before-2025.json', { provinces: oldProvinces, districts: oldDistricts });
console.log(
  `${provinces.length} provinces, ${newProvinceOfWard.size} wards; before the reform ${oldProvinces.length} provinces, ${oldDistricts.length} districts`,
);
