// The API suite's global setup: migrates (and seeds) a database once for the whole run, so that
// each test context starts from a copy instead of migrating and seeding its own. On PGlite the
// copies load a data-folder tarball written here; on PostgreSQL (TEST_DATABASE_URL) each test
// database is made with CREATE DATABASE … TEMPLATE from a template database made here.
// TEST_POSTGRES=1 without TEST_DATABASE_URL starts a throw-away PostgreSQL server for the run
// (scripts/lib/postgres.ts) and points TEST_DATABASE_URL at it, for the test files' processes too.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/api/db/connect.ts';
import { seedIfEmpty } from '../../src/server/api/seed/seed.ts';
import { findPostgresBin, startTempPostgres } from '../../scripts/lib/postgres.ts';

/** Where a test context's database comes from: a tarball file (PGlite) or a template database. */
export interface DatabaseSnapshots {
  engine: 'pglite' | 'postgres';
  /** A PGlite tarball path, or a PostgreSQL template database name. */
  seeded: string;
  empty: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/** Runs `sql` on the server that `url` names, on a connection of its own. */
async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
};

/** Two template databases, migrated (and one seeded), that nobody stays connected to. */
async function postgresTemplates(
  admin: string,
): Promise<{ snapshots: DatabaseSnapshots; drop: () => Promise<void> }> {
  const tag = randomBytes(4).toString('hex');
  const empty = `shop_tmpl_${tag}_empty`;
  const seeded = `shop_tmpl_${tag}_seeded`;
  const drop = async () => {
    for (const name of [seeded, empty])
      await onServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await onServer(admin, `CREATE DATABASE ${empty}`);
    const migrated = await openDatabase(withDatabase(admin, empty));
    await migrated.close();
    await onServer(admin, `CREATE DATABASE ${seeded} TEMPLATE ${empty}`);
    const filled = await openDatabase(withDatabase(admin, seeded));
    try {
      await seedIfEmpty(filled.db);
    } finally {
      await filled.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { snapshots: { engine: 'postgres', seeded, empty }, drop };
}

/** Two PGlite tarballs in a temporary folder: migrated, and migrated and seeded. */
async function pgliteTarballs(): Promise<{
  snapshots: DatabaseSnapshots;
  drop: () => Promise<void>;
}> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-test-db-'));
  const drop = () => rm(folder, { recursive: true, force: true });
  try {
    const database = await openDatabase('memory://');
    try {
      const empty = path.join(folder, 'empty.tar');
      const seeded = path.join(folder, 'seeded.tar');
      const dump = async (file: string) =>
        writeFile(
          file,
          Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()),
        );
      await dump(empty);
      await seedIfEmpty(database.db);
      await dump(seeded);
      return { snapshots: { engine: 'pglite', seeded, empty }, drop };
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Starts PostgreSQL when TEST_POSTGRES=1 asks for it and no TEST_DATABASE_URL names one. */
async function postgresForRun(): Promise<(() => void) | null> {
  if (process.env['TEST_POSTGRES'] !== '1' || process.env['TEST_DATABASE_URL']) return null;
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('TEST_POSTGRES=1, but PostgreSQL is not installed (/usr/lib/postgresql)');
  // A free port: parallel runs each start a server of their own.
  const server = await startTempPostgres(bin);
  // Inherited by the test files' processes, which vitest starts after this setup.
  process.env['TEST_DATABASE_URL'] = server.url;
  return () => {
    delete process.env['TEST_DATABASE_URL'];
    server.stop();
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stopServer = await postgresForRun();
  try {
    const admin = process.env['TEST_DATABASE_URL'];
    const { snapshots, drop } = admin ? await postgresTemplates(admin) : await pgliteTarballs();
    project.provide('databaseSnapshots', snapshots);
    return async () => {
      try {
        await drop();
      } finally {
        stopServer?.();
      }
    };
  } catch (error) {
    stopServer?.();
    throw error;
  }
}
