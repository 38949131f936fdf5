// Starts a throw-away PostgreSQL server (Debian's packages) for the API suite, and stops it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './shop-process.ts';

export interface TempPostgres {
  url: string;
  stop(): void;
}

/** A server that will not start is tried again in a fresh folder, on a fresh port if none was asked. */
const START_ATTEMPTS = 3;
/** The end of the server's own log, quoted when it will not start. */
const LOG_TAIL_CHARS = 3000;

/** The bin folder of the newest installed PostgreSQL, or null. */
export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/**
 * Starts a server on `port`, or on a free port when none is given. A start that fails (a port
 * taken between the choice and the bind, a machine short of shared memory for a moment) is tried
 * again up to three times; the last failure quotes the server's log.
 */
export async function startTempPostgres(bin: string, port?: number): Promise<TempPostgres> {
  const failures: string[] = [];
  let last: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const chosen = port ?? (await freePort());
    try {
      return startOnce(bin, chosen);
    } catch (error) {
      failures.push(`attempt ${attempt} (port ${chosen}): ${(error as Error).message}`);
      last = error;
      await sleep(500 * attempt);
    }
  }
  throw new Error(`PostgreSQL would not start:\n${failures.join('\n')}`, { cause: last });
}

function startOnce(bin: string, port: number): TempPostgres {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  const isRoot = process.getuid?.() === 0;
  const spawnAsOwner = (cmd: string, args: string[]) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
  const asOwner = (cmd: string, args: string[]) => {
    const result = spawnAsOwner(cmd, args);
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const logFile = path.join(dir, 'log');
  const data = path.join(dir, 'data');
  try {
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    asOwner(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    asOwner(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
      'start',
    ]);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-LOG_TAIL_CHARS) : '';
    // A half-started server (pg_ctl gave up waiting) must not outlive its folder.
    if (existsSync(path.join(data, 'postmaster.pid')))
      spawnAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message.trim()}${log ? `\nserver log:\n${log}` : ''}`, {
      cause: error,
    });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
