// The catalogue file (import and export, CSV or JSON): its formats, its CSV columns, its limits and
// every message, written once for the API, the CLI and the back office's Import page.

export const CATALOG_FORMATS = ['csv', 'json'] as const;
export type CatalogFormat = (typeof CATALOG_FORMATS)[number];

/** The content type of each format: the import reads the format from it, the export sends it. */
export const CATALOG_CONTENT_TYPES: Record<CatalogFormat, string> = {
  csv: 'text/csv',
  json: 'application/json',
};

/** The format a file name's extension names (.csv, .json), or null. */
export function catalogFormatOf(fileName: string): CatalogFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return CATALOG_FORMATS.find((format) => format === extension) ?? null;
}

/** An uploaded import file: at most this many bytes (about 100,000 products as CSV). */
export const IMPORT_MAX_BYTES = 256 * 1024 * 1024;
/** Bad rows listed in a rejection (all are counted). */
export const IMPORT_BAD_ROWS_SHOWN = 500;
/** Products written between two progress reports. */
export const IMPORT_BATCH_SIZE = 100;

/**
 * The CSV's columns, named after the product's fields: one row per product, or one row per
 * variation with the product's columns repeated. `fields.<name>` columns (one per specification
 * field of the categories) come between `description` and the variation columns.
 */
export const PRODUCT_COLUMNS = [
  'sku',
  'name',
  'category',
  'brand',
  'price',
  'salePrice',
  'stock',
  'featured',
  'criteria',
  'images',
  'shortDescription',
  'description',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export const VARIATION_COLUMNS = [
  'variation.sku',
  'variation.name',
  'variation.price',
  'variation.salePrice',
  'variation.stock',
  'variation.isDefault',
  'variation.color',
  'variation.colorHex',
  'variation.size',
] as const;
export type VariationColumn = (typeof VARIATION_COLUMNS)[number];
/** A specification field's column: `fields.Screen Size`. */
export const FIELD_COLUMN_PREFIX = 'fields.';
/** Between the items of a list cell (criteria, images). */
export const LIST_SEPARATOR = '|';

export const IMPORT_MESSAGES = {
  rejected: 'The file has bad rows: nothing was imported',
  formatRequired: 'Send a CSV (text/csv) or JSON (application/json) file',
  chooseFile: 'Choose a .csv or .json file',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  empty: 'The file holds no products',
  notUtf8: 'The file is not UTF-8 text',
  notJsonArray: 'The file must be a JSON array of products',
  badJson: 'The file is not valid JSON',
  badCsv: 'The file is not valid CSV',
  unknownColumn: 'Unknown column',
  missingColumn: 'Missing column',
  repeatedColumn: 'This column appears twice',
  wholeNumber: 'Must be a whole number',
  number: 'Must be a number',
  yesNo: 'Must be true or false (or yes or no)',
  differsFromFirstRow: 'Differs from the product’s first row',
  variationMissing: 'This product has variations on its other rows: this row needs one too',
  rowsWithoutVariations: 'Only a product with variations takes several rows',
  colorHexWithoutName: 'A colour needs its name too',
  colorNameWithoutHex: 'A colour needs its hex code too',
  failed: 'The import failed: nothing was imported',
} as const;

/** A product's SKU seen again further on (a product's rows go together, one SKU a product). */
export const skuSeenAt = (line: number): string =>
  `This SKU is already on line ${line}: keep a product’s rows together, and give each product its own SKU`;

/** A bad row as the CLI prints it: `line 12, variation.price: Must be a whole number` (line 0: the file). */
export const badRowText = (row: { line: number; field: string; message: string }): string =>
  `${row.line > 0 ? `line ${row.line}` : 'file'}${row.field ? `, ${row.field}` : ''}: ${row.message}`;
