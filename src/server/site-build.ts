// Builds the static storefront from the running API and swaps it in atomically: the build goes
// to a fresh folder, is precompressed, and only a complete build replaces the served one.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
/** Files compressed at once (two pool threads each, brotli and gzip): the thread pool has four, and
 * password hashing needs the others. */
const PRECOMPRESS_CONCURRENCY = 1;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Every compressible file over 1 KB under `dir`. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return COMPRESSIBLE.test(entry.name) && statSync(file).size > 1024 ? [file] : [];
  });
}

/**
 * Writes .br and .gz beside every compressible file over 1 KB, for the static server. The
 * compression runs on libuv's thread pool, a few files at a time, so a rebuild of a live shop
 * never stalls the requests it is serving (brotli at quality 11 takes about 20 s of CPU here).
 */
export async function precompress(dir: string): Promise<void> {
  const files = compressibleFiles(dir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
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
  apiUrl: string;
  outDir: string;
  siteUrl?: string;
  log?: (line: string) => void;
}

/** Runs `astro build` into `outDir` against the API at `apiUrl`. Rejects when the build fails. */
export function runAstroBuild({
  apiUrl,
  outDir,
  siteUrl,
  log = console.log,
}: BuildOptions): Promise<void> {
  const astroBin = path.resolve('node_modules/astro/bin/astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--silent'], {
      env: {
        ...process.env,
        API_URL: apiUrl,
        SITE_OUT_DIR: outDir,
        ...(siteUrl ? { SITE_URL: siteUrl } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${code}`));
    });
    log(`Building the storefront into ${outDir} from ${apiUrl} ...`);
  });
}

/**
 * Builds into `<target>.next`, then swaps it in place of `target` with two synchronous renames
 * (no request is served between them) and calls `onSwap` with the live folder.
 */
export async function buildAndSwap(
  target: string,
  options: Omit<BuildOptions, 'outDir'>,
  onSwap: (dir: string) => void,
): Promise<void> {
  const next = `${target}.next`;
  const previous = `${target}.previous`;
  rmSync(next, { recursive: true, force: true });
  await runAstroBuild({ ...options, outDir: next });
  if (!existsSync(path.join(next, 'index.html')))
    throw new Error('The build produced no index.html');
  await precompress(next);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(next, target);
  onSwap(target);
  rmSync(previous, { recursive: true, force: true });
}
