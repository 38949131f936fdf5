// The real shop (`node scripts/start.ts`) as a child process for benchmarks: started on a given
// storefront build, watched from spawn until its home page and a product page answer (cold start
// to live, with the peak memory of its process tree), and stopped with SIGTERM. Its output goes
// to a file, as a shop's would in production (a log collector reads it in a process of its own),
// not through a pipe into the benchmark's process, which is also the load generator: reading a
// logging shop's lines there would slow the load it sends and count against the logging.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, fstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleTree, type TreeSampler } from './bench-process-tree.ts';
import { THROWAWAY_BANK_ACCOUNT, freePort } from './shop-process.ts';

/** The child's last lines, shown when it fails. */
const TAIL_CHARS = 6000;
const POLL_MS = 100;
const STOP_TIMEOUT_MS = 30_000;
/** How long a benchmark waits for a catalogue to be generated, and for a shop to be live. */
export const GENERATE_TIMEOUT_MS = 20 * 60_000;
export const LIVE_TIMEOUT_MS = 10 * 60_000;
/** The shop is done rendering ahead once it uses at most this much of a core over 2 s. */
const QUIET_PERCENT = 5;
const QUIET_WINDOW_MS = 2000;
const QUIET_TIMEOUT_MS = 10 * 60_000;

export interface BenchShop {
  url: string;
  pid: number;
  /** The shop's process tree, sampled every 100 ms from spawn. */
  tree: TreeSampler;
  /** ms from spawn until `/` answered 200, then until a product page did too. */
  homeMs: number;
  liveMs: number;
  /** The product page that was asked for to call the shop live. */
  liveProductId: string;
  /** Its last output lines. */
  tail(): string;
  /** False once the process has exited. */
  alive(): boolean;
  /** SIGTERM and wait; resolves with the exit code and the ms it took (SIGKILL after 30 s). */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** SIGKILL, for cleaning up after a failure. */
  kill(): void;
}

export interface BenchShopOptions {
  env: NodeJS.ProcessEnv;
  port: number;
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** A product in the middle of the sitemap's id order (not one the shop renders ahead, mostly). */
async function middleProduct(url: string): Promise<string> {
  const count = (await (await fetch(`${url}/api/sitemap/products?limit=1`)).json()) as {
    pagination: { total: number };
  };
  const page = Math.max(1, Math.ceil(count.pagination.total / 2));
  const found = (await (
    await fetch(`${url}/api/sitemap/products?limit=1&page=${page}`)
  ).json()) as {
    entries: { _id: string }[];
  };
  const id = found.entries[0]?._id;
  if (!id) throw new Error('the shop lists no products');
  return id;
}

/** Spawns the shop and resolves once `/` and one product page answer 200. */
export async function startBenchShop({
  env,
  port,
  timeoutMs,
}: BenchShopOptions): Promise<BenchShop> {
  const started = performance.now();
  const outputDir = mkdtempSync(join(tmpdir(), 'bench-shop-'));
  const output = openSync(join(outputDir, 'output.log'), 'a+');
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  const tree = sampleTree(child.pid!);
  /** The output's end, kept when the process exits and its file goes. */
  let last: string | null = null;
  const tail = (): string => {
    if (last !== null) return last;
    const size = fstatSync(output).size;
    const chunk = Buffer.alloc(Math.min(size, TAIL_CHARS));
    readSync(output, chunk, 0, chunk.length, size - chunk.length);
    return chunk.toString('utf8');
  };
  const forget = () => {
    last = tail();
    closeSync(output);
    rmSync(outputDir, { recursive: true, force: true });
  };
  child.once('exit', forget);
  const kill = () => {
    tree.stop();
    if (!gone(child)) child.kill('SIGKILL');
  };
  const fail = (what: string): never => {
    kill();
    throw new Error(`${what}; its last output:\n${tail().trim()}`);
  };
  const url = `http://127.0.0.1:${port}`;
  const waitFor = async (path: () => Promise<string>) => {
    for (;;) {
      if (gone(child)) fail(`the shop exited (${child.exitCode ?? child.signalCode})`);
      if (performance.now() - started > timeoutMs)
        fail(`the shop was not live within ${timeoutMs / 1000} s`);
      if ((await status(url + (await path()))) === 200) return performance.now() - started;
      await sleep(POLL_MS);
    }
  };

  const homeMs = await waitFor(async () => '/');
  let liveProductId = '';
  const liveMs = await waitFor(async () => {
    liveProductId ||= await middleProduct(url).catch(() => '');
    return `/product/${liveProductId}`;
  });
  return {
    url,
    pid: child.pid!,
    tree,
    homeMs,
    liveMs,
    liveProductId,
    tail,
    alive: () => !gone(child),
    kill,
    async stop() {
      const t = performance.now();
      if (gone(child)) return { code: child.exitCode, ms: 0 };
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const [code] = await exited;
      clearTimeout(timer);
      tree.stop();
      return { code, ms: performance.now() - t };
    },
  };
}

/**
 * The shop on `databaseUrl` serving the storefront build in `siteDir` (never building one), on a
 * free port with fresh secrets, `env` added; resolves once it is live, with its ADMIN_TOKEN.
 */
export async function startShopOn(
  databaseUrl: string,
  siteDir: string,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<{ shop: BenchShop; adminToken: string }> {
  const adminToken = randomBytes(24).toString('hex');
  const shop = await startBenchShop({
    port: await freePort(),
    timeoutMs,
    env: {
      DATABASE_URL: databaseUrl,
      SITE_DIR: siteDir,
      STOREFRONT_BUILD: 'never',
      ADMIN_TOKEN: adminToken,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CSRF_SECRET: randomBytes(32).toString('hex'),
      ...THROWAWAY_BANK_ACCOUNT,
      ...env,
    },
  });
  return { shop, adminToken };
}

/** Resolves once the shop has gone quiet (done rendering ahead), with the ms waited. */
export const renderedAhead = (shop: BenchShop): Promise<number> =>
  shop.tree.quiet(QUIET_WINDOW_MS, QUIET_PERCENT, QUIET_TIMEOUT_MS);
