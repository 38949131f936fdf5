// What `db:backup` and `db:restore` share: their arguments, the database they act on, and every
// failure printed as one line (never a stack) with a non-zero exit code.
import { parseArgs } from 'node:util';
import { setting } from '../../src/server/config.ts';
import { findPostgresBin } from './postgres.ts';

export interface DbCommand {
  file: string;
  force: boolean;
  /** DATABASE_URL, defaulting to the data folder config.ts defaults to. */
  databaseUrl: string;
  /** PostgreSQL's newest installed bin folder; null to take pg_dump and pg_restore from PATH. */
  pgBin: string | null;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** Runs `task` with the parsed command and prints what it did, or why it failed. */
export async function runDbCommand(
  usage: string,
  allowForce: boolean,
  task: (command: DbCommand) => Promise<string>,
): Promise<void> {
  const fail = (error: unknown) => {
    console.error(oneLine(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  };
  // A library that throws outside any promise (a stream's error event) still fails in one line.
  process.on('uncaughtException', fail);
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: allowForce ? { force: { type: 'boolean', default: false } } : {},
    });
    const [file, ...extra] = positionals;
    if (!file || extra.length) throw new Error(`Usage: ${usage}`);
    const force = 'force' in values && values.force === true;
    const databaseUrl = setting('DATABASE_URL');
    console.log(await task({ file, force, databaseUrl, pgBin: findPostgresBin() }));
  } catch (error) {
    fail(error);
  }
}
