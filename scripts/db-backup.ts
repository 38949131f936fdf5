// `npm run db:backup -- FILE`: backs up the database DATABASE_URL names (default ./data/shop) into
// FILE: PGlite's data-folder dump, taken from the running shop (SHOP_URL, default
// http://localhost:$PORT) when it holds the folder; pg_dump's custom format for PostgreSQL.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '../src/server/api/db/backup.ts';
import { isPostgresUrl } from '../src/server/api/db/connect.ts';
import { runDbCommand } from './lib/db-command.ts';

/** ADMIN_TOKEN, else the token config.ts keeps in secrets.json beside the data folder. */
function adminToken(folder: string): string | undefined {
  if (process.env['ADMIN_TOKEN']) return process.env['ADMIN_TOKEN'];
  const file = path.join(path.dirname(path.resolve(folder)), 'secrets.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { adminToken?: string }).adminToken;
  } catch {
    return undefined;
  }
}

const shopUrl = process.env['SHOP_URL'] ?? `http://localhost:${process.env['PORT'] ?? 4321}`;

await runDbCommand('npm run db:backup -- FILE', false, ({ file, databaseUrl, pgBin }) =>
  backupDatabase(databaseUrl, file, {
    pgBin,
    shop: {
      url: shopUrl,
      adminToken: isPostgresUrl(databaseUrl) ? undefined : adminToken(databaseUrl),
    },
  }),
);
