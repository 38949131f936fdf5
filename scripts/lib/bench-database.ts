// Throw-away databases for the benchmarks that start the real shop: a PGlite folder under the temp
// folder, or a database of a throw-away PostgreSQL server (scripts/lib/postgres.ts), each with its
// removal; and a node script run to its end (the synthetic catalogue generator, a build).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, startTempPostgres, type TempPostgres } from './postgres.ts';

/** Runs a node script to the end; rejects with its last output unless it exits 0. */
export function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${args.join(' ')} ended with ${signal ?? code}: ${output.trim().slice(-2000)}`,
          ),
        );
    });
  });
}

/** A throw-away database, and its removal. */
export interface Database {
  url: string;
  drop(): Promise<void>;
}

/** A PGlite data folder under the temp folder, named after `prefix`. */
export function pgliteDatabase(prefix: string): Database {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return {
    url: path.join(dir, 'shop'),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new database `name` on `server` (dropped first when it is left from an earlier run). */
export async function postgresDatabase(server: TempPostgres, name: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: server.url.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type Engine = 'pglite' | 'postgres';

/** What a run has open: cleaned up by its signal handler when interrupted. */
export interface OpenDatabases {
  database?: Database | undefined;
  server?: TempPostgres | undefined;
}

/**
 * For each engine and size, a fresh throw-away database named after `name` passed to `visit`
 * (PostgreSQL's on one throw-away server per engine, on a free port), kept in
 * `open` meanwhile. Resolves with what `visit` returned, and a warning per engine skipped.
 */
export async function eachDatabase<T>(
  engines: readonly Engine[],
  sizes: readonly number[],
  name: string,
  open: OpenDatabases,
  visit: (engine: Engine, products: number, database: Database) => Promise<T>,
): Promise<{ results: T[]; skipped: string[] }> {
  const results: T[] = [];
  const skipped: string[] = [];
  for (const engine of engines) {
    let server: TempPostgres | null = null;
    if (engine === 'postgres') {
      const bin = findPostgresBin();
      if (!bin) {
        const warning = 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): skipped.';
        console.warn(`Warning: ${warning}`);
        skipped.push(warning);
        continue;
      }
      server = open.server = await startTempPostgres(bin);
    }
    try {
      for (const products of sizes) {
        const database = server
          ? await postgresDatabase(server, `${name.replace(/-/g, '_')}_${products}`)
          : pgliteDatabase(name);
        open.database = database;
        results.push(await visit(engine, products, database));
      }
    } finally {
      server?.stop();
      open.server = undefined;
    }
  }
  return { results, skipped };
}
