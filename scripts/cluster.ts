// `npm run cluster`: the shop as it runs on several machines, on this one: a PostgreSQL (DATABASE_URL
// when it is a postgres:// URL, else a throw-away server), two shop instances on it sharing one
// storefront build and one uploads folder, and nginx in front of them (deploy/nginx/shop.conf).
// Ctrl+C stops the set. docs/operations.md says how to do the same on real machines.
//
// Settings: CLUSTER_PORT (nginx, default 8080), CLUSTER_SHOP_PORTS (default 4401,4402),
// SITE_DIR (the build, made when missing), UPLOADS_DIR (default ./data/cluster-uploads), and
// whatever else the shop reads (README's Configuration).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { currentBuild } from '../src/server/host/site-build.ts';
import { findNginx, startShopSet } from './lib/load-balancer.ts';
import { findPostgresBin, startTempPostgres } from './lib/postgres.ts';

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
  const postgres = await startTempPostgres(bin);
  databaseUrl = postgres.url;
  stopPostgres = () => postgres.stop();
  console.log(`A throw-away PostgreSQL at ${databaseUrl} (gone when the set stops).`);
}

const uploads = path.resolve(process.env['UPLOADS_DIR'] ?? 'data/cluster-uploads');
mkdirSync(uploads, { recursive: true });
const set = await startShopSet({
  nginxBin,
  env: {
    JWT_SECRET: 'cluster-jwt-secret-change-me-0123456789',
    CSRF_SECRET: 'cluster-csrf-secret-change-me-0123456789',
    ADMIN_TOKEN: 'cluster-admin-token-change-me',
    SITE_URL: `http://localhost:${port}`,
    ...process.env,
    DATABASE_URL: databaseUrl,
    SITE_DIR: siteDir,
    UPLOADS_DIR: uploads,
  },
  dir: path.resolve('data/cluster'),
  port,
  shopPorts,
});
for (const n of shopPorts.keys()) console.log(`Shop instance ${n + 1} at ${set.shopUrl(n)}`);
console.log(`nginx in front of them at ${set.nginx.url}/ (Ctrl+C stops the set)`);

let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await set.close();
  stopPostgres();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
