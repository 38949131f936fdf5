// Reading a catalogue file one product at a time, whatever its size: the bytes decoded strictly as
// UTF-8, then a CSV parser (csv-parse) or a streaming JSON parser (@streamparser/json) that hands
// over each product as soon as it is read, so memory holds a chunk and a product, never the file.
// A product is bounded while it is read: at most IMPORT_ROWS_PER_PRODUCT_MAX rows of one SKU and
// IMPORT_PRODUCT_MAX_BYTES of the file; past either the file is refused at once, read no further.
// CSV cells lose their formula guard here (unguardCsvCell), before anything else reads them.
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import { CsvError, parse, type Info } from 'csv-parse';
import type { ImportBadRow } from '../../../api/schemas/catalog-import.ts';
import {
  IMPORT_MESSAGES,
  IMPORT_PRODUCT_MAX_BYTES,
  IMPORT_ROWS_PER_PRODUCT_MAX,
  tooManyRows,
  unguardCsvCell,
  type CatalogFormat,
} from '../../../lib/catalog-import.ts';
import { headerProblems, type CsvRow } from './catalog-csv.ts';

/** One product of the file: a JSON value at its position, a CSV product's rows, or a row that is not one. */
export type CatalogItem =
  | { kind: 'json'; line: number; value: unknown }
  | { kind: 'csv'; line: number; rows: CsvRow[] }
  | { kind: 'bad'; line: number; problem: ImportBadRow };

/** The file cannot be read as a catalogue at all (its problems say where). */
export class CatalogFileError extends Error {
  readonly rows: ImportBadRow[];

  constructor(rows: ImportBadRow[]) {
    super(rows.map((row) => row.message).join('; '));
    this.rows = rows;
  }
}

const fileError = (message: string, line = 0, field = '') =>
  new CatalogFileError([{ line, field, message }]);

/** The file's text in chunks, decoded strictly as UTF-8 (a leading BOM dropped). */
async function* utf8Chunks(input: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw fileError(IMPORT_MESSAGES.notUtf8);
    }
  };
  try {
    for await (const chunk of input) {
      const text = decode(chunk as Uint8Array);
      if (text) yield text;
    }
    const rest = decode();
    if (rest) yield rest;
  } finally {
    input.destroy();
  }
}

type CsvRecord = { record: string[]; info: Info };

/** csv-parse's error, with where it stopped (its reading state is copied onto it). */
type CsvFailure = CsvError & { records?: number; empty_lines?: number };

async function* csvItems(input: Readable): AsyncGenerator<CatalogItem> {
  const parser = parse({
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    // One row can be no larger than a whole product may be.
    max_record_size: IMPORT_PRODUCT_MAX_BYTES,
  });
  const source = ReadableStream.from(utf8Chunks(input));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let header: string[] | null = null;
  let group: CsvRow[] = [];
  /** Where the group's first row starts in the file (csv-parse's count of bytes read). */
  let groupStart = 0;
  let rowStart = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<CsvRecord>) {
      const start = rowStart;
      rowStart = info.bytes;
      // The row's number in a spreadsheet: rows read so far, and the empty lines skipped.
      const line = info.records + info.empty_lines;
      if (!header) {
        header = record.map((column) => unguardCsvCell(column.trim()));
        const problems = headerProblems(header);
        if (problems.length > 0) throw new CatalogFileError(problems);
        continue;
      }
      if (record.length !== header.length) {
        const message = `This row has ${record.length} cells; the header has ${header.length}`;
        yield { kind: 'bad', line, problem: { line, field: '', message } };
        continue;
      }
      const cells = Object.fromEntries(
        header.map((column, i) => [column, unguardCsvCell(record[i]!)]),
      );
      const sku = cells['sku']!.trim();
      if (group.length > 0 && sku !== group[0]!.cells['sku']!.trim()) {
        yield { kind: 'csv', line: group[0]!.line, rows: group };
        group = [];
      }
      if (group.length === 0) groupStart = start;
      // Bounded while grouping: a product's rows are held until its last one is read.
      if (group.length === IMPORT_ROWS_PER_PRODUCT_MAX)
        throw fileError(tooManyRows(sku), line, 'sku');
      if (info.bytes - groupStart > IMPORT_PRODUCT_MAX_BYTES)
        throw fileError(IMPORT_MESSAGES.productTooLarge, group[0]!.line, 'sku');
      group.push({ line, cells });
    }
    if (group.length > 0) yield { kind: 'csv', line: group[0]!.line, rows: group };
  } catch (error) {
    if (error instanceof CsvError) {
      const { code, records = 0, empty_lines = 0 } = error as CsvFailure;
      if (code === 'CSV_MAX_RECORD_SIZE')
        throw fileError(IMPORT_MESSAGES.productTooLarge, records + empty_lines + 1);
      throw fileError(`${IMPORT_MESSAGES.badCsv}: ${error.message}`, 0);
    }
    throw error;
  } finally {
    source.destroy();
  }
}

async function* jsonItems(input: Readable): AsyncGenerator<CatalogItem> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  const ready: CatalogItem[] = [];
  let read = 0;
  parser.onValue = ({ value, key }) => {
    read += 1;
    ready.push({ kind: 'json', line: Number(key) + 1, value });
  };
  const feed = (write: () => void) => {
    try {
      write();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw fileError(`${IMPORT_MESSAGES.badJson}: ${reason}`, read + 1);
    }
  };
  let started = false;
  /** Bytes fed since a product was last completed: what the parser holds of the next one. */
  let pending = 0;
  for await (const text of utf8Chunks(input)) {
    if (!started) {
      const start = text.trimStart();
      if (start === '') continue;
      if (!start.startsWith('[')) throw fileError(IMPORT_MESSAGES.notJsonArray);
      started = true;
    }
    const before = read;
    feed(() => parser.write(text));
    pending = read > before ? 0 : pending + Buffer.byteLength(text);
    if (pending > IMPORT_PRODUCT_MAX_BYTES)
      throw fileError(IMPORT_MESSAGES.productTooLarge, read + 1);
    yield* ready.splice(0);
  }
  if (!started) throw fileError(IMPORT_MESSAGES.notJsonArray);
  // The parser ends by itself once the array closes; a file cut short ends here, as bad JSON.
  if (!parser.isEnded) feed(() => parser.end());
  yield* ready.splice(0);
}

/** The file's products in order, read as they come; a file that cannot be read throws CatalogFileError. */
export function readCatalogFile(
  format: CatalogFormat,
  input: Readable,
): AsyncGenerator<CatalogItem> {
  return format === 'csv' ? csvItems(input) : jsonItems(input);
}

/** How many products the file holds (a first, quick pass: the progress's total). */
export async function countCatalogFile(format: CatalogFormat, input: Readable): Promise<number> {
  let count = 0;
  for await (const _item of readCatalogFile(format, input)) count += 1;
  return count;
}
