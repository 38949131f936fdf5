// The Vietnamese summary and details of a synthetic product, templated from the same parts as its
// English (its name, specification and criteria). They draw on a random stream of their own, so the
// English catalogue generated from a seed stays exactly what it was.
import type { CategoryName } from '../../../../lib/constants.ts';
import type { FieldValues } from '../catalog-types.ts';
import { Random, hashSeed } from './random.ts';

const numberVi = new Intl.NumberFormat('vi-VN');
const num = (value: unknown): string => (typeof value === 'number' ? numberVi.format(value) : '');
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One sentence per criterion, to close the details. */
const CRITERIA_SENTENCES: Record<string, string> = {
  Thin: 'Thân máy mỏng nhẹ, cầm nắm thoải mái cả ngày.',
  'Long-lasting': 'Pin trâu, yên tâm dùng trọn ngày dài.',
  'High-end': 'Thiết kế cao cấp, hoàn thiện tinh tế đến từng chi tiết.',
  'Mid-range': 'Cấu hình cân bằng, đáng tiền trong tầm giá.',
  Budget: 'Giá dễ chịu, đáp ứng tốt nhu cầu hằng ngày.',
  Gaming: 'Hiệu năng mạnh mẽ, chơi game mượt mà.',
  Business: 'Bền bỉ và bảo mật, sẵn sàng cho công việc.',
  Student: 'Gọn nhẹ, vừa túi tiền học sinh, sinh viên.',
  '4K': 'Độ phân giải 4K hiển thị sắc nét từng chi tiết.',
  Curved: 'Màn hình cong ôm trọn tầm nhìn.',
  Office: 'Tiện dụng cho công việc văn phòng mỗi ngày.',
  Travel: 'Nhỏ gọn, dễ mang theo khi đi xa.',
};

type Parts = { name: string; f: FieldValues };

const SUMMARIES: Record<CategoryName, ((p: Parts) => string)[]> = {
  phones: [
    ({ name, f }) =>
      `${name} với màn hình ${num(f['Screen Size'])} inch, chip ${text(f['Chip'])} và pin ${num(f['Battery'])} mAh.`,
    ({ name, f }) =>
      `Camera ${num(f['Camera'])} MP, chip ${text(f['Chip'])} và màn hình ${num(f['Screen Size'])} inch trên ${name}.`,
  ],
  laptops: [
    ({ name, f }) =>
      `${name} màn hình ${num(f['Screen Size'])} inch, ${text(f['Processor'])} và ${num(f['RAM'])}GB RAM.`,
    ({ name, f }) =>
      `${name}: laptop ${num(f['Screen Size'])} inch với ${text(f['Processor'])}, chỉ nặng ${num(f['Weight'])} kg.`,
  ],
  tablets: [
    ({ name, f }) =>
      `${name} màn hình ${num(f['Screen Size'])} inch với chip ${text(f['Chip'])} và pin ${num(f['Battery'])} mAh.`,
    ({ f }) =>
      `Máy tính bảng ${num(f['Screen Size'])} inch, chip ${text(f['Chip'])}, giải trí và học tập đều tốt.`,
  ],
  pc: [
    ({ name, f }) =>
      `${name} với ${text(f['Processor'])}, ${text(f['Graphics'])} và ${num(f['RAM'])}GB RAM.`,
    ({ f }) =>
      `Máy tính để bàn ${text(f['Processor'])}, ${num(f['RAM'])}GB RAM và ổ cứng ${num(f['Storage'])}GB.`,
  ],
  screens: [
    ({ name, f }) =>
      `${name}: màn hình ${num(f['Screen Size'])} inch, độ phân giải ${text(f['Resolution'])}, tần số quét ${num(f['Refresh Rate'])} Hz.`,
    ({ f }) =>
      `Màn hình ${text(f['Panel'])} ${num(f['Screen Size'])} inch, ${num(f['Refresh Rate'])} Hz cho hình ảnh mượt mà.`,
  ],
  accessories: [
    ({ name, f }) => `${name} chính hãng, kết nối ${text(f['Connectivity'])}, bền bỉ mỗi ngày.`,
    ({ name, f }) => `${name}, kết nối ${text(f['Connectivity'])}, nặng chỉ ${num(f['Weight'])} g.`,
  ],
};

/** A sentence about the specification the summary did not name. */
const DETAILS: Record<CategoryName, (f: FieldValues) => string> = {
  phones: (f) =>
    f['5G'] === true
      ? 'Kết nối 5G tốc độ cao cho gọi video và tải dữ liệu mượt mà.'
      : 'Hai SIM 4G dùng tốt với mọi nhà mạng tại Việt Nam.',
  laptops: (f) =>
    f['Touchscreen'] === true
      ? 'Màn hình cảm ứng thao tác nhanh và tự nhiên.'
      : `Trọng lượng ${num(f['Weight'])} kg, dễ mang theo mỗi ngày.`,
  tablets: (f) =>
    f['Stylus Support'] === true
      ? 'Hỗ trợ bút cảm ứng để ghi chép và vẽ.'
      : 'Màn hình rộng rãi để xem phim và đọc sách.',
  pc: (f) =>
    f['Wi-Fi'] === true
      ? 'Có sẵn Wi-Fi, đặt máy ở đâu cũng kết nối được.'
      : `Kiểu máy ${text(f['Form Factor'])}, dễ nâng cấp và bảo trì.`,
  screens: (f) =>
    f['Curved'] === true
      ? 'Màn hình cong giúp nhập vai sâu hơn.'
      : `Tấm nền ${text(f['Panel'])} cho màu sắc trung thực.`,
  accessories: (f) =>
    f['Wireless'] === true
      ? 'Kết nối không dây gọn gàng, không vướng dây.'
      : 'Kết nối có dây ổn định, cắm là dùng.',
};

/** [summary, details] in Vietnamese for a product of `category`. */
export function vietnameseTexts(
  category: CategoryName,
  sku: string,
  name: string,
  fields: FieldValues,
  criteria: readonly string[],
): [string, string] {
  const random = new Random(hashSeed(`vi:${sku}`));
  const summary = random.pick(SUMMARIES[category])({ name, f: fields });
  const closing = criteria.map((c) => CRITERIA_SENTENCES[c]).find(Boolean);
  return [summary, [DETAILS[category](fields), ...(closing ? [closing] : [])].join(' ')];
}
