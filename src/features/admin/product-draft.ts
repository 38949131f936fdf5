// The product form's state: what the editor typed, as text (an empty box is "not given"), made
// from a product as the back office reads it and turned into the write the API checks. The API is
// the one judge of every value: text that is not a number is sent as it is, so its 422 says so.
import {
  toProductWrite,
  type AdminProduct,
  type ProductWriteInput,
} from '../../api/schemas/admin-products.ts';
import type { Attribute, CategoryField } from '../../api/schemas/catalog.ts';

export interface DraftVariation {
  /** Keeps a row's identity in the list while its SKU is edited. */
  key: string;
  sku: string;
  name: string;
  price: string;
  salePrice: string;
  stock: string;
  isDefault: boolean;
  colorName: string;
  colorHex: string;
  size: string;
}

export interface ProductDraft {
  sku: string;
  name: string;
  description: string;
  shortDescription: string;
  /** The Vietnamese texts; empty: the Vietnamese page shows the English. */
  descriptionVi: string;
  shortDescriptionVi: string;
  price: string;
  salePrice: string;
  stock: string;
  category: string;
  brand: string;
  criteria: string[];
  featured: boolean;
  /** Specification values as typed; a Boolean is 'true', 'false' or '' (not given). */
  fields: Record<string, string>;
  images: string[];
  variations: DraftVariation[];
  /** The facts as typed: months ('' not stated), provider ('' none), one box item a line, origin code. */
  warrantyMonths: string;
  warrantyProvider: string;
  inTheBox: string;
  inTheBoxVi: string;
  origin: string;
}

/** The price and stock boxes, alike on a product without variations and on each variation. */
export const PRICE_BOXES = [
  { name: 'price', label: 'Price', suffix: '₫', required: true },
  { name: 'salePrice', label: 'Sale price', suffix: '₫' },
  { name: 'stock', label: 'Stock', required: true },
] as const;

let rows = 0;
const rowKey = () => `row-${++rows}`;

export const emptyDraft = (category = ''): ProductDraft => ({
  sku: '',
  name: '',
  description: '',
  shortDescription: '',
  descriptionVi: '',
  shortDescriptionVi: '',
  price: '',
  salePrice: '',
  stock: '',
  category,
  brand: '',
  criteria: [],
  featured: false,
  fields: {},
  images: [],
  variations: [],
  warrantyMonths: '',
  warrantyProvider: '',
  inTheBox: '',
  inTheBoxVi: '',
  origin: '',
});

export const emptyVariation = (isDefault: boolean): DraftVariation => ({
  key: rowKey(),
  sku: '',
  name: '',
  price: '',
  salePrice: '',
  stock: '',
  isDefault,
  colorName: '',
  colorHex: '#000000',
  size: '',
});

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The product as the form starts from it: its write (prices only without variations), as text. */
export function draftOf(product: AdminProduct): ProductDraft {
  const write = toProductWrite(product);
  return {
    ...write,
    descriptionVi: write.descriptionVi ?? '',
    shortDescriptionVi: write.shortDescriptionVi ?? '',
    price: text(write.price),
    salePrice: text(write.salePrice),
    stock: text(write.stock),
    fields: Object.fromEntries(Object.entries(write.fields).map(([k, v]) => [k, String(v)])),
    warrantyMonths: text(write.warrantyMonths),
    warrantyProvider: write.warrantyProvider ?? '',
    inTheBox: (write.inTheBox ?? []).join('\n'),
    inTheBoxVi: (write.inTheBoxVi ?? []).join('\n'),
    origin: write.origin ?? '',
    variations: write.variations.map((v) => {
      const color = v.attributes.find((a) => a.type === 'Color');
      const size = v.attributes.find((a) => a.type === 'Size');
      return {
        key: rowKey(),
        sku: v.sku,
        name: v.name ?? '',
        price: text(v.price),
        salePrice: text(v.salePrice),
        stock: text(v.stock),
        isDefault: v.isDefault,
        colorName: color?.type === 'Color' ? color.value.name : '',
        colorHex: color?.type === 'Color' ? color.value.hex : '#000000',
        size: size?.type === 'Size' ? size.value : '',
      };
    }),
  };
}

/** A number typed in a box: undefined when empty, the text itself when it is not a number. */
function amount(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : (trimmed as unknown as number);
}

function attributesOf(v: DraftVariation): Attribute[] {
  const attributes: Attribute[] = [];
  if (v.colorName.trim())
    attributes.push({ type: 'Color', value: { name: v.colorName.trim(), hex: v.colorHex } });
  if (v.size.trim()) attributes.push({ type: 'Size', value: v.size.trim() });
  return attributes;
}

/** A box list typed one item a line: blank lines dropped (the API trims and checks each item). */
const lines = (value: string): string[] => value.split('\n').filter((line) => line.trim() !== '');

/** The category's specification values as typed (fields of other categories are left out). */
function fieldValues(draft: ProductDraft, definitions: readonly CategoryField[]) {
  const values: Record<string, string | number | boolean> = {};
  for (const field of definitions) {
    const typed = draft.fields[field.name]?.trim() ?? '';
    if (typed === '') continue;
    if (field.type === 'Boolean') values[field.name] = typed === 'true';
    else if (field.type === 'Number') values[field.name] = amount(typed)!;
    else values[field.name] = typed;
  }
  return values;
}

/** The write the API checks: prices and stock on the product only when it has no variations. */
export function writeOf(
  draft: ProductDraft,
  definitions: readonly CategoryField[],
): ProductWriteInput {
  const varied = draft.variations.length > 0;
  const priced = varied
    ? {}
    : {
        price: amount(draft.price),
        salePrice: amount(draft.salePrice) ?? null,
        stock: amount(draft.stock),
      };
  return {
    sku: draft.sku.trim(),
    name: draft.name,
    description: draft.description,
    shortDescription: draft.shortDescription,
    // Sent even when empty: the editor clears a Vietnamese text by emptying its box.
    descriptionVi: draft.descriptionVi,
    shortDescriptionVi: draft.shortDescriptionVi,
    ...priced,
    category: draft.category,
    brand: draft.brand,
    criteria: draft.criteria,
    featured: draft.featured,
    fields: fieldValues(draft, definitions),
    images: draft.images,
    // Sent even when empty: emptying a box clears the fact (null, or an empty list).
    warrantyMonths: amount(draft.warrantyMonths) ?? null,
    warrantyProvider: draft.warrantyProvider || null,
    inTheBox: lines(draft.inTheBox),
    inTheBoxVi: lines(draft.inTheBoxVi),
    origin: draft.origin.trim() || null,
    variations: draft.variations.map((v) => ({
      sku: v.sku.trim(),
      ...(v.name.trim() ? { name: v.name.trim() } : {}),
      price: amount(v.price)!,
      salePrice: amount(v.salePrice) ?? null,
      stock: amount(v.stock)!,
      isDefault: v.isDefault,
      attributes: attributesOf(v),
    })),
  } as ProductWriteInput;
}
