// The facts of a seed or generated product (src/lib/product-facts.ts): its warranty, what is in its
// box in English and Vietnamese, and where it is made, from its category, brand, name and
// specification as real products of that kind have them. A pure function of the entry: the
// synthetic generator calls it for every product in its workers, with no database round trip.
import { IN_THE_BOX_ITEM_MAX, type ProductFacts } from '../../../lib/product-facts.ts';
import type { CategoryEntry, ProductEntry } from './catalog-types.ts';

/** One item of a box in English and in Vietnamese. */
type Item = readonly [en: string, vi: string];

const DOCUMENTS: Item = ['Documentation', 'Sách hướng dẫn'];
const USB_C_CABLE: Item = ['USB-C cable', 'Cáp USB-C'];
const SIM_TOOL: Item = ['SIM ejector tool', 'Que lấy SIM'];
const CHARGER: Item = ['Charger', 'Củ sạc'];
const CLEAR_CASE: Item = ['Clear case', 'Ốp lưng trong suốt'];
const POWER_ADAPTER: Item = ['Power adapter', 'Bộ sạc'];
const POWER_CORD: Item = ['Power cord', 'Dây nguồn'];

/** Where each brand makes the products of a category (ISO 3166-1 alpha-2); else `FALLBACK_ORIGIN`. */
const ORIGINS: Partial<Record<CategoryEntry['name'], Record<string, string>>> = {
  phones: { Samsung: 'VN', OPPO: 'VN', Google: 'VN', Nothing: 'IN' },
  tablets: { Samsung: 'VN' },
  screens: { Samsung: 'VN', LG: 'VN', BenQ: 'TW' },
  pc: { MSI: 'TW' },
  accessories: { Samsung: 'VN', Spigen: 'VN' },
};
const FALLBACK_ORIGIN = 'CN';

/** Accessory kinds whose brands make them in Vietnam (AirPods, Apple Watch, Galaxy Buds). */
const MADE_IN_VIETNAM_BY: Record<string, readonly string[]> = {
  Apple: ['Earbuds', 'Smartwatch'],
};

function originOf(entry: ProductEntry, category: CategoryEntry, type: string): string {
  if (MADE_IN_VIETNAM_BY[entry.brand]?.includes(type)) return 'VN';
  // The Mac mini is assembled in Malaysia.
  if (entry.brand === 'Apple' && /mac mini/i.test(entry.name)) return 'MY';
  return ORIGINS[category.name]?.[entry.brand] ?? FALLBACK_ORIGIN;
}

/** Accessory brands that give their own warranty, and for how long. */
const ACCESSORY_MAKER_MONTHS: Record<string, number> = {
  Apple: 12,
  Samsung: 12,
  Logitech: 24,
  Razer: 24,
  Corsair: 24,
  JBL: 12,
  Xiaomi: 12,
};
/** Accessories the shop itself guarantees (third-party cases, glass, cables, chargers). */
const SHOP_MONTHS: Record<string, number> = {
  Case: 6,
  'Screen Protector': 6,
  Cable: 12,
  Charger: 12,
  'Power Bank': 12,
};

function warrantyOf(
  entry: ProductEntry,
  category: CategoryEntry,
  type: string,
): Pick<ProductFacts, 'warrantyMonths' | 'warrantyProvider'> {
  const maker = (months: number) => ({
    warrantyMonths: months,
    warrantyProvider: 'manufacturer' as const,
  });
  switch (category.name) {
    case 'phones':
      // Xiaomi Vietnam's 18 months; Samsung's flagships (Galaxy S and Z) 24; the others the category's.
      if (entry.brand === 'Xiaomi') return maker(18);
      if (entry.brand === 'Samsung' && /Galaxy [SZ]/.test(entry.name)) return maker(24);
      return maker(category.warrantyMonths);
    case 'laptops':
    case 'pc':
      // Apple's computers: Apple's one year.
      return maker(entry.brand === 'Apple' ? 12 : category.warrantyMonths);
    case 'accessories': {
      const shop = SHOP_MONTHS[type];
      const own = ACCESSORY_MAKER_MONTHS[entry.brand];
      if (own !== undefined && (shop === undefined || entry.brand !== 'Xiaomi')) return maker(own);
      if (shop !== undefined) return { warrantyMonths: shop, warrantyProvider: 'shop' };
      return maker(category.warrantyMonths);
    }
    default:
      return maker(category.warrantyMonths);
  }
}

/** The product itself as the first item of its box: its name, or what it is when the name is long. */
function itself(entry: ProductEntry, what: Item): Item {
  return entry.name.length <= IN_THE_BOX_ITEM_MAX ? [entry.name, entry.name] : what;
}

function boxOf(entry: ProductEntry, category: CategoryEntry, type: string): Item[] {
  const f = entry.fields;
  switch (category.name) {
    case 'phones': {
      const phone = itself(entry, ['Phone', 'Điện thoại']);
      // Xiaomi, Realme, OPPO and Vivo still put a charger and a case in the box.
      const extras = ['Xiaomi', 'Realme', 'OPPO', 'Vivo'].includes(entry.brand)
        ? [CHARGER, CLEAR_CASE]
        : [];
      return [phone, USB_C_CABLE, ...extras, SIM_TOOL, DOCUMENTS];
    }
    case 'laptops':
      return [
        itself(entry, ['Laptop', 'Laptop']),
        entry.brand === 'Apple' ? ['USB-C power adapter', 'Bộ sạc USB-C'] : POWER_ADAPTER,
        DOCUMENTS,
      ];
    case 'tablets': {
      const pen: Item[] =
        entry.brand === 'Samsung' && f['Stylus Support'] === true ? [['S Pen', 'Bút S Pen']] : [];
      const sim: Item[] = f['Cellular'] === true ? [SIM_TOOL] : [];
      const power: Item[] = entry.brand === 'Microsoft' ? [POWER_ADAPTER] : [USB_C_CABLE];
      return [itself(entry, ['Tablet', 'Máy tính bảng']), ...power, ...pen, ...sim, DOCUMENTS];
    }
    case 'pc': {
      const form = String(f['Form Factor'] ?? '');
      if (form === 'All-in-One')
        return [
          itself(entry, ['All-in-one PC', 'Máy tính all-in-one']),
          POWER_ADAPTER,
          ['Wireless keyboard and mouse', 'Bàn phím và chuột không dây'],
          DOCUMENTS,
        ];
      if (form === 'Mini') return [itself(entry, ['Mini PC', 'Mini PC']), POWER_ADAPTER, DOCUMENTS];
      return [
        itself(entry, ['Desktop PC', 'Máy tính để bàn']),
        POWER_CORD,
        ['Keyboard and mouse', 'Bàn phím và chuột'],
        DOCUMENTS,
      ];
    }
    case 'screens':
      return [
        itself(entry, ['Monitor', 'Màn hình']),
        ['Stand', 'Chân đế'],
        POWER_CORD,
        ['HDMI cable', 'Cáp HDMI'],
        DOCUMENTS,
      ];
    case 'accessories':
      return accessoryBox(entry, type);
  }
}

function accessoryBox(entry: ProductEntry, type: string): Item[] {
  const wireless = entry.fields['Wireless'] === true;
  const receiver: Item[] =
    wireless && entry.brand !== 'Apple' ? [['USB receiver', 'Đầu thu USB']] : [];
  switch (type) {
    case 'Earbuds':
      return [
        itself(entry, ['Earbuds', 'Tai nghe']),
        ['Charging case', 'Hộp sạc'],
        ['Ear tips (S, M, L)', 'Núm tai nghe (S, M, L)'],
        USB_C_CABLE,
        DOCUMENTS,
      ];
    case 'Headphones':
      return [
        itself(entry, ['Headphones', 'Tai nghe']),
        ['Carrying case', 'Hộp đựng'],
        USB_C_CABLE,
        ['3.5 mm audio cable', 'Cáp âm thanh 3,5 mm'],
        DOCUMENTS,
      ];
    case 'Mouse':
      return [itself(entry, ['Mouse', 'Chuột']), ...receiver, DOCUMENTS];
    case 'Keyboard':
      return [itself(entry, ['Keyboard', 'Bàn phím']), ...receiver, USB_C_CABLE, DOCUMENTS];
    case 'Charger':
      return [itself(entry, ['Charger', 'Củ sạc']), DOCUMENTS];
    case 'Power Bank':
      return [itself(entry, ['Power bank', 'Pin sạc dự phòng']), USB_C_CABLE, DOCUMENTS];
    case 'Smartwatch':
      return [
        itself(entry, ['Smartwatch', 'Đồng hồ thông minh']),
        ['Magnetic charging cable', 'Cáp sạc từ tính'],
        DOCUMENTS,
      ];
    case 'Screen Protector':
      return [
        itself(entry, ['Screen protector', 'Kính cường lực']),
        ['Alignment frame', 'Khung dán'],
        ['Cleaning kit', 'Bộ khăn lau'],
      ];
    case 'Case':
      return [itself(entry, ['Case', 'Ốp lưng'])];
    case 'Cable':
      return [itself(entry, ['Cable', 'Cáp sạc'])];
    default:
      return [itself(entry, ['Accessory', 'Phụ kiện']), DOCUMENTS];
  }
}

/** Every fact of one product, in both languages. */
export function productFacts(entry: ProductEntry, category: CategoryEntry): ProductFacts {
  const type = String(entry.fields['Type'] ?? '');
  const box = boxOf(entry, category, type);
  return {
    ...warrantyOf(entry, category, type),
    inTheBox: box.map(([en]) => en),
    inTheBoxVi: box.map(([, vi]) => vi),
    origin: originOf(entry, category, type),
  };
}
