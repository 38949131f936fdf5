// `npm run bench:failover -- [--readers 40] [--buyers 10] [--rounds 3]`: 50 shoppers (40 reading
// pages and the API, 10 placing cash-on-delivery orders) on two shop instances behind nginx
// (deploy/nginx/shop.conf) on a throw-away PostgreSQL, while one instance is stopped with SIGTERM
// and started again and the other is killed with SIGKILL, once per round. Prints, per round,
// reads and their latency, failed reads, orders acknowledged, refused (by what was happening) and
// missing from the database afterwards; writes bench-results/failover-<date>.json. Uses the build
// in dist-bench/ (made when missing). Run nothing else heavy meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Product } from '../src/api/schemas/catalog.ts';
import { currentBuild } from '../src/server/host/site-build.ts';
import { machine, writeResults } from './lib/bench-scale-report.ts';
import {
  failoverOrder,
  failoverPaths,
  findNginx,
  runFailover,
  startShopSet,
} from './lib/load-balancer.ts';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';
import { freePort } from './lib/shop-process.ts';

const { values: args } = parseArgs({
  options: {
    readers: { type: 'string', default: '40' },
    buyers: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const readers = Number(args.readers);
const buyers = Number(args.buyers);
const rounds = Number(args.rounds);

const nginxBin = findNginx();
const pgBin = findPostgresBin();
if (!nginxBin || !pgBin) {
  console.error(
    'bench:failover needs nginx and PostgreSQL installed (apt-get install nginx postgresql).',
  );
  process.exit(1);
}
const siteDir = 'dist-bench';
if (currentBuild(siteDir) === null) {
  const built = spawnSync(process.execPath, ['scripts/build-storefront.ts', siteDir], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

const postgres = await startTempPostgres(pgBin);
const work = mkdtempSync(path.join(tmpdir(), 'bench-failover-'));
const set = await startShopSet({
  nginxBin,
  env: {
    DATABASE_URL: postgres.url,
    JWT_SECRET: 'bench-failover-jwt-secret-0123456789',
    CSRF_SECRET: 'bench-failover-csrf-secret-0123456789',
    ADMIN_TOKEN: 'bench-failover-admin-token',
    SITE_DIR: siteDir,
    UPLOADS_DIR: path.join(work, 'uploads'),
  },
  dir: work,
  port: await freePort(),
  shopPorts: [await freePort(), await freePort()],
});

const list = (await (await fetch(`${set.nginx.url}/api/product?limit=60`)).json()) as {
  products: Product[];
};
const products = list.products.filter((p) => !p.hasVariations && p.stock >= 50);
const paths = failoverPaths([products[0]!._id, products[1]!._id]);
const order = failoverOrder(products);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const client = new pg.Client({ connectionString: postgres.url });
await client.connect();
// Enough stock that no round sells out: a refused order then means the instances refused it.
await client.query('update products set stock = 100000 where id = any($1::text[])', [
  products.map((product) => product._id),
]);
const results = [];
try {
  for (let round = 1; round <= rounds; round++) {
    const result = await runFailover(set, { readers, buyers, paths, order });
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from orders where id = any($1::text[])',
      [result.acknowledged],
    );
    const sorted = [...result.readMs].sort((a, b) => a - b);
    const summary = {
      round,
      seconds: Math.round(result.seconds),
      reads: result.reads,
      readsPerSecond: Math.round(result.reads / result.seconds),
      readP50Ms: Math.round(percentile(sorted, 50)),
      readP99Ms: Math.round(percentile(sorted, 99)),
      readMaxMs: Math.round(sorted.at(-1) ?? 0),
      failedReads: result.failedReads.length,
      ordersAcknowledged: result.acknowledged.length,
      ordersRefusedWhileStopping: result.refusedOrders.filter((l) => l.startsWith('one stopping'))
        .length,
      ordersRefusedWhenKilled: result.refusedOrders.filter((l) => l.startsWith('one killed'))
        .length,
      ordersRefusedOtherwise: result.refusedOrders.filter(
        (l) => !l.startsWith('one stopping') && !l.startsWith('one killed'),
      ).length,
      acknowledgedMissing: result.acknowledged.length - Number(rows[0]!.n),
      firstFailures: [...result.failedReads.slice(0, 3), ...result.refusedOrders.slice(0, 3)],
    };
    console.log(JSON.stringify(summary));
    results.push(summary);
    // The killed instance comes back for the next round.
    await set.start(1);
    await new Promise((resolve) => setTimeout(resolve, 4000));
  }
} finally {
  await client.end();
  await set.close();
  postgres.stop();
  rmSync(work, { recursive: true, force: true });
}
const file = writeResults({ machine: machine(), readers, buyers, results }, 'failover');
console.log(
  `\n| round | reads | reads/s | p50 ms | p99 ms | max ms | failed reads | orders | refused (stopping / killed / other) | missing |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results)
  console.log(
    `| ${r.round} | ${r.reads} | ${r.readsPerSecond} | ${r.readP50Ms} | ${r.readP99Ms} | ${r.readMaxMs} | ${r.failedReads} | ${r.ordersAcknowledged} | ${r.ordersRefusedWhileStopping} / ${r.ordersRefusedWhenKilled} / ${r.ordersRefusedOtherwise} | ${r.acknowledgedMissing} |`,
  );
console.log(`\nWritten to ${file}.`);
