// Opens the database that DATABASE_URL names: PGlite in memory ("memory://"), PGlite in a
// data folder (a path), or PostgreSQL ("postgres://..."), then runs the SQL migrations.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataFolder } from './lock.ts';

export type Schema = typeof schema;
/** A drizzle handle: the database itself or a transaction (both are PgDatabase). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database, releasing its data-folder lock. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface OpenOptions {
  /** Where waiting for a data-folder lock is reported (the console by default). */
  log?: (line: string) => void;
}

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection that the server drops (restart, failover, admin kill) is reported here;
    // without a listener the 'error' event would end the process. The pool replaces the client.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const memory = url === 'memory://' || url === '';
  const release = memory ? null : await lockDataFolder(url, options);
  try {
    const client = new PGlite(memory ? 'memory://' : url, { extensions: { pg_trgm, unaccent } });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}
