// nginx (Debian's package) as the load balancer in front of several shop instances on this
// machine, configured from deploy/nginx/shop.conf: `npm run cluster` and the load-balancer test
// start it with this. It runs in the foreground as a child process, with every file it writes
// (pid, logs, temporary bodies, its page cache) in a folder of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '../../src/api/schemas/catalog.ts';
import { effectivePrice } from '../../src/lib/pricing.ts';
import { orderRequest } from './crash-load.ts';
import { THROWAWAY_BANK_ACCOUNT, startShopProcess, type ShopProcess } from './shop-process.ts';

export const NGINX_SITE_CONF = path.resolve('deploy/nginx/shop.conf');

/** nginx's binary, or null when it is not installed (`apt-get install nginx`). */
export function findNginx(): string | null {
  for (const candidate of [
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** deploy/nginx/shop.conf with its ${…} values filled in; a value left unfilled is an error. */
export function siteConfig(values: {
  upstreams: readonly string[];
  listen: string;
  cacheDir: string;
}): string {
  const filled: Record<string, string> = {
    SHOP_SERVERS: values.upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=2s;`)
      .join('\n    '),
    LISTEN: values.listen,
    CACHE_DIR: values.cacheDir,
  };
  return readFileSync(NGINX_SITE_CONF, 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (whole, name: string) => {
      const value = filled[name];
      if (value === undefined) throw new Error(`deploy/nginx/shop.conf: nothing fills ${whole}`);
      return value;
    },
  );
}

export interface LoadBalancer {
  url: string;
  /** nginx's error log so far (an upstream it gave up on is written there). */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port each), its files in `dir`,
 * and waits until it answers.
 */
export async function startLoadBalancer(options: {
  bin: string;
  port: number;
  upstreams: readonly string[];
  dir: string;
}): Promise<LoadBalancer> {
  const { bin, port, upstreams, dir } = options;
  for (const sub of ['cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  const main = [
    // As root (CI), the workers would become "nobody" and could not write to this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${path.join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    siteConfig({ upstreams, listen: `127.0.0.1:${port}`, cacheDir: path.join(dir, 'cache') }),
    '}',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const check = spawnSync(bin, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const errors = () => {
    const file = path.join(dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
    try {
      await fetch(`${url}/api/product?limit=1`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx never answered:\n${errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    errors,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      // QUIT: nginx's graceful stop (TERM is its fast one).
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

export interface ShopSet {
  nginx: LoadBalancer;
  /** Each instance's own address (null while it is down). */
  shopUrl(n: number): string;
  /** SIGTERM, the instance's clean stop; resolves once it has exited 0. */
  stop(n: number): Promise<void>;
  /** SIGKILL: the instance dies on the spot, mid-request. */
  kill(n: number): Promise<void>;
  /** Starts instance `n` again on its port; resolves once its API answers. */
  start(n: number): Promise<void>;
  /** Stops nginx and every instance still running. */
  close(): Promise<void>;
}

/**
 * `count` shop instances on `env.DATABASE_URL` (a PostgreSQL) serving one build (`env.SITE_DIR`)
 * and one uploads folder (`env.UPLOADS_DIR`), each with its own rendered pages and outboxes in
 * `dir`, and nginx in front of them on `port`.
 */
export async function startShopSet(options: {
  nginxBin: string;
  env: NodeJS.ProcessEnv;
  dir: string;
  port: number;
  shopPorts: readonly number[];
}): Promise<ShopSet> {
  const { nginxBin, env, dir, port, shopPorts } = options;
  const shops: (ShopProcess | null)[] = shopPorts.map(() => null);
  const start = async (n: number) => {
    const own = path.join(dir, `instance-${n + 1}`);
    shops[n] = await startShopProcess(
      {
        NODE_ENV: 'production',
        SHOP_PROCESSES: '1',
        // nginx is the one proxy in front: the shopper's address is the last X-Forwarded-For entry.
        TRUST_PROXY: '1',
        ...THROWAWAY_BANK_ACCOUNT,
        ...env,
        PAGE_DISK_DIR: path.join(own, 'pages'),
        MAIL_OUTBOX_DIR: path.join(own, 'mail'),
        SMS_OUTBOX_DIR: path.join(own, 'sms'),
      },
      shopPorts[n]!,
    );
    // Given back to nginx only once ready (/readyz: the database, the build and the first pages
    // rendered ahead), as an orchestrator would.
    await untilReady(`http://127.0.0.1:${shopPorts[n]}`);
  };
  const running = (n: number): ShopProcess => {
    const shop = shops[n];
    if (!shop) throw new Error(`instance ${n + 1} is not running`);
    shops[n] = null;
    return shop;
  };
  // One at a time: the first start migrates and seeds, the others find the database ready.
  for (const n of shopPorts.keys()) await start(n);
  const nginx = await startLoadBalancer({
    bin: nginxBin,
    port,
    upstreams: shopPorts.map((shopPort) => `127.0.0.1:${shopPort}`),
    dir: path.join(dir, 'nginx'),
  });
  return {
    nginx,
    shopUrl: (n) => `http://127.0.0.1:${shopPorts[n]}`,
    stop: (n) => running(n).stop(),
    kill: (n) => running(n).kill(),
    start,
    async close() {
      await nginx.stop();
      await Promise.all(
        shops.map(
          (shop, n) =>
            shop &&
            running(n)
              .stop()
              .catch(() => shop.kill()),
        ),
      );
    },
  };
}

/** Waits until `url`/readyz answers 200 (at most a minute). */
async function untilReady(url: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(100)) {
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
  }
  throw new Error(`${url} was not ready within a minute`);
}

/** What runFailover's readers ask for: pages in both languages and catalogue calls, of `ids`' products. */
export const failoverPaths = (ids: readonly [string, string]): string[] => [
  '/',
  '/products',
  '/products/phones',
  `/product/${ids[0]}`,
  '/vi/products',
  '/api/product?limit=12',
  '/api/product/category',
  `/api/product/${ids[1]}`,
];

/**
 * runFailover's orders for scripts: a guest's cash-on-delivery order of one of `products` (simple
 * products in stock), priced as the checkout prices it.
 */
export const failoverOrder =
  (products: readonly Product[]) =>
  (buyer: number, i: number): unknown => {
    const product = products[(buyer * 7 + i) % products.length]!;
    const item = {
      productId: product._id,
      variationId: null,
      unitPrice: effectivePrice(product),
      stock: product.stock,
    };
    return orderRequest([{ item, quantity: 1 }], buyer);
  };

/** What the shoppers saw while the instances were stopped and killed (runFailover). */
export interface FailoverResult {
  reads: number;
  /** Reads answered other than 200, or not answered, as "path: status or error". */
  failedReads: string[];
  /** Read latencies in milliseconds, in the order they finished. */
  readMs: number[];
  /** Ids of the orders answered 201. */
  acknowledged: string[];
  /** Orders answered otherwise, as "phase: status or error". */
  refusedOrders: string[];
  seconds: number;
}

export type FailoverPhase = 'both up' | 'one stopping' | 'one killed';

/**
 * Shoppers on `url` (nginx): `readers` loops reading `paths` and `buyers` loops placing guest
 * cash-on-delivery orders of one of `products` (built by `order`), while instance 0 is stopped
 * with SIGTERM and started again, then (once nginx has had time to take it back) instance 1 is
 * killed with SIGKILL.
 */
export async function runFailover(
  set: ShopSet,
  load: {
    readers: number;
    buyers: number;
    paths: readonly string[];
    order: (buyer: number, i: number) => unknown;
  },
): Promise<FailoverResult> {
  const started = Date.now();
  const url = set.nginx.url;
  let running = true;
  let phase: FailoverPhase = 'both up';
  const result: FailoverResult = {
    reads: 0,
    failedReads: [],
    readMs: [],
    acknowledged: [],
    refusedOrders: [],
    seconds: 0,
  };
  const reader = async (n: number) => {
    for (let i = n; running; i++) {
      const route = load.paths[i % load.paths.length]!;
      const began = performance.now();
      try {
        const res = await fetch(`${url}${route}`);
        await res.arrayBuffer();
        result.readMs.push(performance.now() - began);
        if (res.status === 200) result.reads++;
        else result.failedReads.push(`${route}: ${res.status}`);
      } catch (error) {
        result.failedReads.push(`${route}: ${(error as Error).message}`);
      }
    }
  };
  const buyer = async (n: number) => {
    const session = await fetch(`${url}/api/auth/csrf-token`);
    const cookie = session.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    for (let i = 0; running; i++) {
      try {
        const res = await fetch(`${url}/api/order/guest-checkout`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: cookie,
            'X-CSRF-Token': csrfToken,
            // As the checkout sends it: nginx may then send the order to the other instance.
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify(load.order(n, i)),
        });
        const text = await res.text();
        if (res.status === 201)
          result.acknowledged.push((JSON.parse(text) as { order: { _id: string } }).order._id);
        else result.refusedOrders.push(`${phase}: ${res.status} ${text.slice(0, 200)}`);
      } catch (error) {
        result.refusedOrders.push(`${phase}: ${(error as Error).message}`);
      }
      await sleep(100);
    }
  };
  const shoppers = [
    ...Array.from({ length: load.readers }, (_, n) => reader(n)),
    ...Array.from({ length: load.buyers }, (_, n) => buyer(n)),
  ];
  await sleep(2000);
  // Instance 0 stops as an orchestrator stops it (what it is serving completes), and comes back.
  phase = 'one stopping';
  await set.stop(0);
  await sleep(1000);
  await set.start(0);
  phase = 'both up';
  // nginx leaves an instance that refused a connection alone for 2 s (fail_timeout), then tries
  // it again: an orchestrator replaces one instance at a time, and so does this.
  await sleep(4000);
  phase = 'one killed';
  await set.kill(1);
  await sleep(3000);
  running = false;
  await Promise.all(shoppers);
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
