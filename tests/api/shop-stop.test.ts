// A shop stopped at any moment of its start stops cleanly: `node scripts/start.ts` on one data
// folder, started again and again and sent SIGTERM at a different moment each time (while Node
// loads it, while PGlite creates and migrates the folder, after the seed, before it listens, once
// serving, while the storefront builds, while pages are rendered ahead). Every time it must exit
// with code 0, leave no data-folder lock behind, and let the next start take the folder at once.
// On PostgreSQL (TEST_DATABASE_URL) the same rounds run on a database of their own: exit code 0
// (the build's advisory lock released, the pool ended). No time is asserted.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/api/db/connect.ts';
import { lockDataFolder } from '../../src/server/api/db/lock.ts';
import { products } from '../../src/server/api/db/schema.ts';
import { currentBuild } from '../../src/server/host/site-build.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { freshDatabaseUrl } from './harness.ts';
import { childrenOf } from './processes.ts';

const onPostgres = process.env['TEST_DATABASE_URL'] !== undefined;
const buildDir = process.env['STOREFRONT_BUILD_DIR'];
const built = buildDir !== undefined && currentBuild(buildDir) !== null;
/** Generous: a first start on this shared 2-core machine has taken 30 s. */
const ROUND_TIMEOUT_MS = 180_000;

let work = '';
let databaseUrl = '';
let drop: () => Promise<void> = async () => {};
const folder = () => path.join(work, 'shop');

interface Stopped {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  /** Processes the shop had started when it was sent SIGTERM (the storefront build). */
  children: number[];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts the shop and sends it SIGTERM after `delayMs`, or when a line of its output matches
 * `line`; resolves when it has exited.
 */
async function stopDuringStart(
  when: { delayMs: number } | { line: RegExp },
  env: NodeJS.ProcessEnv = {},
): Promise<Stopped> {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      STOREFRONT_BUILD: 'never',
      JWT_SECRET: 'shop-stop-test-jwt-secret',
      CSRF_SECRET: 'shop-stop-test-csrf-secret',
      ADMIN_TOKEN: 'shop-stop-test-admin-token',
      BANK_ACCOUNT_NUMBER: '1234567890',
      BANK_WEBHOOK_SECRET: 'shop-stop-test-bank-webhook-secret',
      VNPAY_TEST_GATEWAY: 'true',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let output = '';
  let children: number[] = [];
  let sent = false;
  const stop = () => {
    if (sent) return;
    sent = true;
    children = childrenOf(child.pid!);
    child.kill('SIGTERM');
  };
  const read = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if ('line' in when && when.line.test(output)) stop();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const timer = 'delayMs' in when ? setTimeout(stop, when.delayMs) : undefined;
  const [code, signal] = await exited;
  clearTimeout(timer);
  if (!sent) throw new Error(`the shop exited before it was stopped:\n${output}`);
  return { code, signal, output, children };
}

/** Exit code 0 and, on PGlite, no lock left: the next start takes the folder without waiting. */
async function expectStoppedCleanly(stopped: Stopped): Promise<void> {
  expect(stopped.signal, stopped.output).toBeNull();
  expect(stopped.code, stopped.output).toBe(0);
  if (onPostgres) return;
  expect(existsSync(`${folder()}.lock`), 'the lock folder is left behind').toBe(false);
  const release = await lockDataFolder(folder(), { waitMs: 0, log: () => {} });
  await release();
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'shop-stop-'));
  if (onPostgres) ({ url: databaseUrl, drop } = await freshDatabaseUrl());
  else databaseUrl = folder();
});

afterAll(async () => {
  await drop();
  rmSync(work, { recursive: true, force: true });
});

describe('a shop stopped during its start', () => {
  it(
    'stops cleanly while it opens and migrates a new database',
    async () => {
      await expectStoppedCleanly(await stopDuringStart({ delayMs: 1000 }));
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'stops cleanly once the seed is written (or found)',
    async () => {
      const line = /Seeded the catalogue|E-mail is written/;
      await expectStoppedCleanly(await stopDuringStart({ line }));
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'stops cleanly 2 s into a start on an existing database',
    async () => {
      await expectStoppedCleanly(await stopDuringStart({ delayMs: 2000 }));
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'stops cleanly as it starts to listen, and once it serves',
    async () => {
      await expectStoppedCleanly(await stopDuringStart({ line: /E-mail is written/ }));
      await expectStoppedCleanly(await stopDuringStart({ line: /Demo customer/ }));
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'stops cleanly while the storefront builds, ending the build and keeping none of it',
    async () => {
      // SITE_DIR is inside the project, where the bundle finds node_modules (decision 0003).
      const siteDir = mkdtempSync(path.resolve('.shop-stop-site-'));
      try {
        const stopped = await stopDuringStart(
          { line: /Building the storefront into/ },
          { STOREFRONT_BUILD: 'if-missing', SITE_DIR: siteDir },
        );
        await expectStoppedCleanly(stopped);
        expect(stopped.children.length, 'astro build was running').toBeGreaterThan(0);
        for (const pid of stopped.children) expect(alive(pid), `process ${pid}`).toBe(false);
        expect(readdirSync(path.join(siteDir, 'builds'))).toEqual([]);
      } finally {
        rmSync(siteDir, { recursive: true, force: true });
      }
    },
    ROUND_TIMEOUT_MS,
  );

  it.runIf(built)(
    'stops cleanly while it renders pages ahead for a build it loaded',
    async () => {
      const stopped = await stopDuringStart({ line: /Storefront: +http/ }, { SITE_DIR: buildDir! });
      await expectStoppedCleanly(stopped);
    },
    ROUND_TIMEOUT_MS,
  );

  it.skipIf(onPostgres)(
    'leaves a database the next start opens at once, with the seed whole',
    async () => {
      const database = await openDatabase(folder(), { waitMs: 0, log: () => {} });
      try {
        expect(await database.db.$count(products)).toBe(182);
      } finally {
        await database.close();
      }
    },
    ROUND_TIMEOUT_MS,
  );
});
