// The catalogue's CSV, as a shop manager edits it in a spreadsheet: one row per product, or one
// row per variation with the product's columns repeated; lists joined by "|"; a specification
// field per `fields.<name>` column, typed by the product's category. Converts a product's rows to
// the contract's product write (and back), and says which row and column a problem is in. Text
// cells are written guarded against spreadsheet formulas (guardCsvCell); the reader of the file
// (catalog-file.ts) removes the guard before any cell gets here.
import type { ImportBadRow } from '../../../api/schemas/catalog-import.ts';
import type { ProductWrite, VariationWrite } from '../../../api/schemas/admin-products.ts';
import type { CategoryField } from '../../../api/schemas/catalog.ts';
import {
  FIELD_COLUMN_PREFIX,
  IMPORT_MESSAGES,
  guardCsvCell,
  LIST_SEPARATOR,
  PRODUCT_COLUMNS,
  VIETNAMESE_COLUMNS,
  FACT_COLUMNS,
  VARIATION_COLUMNS,
  type ProductColumn,
  type VariationColumn,
} from '../../../lib/catalog-import.ts';
import { variationNameOf } from '../../../lib/product-admin.ts';

/** One data row: its number as a spreadsheet shows it (the header is 1), its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** Where a problem is: a row's number and its column (or a field's path). */
export interface Located {
  line: number;
  field: string;
}

export type Path = readonly (string | number)[];

/** A product read from its rows: the value to validate, the problems of reading it, and where a path is. */
export interface CsvProduct {
  value: Record<string, unknown>;
  problems: ImportBadRow[];
  locate(path: Path): Located;
}

/** The header of an export: product columns, each category's fields (in order, once), variation columns. */
export function csvHeader(fieldNames: readonly string[]): string[] {
  return [
    ...PRODUCT_COLUMNS,
    ...VIETNAMESE_COLUMNS,
    ...FACT_COLUMNS,
    ...fieldNames.map((name) => FIELD_COLUMN_PREFIX + name),
    ...VARIATION_COLUMNS,
  ];
}

const VARIATION_SET = new Set<string>(VARIATION_COLUMNS);
const FIXED_COLUMNS = new Set<string>([...PRODUCT_COLUMNS, ...VARIATION_COLUMNS]);
const OPTIONAL_COLUMNS = new Set<string>([...VIETNAMESE_COLUMNS, ...FACT_COLUMNS]);

/** The header's problems (line 1): unknown, repeated or missing columns. */
export function headerProblems(header: readonly string[]): ImportBadRow[] {
  const problems: ImportBadRow[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    const known =
      FIXED_COLUMNS.has(column) ||
      OPTIONAL_COLUMNS.has(column) ||
      (column.startsWith(FIELD_COLUMN_PREFIX) && column.length > FIELD_COLUMN_PREFIX.length);
    if (!known) problems.push({ line: 1, field: column, message: IMPORT_MESSAGES.unknownColumn });
    else if (seen.has(column))
      problems.push({ line: 1, field: column, message: IMPORT_MESSAGES.repeatedColumn });
    seen.add(column);
  }
  for (const column of FIXED_COLUMNS)
    if (!seen.has(column))
      problems.push({ line: 1, field: column, message: IMPORT_MESSAGES.missingColumn });
  return problems;
}

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);
const WHOLE_NUMBER = /^[+-]?\d{1,16}$/;
const DECIMAL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Reads one product's cells, collecting what cannot be read as its column's type. */
class CellReader {
  readonly problems: ImportBadRow[] = [];

  private problem(row: CsvRow, field: string, message: string): undefined {
    this.problems.push({ line: row.line, field, message });
    return undefined;
  }

  text = (row: CsvRow, column: string): string => row.cells[column] ?? '';

  wholeNumber(row: CsvRow, column: string): number | undefined {
    const cell = this.text(row, column).trim();
    if (cell === '') return undefined;
    if (!WHOLE_NUMBER.test(cell)) return this.problem(row, column, IMPORT_MESSAGES.wholeNumber);
    return Number(cell);
  }

  number(row: CsvRow, column: string): number | undefined {
    const cell = this.text(row, column).trim();
    if (!DECIMAL_NUMBER.test(cell)) return this.problem(row, column, IMPORT_MESSAGES.number);
    return Number(cell);
  }

  yesNo(row: CsvRow, column: string): boolean | undefined {
    const cell = this.text(row, column).trim().toLowerCase();
    if (cell === '') return undefined;
    if (TRUE_WORDS.has(cell)) return true;
    if (FALSE_WORDS.has(cell)) return false;
    return this.problem(row, column, IMPORT_MESSAGES.yesNo);
  }

  list(row: CsvRow, column: string): string[] {
    return this.text(row, column)
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
}

/** A list cell's items; undefined (kept as it is) when the cell is empty or the column absent. */
function listOrKept(reader: CellReader, row: CsvRow, column: string): string[] | undefined {
  const items = reader.list(row, column);
  return items.length > 0 ? items : undefined;
}

const isVariationRow = (row: CsvRow) =>
  VARIATION_COLUMNS.some((column) => (row.cells[column] ?? '').trim() !== '');

/** Values left out when a cell is empty, so the contract's defaults apply. */
const defined = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

function readVariation(reader: CellReader, row: CsvRow): Record<string, unknown> {
  const cell = (column: VariationColumn) => reader.text(row, column).trim();
  const attributes: unknown[] = [];
  const [color, hex, size] = [
    cell('variation.color'),
    cell('variation.colorHex'),
    cell('variation.size'),
  ];
  if (color && hex) attributes.push({ type: 'Color', value: { name: color, hex } });
  else if (color)
    reader.problems.push({
      line: row.line,
      field: 'variation.colorHex',
      message: IMPORT_MESSAGES.colorNameWithoutHex,
    });
  else if (hex)
    reader.problems.push({
      line: row.line,
      field: 'variation.color',
      message: IMPORT_MESSAGES.colorHexWithoutName,
    });
  if (size) attributes.push({ type: 'Size', value: size });
  const salePrice = reader.wholeNumber(row, 'variation.salePrice');
  return defined({
    sku: cell('variation.sku'),
    name: cell('variation.name') || undefined,
    price: reader.wholeNumber(row, 'variation.price'),
    salePrice: salePrice ?? null,
    stock: reader.wholeNumber(row, 'variation.stock'),
    isDefault: reader.yesNo(row, 'variation.isDefault'),
    attributes,
  });
}

/** The column of a variation's field path (after `variations.<i>`). */
function variationColumn(rest: Path, attributes: unknown): string {
  const [key, index, ...tail] = rest;
  if (key !== 'attributes') return typeof key === 'string' ? `variation.${key}` : 'variation.sku';
  const attribute =
    Array.isArray(attributes) && typeof index === 'number' ? attributes[index] : null;
  if ((attribute as { type?: string } | null)?.type === 'Size') return 'variation.size';
  return tail.includes('hex') ? 'variation.colorHex' : 'variation.color';
}

/**
 * The product of one SKU's consecutive rows, its values typed by `categories` (name → fields):
 * product columns from the first row (the others must repeat them or leave them empty), one
 * variation a row when any row has one.
 */
export function readCsvProduct(
  rows: readonly CsvRow[],
  categories: ReadonlyMap<string, readonly CategoryField[]>,
): CsvProduct {
  const reader = new CellReader();
  const first = rows[0]!;
  const header = Object.keys(first.cells);
  const productColumns = header.filter((column) => !VARIATION_SET.has(column));
  for (const row of rows.slice(1))
    for (const column of productColumns) {
      const cell = reader.text(row, column);
      if (cell !== '' && cell !== reader.text(first, column))
        reader.problems.push({
          line: row.line,
          field: column,
          message: IMPORT_MESSAGES.differsFromFirstRow,
        });
    }
  const definitions = categories.get(reader.text(first, 'category').trim().toLowerCase()) ?? [];
  const fields: Record<string, unknown> = {};
  for (const column of header) {
    if (!column.startsWith(FIELD_COLUMN_PREFIX) || reader.text(first, column).trim() === '')
      continue;
    const name = column.slice(FIELD_COLUMN_PREFIX.length);
    const type = definitions.find((field) => field.name === name)?.type;
    const value =
      type === 'Number'
        ? reader.number(first, column)
        : type === 'Boolean'
          ? reader.yesNo(first, column)
          : reader.text(first, column);
    if (value !== undefined) fields[name] = value;
  }
  const varied = rows.filter(isVariationRow);
  if (varied.length > 0)
    for (const row of rows.filter((r) => !isVariationRow(r)))
      reader.problems.push({
        line: row.line,
        field: 'variation.sku',
        message: IMPORT_MESSAGES.variationMissing,
      });
  else
    for (const row of rows.slice(1))
      reader.problems.push({
        line: row.line,
        field: 'sku',
        message: IMPORT_MESSAGES.rowsWithoutVariations,
      });
  const variations = varied.map((row) => readVariation(reader, row));
  const text = (column: ProductColumn) => reader.text(first, column);
  const salePrice = reader.wholeNumber(first, 'salePrice');
  const warrantyMonths = reader.wholeNumber(first, 'warrantyMonths');
  const monthsUnread = warrantyMonths === undefined && text('warrantyMonths').trim() !== '';
  const value = defined({
    sku: text('sku').trim(),
    name: text('name'),
    description: text('description'),
    shortDescription: text('shortDescription'),
    // An absent column or an empty cell leaves the Vietnamese text as it is (undefined is dropped
    // by defined()): an export of a product without one imports back the same.
    descriptionVi: first.cells['descriptionVi'] || undefined,
    shortDescriptionVi: first.cells['shortDescriptionVi'] || undefined,
    price: reader.wholeNumber(first, 'price'),
    salePrice: salePrice ?? null,
    stock: reader.wholeNumber(first, 'stock'),
    category: text('category'),
    brand: text('brand'),
    criteria: reader.list(first, 'criteria'),
    featured: reader.yesNo(first, 'featured'),
    fields,
    images: reader.list(first, 'images'),
    variations,
    // The facts: an absent column or an empty cell keeps the product's (dropped by defined()).
    warrantyMonths,
    // Left out with months that cannot be read: its one problem is the months' own.
    warrantyProvider: monthsUnread ? undefined : text('warrantyProvider').trim() || undefined,
    inTheBox: listOrKept(reader, first, 'inTheBox'),
    inTheBoxVi: listOrKept(reader, first, 'inTheBoxVi'),
    origin: text('origin').trim() || undefined,
  });
  return {
    value,
    problems: reader.problems,
    locate(path) {
      const [key, index, ...rest] = path;
      if (key === 'variations' && typeof index === 'number') {
        const row = varied[index] ?? first;
        return { line: row.line, field: variationColumn(rest, variations[index]?.['attributes']) };
      }
      if (key === 'variations') return { line: first.line, field: 'variation.isDefault' };
      if (key === 'fields' && index !== undefined)
        return { line: first.line, field: FIELD_COLUMN_PREFIX + String(index) };
      return { line: first.line, field: typeof key === 'string' ? key : '' };
    },
  };
}

const yesNoText = (value: boolean) => (value ? 'true' : 'false');
/** A number column's cell: the number as it is (a spreadsheet reads `-5` as a number, not a formula). */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A product's rows for the export, in `header`'s column order. Every text cell is guarded against
 * spreadsheet formulas; numbers (prices, stock, Number fields) and yes/no cells are written as they are.
 */
export function csvRows(write: ProductWrite, header: readonly string[]): string[][] {
  const product: Record<string, string> = {
    sku: guardCsvCell(write.sku),
    name: guardCsvCell(write.name),
    category: guardCsvCell(write.category),
    brand: guardCsvCell(write.brand),
    price: numberText(write.price),
    salePrice: numberText(write.salePrice),
    stock: numberText(write.stock),
    featured: yesNoText(write.featured),
    criteria: guardCsvCell(write.criteria.join(LIST_SEPARATOR)),
    images: guardCsvCell(write.images.join(LIST_SEPARATOR)),
    shortDescription: guardCsvCell(write.shortDescription),
    description: guardCsvCell(write.description),
    shortDescriptionVi: guardCsvCell(write.shortDescriptionVi ?? ''),
    descriptionVi: guardCsvCell(write.descriptionVi ?? ''),
    warrantyMonths: numberText(write.warrantyMonths),
    warrantyProvider: guardCsvCell(write.warrantyProvider ?? ''),
    inTheBox: guardCsvCell((write.inTheBox ?? []).join(LIST_SEPARATOR)),
    inTheBoxVi: guardCsvCell((write.inTheBoxVi ?? []).join(LIST_SEPARATOR)),
    origin: guardCsvCell(write.origin ?? ''),
  };
  for (const [name, value] of Object.entries(write.fields))
    product[FIELD_COLUMN_PREFIX + name] =
      typeof value === 'boolean'
        ? yesNoText(value)
        : typeof value === 'number'
          ? numberText(value)
          : guardCsvCell(value);
  const variationCells = (v: VariationWrite): Record<string, string> => {
    const color = v.attributes.find((a) => a.type === 'Color');
    const size = v.attributes.find((a) => a.type === 'Size');
    return {
      'variation.sku': guardCsvCell(v.sku),
      // Left empty when it is the attributes' own name, so a new colour renames it.
      'variation.name':
        v.name && v.name !== variationNameOf(v.attributes) ? guardCsvCell(v.name) : '',
      'variation.price': numberText(v.price),
      'variation.salePrice': numberText(v.salePrice),
      'variation.stock': numberText(v.stock),
      'variation.isDefault': yesNoText(v.isDefault),
      'variation.color': guardCsvCell(color?.value.name ?? ''),
      'variation.colorHex': guardCsvCell(color?.value.hex ?? ''),
      'variation.size': guardCsvCell(size?.value ?? ''),
    };
  };
  const rows = write.variations.length > 0 ? write.variations.map(variationCells) : [{}];
  return rows.map((cells) => header.map((column) => cells[column] ?? product[column] ?? ''));
}
