// A second drizzle handle over a test's database that hears every statement it sends (drizzle's
// logger): what a service asks of the database, counted or explained. On PostgreSQL it has a pool
// of its own (one connection), to end with `close`.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../src/server/api/db/connect.ts';
import * as schema from '../../src/server/api/db/schema.ts';
import type { TestContext } from './harness.ts';

export interface RecordingDb {
  db: Db;
  /** PostgreSQL only: the handle's own pool, for statements sent past drizzle (EXPLAIN). */
  pool?: pg.Pool;
  close: () => Promise<void>;
}

export function recordingDb(
  ctx: TestContext,
  onStatement: (sql: string, params: unknown[]) => void,
): RecordingDb {
  const logger = { logQuery: onStatement };
  if (ctx.database.pglite)
    return {
      db: drizzlePglite(ctx.database.pglite, { schema, logger }) as unknown as Db,
      close: async () => {},
    };
  const pool = new pg.Pool({ connectionString: ctx.config.databaseUrl, max: 1 });
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    pool,
    close: () => pool.end(),
  };
}
