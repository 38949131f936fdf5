// Product descriptions from an entry's sentences and fields: plain lines for most, HTML for some;
// in English, and in Vietnamese from the entry's Vietnamese sentences.
import type { CategoryEntry, FieldValue, ProductEntry } from './catalog-types.ts';

/** Closing lines, some in Vietnamese so diacritic-insensitive search has something to find. */
const CLOSINGS: ((months: number) => string)[] = [
  (months) => `Bảo hành chính hãng ${months} tháng tại các trung tâm bảo hành trên toàn quốc.`,
  (months) =>
    `Official ${months}-month warranty in Vietnam, with free delivery in Hà Nội and TP. Hồ Chí Minh.`,
  () => 'Genuine product with a VAT invoice and 30-day returns for manufacturing defects.',
  () => 'Miễn phí giao hàng toàn quốc, hỗ trợ trả góp 0% qua thẻ tín dụng.',
  (months) =>
    `Ships within 1-2 days from our warehouse, with an official ${months}-month warranty.`,
];

const numberFormat = new Intl.NumberFormat('en-US');

function formatField(category: CategoryEntry, name: string, value: FieldValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  const unit = category.units[name];
  return unit === undefined ? numberFormat.format(value) : `${numberFormat.format(value)} ${unit}`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The description of the `index`-th product of the catalogue (the index picks the closing line). */
export function composeDescription(
  entry: ProductEntry,
  category: CategoryEntry,
  index: number,
): string {
  const specs = category.fields.map((field) => {
    const value = entry.fields[field.name];
    if (value === undefined) throw new Error(`${entry.sku} has no value for ${field.name}`);
    return [field.name, formatField(category, field.name, value)] as const;
  });
  const closing = CLOSINGS[index % CLOSINGS.length]!(category.warrantyMonths);
  if (entry.html === true) {
    const items = specs
      .map(([name, value]) => `<li><strong>${escapeHtml(name)}:</strong> ${escapeHtml(value)}</li>`)
      .join('');
    return [
      `<p>${escapeHtml(entry.summary)}</p>`,
      `<p>${escapeHtml(entry.details)}</p>`,
      `<ul>${items}</ul>`,
      `<p><strong>${escapeHtml(closing)}</strong></p>`,
    ].join('\n');
  }
  const specLine = specs.map(([name, value]) => `${name}: ${value}`).join('; ');
  return [entry.summary, entry.details, `At a glance — ${specLine}.`, closing].join('\n');
}

/** The Vietnamese closing lines of Vietnamese descriptions. */
const CLOSINGS_VI: ((months: number) => string)[] = [
  (months) => `Bảo hành chính hãng ${months} tháng tại các trung tâm bảo hành trên toàn quốc.`,
  (months) =>
    `Bảo hành chính hãng ${months} tháng, giao hàng miễn phí tại Hà Nội và TP. Hồ Chí Minh.`,
  () => 'Hàng chính hãng, có hóa đơn VAT, đổi trả trong 30 ngày nếu lỗi do nhà sản xuất.',
  () => 'Miễn phí giao hàng toàn quốc, hỗ trợ trả góp 0% qua thẻ tín dụng.',
  (months) => `Giao hàng trong 1-2 ngày từ kho của shop, bảo hành chính hãng ${months} tháng.`,
];

const numberFormatVi = new Intl.NumberFormat('vi-VN');

function formatFieldVi(category: CategoryEntry, name: string, value: FieldValue): string {
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'string') return value;
  const unit = category.unitsVi[name] ?? category.units[name];
  return unit === undefined
    ? numberFormatVi.format(value)
    : `${numberFormatVi.format(value)} ${unit}`;
}

/**
 * The Vietnamese description of the `index`-th product, written like the English one from the
 * entry's Vietnamese summary and details, its specifications under their Vietnamese names (numbers
 * as Vietnamese write them: 6,9 inch, 5.088 mAh) and a Vietnamese closing line.
 */
export function composeDescriptionVi(
  entry: ProductEntry,
  category: CategoryEntry,
  index: number,
): string {
  if (entry.summaryVi === undefined) throw new Error(`${entry.sku} has no Vietnamese summary`);
  const specs = category.fields.map((field) => {
    const value = entry.fields[field.name];
    if (value === undefined) throw new Error(`${entry.sku} has no value for ${field.name}`);
    const label = category.labelsVi[field.name] ?? field.name;
    return [label, formatFieldVi(category, field.name, value)] as const;
  });
  const closing = CLOSINGS_VI[index % CLOSINGS_VI.length]!(category.warrantyMonths);
  const details = entry.detailsVi ?? '';
  if (entry.html === true) {
    const items = specs
      .map(([name, value]) => `<li><strong>${escapeHtml(name)}:</strong> ${escapeHtml(value)}</li>`)
      .join('');
    return [
      `<p>${escapeHtml(entry.summaryVi)}</p>`,
      ...(details ? [`<p>${escapeHtml(details)}</p>`] : []),
      `<ul>${items}</ul>`,
      `<p><strong>${escapeHtml(closing)}</strong></p>`,
    ].join('\n');
  }
  const specLine = specs.map(([name, value]) => `${name}: ${value}`).join('; ');
  return [
    entry.summaryVi,
    ...(details ? [details] : []),
    `Thông số nổi bật — ${specLine}.`,
    closing,
  ].join('\n');
}
