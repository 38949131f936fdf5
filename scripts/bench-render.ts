// `npm run bench:render`: how long the shop takes to render a product page the first time (no
// page cache yet), with React's server renderer in its production build (NODE_ENV=production,
// what `npm start` sets) and in its development build (NODE_ENV unset before 2026-11-23). Each
// mode starts the e2e shop (scripts/e2e-server.ts: seeded in-memory database) on a build made
// first: SITE_DIR (default dist-bench), built when missing. PAGES (default 180) pages a mode,
// one request at a time; ROUNDS (default 2) alternations of the two modes.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { ProductList } from '../src/api/schemas/catalog.ts';
import { currentBuild } from '../src/server/host/site-build.ts';
import { freePort } from './lib/shop-process.ts';

const siteDir = process.env['SITE_DIR'] ?? 'dist-bench';
const pages = Number(process.env['PAGES'] ?? 180);
const rounds = Number(process.env['ROUNDS'] ?? 2);

if (currentBuild(siteDir) === null) {
  console.log(`Building the storefront into ${siteDir}...`);
  const build = spawn(process.execPath, ['scripts/build-storefront.ts', siteDir], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error('the storefront build failed');
}

async function renderTimes(nodeEnv: string | undefined): Promise<number[]> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_DIR: siteDir,
    E2E_PREBUILT: '1',
    PORT: String(port),
    MAIL_OUTBOX_DIR: `${siteDir}-outbox`,
  };
  if (nodeEnv === undefined) delete env['NODE_ENV'];
  else env['NODE_ENV'] = nodeEnv;
  // The e2e server defaults NODE_ENV to production: 'development' stands for "unset" before.
  const child = spawn(process.execPath, ['scripts/e2e-server.ts'], { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      const up = await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (child.exitCode !== null) throw new Error('the shop exited before answering');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const ids: string[] = [];
    for (let page = 1; ids.length < pages; page++) {
      const res = await fetch(`${base}/api/product?limit=100&page=${page}`);
      const { products } = (await res.json()) as ProductList;
      ids.push(...products.map((p) => p._id));
      if (products.length < 100) break;
    }
    const times: number[] = [];
    for (const id of ids.slice(0, pages)) {
      const started = performance.now();
      const res = await fetch(`${base}/product/${id}`);
      await res.text();
      if (!res.ok) throw new Error(`/product/${id}: ${res.status}`);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    child.kill('SIGTERM');
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.floor((sorted.length - 1) * q)]!;
const results: Record<string, number[]> = { production: [], development: [] };
for (let round = 0; round < rounds; round++)
  for (const mode of ['development', 'production'] as const)
    results[mode]!.push(...(await renderTimes(mode)));

console.log(
  '\n| React build | pages | p50 ms | p90 ms | max ms |\n| --- | --- | --- | --- | --- |',
);
for (const [mode, times] of Object.entries(results)) {
  const sorted = times.toSorted((a, b) => a - b);
  const row = [0.5, 0.9, 1].map((q) => quantile(sorted, q).toFixed(1));
  console.log(`| ${mode} | ${sorted.length} | ${row.join(' | ')} |`);
}
