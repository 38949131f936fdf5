// Builds the storefront and swaps it in atomically: the build goes to a fresh folder of its own,
// its files are precompressed (reusing the previous build's compressed twin of every file that did
// not change), and only a complete build, loaded, replaces the served one.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { childEnvironment } from '../config.ts';
import { logLines } from '../log.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
/** Files compressed at once (two pool threads each, brotli and gzip): the thread pool has four, and
 * password hashing needs the others. */
const PRECOMPRESS_CONCURRENCY = 1;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * The niceness `astro build` runs at (and the processes it starts): on the cores it shares with the
 * shop's serving process, the shoppers' requests go first and the build takes what is left.
 */
const BUILD_NICENESS = 10;

/** Every compressible file over 1 KB under `dir`. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return COMPRESSIBLE.test(entry.name) && statSync(file).size > 1024 ? [file] : [];
  });
}

/** True when `previous` holds the same bytes as `data` and already has both compressed twins. */
async function sameAsBefore(previous: string | null | undefined, data: Buffer): Promise<boolean> {
  if (!previous || !existsSync(`${previous}.br`) || !existsSync(`${previous}.gz`)) return false;
  const before = await readFile(previous).catch(() => null);
  return before !== null && before.equals(data);
}

/**
 * Writes .br and .gz beside every compressible file over 1 KB, for the static server. A file
 * whose bytes equal the same file of `previousDir` (the build being replaced) gets that build's
 * twins copied instead of compressed again. The compression runs on libuv's thread pool, a few
 * files at a time, so a rebuild of a live shop never stalls the requests it is serving (brotli at
 * quality 11 takes about 20 s of CPU for a whole build here).
 */
export async function precompress(
  dir: string,
  previousDir?: string | null,
  signal?: AbortSignal,
): Promise<void> {
  const files = compressibleFiles(dir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      signal?.throwIfAborted();
      const file = files[next++]!;
      const data = await readFile(file);
      const previous = previousDir && path.join(previousDir, path.relative(dir, file));
      if (previous && (await sameAsBefore(previous, data))) {
        await Promise.all([
          copyFile(`${previous}.br`, `${file}.br`),
          copyFile(`${previous}.gz`, `${file}.gz`),
        ]);
        continue;
      }
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({ length: PRECOMPRESS_CONCURRENCY }, worker));
}

export interface BuildOptions {
  outDir: string;
  siteUrl?: string;
  log?: (line: string) => void;
  /** Stops the build (the shop is stopping): `astro build` is ended and the build rejects. */
  signal?: AbortSignal | undefined;
  /**
   * Work the build needs done first, given by whoever starts it: the shop writes the seed's
   * pictures into public/, which the build copies (ensureSeedImages, of the API's seed).
   */
  beforeBuild?: () => void;
}

/**
 * Runs `astro build` into `outDir`: the prerendered pages (which read no catalogue) and the server
 * bundle of the on-demand ones, so its cost does not depend on the catalogue. Rejects on failure.
 */
export function runAstroBuild({
  outDir,
  siteUrl,
  log = logLines('info'),
  signal,
}: BuildOptions): Promise<void> {
  const astroBin = path.resolve('node_modules/astro/bin/astro.mjs');
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    // An aborted signal ends the child with SIGTERM; the promise settles when it has exited.
    const child = spawn(process.execPath, [astroBin, 'build', '--silent'], {
      env: childEnvironment({ SITE_OUT_DIR: outDir, ...(siteUrl ? { SITE_URL: siteUrl } : {}) }),
      stdio: ['ignore', 'inherit', 'inherit'],
      ...(signal ? { signal } : {}),
    });
    child.once('error', (error) => {
      if (!signal?.aborted) reject(error);
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, BUILD_NICENESS);
      } catch {
        // Gone already (it failed at once, which 'exit' reports) or not allowed: it runs as is.
      }
    }
    child.once('exit', (code) => {
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${code}`));
    });
    log(`Building the storefront into ${outDir} ...`);
  });
}

/** Where `siteDir` keeps its builds, each in a folder of its own that never moves. */
const buildsDir = (siteDir: string) => path.join(siteDir, 'builds');
const currentFile = (siteDir: string) => path.join(siteDir, 'current');

const isBuild = (dir: string) =>
  existsSync(path.join(dir, 'server', 'entry.mjs')) && existsSync(path.join(dir, 'client'));

/**
 * The build `siteDir` serves: the one its `current` file names, else a plain `astro build` output
 * in `siteDir` itself; null when there is none.
 */
export function currentBuild(siteDir: string): string | null {
  if (existsSync(currentFile(siteDir))) {
    const dir = path.join(buildsDir(siteDir), readFileSync(currentFile(siteDir), 'utf8').trim());
    if (isBuild(dir)) return dir;
  }
  return isBuild(siteDir) ? siteDir : null;
}

/** A new build's id: its folder's name under `<siteDir>/builds`, unique across instances. */
export const newBuildId = (): string => `${Date.now().toString(36)}-${process.pid}`;

/** When a build ran, kept in its folder (`build.json`) for whichever instance serves it. */
export interface BuildInfo {
  id: string;
  startedAt: string;
  durationMs: number;
}

const infoFile = (dir: string) => path.join(dir, 'build.json');

/** The build.json of a build folder; null for a build without one (a plain `astro build`). */
export function readBuildInfo(dir: string): BuildInfo | null {
  try {
    const info = JSON.parse(readFileSync(infoFile(dir), 'utf8')) as Partial<BuildInfo>;
    return typeof info.id === 'string' &&
      typeof info.startedAt === 'string' &&
      typeof info.durationMs === 'number'
      ? { id: info.id, startedAt: info.startedAt, durationMs: info.durationMs }
      : null;
  } catch {
    return null;
  }
}

/**
 * Builds into a new folder under `<siteDir>/builds` (named `id`), precompresses it, lets `onSwap`
 * load and switch to it (the old build keeps serving until then), records it as current, and
 * removes every older build but the one just replaced (a request may still be reading it). Builds
 * never move, because a loaded server bundle imports its pages from where it was built. Resolves
 * with when the build ran (also written to its build.json).
 */
export async function buildAndSwap(
  siteDir: string,
  options: Omit<BuildOptions, 'outDir'>,
  onSwap: (dir: string) => Promise<void>,
  name: string = newBuildId(),
): Promise<BuildInfo> {
  const startedAt = new Date();
  const previous = currentBuild(siteDir);
  const next = path.join(buildsDir(siteDir), name);
  mkdirSync(buildsDir(siteDir), { recursive: true });
  try {
    options.beforeBuild?.();
    await runAstroBuild({ ...options, outDir: next });
    if (!isBuild(next)) throw new Error('The build produced no client files or no server entry');
    await precompress(
      path.join(next, 'client'),
      previous && path.join(previous, 'client'),
      options.signal,
    );
    options.signal?.throwIfAborted();
    await onSwap(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  const info: BuildInfo = {
    id: name,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
  };
  writeFileSync(infoFile(next), JSON.stringify(info));
  writeFileSync(`${currentFile(siteDir)}.tmp`, name);
  renameSync(`${currentFile(siteDir)}.tmp`, currentFile(siteDir));
  for (const old of readdirSync(buildsDir(siteDir))) {
    const dir = path.join(buildsDir(siteDir), old);
    if (old !== name && dir !== previous) rmSync(dir, { recursive: true, force: true });
  }
  return info;
}
