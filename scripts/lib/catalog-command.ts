// `npm run catalog -- import FILE [--dry-run]` and `npm run catalog -- export FILE` on an open
// database (scripts/catalog.ts opens it; tests pass theirs): the format from the file's extension,
// a progress bar on a terminal (plain lines otherwise), every bad row listed, exit code 1 when the
// file is refused or the import stopped part-way (it says how far it got). The same services as
// the back office, recorded in the audit log as "cli".
import { createReadStream, createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { ImportProgress } from '../../src/api/schemas/catalog-import.ts';
import { badRowText, catalogFormatOf } from '../../src/lib/catalog-import.ts';
import { catalogText, recordExport } from '../../src/server/api/services/catalog-export.ts';
import { importCatalog, type ImportDeps } from '../../src/server/api/services/catalog-import.ts';

export const CATALOG_USAGE =
  'Usage: npm run catalog -- import FILE [--dry-run] | npm run catalog -- export FILE (FILE ends in .csv or .json)';

/** Where the command writes: results to `out`, problems and progress to `err`. */
export interface CatalogIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The progress goes to a terminal: one line redrawn, else a line every 10%. */
  tty: boolean;
}

export class CatalogUsageError extends Error {}

const CLI = { actor: 'cli' } as const;
const BAR_WIDTH = 30;
const count = (n: number) => n.toLocaleString('en-US');

/** The import's progress: a bar redrawn on a terminal, else a line at every tenth; the check, then the writing. */
function progressView(io: CatalogIo): (progress: ImportProgress) => void {
  let lastTenth = -1;
  let lastPhase: ImportProgress['phase'] | null = null;
  return ({ phase, done, total }) => {
    const share = total === 0 ? 1 : done / total;
    const doing = phase === 'check' ? 'Checking' : 'Importing';
    const text = `${count(done)} of ${count(total)} products`;
    if (phase !== lastPhase) lastTenth = -1;
    lastPhase = phase;
    if (io.tty) {
      const filled = Math.round(share * BAR_WIDTH);
      const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
      io.err(
        `\r${doing} [${bar}] ${Math.floor(share * 100)}% ${text}${done === total ? '\n' : ''}`,
      );
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    io.err(`${doing}: ${tenth * 10}% (${text})\n`);
  };
}

/** The command line's command, file, format and flag; CatalogUsageError when it is not one. */
export function parseCatalogCommand(argv: readonly string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { 'dry-run': { type: 'boolean', default: false } },
    });
  } catch {
    throw new CatalogUsageError(CATALOG_USAGE);
  }
  const [command, file, ...extra] = parsed.positionals;
  const dryRun = parsed.values['dry-run'] === true;
  if ((command !== 'import' && command !== 'export') || !file || extra.length > 0)
    throw new CatalogUsageError(CATALOG_USAGE);
  if (command === 'export' && dryRun) throw new CatalogUsageError(CATALOG_USAGE);
  const format = catalogFormatOf(file);
  if (!format) throw new CatalogUsageError(CATALOG_USAGE);
  return { command, file, format, dryRun };
}

export type CatalogCommand = ReturnType<typeof parseCatalogCommand>;

/** The database's own words for why a write failed: the innermost cause's message (never the query's values). */
function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

async function runImport(
  deps: ImportDeps,
  io: CatalogIo,
  { file, format, dryRun }: CatalogCommand,
): Promise<number> {
  try {
    await access(file);
  } catch {
    throw new CatalogUsageError(`Cannot read ${file}.`);
  }
  const outcome = await importCatalog(
    deps,
    { format, open: () => createReadStream(file), name: path.basename(file) },
    { dryRun, who: CLI, onProgress: progressView(io) },
  );
  if ('rejection' in outcome) {
    const { rows, problems } = outcome.rejection;
    io.err(`${file} was not imported (nothing was written): ${count(problems)} problem(s).\n`);
    for (const row of rows) io.err(`  ${badRowText(row)}\n`);
    if (problems > rows.length) io.err(`  … and ${count(problems - rows.length)} more.\n`);
    return 1;
  }
  if ('interruption' in outcome) {
    io.err(`${file}: ${outcome.interruption.message}\n  (${rootCause(outcome.cause)})\n`);
    return 1;
  }
  const { products, created, updated, unchanged } = outcome.summary;
  io.out(
    dryRun
      ? `Checked ${file} (dry run, nothing written): ${count(products)} products; would create ${count(created)}, update ${count(updated)}, leave ${count(unchanged)} unchanged.\n`
      : `Imported ${file}: ${count(products)} products; ${count(created)} created, ${count(updated)} updated, ${count(unchanged)} unchanged.\n`,
  );
  return 0;
}

async function runExport(
  deps: ImportDeps,
  io: CatalogIo,
  { file, format }: CatalogCommand,
): Promise<number> {
  // Written beside, then renamed when whole: a failed export never leaves a truncated file.
  const partial = `${file}.partial`;
  let products = 0;
  try {
    const text = catalogText(deps.db, format, (n) => (products += n));
    await pipeline(Readable.from(text), createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await recordExport(deps.db, CLI, format, deps.now());
  io.out(`Exported ${count(products)} products to ${file}.\n`);
  return 0;
}

/** Runs the command; answers the exit code (an unreadable file is thrown as CatalogUsageError). */
export function catalogCommand(
  command: CatalogCommand,
  deps: ImportDeps,
  io: CatalogIo,
): Promise<number> {
  return command.command === 'import' ? runImport(deps, io, command) : runExport(deps, io, command);
}
