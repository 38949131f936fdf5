// Importing a catalogue file (CSV or JSON) in two passes over it, at once, and one over what it
// checked, never holding it whole:
//  1. count: how many products (the progress's total), on a worker thread (countInWorker) while
//     this thread checks; a file that cannot be read is refused.
//  2. check: every product checked with the contract's schema, its category's fields and the
//     file's other SKUs, and, a chunk of IMPORT_BATCH_SIZE products at a time, against what the
//     database holds (planChunk: plain reads, no transaction, no lock). Every bad row is collected
//     with its line and field; if there is any, nothing is written. A dry run ends here. Otherwise
//     the checked products are kept in a temporary file a chunk at a time (CheckedChunks), so the
//     file is parsed and checked once.
//  3. write: the checked chunks read back in order, each written in one short transaction of
//     batched statements (writeChunk), with its audit records and the catalogue change that
//     publishes it, applied after its commit. The shop answers meanwhile: every pass lets the
//     event loop take a turn at least every TURN_MS (20 ms) of its work, and between chunks no
//     transaction is open. A chunk that fails (the catalogue changed meanwhile, the database went
//     away) rolls back alone: the answer says how many products were applied before it, and
//     importing the same file again finishes the job (rows match by SKU).
// Why chunks and not one transaction: docs/decisions/0037-catalogue-import-checked-then-chunked.md.
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import * as z from 'zod/mini';
import { productWriteSchema, type ProductWrite } from '../../../api/schemas/admin-products.ts';
import type { CategoryField } from '../../../api/schemas/catalog.ts';
import type {
  ImportBadRow,
  ImportInterruption,
  ImportPhase,
  ImportProgress,
  ImportRejection,
  ImportSummary,
} from '../../../api/schemas/catalog-import.ts';
import {
  IMPORT_BAD_ROWS_SHOWN,
  IMPORT_BATCH_SIZE,
  IMPORT_MESSAGES,
  IMPORT_SKUS_MAX,
  importInterrupted,
  skuSeenAt,
  variationSkuSeenAt,
  type CatalogFormat,
} from '../../../lib/catalog-import.ts';
import { PRODUCT_MESSAGES, specificationProblems } from '../../../lib/product-admin.ts';
import type { CatalogChanges, RecordedChange } from '../catalog-changes.ts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { categories } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { cleanInput, cleanTextRecord } from '../http/input-text.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { readCsvProduct, type Located, type Path } from './catalog-csv.ts';
import { CatalogFileError, readCatalogFile, type CatalogItem } from './catalog-file.ts';
import {
  planChunk,
  writeChunk,
  type ChunkWritten,
  type PlannedStatus,
} from './catalog-import-chunk.ts';
import { CheckedChunks } from './catalog-checked.ts';
import { countInWorker } from './catalog-count.ts';
import { SkuLines } from './catalog-skus.ts';
import { inTransaction } from '../db/transaction.ts';

/** What an import needs of the app: the database, its clock and where catalogue changes go. */
export interface ImportDeps {
  db: Db;
  now: () => Date;
  catalogChanges: CatalogChanges;
}

/** The file: its format, a way to read it from the start (it is read twice), and a name for the audit log. */
export interface CatalogSource {
  format: CatalogFormat;
  open: () => Readable;
  name?: string;
}

export interface ImportOptions {
  /** Check everything (the database's rules too) and say what would change, writing nothing. */
  dryRun: boolean;
  who: AuditWho;
  onProgress?: (progress: ImportProgress) => void;
}

export type ImportOutcome =
  | { summary: ImportSummary }
  | { rejection: ImportRejection }
  /**
   * Stopped part-way through writing: `conflict` when the catalogue changed meanwhile (409), else
   * the database failed (503); `cause` is for the log.
   */
  | { interruption: ImportInterruption; conflict: boolean; cause: unknown };

/** The first IMPORT_BAD_ROWS_SHOWN problems, and how many there are. */
class Problems {
  readonly rows: ImportBadRow[] = [];
  count = 0;

  add(row: ImportBadRow): void {
    this.count += 1;
    if (this.rows.length < IMPORT_BAD_ROWS_SHOWN) this.rows.push(row);
  }

  rejection(): ImportRejection {
    const errors: Record<string, string> = {};
    for (const row of this.rows) errors[`line ${row.line}: ${row.field}`] ??= row.message;
    return {
      message: IMPORT_MESSAGES.rejected,
      errors,
      rows: this.rows,
      problems: this.count,
    };
  }
}

const rejectionOf = (rows: ImportBadRow[]): ImportOutcome => {
  const problems = new Problems();
  for (const row of rows) problems.add(row);
  return { rejection: problems.rejection() };
};

/** A product of the file checked: the write, or its problems. */
interface Checked {
  input: ProductWrite | null;
  problems: ImportBadRow[];
  locate: (path: Path) => Located;
}

/** zod's issues as located problems; an unknown key is named as such. */
function issueProblems(issues: readonly z.core.$ZodIssue[], locate: Checked['locate']) {
  return issues.flatMap((issue) => {
    const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    return issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ ...locate([...path, key]), message: 'Unknown field' }))
      : [{ ...locate(path), message: issue.message }];
  });
}

/** A product of the file checked alone: the contract's schema and its category's fields. */
export function checkCatalogItem(
  item: Exclude<CatalogItem, { kind: 'bad' }>,
  fieldsOf: ReadonlyMap<string, readonly CategoryField[]>,
): Checked {
  let value: unknown;
  let problems: ImportBadRow[] = [];
  let locate: Checked['locate'];
  let order: (a: ImportBadRow, b: ImportBadRow) => number = () => 0;
  if (item.kind === 'json') {
    locate = (path) => ({ line: item.line, field: path.join('.') });
    const cleaned = cleanInput(item.value);
    if ('problem' in cleaned) {
      const { path, message } = cleaned.problem;
      return { input: null, problems: [{ ...locate(path), message }], locate };
    }
    value = cleaned.value;
  } else {
    const rows = [];
    const known = new Map<string, string>();
    for (const row of item.rows) {
      const cleaned = cleanTextRecord(row.cells, known);
      if ('problem' in cleaned) {
        const { path, message } = cleaned.problem;
        problems.push({ line: row.line, field: path.join('.'), message });
      } else rows.push({ line: row.line, cells: cleaned.value });
    }
    if (problems.length > 0)
      return { input: null, problems, locate: () => ({ line: item.line, field: 'sku' }) };
    const product = readCsvProduct(rows, fieldsOf);
    ({ value, locate } = product);
    problems = product.problems;
    order = csvOrder(Object.keys(item.rows[0]!.cells));
  }
  const parsed = z.safeParse(productWriteSchema, value);
  if (!parsed.success) {
    // A cell that could not be read is said once: not again as the schema's complaint.
    const said = new Set(problems.map((p) => `${p.line} ${p.field}`));
    for (const problem of issueProblems(parsed.error.issues, locate))
      if (!said.has(`${problem.line} ${problem.field}`)) problems.push(problem);
    return { input: null, problems: problems.sort(order), locate };
  }
  const input = parsed.data;
  const definitions = fieldsOf.get(input.category.toLowerCase());
  if (!definitions)
    problems.push({ ...locate(['category']), message: PRODUCT_MESSAGES.categoryUnknown });
  else
    for (const [key, message] of Object.entries(specificationProblems(input.fields, definitions)))
      problems.push({ ...locate(['fields', key.slice('fields.'.length)]), message });
  return { input: problems.length > 0 ? null : input, problems: problems.sort(order), locate };
}

/** CSV problems in reading order: by row, then by column. */
function csvOrder(header: readonly string[]) {
  const at = (field: string) => (header.includes(field) ? header.indexOf(field) : header.length);
  return (a: ImportBadRow, b: ImportBadRow) => a.line - b.line || at(a.field) - at(b.field);
}

/** A 422's field (`variations.2.sku`, `fields.Screen Size`) as a path. */
const pathOfField = (field: string): Path =>
  field.startsWith('fields.')
    ? ['fields', field.slice('fields.'.length)]
    : field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

async function fieldsByCategory(db: Db): Promise<Map<string, CategoryField[]>> {
  const rows = await db
    .select({ name: categories.name, fields: categories.fields })
    .from(categories);
  return new Map(rows.map((row) => [row.name, row.fields]));
}

/**
 * The longest the import keeps the event loop before it takes a turn: requests that came in
 * meanwhile are read then, and send their queries ahead of the import's next ones (PGlite runs one
 * statement at a time, in the order asked).
 */
const TURN_MS = 20;

/** Takes a turn of the event loop when TURN_MS have passed since the last one (`due`). */
function turns() {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < TURN_MS) return;
    await nextTurn();
    last = performance.now();
  };
}

/** The file's items a chunk at a time, the event loop taking its turns while they are read. */
async function* chunksOf(items: AsyncIterable<CatalogItem>): AsyncGenerator<CatalogItem[]> {
  const due = turns();
  let chunk: CatalogItem[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length === IMPORT_BATCH_SIZE) {
      yield chunk;
      chunk = [];
    }
    await due();
  }
  if (chunk.length > 0) yield chunk;
}

type Counts = Record<PlannedStatus, number>;
const noCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });
const addCounts = (to: Counts, from: Counts) => {
  for (const key of Object.keys(to) as PlannedStatus[]) to[key] += from[key];
};

/** A product checked alone, and good so far. */
type Good = Checked & { input: ProductWrite };

/**
 * Remembers the product's SKU and its variations' SKUs, each with its line; a SKU the file already
 * gave is a problem (the product is then not checked further).
 */
function rememberSkus(
  good: Good,
  line: number,
  skus: { products: SkuLines; variations: SkuLines },
  problems: Problems,
): boolean {
  const first = skus.products.firstLine(good.input.sku, line);
  if (first !== undefined) {
    problems.add({ ...good.locate(['sku']), message: skuSeenAt(first) });
    return false;
  }
  let fine = true;
  good.input.variations.forEach((v, index) => {
    const at = good.locate(['variations', index, 'sku']);
    const seen = skus.variations.firstLine(v.sku, at.line);
    if (seen === undefined) return;
    problems.add({ ...at, message: variationSkuSeenAt(seen) });
    fine = false;
  });
  return fine;
}

/**
 * The check pass: every product of the file, nothing written to the database and no transaction
 * opened. Answers the rejection, or what writing the file would do and how many products it read;
 * while no problem is found, each chunk's checked products go to `keep` (the write pass's input).
 */
async function checkFile(
  db: Db,
  source: CatalogSource,
  fieldsOf: ReadonlyMap<string, readonly CategoryField[]>,
  progress: (phase: ImportPhase, done: number) => void,
  keep: CheckedChunks | null,
): Promise<{ rejection: ImportRejection } | { counts: Counts; read: number }> {
  const problems = new Problems();
  const skus = { products: new SkuLines(), variations: new SkuLines() };
  const counts = noCounts();
  const due = turns();
  let done = 0;
  for await (const chunk of chunksOf(readCatalogFile(source.format, source.open()))) {
    // The chunk's problems, put in reading order once the database has been asked too.
    const found = new Problems();
    const good: Good[] = [];
    for (const item of chunk) {
      await due();
      if (item.kind === 'bad') {
        found.add(item.problem);
        continue;
      }
      const checked = checkCatalogItem(item, fieldsOf);
      for (const problem of checked.problems) found.add(problem);
      if (checked.input && rememberSkus(checked as Good, item.line, skus, found))
        good.push(checked as Good);
    }
    if (skus.products.size + skus.variations.size > IMPORT_SKUS_MAX)
      throw new CatalogFileError([{ line: 0, field: '', message: IMPORT_MESSAGES.tooManySkus }]);
    // Past the listed problems, only count: the database is asked no more.
    if (good.length > 0 && problems.count + found.count < IMPORT_BAD_ROWS_SHOWN) {
      const planned = await planChunk(
        db,
        good.map((product) => product.input),
        false,
      );
      planned.forEach((plan, i) => {
        const entries = Object.entries(plan.problems);
        for (const [field, message] of entries)
          found.add({ ...good[i]!.locate(pathOfField(field)), message });
        if (entries.length === 0) counts[plan.status] += 1;
      });
    }
    for (const problem of found.rows.sort((a, b) => a.line - b.line)) problems.add(problem);
    problems.count += found.count - found.rows.length;
    if (keep && problems.count === 0) await keep.append(good.map((product) => product.input));
    done += chunk.length;
    progress('check', done);
  }
  if (problems.count > 0) return { rejection: problems.rejection() };
  return { counts, read: done };
}

/** An interruption's cause is the catalogue changing meanwhile (not the database failing). */
const isConflict = (error: unknown) =>
  isUniqueViolation(error) || (error instanceof HttpError && error.status < 500);

/**
 * The write pass: the checked chunks read back, each written in a transaction of its own. The last
 * chunk's transaction also records the import in the audit log, so a finished import is recorded
 * with its last products; one that stops part-way is recorded (if the database still answers) with
 * how far it got.
 */
async function writeFile(
  deps: ImportDeps,
  source: CatalogSource,
  checked: CheckedChunks,
  total: number,
  options: ImportOptions,
  progress: (phase: ImportPhase, done: number) => void,
): Promise<ImportOutcome> {
  const { who } = options;
  const at = deps.now();
  const counts = noCounts();
  let applied = 0;
  let change: RecordedChange | null = null;
  const audit = (tx: Db, extra: Record<string, unknown>) =>
    recordAudit(tx, {
      ...who,
      action: 'catalog.import',
      after: { format: source.format, file: source.name ?? null, products: total, ...extra },
      at,
    });
  const write = async (writes: ProductWrite[], last: boolean) => {
    const result = await inTransaction(deps.db, async (tx) => {
      const written: ChunkWritten = await writeChunk(tx, writes, who, at);
      const recorded =
        written.tags.length > 0 ? await deps.catalogChanges.record(tx, written.tags) : null;
      if (last) {
        const all = noCounts();
        addCounts(all, counts);
        addCounts(all, written.counts);
        await audit(tx, all);
      }
      return { counts: written.counts, recorded };
    });
    if (result.recorded) {
      deps.catalogChanges.apply(result.recorded);
      change = result.recorded;
    }
    addCounts(counts, result.counts);
    applied += writes.length;
    progress('write', applied);
  };
  progress('write', 0);
  try {
    // One chunk is held back until the next is read, so the last one is known as the last.
    let waiting: ProductWrite[] | null = null;
    for await (const writes of checked.chunks()) {
      if (waiting) await write(waiting, false);
      waiting = writes;
    }
    if (waiting) await write(waiting, true);
  } catch (error) {
    const conflict = isConflict(error);
    const reason = conflict ? IMPORT_MESSAGES.changedMeanwhile : IMPORT_MESSAGES.writeFailed;
    // Recorded if the database still answers: the products before it are in the shop.
    await audit(deps.db, { ...counts, applied, interrupted: true }).catch(() => {});
    return {
      interruption: {
        message: importInterrupted(reason, applied, total),
        products: total,
        applied,
        ...counts,
      },
      conflict,
      cause: error,
    };
  }
  return {
    summary: {
      dryRun: false,
      products: total,
      ...counts,
      change: (change as RecordedChange | null)?.id ?? null,
    },
  };
}

/**
 * Imports the file: checked whole first (nothing written, no transaction), then written chunk by
 * chunk, each product inserted or updated by SKU. A file with any bad row writes nothing (the
 * answer lists them); importing the same file again changes nothing.
 */
export async function importCatalog(
  deps: ImportDeps,
  source: CatalogSource,
  options: ImportOptions,
): Promise<ImportOutcome> {
  // The count (the progress's total) runs on another thread while this one checks the file.
  const counting = countInWorker(source.format, source.open());
  const keep = options.dryRun
    ? null
    : await CheckedChunks.create().catch(async (error) => {
        await counting.stop();
        throw error;
      });
  try {
    let total: number | undefined;
    let checkedSoFar = 0;
    const progress = (phase: ImportPhase, done: number) => {
      if (phase === 'check') checkedSoFar = done;
      if (total !== undefined) options.onProgress?.({ phase, done, total });
    };
    // Progress is told once the total is known: the check's start, then how far it has got.
    const known = (count: number) => {
      total = count;
      const done = checkedSoFar;
      progress('check', 0);
      if (done > 0) progress('check', done);
    };
    // A count that fails says nothing the check does not: the check reads the same file and is
    // refused with the same problems (or, if the file was replaced, what it checked is written).
    counting.total.then(known, () => {});
    const fieldsOf = await fieldsByCategory(deps.db);
    let checked;
    try {
      checked = await checkFile(deps.db, source, fieldsOf, progress, keep);
    } catch (error) {
      if (error instanceof CatalogFileError) return rejectionOf(error.rows);
      throw error;
    }
    if ('rejection' in checked) return checked;
    // A check that ended before the count (a small file) has counted the products itself; and
    // what is written is what was checked, whatever the count said.
    if (total === undefined) known(checked.read);
    total = checked.read;
    if (total === 0) return rejectionOf([{ line: 0, field: '', message: IMPORT_MESSAGES.empty }]);
    if (!keep)
      return { summary: { dryRun: true, products: total, ...checked.counts, change: null } };
    return await writeFile(deps, source, keep, total, options, progress);
  } finally {
    await counting.stop();
    await keep?.dispose();
  }
}
