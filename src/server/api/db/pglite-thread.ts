// The embedded database on a thread of its own. PGlite (WebAssembly) runs each statement without
// yielding: on the thread that serves, a 20 ms listing query would hold every other shopper for
// 20 ms. Here a worker thread (pglite-worker.ts) opens it and serves it over the PostgreSQL
// protocol on a unix socket, and this thread reaches it as it reaches PostgreSQL: node-postgres
// and drizzle, waiting on a socket. The pool has one connection, as PGlite has one session: a
// transaction holds it, so nothing interleaves into it, and the statements of other requests
// wait their turn, as they do for PGlite in process. This thread keeps the data folder's lock
// (its heartbeat runs on a thread of its own, lock.ts), and a worker that dies ends the process
// loudly rather than leave the shop waiting on a database that is gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, OpenOptions } from './connect.ts';
import { lockDataFolder } from './lock.ts';
import { timeStatements } from './query-timing.ts';
import * as schema from './schema.ts';
import { logger } from '../../log.ts';

/** What the worker is started with. */
export interface PgliteWorkerData {
  url: string;
  /** A folder of the worker's own, where it listens on the socket SOCKET_PORT names. */
  socketDir: string;
  /** memory:// only: the data-folder tarball to start from (see OpenOptions.loadDataDir). */
  loadDataDir?: ArrayBuffer;
}

/** node-postgres finds a server at host `dir` and this port on the socket `dir/.s.PGSQL.<port>`. */
export const SOCKET_PORT = 5432;

/** What this thread asks of the worker. */
export type PgliteWorkerRequest = { type: 'dump'; id: number } | { type: 'close' };

/** What the worker tells this thread. */
export type PgliteWorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dump'; id: number; bytes: ArrayBuffer }
  | { type: 'dump-failed'; id: number; message: string };

/**
 * pg-pool drops a connection whose query failed, even when the server merely refused the
 * statement (a unique violation), and opens another; the worker, serving one connection, would
 * refuse the new one while it still lets the old one go. A refused statement leaves the session
 * sound, so the one connection is given back as it is: the pool still drops one that broke (it
 * checks that the connection can still be queried).
 */
function keepConnectionOnRefusal(pool: pg.Pool): void {
  pool.query = (async (config: pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  }) as typeof pool.query;
}

/** The worker is gone while the shop still needed it: stop at once, so that it is started again. */
function exitOnLoss(error: Error): void {
  logger().error(`${error.message}; stopping.`);
  process.exit(1);
}

export interface ThreadOptions {
  /** Called when the worker stops without being asked to (ends the process by default). */
  onLost?: (error: Error) => void;
  /** Hears the worker once it serves (tests end it through this, as a crash would). */
  onWorker?: (worker: Worker) => void;
}

/**
 * Opens the PGlite database `url` names (a data folder, or memory://) on a worker thread and
 * returns the handle the shop uses, engine 'pglite' (connect.ts adds its named locks, this
 * process's as for PGlite in process).
 */
export async function openPgliteInWorker(
  url: string,
  options: OpenOptions & ThreadOptions,
): Promise<Omit<Database, 'tryLock' | 'withLock'>> {
  const memory = url === 'memory://';
  const release = memory || options.lockHeld === true ? null : await lockDataFolder(url, options);
  const socketDir = mkdtempSync(path.join(tmpdir(), 'shop-pglite-'));
  const onLost = options.onLost ?? exitOnLoss;
  const dumps = new Map<number, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>();
  let nextDump = 0;
  /** Asked to close (the worker's exit is then expected), and the worker gone unasked. */
  let closing: Promise<void> | undefined;
  let gone = false;
  let pool: pg.Pool | undefined;
  const cleanUp = async () => {
    rmSync(socketDir, { recursive: true, force: true });
    await release?.();
  };
  try {
    const data: PgliteWorkerData = {
      url,
      socketDir,
      ...(memory && options.loadDataDir
        ? { loadDataDir: await options.loadDataDir.arrayBuffer() }
        : {}),
    };
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: data });
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`The database thread stopped while opening (exit code ${code})`)),
      );
      worker.on('message', (reply: PgliteWorkerReply) => {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'failed') reject(new Error(reply.message));
        else if (reply.type === 'dump') dumps.get(reply.id)?.resolve(new Blob([reply.bytes]));
        else dumps.get(reply.id)?.reject(new Error(reply.message));
        if (reply.type === 'dump' || reply.type === 'dump-failed') dumps.delete(reply.id);
      });
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    worker.removeAllListeners('error');
    const lost = (error: Error) => {
      if (closing || gone) return;
      gone = true;
      for (const { reject } of dumps.values()) reject(error);
      dumps.clear();
      onLost(error);
    };
    worker.on('error', (error) => lost(new Error(`The database thread failed: ${error.message}`)));
    worker.once('exit', (code) =>
      lost(new Error(`The database thread stopped unasked (exit code ${code})`)),
    );
    const ask = (request: PgliteWorkerRequest) => worker.postMessage(request);
    options.onWorker?.(worker);

    pool = new pg.Pool({
      host: socketDir,
      port: SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      // One session, as PGlite has; kept open, since the worker takes a single connection.
      max: 1,
      idleTimeoutMillis: 0,
    });
    keepConnectionOnRefusal(pool);
    timeStatements(pool);
    // The connection breaks when the worker dies, which `lost` reports; without a listener the
    // pool's 'error' event would end the process before it could.
    pool.on('error', (error) => {
      if (!closing && !gone)
        logger().error(`The database thread's connection broke: ${error.message}`);
    });
    const openPool = pool;
    return {
      db: drizzlePg(openPool, {
        schema,
        logger: options.logger ?? false,
      }) as unknown as Database['db'],
      engine: 'pglite',
      dump: () => {
        if (closing || gone) return Promise.reject(new Error('The database is closed'));
        const id = nextDump++;
        const dumped = new Promise<Blob>((resolve, reject) => dumps.set(id, { resolve, reject }));
        ask({ type: 'dump', id });
        return dumped;
      },
      close: () =>
        (closing ??= (async () => {
          await openPool.end();
          if (!gone) ask({ type: 'close' });
          await exited;
          await cleanUp();
        })()),
    };
  } catch (error) {
    await pool?.end();
    await cleanUp();
    throw error;
  }
}
