// What an operator sees of a running shop (docs/operations.md#health-and-readiness, #logs,
// #metrics): the real shop on a port of its own, serving a stand-in storefront build (an on-demand
// handler answering product pages as page-cache hits), its log captured. /healthz and /readyz
// answer uncached; a request id is taken from the proxy when safe, made otherwise, echoed, and
// written in the request's log line with the route's pattern; a 5xx JSON body carries it. A shopper
// places an order, signs in and looks the order up, and searches with an e-mail address in the
// query: no line of the log holds the e-mail, phone, password, street or name. /metrics refuses a
// scrape without the automation token, and its counters move with the requests served.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, defineRoute } from '../../src/server/api/http/route.ts';
import type { Database } from '../../src/server/api/db/connect.ts';
import { createLogger, replaceLogger } from '../../src/server/log.ts';
import type { RunningShop } from '../../src/server/main.ts';
import { createTestContext, DEMO, TestClient } from './harness.ts';
import { ADDRESS, orderRequest, pickProduct, type Pick } from './order-fixtures.ts';
import { startShopOnPort, type ShopOnPort } from './shop-on-port.ts';

const ADMIN_TOKEN = 'observability-test-admin-token';
const SETTINGS = {
  JWT_SECRET: 'observability-test-jwt-secret',
  CSRF_SECRET: 'observability-test-csrf-secret',
  ADMIN_TOKEN,
};

let running: ShopOnPort | undefined;
let shop: RunningShop;
let database: Database;
let base = '';
let shopper: TestClient;
let pick: Pick;
let putBack: ReturnType<typeof replaceLogger> | undefined;
const lines: string[] = [];

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  bytes?: number;
  cache?: string;
}
const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const requestLines = () => parsed().filter((line) => line.msg === 'request');

/**
 * A storefront build as the host loads it: a server bundle whose on-demand handler answers
 * product pages (as the page cache would, with X-Page-Cache) and passes on everything else.
 */
function standInBuild(dir: string): void {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  mkdirSync(path.join(dir, 'client'), { recursive: true });
  writeFileSync(path.join(dir, 'client', '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const handler = async (req, res, next) => {
  if (!/^\\/(vi\\/)?product\\/[^/]+$/.test(req.url.split('?')[0])) return next();
  const body = '<!doctype html><title>Product</title><p>A product page</p>';
  res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(body.length), 'X-Page-Cache': 'HIT' });
  res.end(body);
};\n`,
  );
}

/** Prometheus text's value of one series (0 when absent). */
function series(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

const scrape = async () => {
  const res = await fetch(`${base}/metrics`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  putBack = replaceLogger(
    createLogger({ level: 'debug', destination: { write: (line: string) => lines.push(line) } }),
  );
  running = await startShopOnPort({
    settings: SETTINGS,
    name: 'observability',
    site: standInBuild,
  });
  ({ shop, database, base, shopper } = running);
  pick = await pickProduct(database.db, shopper, { withVariations: false, nth: 0 });
}, 120_000);

afterAll(async () => {
  await running?.close();
  if (putBack) replaceLogger(putBack);
});

describe('health and readiness', () => {
  it('/healthz answers 200 with a tiny body, never cached', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('/readyz is 200 once the database answers, migrations are applied and the build is live', async () => {
    await expect
      .poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 30_000 })
      .toBe(200);
    const res = await fetch(`${base}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('request ids and log lines', () => {
  it("echoes a proxy's safe id, writes it in the request's line with the route's pattern", async () => {
    const res = await fetch(`${base}/api/product/${pick.product._id}`, {
      headers: { 'X-Request-Id': 'proxy-id.42' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toBe('proxy-id.42');
    await expect
      .poll(() => requestLines().find((line) => line.reqId === 'proxy-id.42'))
      .toMatchObject({ method: 'GET', route: '/api/product/:id', status: 200 });
    const line = requestLines().find((l) => l.reqId === 'proxy-id.42')!;
    expect(line.bytes).toBeGreaterThan(0);
    expect(typeof line.ms).toBe('number');
  });

  it('makes its own id when the given one is unsafe or long', async () => {
    for (const given of ['two words', 'x'.repeat(65), '<script>']) {
      const res = await fetch(`${base}/api/product?limit=1`, {
        headers: { 'X-Request-Id': given },
      });
      const id = res.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => requestLines().some((line) => line.reqId === id)).toBe(true);
    }
  });

  it("logs a page with its pattern and the page cache's answer", async () => {
    const res = await fetch(`${base}/vi/product/${pick.product._id}`, {
      headers: { 'X-Request-Id': 'page-request-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toBe('page-request-1');
    await expect
      .poll(() => requestLines().find((line) => line.reqId === 'page-request-1'))
      .toMatchObject({ route: '/vi/product/:id', status: 200, cache: 'HIT' });
  });

  it('logs files under their folder, never their names', async () => {
    for (const [n, path, route] of [
      [1, '/_astro/island.Ab12Cd.js', '/_astro/*'],
      [2, '/uploads/products/abc/1-800.webp', '/uploads/*'],
    ] as const) {
      const res = await fetch(`${base}${path}`, { headers: { 'X-Request-Id': `file-${n}` } });
      await res.arrayBuffer();
      await expect
        .poll(() => requestLines().find((line) => line.reqId === `file-${n}`)?.route)
        .toBe(route);
    }
  });

  it('puts the request id in a 5xx JSON body', async () => {
    const broken = defineRoute({
      method: 'POST',
      path: '/test/broken',
      tag: 'Operations',
      summary: 'Fails unexpectedly.',
      access: access.public,
      responses: { 204: { description: 'Never.' } },
      handler: () => {
        throw new Error('something broke');
      },
    });
    const context = await createTestContext({ routes: [broken] });
    try {
      const client = new TestClient(context.app);
      const res = await client.post(
        '/api/test/broken',
        {},
        {
          headers: { 'X-Request-Id': 'failing-request-7' },
        },
      );
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ requestId: 'failing-request-7' });
      expect(JSON.stringify(res.body)).not.toContain('something broke');
    } finally {
      await context.close();
    }
    expect(
      parsed().some((line) => line.reqId === 'failing-request-7' && line.level >= 50),
      'the error is logged with the request id',
    ).toBe(true);
  });
});

describe('what the log never holds', () => {
  it('no e-mail, phone, password, street or name after an order, a sign-in, a lookup and a search', async () => {
    const placed = await shopper.post<{ order: { orderNumber: string } }>(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }]),
    );
    expect(placed.status).toBe(201);
    const lookup = await shopper.post('/api/order/lookup', {
      orderNumber: placed.body.order.orderNumber,
      contact: ADDRESS.email,
    });
    expect(lookup.status).toBe(200);
    const signIn = await shopper.post('/api/auth/sign-in', DEMO);
    expect(signIn.status).toBe(200);
    const wrong = await shopper.post('/api/auth/sign-in', {
      email: DEMO.email,
      password: 'not-the-password-9',
    });
    expect(wrong.status).toBe(401);
    const search = await fetch(
      `${base}/api/product?search=${encodeURIComponent('someone.private@example.com')}`,
    );
    await search.arrayBuffer();
    await expect.poll(() => requestLines().length).toBeGreaterThan(5);

    const log = lines.join('');
    const digits = ADDRESS.phone.replace(/\D/g, '');
    for (const secret of [
      ADDRESS.email,
      ADDRESS.phone,
      digits,
      ADDRESS.street,
      ADDRESS.fullName,
      DEMO.email,
      DEMO.password,
      'not-the-password-9',
      'someone.private',
      encodeURIComponent('someone.private@example.com'),
    ])
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    // The calls themselves are logged, by their patterns.
    const routes = requestLines().map((line) => line.route);
    expect(routes).toContain('/api/order/guest-checkout');
    expect(routes).toContain('/api/order/lookup');
    expect(routes).toContain('/api/auth/sign-in');
  });
});

describe('metrics', () => {
  it('refuses a scrape without the automation token', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_request_duration_seconds');
  });

  it('counts the requests served, the pages, the orders, and the process', async () => {
    const first = await scrape();
    const labels = { method: 'GET', route: '/api/product', status: '200' };
    const served = series(first, 'http_request_duration_seconds_count', labels);
    const hits = series(first, 'shop_page_cache_requests_total', { result: 'HIT' });
    const placed = series(first, 'shop_orders_total', { result: 'placed' });
    const inserts = { statement: 'insert', outcome: 'ok' };
    const inserted = series(first, 'shop_db_query_seconds_count', inserts);
    for (let i = 0; i < 3; i++) await (await fetch(`${base}/api/product?limit=2`)).arrayBuffer();
    await (await fetch(`${base}/product/${pick.product._id}`)).arrayBuffer();
    const order = await shopper.post(
      '/api/order/guest-checkout',
      orderRequest([{ pick, quantity: 1 }]),
    );
    expect(order.status).toBe(201);
    await expect
      .poll(async () => series(await scrape(), 'http_request_duration_seconds_count', labels))
      .toBeGreaterThanOrEqual(served + 3);
    const second = await scrape();
    expect(series(second, 'shop_page_cache_requests_total', { result: 'HIT' })).toBeGreaterThan(
      hits,
    );
    expect(series(second, 'shop_orders_total', { result: 'placed' })).toBe(placed + 1);
    // The order's rows were written by timed statements.
    expect(series(second, 'shop_db_query_seconds_count', inserts)).toBeGreaterThan(inserted);
    expect(second).toContain('nodejs_eventloop_lag_seconds');
    expect(second).toContain('process_resident_memory_bytes');
    expect(second).toMatch(/^shop_mail_queue_depth \d+/m);
  });
});

describe('a stop', () => {
  it('makes the shop not ready at once', async () => {
    const stopping = shop.stop();
    expect(await shop.readiness.failing()).toContain('stopping');
    await stopping;
  });
});
