// Importing a catalogue file (CSV or JSON), all or nothing. A first pass counts the products (the
// progress's total) and finds a file that cannot be read at all; the second reads one product at a
// time, checks it with the contract's schema and the categories, and inserts or updates it by SKU
// (upsertProductBySku) in ONE transaction. Every bad row is collected with its line and field;
// if there is any, or on a dry run, the transaction is rolled back and nothing is written.
// Otherwise the pages it touched are recorded as one catalogue change, applied after the commit.
import type { Readable } from 'node:stream';
import * as z from 'zod/mini';
import { productWriteSchema, type ProductWrite } from '../../api/schemas/admin-products.ts';
import type { CategoryField } from '../../api/schemas/catalog.ts';
import type {
  ImportBadRow,
  ImportProgress,
  ImportRejection,
  ImportSummary,
} from '../../api/schemas/catalog-import.ts';
import {
  IMPORT_BAD_ROWS_SHOWN,
  IMPORT_BATCH_SIZE,
  IMPORT_MESSAGES,
  skuSeenAt,
  type CatalogFormat,
} from '../../lib/catalog-import.ts';
import { EVERY_PAGE_TAG } from '../../lib/page-tags.ts';
import { PRODUCT_MESSAGES, specificationProblems } from '../../lib/product-admin.ts';
import type { CatalogChanges, RecordedChange } from '../catalog-changes.ts';
import type { Db } from '../db/connect.ts';
import { categories } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { cleanInput } from '../http/input-text.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { readCsvProduct, type Located, type Path } from './catalog-csv.ts';
import {
  CatalogFileError,
  countCatalogFile,
  readCatalogFile,
  type CatalogItem,
} from './catalog-file.ts';
import { upsertProductBySku } from './product-write.ts';
import { isUniqueViolation } from '../db/errors.ts';
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

export type ImportOutcome = { summary: ImportSummary } | { rejection: ImportRejection };

/** Past this many pages to drop, an import drops every cached page instead (one tag, not thousands). */
const IMPORT_TAGS_MAX = 1000;

/** The first IMPORT_BAD_ROWS_SHOWN problems, and how many there are. */
class Problems {
  readonly rows: ImportBadRow[] = [];
  count = 0;

  add(row: ImportBadRow): void {
    this.count += 1;
    if (this.rows.length < IMPORT_BAD_ROWS_SHOWN) this.rows.push(row);
  }

  get full(): boolean {
    return this.count >= IMPORT_BAD_ROWS_SHOWN;
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

/** A product of the file checked with the contract's schema and its category's fields. */
function checkItem(
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
    for (const row of item.rows) {
      const cleaned = cleanInput(row.cells);
      if ('problem' in cleaned) {
        const { path, message } = cleaned.problem;
        problems.push({ line: row.line, field: path.join('.'), message });
      } else rows.push({ line: row.line, cells: cleaned.value as Record<string, string> });
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

/** Thrown to roll the transaction back with what to answer. */
class Rollback extends Error {
  readonly outcome: ImportOutcome;

  constructor(outcome: ImportOutcome) {
    super('rolled back');
    this.outcome = outcome;
  }
}

async function fieldsByCategory(db: Db): Promise<Map<string, CategoryField[]>> {
  const rows = await db
    .select({ name: categories.name, fields: categories.fields })
    .from(categories);
  return new Map(rows.map((row) => [row.name, row.fields]));
}

/**
 * Imports the file: every product inserted or updated by SKU in one transaction, or nothing at
 * all when any row is bad (the answer lists them). Importing the same file again changes nothing.
 */
export async function importCatalog(
  deps: ImportDeps,
  source: CatalogSource,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const { dryRun, who } = options;
  let total: number;
  try {
    total = await countCatalogFile(source.format, source.open());
  } catch (error) {
    if (error instanceof CatalogFileError) return rejectionOf(error.rows);
    throw error;
  }
  if (total === 0) return rejectionOf([{ line: 0, field: '', message: IMPORT_MESSAGES.empty }]);
  const fieldsOf = await fieldsByCategory(deps.db);
  const at = deps.now();
  const progress = (done: number) => options.onProgress?.({ done, total });
  progress(0);

  let change: RecordedChange | null = null;
  let summary: ImportSummary;
  try {
    summary = await inTransaction(deps.db, async (tx) => {
      const problems = new Problems();
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const skus = new Map<string, number>();
      const tags = new Set<string>();
      let everyPage = false;
      /** The database refused a statement: the transaction can run no more. */
      let broken = false;
      let done = 0;
      for await (const item of readCatalogFile(source.format, source.open())) {
        done += 1;
        if (done % IMPORT_BATCH_SIZE === 0) progress(done);
        if (item.kind === 'bad') {
          problems.add(item.problem);
          continue;
        }
        const checked = checkItem(item, fieldsOf);
        for (const problem of checked.problems) problems.add(problem);
        const { input } = checked;
        if (!input) continue;
        const seenAt = skus.get(input.sku);
        if (seenAt !== undefined) {
          problems.add({ ...checked.locate(['sku']), message: skuSeenAt(seenAt) });
          continue;
        }
        skus.set(input.sku, item.line);
        // Past the listed problems, or once the database refused a statement, only count.
        if (broken || problems.full) continue;
        try {
          const result = await upsertProductBySku(tx, input, who, at);
          counts[result.status] += 1;
          if (!everyPage) for (const tag of result.tags) tags.add(tag);
          if (tags.size > IMPORT_TAGS_MAX) {
            everyPage = true;
            tags.clear();
          }
        } catch (error) {
          if (error instanceof HttpError && error.errors)
            for (const [field, message] of Object.entries(error.errors))
              problems.add({ ...checked.locate(pathOfField(field)), message });
          else if (isUniqueViolation(error)) {
            problems.add({ ...checked.locate(['sku']), message: PRODUCT_MESSAGES.skuTaken });
            broken = true;
          } else throw error;
        }
      }
      progress(done);
      if (problems.count > 0) throw new Rollback({ rejection: problems.rejection() });
      const result = { dryRun, products: done, ...counts, change: null };
      if (dryRun) throw new Rollback({ summary: result });
      if (everyPage || tags.size > 0)
        change = await deps.catalogChanges.record(tx, everyPage ? [EVERY_PAGE_TAG] : [...tags]);
      await recordAudit(tx, {
        ...who,
        action: 'catalog.import',
        after: { format: source.format, file: source.name ?? null, products: done, ...counts },
        at,
      });
      return { ...result, change: change?.id ?? null };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    if (error instanceof CatalogFileError) return rejectionOf(error.rows);
    throw error;
  }
  if (change) deps.catalogChanges.apply(change);
  return { summary };
}
