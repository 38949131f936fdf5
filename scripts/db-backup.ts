// `npm run db:backup -- FILE`: backs up the database DATABASE_URL names (default ./data/shop) into
// FILE: PGlite's data-folder dump, taken from the running shop (SHOP_URL, default
// http://localhost:$PORT) when it holds the folder; pg_dump's custom format for PostgreSQL.
import { backupDatabase } from '../src/server/api/db/backup.ts';
import { isPostgresUrl, operatorToken, shopUrl } from '../src/server/config.ts';
import { runDbCommand } from './lib/db-command.ts';

await runDbCommand('npm run db:backup -- FILE', false, ({ file, databaseUrl, pgBin }) =>
  backupDatabase(databaseUrl, file, {
    pgBin,
    // ADMIN_TOKEN, else the token config.ts keeps in secrets.json beside the data folder.
    shop: { url: shopUrl(), adminToken: isPostgresUrl(databaseUrl) ? undefined : operatorToken() },
  }),
);
