// The shop's six categories with their typed specification fields, in English and Vietnamese.
import type { CategoryEntry } from './catalog-types.ts';

export const CATEGORY_ENTRIES: CategoryEntry[] = [
  {
    name: 'phones',
    nameVi: 'Điện thoại',
    description:
      'The latest smartphones from Apple, Samsung, Xiaomi, OPPO, Vivo and Realme: flagship cameras, all-day batteries and fast 5G, all with official Vietnamese warranty.',
    descriptionVi:
      'Smartphone mới nhất từ Apple, Samsung, Xiaomi, OPPO, Vivo và Realme: camera đỉnh cao, pin dùng cả ngày và 5G tốc độ cao, tất cả đều bảo hành chính hãng tại Việt Nam.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Battery', type: 'Number' },
      { name: 'Chip', type: 'String' },
      { name: 'Camera', type: 'Number' },
      { name: '5G', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', Battery: 'mAh', Camera: 'MP' },
    labelsVi: {
      'Screen Size': 'Kích thước màn hình',
      Battery: 'Dung lượng pin',
      Chip: 'Chip xử lý',
      Camera: 'Camera chính',
      '5G': 'Hỗ trợ 5G',
    },
    unitsVi: { 'Screen Size': 'inch', Battery: 'mAh', Camera: 'MP' },
    warrantyMonths: 12,
  },
  {
    name: 'laptops',
    nameVi: 'Laptop',
    description:
      'Laptops for work, study and play: thin-and-light ultrabooks, dependable business machines and powerful gaming laptops from Dell, HP, Lenovo, Asus, Acer and Microsoft.',
    descriptionVi:
      'Laptop cho công việc, học tập và giải trí: ultrabook mỏng nhẹ, máy doanh nhân bền bỉ và laptop gaming mạnh mẽ từ Dell, HP, Lenovo, Asus, Acer và Microsoft.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Processor', type: 'String' },
      { name: 'RAM', type: 'Number' },
      { name: 'Weight', type: 'Number' },
      { name: 'Touchscreen', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', RAM: 'GB', Weight: 'kg' },
    labelsVi: {
      'Screen Size': 'Kích thước màn hình',
      Processor: 'Bộ vi xử lý',
      RAM: 'RAM',
      Weight: 'Trọng lượng',
      Touchscreen: 'Màn hình cảm ứng',
    },
    unitsVi: { 'Screen Size': 'inch', RAM: 'GB', Weight: 'kg' },
    warrantyMonths: 24,
  },
  {
    name: 'tablets',
    nameVi: 'Máy tính bảng',
    description:
      'Tablets for drawing, reading and entertainment, from iPad and Galaxy Tab to Surface Pro, Lenovo and Huawei MatePad, many with stylus support and cellular options.',
    descriptionVi:
      'Máy tính bảng để vẽ, đọc sách và giải trí, từ iPad, Galaxy Tab đến Surface Pro, Lenovo và Huawei MatePad, nhiều mẫu hỗ trợ bút cảm ứng và kết nối di động.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Chip', type: 'String' },
      { name: 'Battery', type: 'Number' },
      { name: 'Stylus Support', type: 'Boolean' },
      { name: 'Cellular', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', Battery: 'mAh' },
    labelsVi: {
      'Screen Size': 'Kích thước màn hình',
      Chip: 'Chip xử lý',
      Battery: 'Dung lượng pin',
      'Stylus Support': 'Hỗ trợ bút cảm ứng',
      Cellular: 'Kết nối di động',
    },
    unitsVi: { 'Screen Size': 'inch', Battery: 'mAh' },
    warrantyMonths: 12,
  },
  {
    name: 'pc',
    nameVi: 'PC',
    description:
      'Desktop computers for every room: compact mini PCs for the office, all-in-ones for the family and powerful gaming towers with the latest graphics cards.',
    descriptionVi:
      'Máy tính để bàn cho mọi không gian: mini PC nhỏ gọn cho văn phòng, máy all-in-one cho gia đình và case gaming mạnh mẽ với card đồ họa mới nhất.',
    fields: [
      { name: 'Processor', type: 'String' },
      { name: 'Graphics', type: 'String' },
      { name: 'RAM', type: 'Number' },
      { name: 'Storage', type: 'Number' },
      { name: 'Form Factor', type: 'String' },
      { name: 'Wi-Fi', type: 'Boolean' },
    ],
    units: { RAM: 'GB', Storage: 'GB' },
    labelsVi: {
      Processor: 'Bộ vi xử lý',
      Graphics: 'Card đồ họa',
      RAM: 'RAM',
      Storage: 'Ổ cứng',
      'Form Factor': 'Kiểu máy',
      'Wi-Fi': 'Wi-Fi',
    },
    unitsVi: { RAM: 'GB', Storage: 'GB' },
    warrantyMonths: 24,
  },
  {
    name: 'screens',
    nameVi: 'Màn hình',
    description:
      'Monitors for every desk: sharp 4K displays for creators, immersive curved ultrawides and high-refresh gaming screens from Samsung, LG, Dell, Acer and BenQ.',
    descriptionVi:
      'Màn hình cho mọi góc làm việc: màn 4K sắc nét cho người sáng tạo, màn cong ultrawide đắm chìm và màn gaming tần số quét cao từ Samsung, LG, Dell, Acer và BenQ.',
    fields: [
      { name: 'Screen Size', type: 'Number' },
      { name: 'Resolution', type: 'String' },
      { name: 'Refresh Rate', type: 'Number' },
      { name: 'Panel', type: 'String' },
      { name: 'Curved', type: 'Boolean' },
    ],
    units: { 'Screen Size': 'inch', 'Refresh Rate': 'Hz' },
    labelsVi: {
      'Screen Size': 'Kích thước màn hình',
      Resolution: 'Độ phân giải',
      'Refresh Rate': 'Tần số quét',
      Panel: 'Tấm nền',
      Curved: 'Màn hình cong',
    },
    unitsVi: { 'Screen Size': 'inch', 'Refresh Rate': 'Hz' },
    warrantyMonths: 36,
  },
  {
    name: 'accessories',
    nameVi: 'Phụ kiện',
    description:
      'Headphones, earbuds, mice, keyboards, chargers and smartwatches to complete your setup, from Apple, Samsung, Logitech, Razer and Corsair.',
    descriptionVi:
      'Tai nghe chụp tai, tai nghe không dây, chuột, bàn phím, sạc và đồng hồ thông minh để hoàn thiện góc máy của bạn, từ Apple, Samsung, Logitech, Razer và Corsair.',
    fields: [
      { name: 'Type', type: 'String' },
      { name: 'Connectivity', type: 'String' },
      { name: 'Wireless', type: 'Boolean' },
      { name: 'Weight', type: 'Number' },
    ],
    units: { Weight: 'g' },
    labelsVi: {
      Type: 'Loại',
      Connectivity: 'Kết nối',
      Wireless: 'Không dây',
      Weight: 'Trọng lượng',
    },
    unitsVi: { Weight: 'g' },
    warrantyMonths: 12,
  },
];
