// The catalogue file in the back office: POST /admin/catalog/import (a CSV or JSON file, checked
// with ?dryRun=true or applied) and GET /admin/catalog/export. Each row of a file is a
// productWriteSchema (admin-products.ts); these are the calls' own shapes.
import * as z from 'zod/mini';
import { CATALOG_FORMATS } from '../../lib/catalog-import.ts';
import { countSchema } from './common.ts';

export const importQuerySchema = z.object({
  /** true: check every row (the database's rules too) and say what would change; write nothing. */
  dryRun: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v: 'true' | 'false' | undefined) => v === 'true'),
  ),
});

/** A row the import refuses: its line (CSV: the row's number, the header being 1; JSON: the product's position from 1), the field or column, why. */
export const importBadRowSchema = z.object({
  line: countSchema(0),
  field: z.string(),
  message: z.string(),
});
export type ImportBadRow = z.infer<typeof importBadRowSchema>;

/** How many of the products an import wrote were created, updated and left unchanged. */
const writtenCounts = {
  created: countSchema(),
  updated: countSchema(),
  unchanged: countSchema(),
};

/** What an import did (or, dry, would do) with the file's products. */
export const importSummarySchema = z.object({
  dryRun: z.boolean(),
  products: countSchema(),
  ...writtenCounts,
  /**
   * The last catalogue change that publishes the import (each chunk that changed something records
   * one); null when nothing changed (or dry).
   */
  change: z.nullable(z.int()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * 409 (the catalogue changed meanwhile) or 503 (the database failed): the import stopped while
 * writing. The products before it (`applied`, whole chunks) are in the shop, none after; importing
 * the same file again finishes it.
 */
export const importInterruptionSchema = z.object({
  message: z.string(),
  /** The file's products. */
  products: countSchema(),
  /** Products written before it stopped, of which created, updated and left unchanged. */
  applied: countSchema(),
  ...writtenCounts,
});
export type ImportInterruption = z.infer<typeof importInterruptionSchema>;

/** 422: the file's bad rows (the first IMPORT_BAD_ROWS_SHOWN of its `problems`); nothing was written. */
export const importRejectionSchema = z.object({
  message: z.string(),
  /** The same rows as `{ "line 12: price": message }`, the API's usual error shape. */
  errors: z.record(z.string(), z.string()),
  rows: z.array(importBadRowSchema),
  /** How many problems the file has in all. */
  problems: countSchema(),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** An import checks the whole file first (a dry run stops there), then writes it. */
export const IMPORT_PHASES = ['check', 'write'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** Products of the file checked (or written) so far, of `total`. */
export const importProgressSchema = z.object({
  phase: z.enum(IMPORT_PHASES),
  done: countSchema(),
  total: countSchema(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/**
 * With `Accept: application/x-ndjson` the import answers 200 with one JSON object a line:
 * `{ progress }` as it goes, then `{ summary }`, `{ rejected }` (the 422's body),
 * `{ interrupted }` (the 409's or 503's body) or `{ failed: { message } }` last.
 */
export const importLineSchema = z.union([
  z.object({ progress: importProgressSchema }),
  z.object({ summary: importSummarySchema }),
  z.object({ rejected: importRejectionSchema }),
  z.object({ interrupted: importInterruptionSchema }),
  z.object({ failed: z.object({ message: z.string() }) }),
]);
export type ImportLine = z.infer<typeof importLineSchema>;
export const IMPORT_STREAM_TYPE = 'application/x-ndjson';

export const exportQuerySchema = z.object({
  format: z._default(z.enum(CATALOG_FORMATS), 'csv'),
});
