// The shop's six categories with their typed specification fields.
import type { CategoryEntry } from './catalog-types.ts';

export const CATEGORY_ENTRIES: CategoryEntry[] = [
  {
    name: 'phones',
    description:
      'The latest smartphones from Apple, Samsung, Xiaomi, OPPO, Vivo and Realme: flagship cameras, all-day batteries and fast 5G, all with official Vietnamese warranty.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Battery', type: 'Number' },
      { name: 'Chip', type: 'String' },
      { name: 'Camera', type: 'Number' },
      { name: '5G', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', Battery: 'mAh', Camera: 'MP' },
    warrantyMonths: 12,
  },
  {
    name: 'laptops',
    description:
      'Laptops for work, study and play: thin-and-light ultrabooks, dependable business machines and powerful gaming laptops from Dell, HP, Lenovo, Asus, Acer and Microsoft.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Processor', type: 'String' },
      { name: 'RAM', type: 'Number' },
      { name: 'Weight', type: 'Number' },
      { name: 'Touchscreen', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', RAM: 'GB', Weight: 'kg' },
    warrantyMonths: 24,
  },
  {
    name: 'tablets',
    description:
      'Tablets for drawing, reading and entertainment, from iPad and Galaxy Tab to Surface Pro, Lenovo and Huawei MatePad, many with stylus support and cellular options.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Chip', type: 'String' },
      { name: 'Battery', type: 'Number' },
      { name: 'Stylus Support', type: 'Boolean' },
      { name: 'Cellular', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', Battery: 'mAh' },
    warrantyMonths: 12,
  },
  {
    name: 'pc',
    description:
      'Desktop computers for every room: compact mini PCs for the office, all-in-ones for the family and powerful gaming towers with the latest graphics cards.',
    fields: [
      { name: 'Processor', type: 'String' },
      { name: 'Graphics', type: 'String' },
      { name: 'RAM', type: 'Number' },
      { name: 'Storage', type: 'Number' },
      { name: 'Form Factor', type: 'String' },
      { name: 'Wi-Fi', type: 'Boolean' },
    ],
    units: { RAM: 'GB', Storage: 'GB' },
    warrantyMonths: 24,
  },
  {
    name: 'screens',
    description:
      'Monitors for every desk: sharp 4K displays for creators, immersive curved ultrawides and high-refresh gaming screens from Samsung, LG, Dell, Acer and BenQ.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Resolution', type: 'String' },
      { name: 'Refresh Rate', type: 'Number' },
      { name: 'Panel', type: 'String' },
      { name: 'Curved', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', 'Refresh Rate': 'Hz' },
    warrantyMonths: 36,
  },
  {
    name: 'accessories',
    description:
      'Headphones, earbuds, mice, keyboards, chargers and smartwatches to complete your setup, from Apple, Samsung, Logitech, Razer and Corsair.',
    fields: [
      { name: 'Type', type: 'String' },
      { name: 'Connectivity', type: 'String' },
      { name: 'Wireless', type: 'Boolean' },
      { name: 'Weight', type: 'Number' },
    ],
    units: { Weight: 'g' },
    warrantyMonths: 12,
  },
];
