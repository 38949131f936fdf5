// Builds the static storefront from the running API and swaps it in atomically: the build goes
// to a fresh folder, is precompressed, and only a complete build replaces the served one.
import { spawn } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;

/** Writes .br and .gz beside every compressible file over 1 KB, for the static server. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
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
  precompress(next);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(next, target);
  onSwap(target);
  rmSync(previous, { recursive: true, force: true });
}
