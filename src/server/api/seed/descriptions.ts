// Product descriptions from an entry's sentences, fields and facts: plain lines for most, HTML for
// some; in English, and in Vietnamese from the entry's Vietnamese sentences.
import type { ProductFacts } from '../../../lib/product-facts.ts';
import type { CategoryEntry, FieldValue, ProductEntry } from './catalog-types.ts';

/**
 * Closing lines. None promises a delivery time, a return window or instalments: the shipping
 * methods, the return policy and the product's facts say those, and a description must never
 * contradict them (tests/unit/product-facts.test.ts). A line about the warranty is written from
 * the product's own facts (its months and who gives them), and only when it has one.
 */
const CLOSINGS: ((facts: ProductFacts) => string | undefined)[] = [
  (facts) =>
    warrantyOf(facts) === undefined
      ? undefined
      : facts.warrantyProvider === 'shop'
        ? `Covered by a ${facts.warrantyMonths}-month warranty from our shop.`
        : `Covered by the manufacturer's ${facts.warrantyMonths}-month warranty at its authorised service centres.`,
  () => 'Genuine product, supplied with a VAT invoice.',
  () => 'Brand new and factory sealed.',
];

/** The warranty's months when it has one (more than 0 months), else undefined. */
const warrantyOf = (facts: ProductFacts): number | undefined =>
  facts.warrantyMonths !== null && facts.warrantyMonths > 0 ? facts.warrantyMonths : undefined;

/** The `index`-th closing line, or the next one that the product's facts can say. */
function closingOf(
  closings: readonly ((facts: ProductFacts) => string | undefined)[],
  index: number,
  facts: ProductFacts,
): string {
  for (let step = 0; step < closings.length; step++) {
    const line = closings[(index + step) % closings.length]!(facts);
    if (line !== undefined) return line;
  }
  throw new Error('No closing line');
}

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
  facts: ProductFacts,
): string {
  const specs = category.fields.map((field) => {
    const value = entry.fields[field.name];
    if (value === undefined) throw new Error(`${entry.sku} has no value for ${field.name}`);
    return [field.name, formatField(category, field.name, value)] as const;
  });
  const closing = closingOf(CLOSINGS, index, facts);
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

/** The Vietnamese closing lines of Vietnamese descriptions, under the same rules. */
const CLOSINGS_VI: ((facts: ProductFacts) => string | undefined)[] = [
  (facts) =>
    warrantyOf(facts) === undefined
      ? undefined
      : facts.warrantyProvider === 'shop'
        ? `Bảo hành ${facts.warrantyMonths} tháng tại cửa hàng.`
        : `Bảo hành chính hãng ${facts.warrantyMonths} tháng tại các trung tâm bảo hành ủy quyền của hãng.`,
  () => 'Hàng chính hãng, có hóa đơn VAT.',
  () => 'Hàng mới, nguyên hộp, còn niêm phong.',
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
  facts: ProductFacts,
): string {
  if (entry.summaryVi === undefined) throw new Error(`${entry.sku} has no Vietnamese summary`);
  const specs = category.fields.map((field) => {
    const value = entry.fields[field.name];
    if (value === undefined) throw new Error(`${entry.sku} has no value for ${field.name}`);
    const label = category.labelsVi[field.name] ?? field.name;
    return [label, formatFieldVi(category, field.name, value)] as const;
  });
  const closing = closingOf(CLOSINGS_VI, index, facts);
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
