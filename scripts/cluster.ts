// `npm run cluster`: the shop as it runs on several machines, on this one: a PostgreSQL (DATABASE_URL
// when it is a postgres:// URL, else a throw-away server), two shop instances on it sharing one
// storefront build and one uploads folder, and nginx in front of them (deploy/nginx/shop.conf).
// Ctrl+C stops the set. docs/operations.md says how to do the same on real machines.
//
// Settings: CLUSTER_PORT (nginx, default 8080), CLUSTER_SHOP_PORTS (default 4401,4402),
// SITE_DIR (the build, made when missing), UPLOADS_DIR (default ./data/cluster-uploads), and
// whatever else the shop reads (README's Configuration).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { currentBuild } from '../src/server/host/site-build.ts';
import { findNginx, startLoadBalancer } from './lib/load-balancer.ts';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';
import {
  THROWAWAY_BANK_ACCOUNT,
  freePort,
  startShopProcess,
  type ShopProcess,
} from './lib/shop-process.ts';

const nginxBin = findNginx();
if (!nginxBin) {
  console.error('nginx is not installed: `apt-get install nginx`.');
  process.exit(1);
}
const port = Number(process.env['CLUSTER_PORT'] ?? 8080);
const shopPorts = (process.env['CLUSTER_SHOP_PORTS'] ?? '4401,4402').split(',').map(Number);
const siteDir = process.env['SITE_DIR'] ?? 'dist';

if (currentBuild(siteDir) === null) {
  console.log(`Building the storefront into ${siteDir}...`);
  const built = spawnSync(process.execPath, ['scripts/build-storefront.ts', siteDir], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: process.env['SITE_URL'] ?? `http://localhost:${port}` },
  });
  if (built.status !== 0) process.exit(1);
}

let databaseUrl = process.env['DATABASE_URL'] ?? '';
let stopPostgres = () => {};
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  const bin = findPostgresBin();
  if (!bin) {
    console.error('Set DATABASE_URL to a PostgreSQL, or install PostgreSQL for a throw-away one.');
    process.exit(1);
  }
  const postgres = startTempPostgres(bin, await freePort());
  databaseUrl = postgres.url;
  stopPostgres = () => postgres.stop();
  console.log(`A throw-away PostgreSQL at ${databaseUrl} (gone when the set stops).`);
}

const uploads = path.resolve(process.env['UPLOADS_DIR'] ?? 'data/cluster-uploads');
mkdirSync(uploads, { recursive: true });
const env: NodeJS.ProcessEnv = {
  ...THROWAWAY_BANK_ACCOUNT,
  JWT_SECRET: 'cluster-jwt-secret-change-me-0123456789',
  CSRF_SECRET: 'cluster-csrf-secret-change-me-0123456789',
  ADMIN_TOKEN: 'cluster-admin-token-change-me',
  NODE_ENV: 'production',
  SHOP_PROCESSES: '1',
  TRUST_PROXY: '1',
  SITE_URL: `http://localhost:${port}`,
  ...process.env,
  DATABASE_URL: databaseUrl,
  SITE_DIR: siteDir,
  UPLOADS_DIR: uploads,
};
const shops: ShopProcess[] = [];
for (const [n, shopPort] of shopPorts.entries()) {
  const own = path.resolve(`data/cluster-${n + 1}`);
  shops.push(
    await startShopProcess(
      {
        ...env,
        PAGE_DISK_DIR: path.join(own, 'pages'),
        MAIL_OUTBOX_DIR: path.join(own, 'mail'),
        SMS_OUTBOX_DIR: path.join(own, 'sms'),
      },
      shopPort!,
    ),
  );
  console.log(`Shop instance ${n + 1} at http://127.0.0.1:${shopPort}`);
}
const nginx = await startLoadBalancer({
  bin: nginxBin,
  port,
  upstreams: shopPorts.map((shopPort) => `127.0.0.1:${shopPort}`),
  dir: mkdtempSync(path.join(tmpdir(), 'shop-nginx-')),
});
console.log(`nginx in front of them at ${nginx.url}/ (Ctrl+C stops the set)`);

let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await nginx.stop();
  await Promise.all(shops.map((shop) => shop.stop().catch(() => shop.kill())));
  stopPostgres();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
