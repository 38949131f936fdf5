// `npm run bench:search`: GET /api/search at the catalogue sizes the shop is built for. For each size
// (PRODUCTS, default "10000,100000") and engine (ENGINES, default "pglite,postgres"; PostgreSQL
// only when Debian's server is installed) it generates a throw-away synthetic catalogue
// (`npm run catalog:generate`, SEED default 1), starts the shop on it (no storefront build), and
// measures the shoppers' QUERIES (scripts/lib/shopper-queries.ts): one request at a time, ROUNDS
// times over the list (default 5), after two warm-up rounds; then CONCURRENCY clients (default
// 16) for DURATION seconds (default 8) cycling through the list. It does the same for GET
// /api/search/suggest over TYPED (every query of it as typed, from 2 characters on: "ip", "iph",
// ...). With SHOP_URL it measures that running shop instead. Prints one table row per endpoint,
// engine and size, then the slowest queries.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';
import { THROWAWAY_BANK_ACCOUNT, freePort, startShopProcess } from './lib/shop-process.ts';
import { QUERIES, SUGGESTIONS } from './lib/shopper-queries.ts';

/** An endpoint measured: its path and the `q`-like parameter it takes. */
interface Endpoint {
  name: string;
  url: (base: string, text: string) => string;
  texts: readonly string[];
}
const ENDPOINTS: Endpoint[] = [
  {
    name: 'search',
    url: (base, query) => `${base}/api/search?${new URLSearchParams({ query })}`,
    texts: QUERIES,
  },
  {
    name: 'suggest',
    url: (base, q) => `${base}/api/search/suggest?${new URLSearchParams({ q })}`,
    texts: SUGGESTIONS,
  },
];

const sizes = (process.env['PRODUCTS'] ?? '10000,100000').split(',').map(Number);
const engines = (process.env['ENGINES'] ?? 'pglite,postgres').split(',');
const rounds = Number(process.env['ROUNDS'] ?? 5);
const duration = Number(process.env['DURATION'] ?? 8) * 1000;
const concurrency = Number(process.env['CONCURRENCY'] ?? 16);
const seed = process.env['SEED'] ?? '1';
/** Rounds over the list before measuring: the shop's first requests plan and compile its code. */
const WARM_UP_ROUNDS = 2;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => n.toFixed(1);

async function timed(endpoint: Endpoint, base: string, text: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(endpoint.url(base, text));
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${endpoint.name} "${text}": ${res.status}`);
  return performance.now() - started;
}

interface Result {
  label: string;
  p50: number;
  p95: number;
  max: number;
  slowest: [string, number][];
  rps: number;
  cp50: number;
  cp95: number;
}

async function measure(label: string, base: string, endpoint: Endpoint): Promise<Result> {
  const texts = endpoint.texts;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const text of texts) await timed(endpoint, base, text);
  }
  const times: number[] = [];
  const worst = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const t = await timed(endpoint, base, text);
      times.push(t);
      worst.set(text, Math.max(worst.get(text) ?? 0, t));
    }
  }
  times.sort((a, b) => a - b);
  const concurrent: number[] = [];
  let next = 0;
  const end = Date.now() + duration;
  const client = async () => {
    while (Date.now() < end)
      concurrent.push(await timed(endpoint, base, texts[next++ % texts.length]!));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  concurrent.sort((a, b) => a - b);
  return {
    label: `${endpoint.name} | ${label}`,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    slowest: [...worst].sort((a, b) => b[1] - a[1]).slice(0, 3),
    rps: concurrent.length / seconds,
    cp50: percentile(concurrent, 50),
    cp95: percentile(concurrent, 95),
  };
}

/** `npm run catalog:generate` into `databaseUrl`; resolves when it exits 0. */
async function generate(databaseUrl: string, products: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['scripts/catalog-generate.ts', '--products', String(products), '--seed', seed],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`catalog:generate --products ${products} exited with ${code}`);
}

/** Every endpoint, one after the other, on the shop at `base`. */
async function measureAll(label: string, base: string): Promise<Result[]> {
  const out: Result[] = [];
  for (const endpoint of ENDPOINTS) out.push(await measure(label, base, endpoint));
  return out;
}

async function onThrowAway(engine: string, products: number): Promise<Result[]> {
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    CSRF_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_TOKEN: randomBytes(32).toString('base64url'),
    ...THROWAWAY_BANK_ACCOUNT,
  };
  let databaseUrl: string;
  let cleanUp: () => void;
  if (engine === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL is not installed');
    const server = await startTempPostgres(bin);
    databaseUrl = server.url;
    cleanUp = () => server.stop();
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
    databaseUrl = path.join(dir, 'shop');
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    const started = performance.now();
    await generate(databaseUrl, products);
    console.error(
      `${engine}: ${products} products generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const shop = await startShopProcess(
      { ...secrets, DATABASE_URL: databaseUrl },
      await freePort(),
    );
    try {
      return await measureAll(`${engine} | ${products.toLocaleString('en-US')}`, shop.url);
    } finally {
      await shop.stop();
    }
  } finally {
    cleanUp();
  }
}

const results: Result[] = [];
const shopUrl = process.env['SHOP_URL'];
if (shopUrl) {
  results.push(...(await measureAll(`${shopUrl} | -`, shopUrl)));
} else {
  for (const products of sizes) {
    for (const engine of engines) {
      if (engine === 'postgres' && !findPostgresBin()) {
        console.error('PostgreSQL is not installed: skipped');
        continue;
      }
      results.push(...(await onThrowAway(engine, products)));
    }
  }
}

console.log(
  `\n${QUERIES.length} searches, ${SUGGESTIONS.length} suggestion texts; sequential: ${rounds} rounds after ${WARM_UP_ROUNDS} warm-up rounds; concurrent: ${concurrency} clients for ${duration / 1000} s\n`,
);
const c = concurrency;
console.log(
  `| endpoint | engine | products | p50 ms | p95 ms | max ms | req/s (${c}) | p50 ms (${c}) | p95 ms (${c}) |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.label} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${Math.round(r.rps)} | ${ms(r.cp50)} | ${ms(r.cp95)} |`,
  );
}
console.log('\nSlowest queries (sequential, worst of the rounds):');
for (const r of results) {
  console.log(`- ${r.label}: ${r.slowest.map(([q, t]) => `"${q}" ${ms(t)} ms`).join(', ')}`);
}
