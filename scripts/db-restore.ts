// `npm run db:restore -- FILE [--force]`: restores a backup of `npm run db:backup` into the
// database DATABASE_URL names (default ./data/shop). It refuses a target that already holds data
// unless --force, and a data folder that a running shop holds.
import { restoreDatabase } from '../src/server/api/db/backup.ts';
import { runDbCommand } from './lib/db-command.ts';

await runDbCommand(
  'npm run db:restore -- FILE [--force]',
  true,
  ({ file, force, databaseUrl, pgBin }) => restoreDatabase(databaseUrl, file, { pgBin, force }),
);
