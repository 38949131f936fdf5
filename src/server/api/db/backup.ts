// Backups of the shop's database and their restores. An embedded PGlite folder is saved as PGlite's
// own data-folder dump (a gzipped tarball); when a running shop holds the folder's lock, the shop
// is asked for it (GET /api/admin/backup). PostgreSQL is saved with pg_dump's custom format and
// restored with pg_restore. A restore never overwrites data unless forced.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { isPostgresUrl } from '../../config.ts';
import { DataFolderInUseError, lockDataFolder } from './lock.ts';

/** The extensions connect.ts loads, so a restored folder opens the same way. */
const EXTENSIONS = { pg_trgm, unaccent };

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = 'PGDMP';

/** A running shop that may hold the data folder, and the admin token it accepts. */
export interface ShopAddress {
  url: string;
  adminToken: string | undefined;
}

export interface BackupOptions {
  /** PostgreSQL's bin folder (pg_dump); PATH when null or absent. */
  pgBin?: string | null;
  shop?: ShopAddress;
}

export interface RestoreOptions {
  /** PostgreSQL's bin folder (pg_restore); PATH when null or absent. */
  pgBin?: string | null;
  /** Replace a target that already holds data. */
  force?: boolean;
}

/** How often a dump waiting for the session's open transaction to end looks again. */
const IDLE_POLL_MS = 5;

/**
 * PGlite's data-folder dump, taken inside a transaction of its own so that no other transaction
 * is half-way through while the files are copied. A PGlite served over the PostgreSQL protocol
 * (pglite-thread.ts) has its transactions opened by statement, not by PGlite's transaction(): the
 * dump waits until none is open, rather than have its own BEGIN join one. Like any copy of a live
 * folder, it comes back through PostgreSQL's crash recovery (WAL replay) when the restored folder
 * first opens.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  while (client.isInTransaction()) await sleep(IDLE_POLL_MS);
  return client.transaction(() => client.dumpDataDir('gzip'));
}

/** A file name for a dump taken now, e.g. shop-2026-11-21T09-30-00Z.tar.gz. */
export function backupFileName(now = new Date()): string {
  return `shop-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** A URL fit for messages: the password hidden. */
export function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

/** Writes beside the target and renames, so a failed backup never leaves a truncated file behind. */
async function writeWhole(
  file: string,
  produce: (partial: string) => Promise<void>,
): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await produce(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function runTool(pgBin: string | null | undefined, name: string, args: string[]) {
  const command = pgBin ? path.join(pgBin, name) : name;
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new Error(
        `${name} was not found (${command}): install PostgreSQL's client tools (Debian: postgresql-client).`,
        { cause: error },
      );
    throw error;
  });
  if (code !== 0) throw new Error(`${name} failed: ${stderr.trim() || `exit code ${code}`}`);
}

type BackupKind = 'pglite' | 'postgres';

/** Reads a backup file and tells which engine wrote it. */
async function readBackup(file: string): Promise<{ data: Buffer; kind: BackupKind }> {
  const data = await readFile(file).catch((error: unknown) => {
    throw new Error(`Cannot read ${file}: ${messageOf(error)}`, { cause: error });
  });
  if (data[0] === GZIP_MAGIC[0] && data[1] === GZIP_MAGIC[1]) return { data, kind: 'pglite' };
  if (data.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC)
    return { data, kind: 'postgres' };
  throw new Error(`${file} is not a shop backup (neither a PGlite dump nor a pg_dump file).`);
}

const isLocked = (error: unknown): boolean => error instanceof DataFolderInUseError;

/** Asks the shop holding the folder for its dump; null when no shop answered at all. */
async function backupFromShop(shop: ShopAddress | undefined, file: string): Promise<number | null> {
  if (!shop?.adminToken) return null;
  let res: Response;
  try {
    res = await fetch(`${shop.url}/api/admin/backup`, {
      headers: { Authorization: `Bearer ${shop.adminToken}` },
    });
  } catch {
    return null;
  }
  const body = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) {
    const text = new TextDecoder().decode(body);
    const message = (() => {
      try {
        return (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        return text;
      }
    })();
    throw new Error(
      `The shop at ${shop.url} holds the data folder and refused the backup: ${res.status} ${message}`,
    );
  }
  if (body[0] !== GZIP_MAGIC[0] || body[1] !== GZIP_MAGIC[1])
    throw new Error(`The shop at ${shop.url} did not answer with a PGlite dump.`);
  await writeWhole(file, (partial) => writeFile(partial, body));
  return body.length;
}

async function backupFolder(folder: string, file: string, options: BackupOptions = {}) {
  const dir = path.resolve(folder);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`There is no database in ${dir}.`);
  let release: () => Promise<void>;
  try {
    release = await lockDataFolder(dir, { waitMs: 0, log: () => {} });
  } catch (error) {
    if (!isLocked(error)) throw error;
    const bytes = await backupFromShop(options.shop, file);
    if (bytes !== null)
      return `Backed up ${dir} (PGlite, from the running shop at ${options.shop!.url}) into ${file}: ${sizeOf(bytes)}.`;
    const why = options.shop?.adminToken
      ? `no shop answered at ${options.shop.url}`
      : 'no admin token to ask the running shop (set ADMIN_TOKEN)';
    // Nobody answered: the holder may have died (a stale lock goes after a few seconds).
    release = await lockDataFolder(dir).catch((lockError: unknown) => {
      throw new Error(`${messageOf(lockError)} (${why})`, { cause: lockError });
    });
  }
  try {
    const client = new PGlite(dir, { extensions: EXTENSIONS });
    try {
      await client.waitReady;
      const dump = new Uint8Array(await (await dumpPglite(client)).arrayBuffer());
      await writeWhole(file, (partial) => writeFile(partial, dump));
      return `Backed up ${dir} (PGlite) into ${file}: ${sizeOf(dump.length)}.`;
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

async function backupPostgres(url: string, file: string, options: BackupOptions = {}) {
  await writeWhole(file, (partial) =>
    runTool(options.pgBin, 'pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`]),
  );
  return `Backed up ${shown(url)} (PostgreSQL) into ${file}: ${sizeOf((await stat(file)).size)}.`;
}

/** A backup or a restore, as done to PostgreSQL and to a data folder. */
interface Ways<Options> {
  postgres: (url: string, file: string, options?: Options) => Promise<string>;
  folder: (folder: string, file: string, options?: Options) => Promise<string>;
  /** Why an in-memory database (or none) cannot have it done. */
  inMemory: string;
}

/** The command for whichever database `url` names: PostgreSQL's way or the data folder's. */
const forDatabase =
  <Options>(ways: Ways<Options>) =>
  async (url: string, file: string, options?: Options): Promise<string> => {
    if (isPostgresUrl(url)) return ways.postgres(url, file, options);
    if (url === 'memory://' || url === '') throw new Error(ways.inMemory);
    return ways.folder(url, file, options);
  };

/** Backs up the database DATABASE_URL names into `file`; says what it wrote. */
export const backupDatabase = forDatabase<BackupOptions>({
  postgres: backupPostgres,
  folder: backupFolder,
  inMemory: 'An in-memory database has no backup.',
});

interface Contents {
  orders: number;
  products: number;
}

const CONTENTS_SQL =
  'select (select count(*) from orders)::int as orders, (select count(*) from products)::int as products';

function describe(contents: Contents | null): string {
  return contents
    ? `${contents.orders} orders, ${contents.products} products`
    : 'no shop tables in it';
}

const TAR_MAGIC = { offset: 257, text: 'ustar' };

/**
 * The tarball inside a PGlite dump, checked before PGlite reads it: PGlite's own gunzip and
 * untar end the process on a damaged file instead of rejecting.
 */
async function unpacked(file: string, data: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(data);
  } catch (error) {
    throw new Error(`${file} is damaged: ${messageOf(error)}`, { cause: error });
  }
  const magic = tar.subarray(TAR_MAGIC.offset, TAR_MAGIC.offset + TAR_MAGIC.text.length);
  if (magic.toString('latin1') !== TAR_MAGIC.text)
    throw new Error(`${file} is not a PGlite data-folder dump (no tarball inside).`);
  return new Uint8Array(tar);
}

/** Where a restore loads first, inside the target itself: the same file system even when it is a mount point. */
const STAGING = '.restoring';

async function restoreFolder(folder: string, file: string, options: RestoreOptions = {}) {
  const { data, kind } = await readBackup(file);
  if (kind !== 'pglite')
    throw new Error(`${file} is a PostgreSQL dump: restore it with a postgres:// DATABASE_URL.`);
  const dir = path.resolve(folder);
  const release = await lockDataFolder(dir);
  const staging = path.join(dir, STAGING);
  try {
    const existing = readdirSync(dir).filter((entry) => entry !== STAGING);
    if (existing.length > 0 && !options.force)
      throw new Error(`${dir} already holds data: restore into an empty folder, or pass --force.`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
    const tar = new Blob([await unpacked(file, data)]);
    let contents: Contents | null;
    try {
      const client = new PGlite(staging, {
        loadDataDir: tar,
        extensions: EXTENSIONS,
      });
      try {
        await client.waitReady;
        contents = (await client.query<Contents>(CONTENTS_SQL).catch(() => null))?.rows[0] ?? null;
      } finally {
        await client.close();
      }
    } catch (error) {
      throw new Error(`Could not restore ${file}: ${messageOf(error)}`, { cause: error });
    }
    // The backup loaded: only now does the old data go, and the restored files take its place.
    for (const entry of existing) rmSync(path.join(dir, entry), { recursive: true, force: true });
    for (const entry of readdirSync(staging))
      renameSync(path.join(staging, entry), path.join(dir, entry));
    return `Restored ${file} into ${dir} (PGlite): ${describe(contents)}.`;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await release();
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: unknown) => {
    throw new Error(`Cannot connect to ${shown(url)}: ${messageOf(error)}`, { cause: error });
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string, options: RestoreOptions = {}) {
  const { kind } = await readBackup(file);
  if (kind !== 'postgres')
    throw new Error(`${file} is a PGlite data-folder dump: restore it into a folder DATABASE_URL.`);
  const tables = await withClient(url, async (client) => {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  });
  if (tables > 0 && !options.force)
    throw new Error(
      `${shown(url)} already holds ${tables} tables: restore into an empty database, or pass --force.`,
    );
  const replace = options.force ? ['--clean', '--if-exists'] : [];
  await runTool(options.pgBin, 'pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    ...replace,
    `--dbname=${url}`,
    file,
  ]);
  const contents = await withClient(url, (client) =>
    client.query<Contents>(CONTENTS_SQL).then(
      (result) => result.rows[0] ?? null,
      () => null,
    ),
  );
  return `Restored ${file} into ${shown(url)} (PostgreSQL): ${describe(contents)}.`;
}

/** Restores `file` into the database DATABASE_URL names; says what it restored. */
export const restoreDatabase = forDatabase<RestoreOptions>({
  postgres: restorePostgres,
  folder: restoreFolder,
  inMemory: 'Cannot restore into an in-memory database.',
});
