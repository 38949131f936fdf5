// Methods on the storefront's pages: GET and HEAD are pages, OPTIONS says which methods there
// are, and any other method (TRACE, PUT, DELETE, PATCH, POST, PROPFIND, one Node's parser does
// not even know) is 405 with `Allow`, before any file or page is looked at, and logged as
// nothing. The real shop on a port of its own, with the storefront build `npm test` makes first
// (STOREFRONT_BUILD_DIR) when there is one; without it every path is a 404 page for GET and the
// same methods are refused the same way. /api keeps its own answers.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/api/db/connect.ts';
import { startShop, type RunningShop } from '../../src/server/main.ts';
import { currentBuild } from '../../src/server/host/site-build.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { freshDatabaseUrl } from './harness.ts';

const buildDir = process.env['STOREFRONT_BUILD_DIR'];
const build = buildDir === undefined ? null : currentBuild(buildDir);
const REFUSED = ['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND', 'FROBNICATE'] as const;

let shop: RunningShop;
let drop: () => Promise<void>;
let emptySite = '';
let port = 0;
/** What the shop logged, and what anything wrote through console.error, while it served. */
const logged: string[] = [];
/** The paths tried: home, a listing, a product, a file, the back office, and no page at all. */
const paths: Record<string, string> = {};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with any method (fetch refuses TRACE), on a connection of its own. */
function send(method: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes `raw` on a connection of its own and resolves with all the server answers, once closed. */
function sendRaw(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  port = await freePort();
  Object.assign(process.env, {
    PORT: String(port),
    JWT_SECRET: 'page-methods-test-jwt-secret',
    CSRF_SECRET: 'page-methods-test-csrf-secret',
    ADMIN_TOKEN: 'page-methods-test-admin-token',
  });
  delete process.env['API_URL'];
  emptySite = mkdtempSync(path.join(tmpdir(), 'no-build-'));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  shop = await startShop({
    database: await openDatabase(fresh.url),
    siteDir: build ?? emptySite,
    build: 'never',
    warm: false,
    log: (line) => logged.push(line),
  });
  const listed = await fetch(`http://127.0.0.1:${port}/api/product?limit=1`);
  const { products } = (await listed.json()) as { products: { _id: string }[] };
  const asset = build ? readdirSync(path.join(build, 'client', '_astro'))[0] : undefined;
  Object.assign(paths, {
    home: '/',
    listing: '/products/phones',
    product: `/product/${products[0]!._id}`,
    file: asset ? `/_astro/${asset}` : '/favicon.svg',
    'back office': '/admin',
    'no page': '/no-such-page',
  });
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await drop?.();
  vi.restoreAllMocks();
  if (emptySite) rmSync(emptySite, { recursive: true, force: true });
});

describe('methods on pages', () => {
  it.runIf(build)('tries pages that are there: each path answers GET with 200', async () => {
    for (const [what, urlPath] of Object.entries(paths)) {
      if (what === 'no page') continue;
      expect((await send('GET', urlPath)).status, `${what} ${urlPath}`).toBe(200);
    }
  });

  it('answers every other method on every page 405 with Allow, before any page, logging nothing', async () => {
    logged.length = 0;
    for (const method of REFUSED) {
      for (const [what, urlPath] of Object.entries(paths)) {
        const answer = await send(method, urlPath);
        expect(answer.status, `${method} ${what} ${urlPath}`).toBe(405);
        expect(answer.headers['allow'], `${method} ${urlPath}`).toBe('GET, HEAD, OPTIONS');
        expect(answer.body).toBe('Method Not Allowed');
      }
    }
    expect(logged).toEqual([]);
  });

  it('answers OPTIONS on a page 204 with Allow and no page', async () => {
    for (const urlPath of Object.values(paths)) {
      const answer = await send('OPTIONS', urlPath);
      expect(answer.status, urlPath).toBe(204);
      expect(answer.headers['allow']).toBe('GET, HEAD, OPTIONS');
      expect(answer.body).toBe('');
    }
  });

  it('answers what Node answers to other requests it cannot parse', async () => {
    const huge = `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expect(await sendRaw(huge)).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(await sendRaw('GET / HTTP/9\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it('leaves /api its own answers to the same methods', async () => {
    for (const method of ['PUT', 'DELETE', 'TRACE']) {
      const answer = await send(method, '/api/product');
      expect(answer.status, method).not.toBe(405);
      expect(answer.status, method).toBeLessThan(500);
      expect(JSON.parse(answer.body)).toHaveProperty('message');
    }
  });
});
