// `npm run catalog -- import FILE [--dry-run]` and `npm run catalog -- export FILE`: the catalogue
// from or to a CSV or JSON file (format by extension; see docs/back-office.md, "Import and
// export"), in the database DATABASE_URL names (default ./data/shop). Says plainly when the shop
// holds the data folder. The work itself is scripts/lib/catalog-command.ts.
import { catalogChangesFor } from '../src/server/api/catalog-changes.ts';
import { catalogCommand, parseCatalogCommand } from './lib/catalog-command.ts';
import { withCommandDatabase } from './lib/command-database.ts';

async function main(): Promise<number> {
  const command = parseCatalogCommand(process.argv.slice(2));
  return withCommandDatabase(
    'Stop the shop and run this command again, or use the back office at /admin/import.',
    (database) => {
      // The change is recorded in the database: shops running on it (PostgreSQL) apply it within a second.
      const deps = { db: database.db, now: () => new Date(), catalogChanges: catalogChangesFor() };
      return catalogCommand(command, deps, {
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
        tty: process.stderr.isTTY === true,
      });
    },
  );
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
