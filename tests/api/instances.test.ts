// Two shop processes on one PostgreSQL, as behind a load balancer: a customer's session, orders,
// rate limits and the storefront rebuild are the database's, so either instance can answer.
// Runs when the API suite runs on PostgreSQL (TEST_DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/api/schemas/catalog.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { freshDatabaseUrl, DEMO } from './harness.ts';
import { childrenOf } from './processes.ts';
import { orderRequest } from './order-fixtures.ts';
import { Browser } from './http-browser.ts';

const START = path.resolve('scripts/start.ts');
const SECRETS = {
  JWT_SECRET: 'instances-test-jwt-secret-0123456789abcdef',
  CSRF_SECRET: 'instances-test-csrf-secret-0123456789abcdef',
  ADMIN_TOKEN: 'instances-test-admin-token',
  // A production shop on PostgreSQL refuses the demo bank account.
  BANK_ACCOUNT_NUMBER: '1234567890',
  BANK_WEBHOOK_SECRET: 'instances-test-bank-webhook-secret',
  // …and VNPay's test gateway unless it says so.
  VNPAY_TEST_GATEWAY: 'true',
};

interface Instance {
  url: string;
  child: ChildProcess;
  log: string[];
}

/**
 * `npm start` with no storefront build, in a folder of its own (with a stand-in for Astro): one
 * process with the test's secrets unless `env` says otherwise.
 */
async function startInstance(
  databaseUrl: string,
  cwd: string,
  env: NodeJS.ProcessEnv = { ...SECRETS, NODE_ENV: 'production', SHOP_PROCESSES: '1' },
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [START], {
    cwd,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      STOREFRONT_BUILD: 'never',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, log };
}

async function ready(instance: Instance): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (instance.child.exitCode !== null) throw new Error(`exited: ${instance.log.join('')}`);
    try {
      if ((await fetch(`${instance.url}/api/product/category`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never ready: ${instance.log.join('')}`);
}

const sqlDb = process.env['TEST_DATABASE_URL'];
let a: Instance;
let b: Instance;
let workDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!sqlDb) return;
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  workDir = mkdtempSync(path.join(tmpdir(), 'shop-instances-'));
  // A stand-in for `astro build` in the instances' folder: it takes 3 s, then fails.
  const astroBin = path.join(workDir, 'node_modules', 'astro', 'bin');
  mkdirSync(astroBin, { recursive: true });
  writeFileSync(path.join(astroBin, 'astro.mjs'), 'setTimeout(() => process.exit(1), 3000);\n');
  // Both start at once on an empty database: migrations and the seed must not collide.
  [a, b] = await Promise.all([
    startInstance(fresh.url, workDir),
    startInstance(fresh.url, workDir),
  ]);
  await Promise.all([ready(a), ready(b)]);
}, 120_000);

afterAll(async () => {
  for (const instance of [a, b]) {
    if (!instance || instance.child.exitCode !== null) continue;
    const exited = once(instance.child, 'exit');
    instance.child.kill('SIGTERM');
    await exited;
  }
  await drop?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.runIf(sqlDb)('two instances on one PostgreSQL', () => {
  it('serve one customer: sign in on one, refresh, order and sign out on the other', async () => {
    const browser = new Browser();
    browser.csrf = (await browser.call(a.url, 'GET', '/auth/csrf-token')).body!['csrfToken'];
    const signIn = await browser.call(a.url, 'POST', '/auth/sign-in', DEMO);
    expect(signIn.status).toBe(200);

    const refreshed = await browser.call(b.url, 'POST', '/auth/refresh-token');
    expect(refreshed.status).toBe(200);
    browser.accessToken = refreshed.body!['accessToken'];

    const products = await browser.call(b.url, 'GET', '/product?limit=50');
    const product = (products.body!['products'] as Product[]).find(
      (p) => !p.hasVariations && p.stock > 0,
    )!;
    const pick = { product, variation: null, variations: [] };
    const request = orderRequest([{ pick, quantity: 1 }], { address: { email: DEMO.email } });
    const order = await browser.call(b.url, 'POST', '/order', request);
    expect(order.status).toBe(201);

    const mine = await browser.call(a.url, 'GET', '/order?limit=5');
    expect(mine.body!['orders'].map((o: { _id: string }) => o._id)).toContain(
      order.body!['order']._id,
    );

    expect((await browser.call(b.url, 'POST', '/auth/sign-out')).status).toBe(204);
    expect((await browser.call(a.url, 'GET', '/order?limit=5')).status).toBe(401);
    expect((await browser.call(a.url, 'POST', '/auth/refresh-token')).status).toBe(401);
  });

  it('share rate limits: failures counted on one instance block on the other', async () => {
    const browser = new Browser();
    browser.csrf = (await browser.call(a.url, 'GET', '/auth/csrf-token')).body!['csrfToken'];
    const email = `shared-limit-${Date.now()}@example.com`;
    let last = 0;
    for (let i = 0; i < 20 && last !== 429; i++) {
      const on = i % 2 ? b : a;
      last = (await browser.call(on.url, 'POST', '/auth/sign-in', { email, password: 'wrong' }))
        .status;
    }
    expect(last).toBe(429);
    const elsewhere = await browser.call(b.url, 'POST', '/auth/sign-in', {
      email,
      password: 'wrong',
    });
    expect(elsewhere.status).toBe(429);
  });

  it('run a storefront rebuild asked of both at once only once', async () => {
    const ask = (instance: Instance) =>
      fetch(`${instance.url}/api/admin/rebuild`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SECRETS.ADMIN_TOKEN}` },
      }).then((res) => res.status);
    const statuses = await Promise.all([ask(a), ask(b)]);
    expect(statuses.sort()).toEqual([202, 409]);
    const states = await Promise.all(
      [a, b].map((instance) =>
        fetch(`${instance.url}/api/admin/rebuild`, {
          headers: { Authorization: `Bearer ${SECRETS.ADMIN_TOKEN}` },
        }).then(async (res) => ((await res.json()) as { state: string }).state),
      ),
    );
    expect(states.sort()).toEqual(['idle', 'running']);
  });
});

describe.runIf(sqlDb)('metrics of a shop on two processes', () => {
  it('one scrape adds up the requests every process served', async () => {
    const fresh = await freshDatabaseUrl();
    const shop = await startInstance(fresh.url, workDir, {
      ...SECRETS,
      NODE_ENV: 'production',
      SHOP_PROCESSES: '2',
    });
    try {
      await ready(shop);
      await expect.poll(() => childrenOf(shop.child.pid!).length).toBe(2);
      // Each on a new connection, handed to the two processes in turn: each counts about half.
      const statuses = [];
      for (let i = 0; i < 10; i++)
        statuses.push(await getAlone(`${shop.url}/api/user/profile`, 'not-a-token'));
      expect(statuses).toEqual(Array(10).fill(401));
      // Whichever process answers the scrape, it shows all ten.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${shop.url}/metrics`, {
          headers: { Authorization: `Bearer ${SECRETS.ADMIN_TOKEN}`, Connection: 'close' },
        });
        expect(res.status).toBe(200);
        const line = (await res.text())
          .split('\n')
          .find(
            (text) =>
              text.startsWith('http_request_duration_seconds_count{') &&
              text.includes('route="/api/user/profile"') &&
              text.includes('status="401"'),
          );
        expect(Number(line?.split(' ').at(-1))).toBe(10);
      }
    } finally {
      shop.child.kill('SIGKILL');
      await fresh.drop();
    }
  }, 120_000);
});

/** A GET on a connection of its own, so that a new connection may reach another process. */
function getAlone(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent: false, headers: { Authorization: `Bearer ${token}`, Connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.runIf(sqlDb)('one shop on every core (SHOP_PROCESSES) on PostgreSQL', () => {
  it('serves with two processes that share one set of secrets, and stops them all on SIGTERM', async () => {
    const fresh = await freshDatabaseUrl();
    // No secrets in the environment and not production: the first process makes one set for all.
    const shop = await startInstance(fresh.url, workDir, { SHOP_PROCESSES: '2' });
    try {
      await ready(shop);
      expect(shop.log.join('')).toContain('Serving with 2 processes');
      await expect.poll(() => childrenOf(shop.child.pid!).length).toBe(2);

      const browser = new Browser();
      browser.csrf = (await browser.call(shop.url, 'GET', '/auth/csrf-token')).body!['csrfToken'];
      const signIn = await browser.call(shop.url, 'POST', '/auth/sign-in', DEMO);
      expect(signIn.status).toBe(200);
      const token = signIn.body!['accessToken'] as string;
      // Each on a new connection, handed to the processes in turn: the token is good at both.
      const statuses = [];
      for (let i = 0; i < 12; i++)
        statuses.push(await getAlone(`${shop.url}/api/user/profile`, token));
      expect(statuses).toEqual(Array(12).fill(200));

      const children = childrenOf(shop.child.pid!);
      const exited = once(shop.child, 'exit');
      shop.child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(children.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    } finally {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      await fresh.drop();
    }
  }, 120_000);
});
