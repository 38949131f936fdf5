// The criteria of the mega menu and the criteria listings (CATEGORY_CRITERIA in constants.ts) are
// code, not rows: their English label is the key the products and the listing URLs carry
// (/products/laptops/criteria/gaming), and this is its Vietnamese twin, shown on /vi pages. A
// criterion not named here (one an editor typed) is shown as written.
import type { Lang } from './i18n/index.ts';

export const CRITERIA_VI: Readonly<Record<string, string>> = {
  Thin: 'Mỏng nhẹ',
  'Long-lasting': 'Pin trâu',
  'High-end': 'Cao cấp',
  'Mid-range': 'Tầm trung',
  Budget: 'Giá rẻ',
  Gaming: 'Chơi game',
  Business: 'Doanh nhân',
  Student: 'Học sinh, sinh viên',
  '4K': '4K',
  Curved: 'Màn hình cong',
  Office: 'Văn phòng',
  Travel: 'Du lịch',
};

/** A criterion's name in `lang`: ('vi', 'Gaming') → 'Chơi game'; English as it is stored. */
export const criterionName = (label: string, lang: Lang): string =>
  lang === 'vi' ? (CRITERIA_VI[label] ?? label) : label;
