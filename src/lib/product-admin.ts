// Catalogue editing in the back office: every limit and message of a product or category write,
// written once for the API, the import and the back office's screens.
import { attributeValueText, type AttributeRead } from './attributes.ts';
import { MESSAGES } from './validation.ts';

/** "Low stock" in the back office's product filter: this many units or fewer (and more than 0). */
export const LOW_STOCK_THRESHOLD = 5;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_SHORT_DESCRIPTION_MAX = 500;
export const PRODUCT_BRAND_MAX = 60;
export const PRODUCT_CRITERIA_MAX = 10;
export const PRODUCT_CRITERION_MAX = 40;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_IMAGE_URL_MAX = 500;
export const PRODUCT_VARIATIONS_MAX = 100;
/** Units in stock of a product or a variation, at most. */
export const STOCK_MAX = 1_000_000;
export const FIELD_TEXT_MAX = 200;
/** A SKU: letters, digits, dot, dash, underscore; starts with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/**
 * An image of a product: a path on this site (/images/…, /uploads/…) or an https address; never
 * a protocol-relative, javascript: or data: URL.
 */
export const IMAGE_URL_PATTERN = /^(?:\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/;

/** Uploaded photos: at most this many million pixels once decoded. */
export const RASTER_MAX_MEGAPIXELS = 50;

/** Uploaded pictures: at most this many bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * An uploaded SVG: elements nested at most this deep, and at most this many elements in all
 * (counted in one linear pass before the picture is sanitised: docs/decisions/0036).
 */
export const SVG_MAX_DEPTH = 256;
export const SVG_MAX_ELEMENTS = 50_000;
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
/** Where uploaded pictures are served (content-hash names: cached for a year, immutable). */
export const UPLOADS_URL = '/uploads';

/** Category specification fields. */
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const CATEGORY_FIELDS_MAX = 20;
export const FIELD_NAME_MAX = 40;
export const FIELD_UNIT_MAX = 12;
/** A specification name: letters, digits, spaces and - / . ( ) +, no leading or trailing space. */
export const FIELD_NAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ./()+-]*[\p{L}\p{N}).+])?$/u;
/** Products named in a refusal to orphan specification values; the count says how many in all. */
export const ORPHANED_PRODUCTS_NAMED = 5;

/** What the back office says under an empty Vietnamese text box (products and categories). */
export const NO_VIETNAMESE_TEXT = 'No Vietnamese text: the Vietnamese page shows the English one.';

/** Back-office product list sorts: each is read along an index of the listings (migration 0006). */
export const ADMIN_PRODUCT_SORTS = {
  newest: 'Newest first',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  rating: 'Best rating',
} as const;
export type AdminProductSort = keyof typeof ADMIN_PRODUCT_SORTS;
export const ADMIN_PRODUCT_PAGE_SIZE = 25;

export const PRODUCT_MESSAGES = {
  nameRequired: MESSAGES.nameRequired,
  brandRequired: 'Brand is required',
  priceRequired: 'Price is required for a product without variations',
  stockRequired: 'Stock is required for a product without variations',
  saleAbovePrice: 'Sale price must not be above the price',
  skuInvalid: 'SKU: letters, digits, dot, dash and underscore, up to 64 characters',
  skuTaken: 'This SKU is already used by another product',
  skuRepeated: 'This SKU is used twice in this product',
  colorInvalid: 'Colour must be a hex colour such as #1a2b3c',
  imageInvalid: 'Image must be a path on this site (/uploads/…) or an https address',
  categoryUnknown: 'Unknown category',
  fieldUnknown: 'Unknown specification field for this category',
  fieldNumber: 'Must be a number',
  fieldBoolean: 'Must be yes or no',
  fieldString: `Must be text of at most ${FIELD_TEXT_MAX} characters`,
  oneDefault: 'Exactly one variation must be the default',
  attributesRequired: 'A variation needs a colour or a size',
  attributeTwice: 'A variation has at most one colour and one size',
  combinationRepeated: 'Another variation has the same colour and size',
  notFound: 'Product not found',
  versionConflict:
    'Someone else saved this product after you opened it. Reload to see their changes, then make yours again.',
  archived: 'This product is archived: restore it first',
  notArchived: 'This product is not archived',
  alreadyArchived: 'This product is already archived',
  imageTooLarge: `Images may be at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  imageType: 'Upload a PNG, JPEG, WebP or SVG image',
  imageEmpty: 'The file is empty',
  imageUnreadable:
    'This picture could not be read: it may be damaged. Save it again as PNG, JPEG or WebP and upload it again',
  imageTooManyPixels: `This picture has more than ${RASTER_MAX_MEGAPIXELS} megapixels: make it smaller and upload it again`,
  svgInvalid: 'This SVG could not be read as an image',
  svgTooDeep: `This SVG nests its elements more than ${SVG_MAX_DEPTH} levels deep: flatten its groups and upload it again`,
  svgTooManyElements: `This SVG has more than ${SVG_MAX_ELEMENTS.toLocaleString('en-US')} elements: simplify it and upload it again`,
  svgTooSlow: 'This SVG took too long to check: simplify it and upload it again',
  uploadsFull:
    'The storage for uploaded pictures is full, so this picture was not stored. Ask an administrator to raise the upload quota.',
  categoryNotFound: 'Category not found',
  fieldNameInvalid: 'Field names use letters, digits, spaces and - / . ( ) +',
  fieldNameRepeated: 'Two fields have the same name',
  unitOnlyNumbers: 'Only Number fields have a unit',
  fieldsOrphaned: 'Products have values for a field this change removes or retypes',
} as const;

/** A variation's name as the shop shows it, from its attributes: "Black / 256GB". */
export const variationNameOf = (attributes: readonly AttributeRead[]): string =>
  attributes.map(attributeValueText).join(' / ');

const specNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A specification value as the product page shows it: Yes/No, numbers grouped ('5,000 mAh') with
 * the unit after them. */
export function specificationText(value: string | number | boolean, unit?: string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return unit ? `${specNumber.format(value)} ${unit}` : specNumber.format(value);
  return String(value);
}

/**
 * Specification values checked against the category's field definitions: `fields.<name>` → message
 * for a field the category does not define or a value of the wrong type.
 */
export function specificationProblems(
  fields: Readonly<Record<string, string | number | boolean>>,
  definitions: readonly { name: string; type: string }[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const definition = definitions.find((field) => field.name === name);
    if (!definition) problems[`fields.${name}`] = PRODUCT_MESSAGES.fieldUnknown;
    else if (definition.type === 'Number' && typeof value !== 'number')
      problems[`fields.${name}`] = PRODUCT_MESSAGES.fieldNumber;
    else if (definition.type === 'Boolean' && typeof value !== 'boolean')
      problems[`fields.${name}`] = PRODUCT_MESSAGES.fieldBoolean;
    else if (definition.type === 'String' && typeof value !== 'string')
      problems[`fields.${name}`] = PRODUCT_MESSAGES.fieldString;
  }
  return problems;
}

/** `list` with the item at `from` moved to `to` (a picture or a category field reordered). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
