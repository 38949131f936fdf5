// Opens the database that DATABASE_URL names: PGlite in memory ("memory://"), PGlite in a
// data folder (a path), or PostgreSQL ("postgres://..."), then runs the SQL migrations.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isPostgresUrl, type PgliteThread } from '../../config.ts';
import { logger } from '../../log.ts';
import * as schema from './schema.ts';
import { dumpPglite } from './backup.ts';
import { lockDataFolder } from './lock.ts';
import { maintainCatalogTables } from './maintenance.ts';
import { openPgliteInWorker, type ThreadOptions } from './pglite-thread.ts';
import { timePglite, timeStatements } from './query-timing.ts';

export type Schema = typeof schema;
/** A drizzle handle: the database itself or a transaction (both are PgDatabase). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The embedded client, when it runs on this thread (PGLITE_THREAD=main; tests' memory://). */
  pglite?: PGlite;
  /** PGlite only, on this thread or its own: a gzipped dump of its data folder (for backups). */
  dump?: () => Promise<Blob>;
  /**
   * Takes a named lock that every process on this database respects (a PostgreSQL advisory lock,
   * released by the server if the holder dies; in-process for PGlite, whose folder one process
   * owns). Resolves to its release, or null when someone else holds it.
   */
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  /** Runs `work` holding the named lock, waiting for it first (setup work every instance does). */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Closes the pool or the embedded database, releasing its data-folder lock. */
  close(): Promise<void>;
  /** PostgreSQL's pool, as /metrics shows it: connections open, idle, clients waiting. */
  readonly pool?: { readonly total: number; readonly idle: number; readonly waiting: number };
}

/** Named locks of one process: enough where the database belongs to one process. */
function processLocks(): Pick<Database, 'tryLock' | 'withLock'> {
  const held = new Set<string>();
  const queues = new Map<string, Promise<unknown>>();
  return {
    tryLock: async (name) => {
      if (held.has(name)) return null;
      held.add(name);
      return async () => {
        held.delete(name);
      };
    },
    withLock: (name, work) => {
      const result = (queues.get(name) ?? Promise.resolve()).then(work, work);
      queues.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** Waits for the session-level advisory lock on a connection of its own, runs `work`, lets go. */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch((e: Error) => {
        broken = e;
      });
    }
  } finally {
    // A connection that could not unlock is dropped, which releases its locks.
    client.release(broken ?? false);
  }
}

/** Session-level advisory locks, each on a connection of its own held until release. */
function advisoryLocks(pool: pg.Pool): Database['tryLock'] {
  return async (name) => {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [name],
      );
      if (!rows[0]?.ok) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return async () => {
      try {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        client.release();
      } catch (error) {
        // Dropping the connection releases every lock it held.
        client.release(error instanceof Error ? error : true);
      }
    };
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PGlite only: on this thread (the default) or a worker thread of its own (pglite-thread.ts). */
  thread?: PgliteThread;
  /** Where waiting for a data-folder lock is reported (the console by default). */
  log?: (line: string) => void;
  /**
   * This process already holds the data folder's lock: a worker thread opens the folder while the
   * main thread, whose event loop the database never blocks, keeps the lock's heartbeat going.
   */
  lockHeld?: boolean;
  /** How long to wait for a data folder another process holds (lock.ts's default otherwise). */
  waitMs?: number;
  /** Stops waiting for a data folder another process holds (a shop asked to stop meanwhile). */
  signal?: AbortSignal | undefined;
  /**
   * PGlite in memory only: start from this data-folder tarball (PGlite's `dumpDataDir()`), e.g. a
   * database migrated and seeded once for a whole test run. Migrations already in it are not re-run.
   */
  loadDataDir?: Blob;
  /** Told every statement the shop's queries send, with its parameters (the plan benchmark). */
  logger?: Logger;
}

export async function openDatabase(
  url: string,
  options: OpenOptions & ThreadOptions = {},
): Promise<Database> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection that the server drops (restart, failover, admin kill) is reported here;
    // without a listener the 'error' event would end the process. The pool replaces the client.
    pool.on('error', (error) => logger().error(`PostgreSQL connection lost: ${error.message}`));
    timeStatements(pool);
    const db = drizzlePg(pool, { schema, logger: options.logger ?? false }) as unknown as Db;
    // Instances starting together migrate one at a time; the later ones find nothing to do.
    await withAdvisoryLock(pool, 'shop-migrate', () =>
      migratePg(drizzlePg(pool), { migrationsFolder }),
    );
    return {
      db,
      engine: 'postgres',
      tryLock: advisoryLocks(pool),
      withLock: (name, work) => withAdvisoryLock(pool, name, work),
      close: () => pool.end(),
      pool: {
        get total() {
          return pool.totalCount;
        },
        get idle() {
          return pool.idleCount;
        },
        get waiting() {
          return pool.waitingCount;
        },
      },
    };
  }
  const memory = url === 'memory://' || url === '';
  if (options.thread === 'worker')
    return {
      ...(await openPgliteInWorker(memory ? 'memory://' : url, options)),
      ...processLocks(),
    };
  const release = memory || options.lockHeld === true ? null : await lockDataFolder(url, options);
  try {
    const loadDataDir = memory ? options.loadDataDir : undefined;
    const client = new PGlite(memory ? 'memory://' : url, {
      extensions: { pg_trgm, unaccent },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await client.waitReady;
    timePglite(client);
    const db = drizzlePglite(client, { schema, logger: options.logger ?? false }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    if (!memory) await maintainCatalogTables(client);
    return {
      db,
      engine: 'pglite',
      pglite: client,
      dump: () => dumpPglite(client),
      ...processLocks(),
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
