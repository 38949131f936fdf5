// The catalogue file (import and export, CSV or JSON): its formats, its CSV columns, its limits,
// the CSV's guard against spreadsheet formulas and every message, written once for the API, the
// CLI and the back office's Import page.
import { PRODUCT_VARIATIONS_MAX } from './product-admin.ts';

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
/**
 * Products checked together (a few statements read what the database holds of them) and written
 * together (one short transaction of batched statements), with a progress report after each.
 */
export const IMPORT_BATCH_SIZE = 100;
/** SKUs (products and variations together) one file may hold: each is remembered until the end. */
export const IMPORT_SKUS_MAX = 1_000_000;
/**
 * The most of the file one product may take (all its CSV rows, or its JSON value): several
 * times what the contract's largest product takes, and what a product costs in memory at most.
 */
export const IMPORT_PRODUCT_MAX_BYTES = 4 * 1024 * 1024;
/** A product's CSV rows: one per variation, so at most as many as a product has variations. */
export const IMPORT_ROWS_PER_PRODUCT_MAX = PRODUCT_VARIATIONS_MAX;

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
/**
 * The Vietnamese texts' columns, after `description`: optional. A file without them, or an empty
 * cell, keeps the product's Vietnamese text (the back office clears one; JSON's "" clears it too).
 */
export const VIETNAMESE_COLUMNS = ['shortDescriptionVi', 'descriptionVi'] as const;
/**
 * The product's facts' columns (src/lib/product-facts.ts), after the Vietnamese ones: optional.
 * A file without them (made before they existed), or an empty cell, keeps the product's fact as
 * it is (a new product: none); the back office or JSON's null clears one. The box lists hold their
 * items between `LIST_SEPARATOR`s; `warrantyMonths` and `warrantyProvider` go together.
 */
export const FACT_COLUMNS = [
  'warrantyMonths',
  'warrantyProvider',
  'inTheBox',
  'inTheBoxVi',
  'origin',
] as const;
export type ProductColumn =
  | (typeof PRODUCT_COLUMNS)[number]
  | (typeof VIETNAMESE_COLUMNS)[number]
  | (typeof FACT_COLUMNS)[number];
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
  productTooLarge: `This product takes more than ${IMPORT_PRODUCT_MAX_BYTES / 1024 / 1024} MB of the file: the file was not read further`,
  tooManySkus: `The file holds more than ${IMPORT_SKUS_MAX.toLocaleString('en-US')} SKUs (products and variations): split it into smaller files`,
  /** Why an import stopped part-way: something changed in the database meanwhile. */
  changedMeanwhile:
    'The catalogue changed while the file was being imported (a SKU or a category was taken or removed by another edit).',
  /** Why an import stopped part-way: anything else (the database went away). */
  writeFailed: 'Writing to the database failed while the file was being imported.',
} as const;

/** The rows of one SKU past the limit: said as soon as it is passed, and the file is read no further. */
export const tooManyRows = (sku: string): string =>
  `Product ${sku} has more than ${IMPORT_ROWS_PER_PRODUCT_MAX} rows (one a variation, and a product has at most ${PRODUCT_VARIATIONS_MAX} variations): the file was not read further`;

/** A variation's SKU seen again further on, in another product. */
export const variationSkuSeenAt = (line: number): string =>
  `This variation SKU is already on line ${line}: give each variation its own SKU`;

/** An import that stopped part-way: what was written, and how to finish it. */
export const importInterrupted = (reason: string, applied: number, products: number): string =>
  `${reason} The import stopped after ${applied.toLocaleString('en-US')} of ${products.toLocaleString('en-US')} products, which are in the shop now; nothing after them was written. Import the same file again to finish: the products already imported are left as they are.`;

/** A product's SKU seen again further on (a product's rows go together, one SKU a product). */
export const skuSeenAt = (line: number): string =>
  `This SKU is already on line ${line}: keep a product’s rows together, and give each product its own SKU`;

/** A bad row as the CLI prints it: `line 12, variation.price: Must be a whole number` (line 0: the file). */
export const badRowText = (row: { line: number; field: string; message: string }): string =>
  `${row.line > 0 ? `line ${row.line}` : 'file'}${row.field ? `, ${row.field}` : ''}: ${row.message}`;

/**
 * A CSV cell a spreadsheet would run as a formula: one beginning with =, +, - or @ (after any
 * spaces, tabs and line breaks), or with a tab or carriage return. Leading apostrophes are looked
 * past, so that a value that itself begins with an apostrophe before one of those is guarded too.
 */
const FORMULA_START = /^'*[ \t\r\n]*[=+\-@\t\r]/;

/**
 * A text cell as the export writes it: one a spreadsheet would run as a formula gets an apostrophe
 * in front, which spreadsheets show as text. Numbers in number columns are written as they are
 * (`-5` is the number -5 to a spreadsheet, never a formula); text that looks like a number
 * (`+84 912 345 678`, `-5` as a String field) is text and guarded.
 */
export const guardCsvCell = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** A cell as the import reads it: exactly one guarding apostrophe removed, so the round trip is exact. */
export const unguardCsvCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
