// Every HTML page the shop serves carries a Content-Security-Policy header that allows each of its
// inline scripts and styles by hash and nothing else inline: the prerendered pages (their policy
// from the build's _headers.json), the pages rendered on demand and served from the page cache,
// the 404 page, the one-page invoice, and the "being built" page. The real shop on a port of its
// own with the build `npm test` makes first (STOREFRONT_BUILD_DIR). What a browser makes of it is
// tests/e2e/csp.spec.ts.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/api/db/connect.ts';
import { startShop } from '../../src/server/main.ts';
import { currentBuild } from '../../src/server/host/site-build.ts';
import { freePort } from '../../scripts/lib/shop-process.ts';
import { startShopOnPort, type ShopOnPort } from './shop-on-port.ts';

const buildDir = process.env['STOREFRONT_BUILD_DIR'];
const build = buildDir === undefined ? null : currentBuild(buildDir);

let running: ShopOnPort | undefined;
let base = '';
let productId = '';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources a policy lists for a directive. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

/** What a page's HTML runs or applies inline: scripts, style elements, style and on* attributes. */
function inlineParts(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!))
    .filter(([, attributes]) => !/type="application\/ld\+json"/i.test(attributes!))
    .map(([, , body]) => body!);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body!);
  const styleAttributes = html.match(/<[^>]+\sstyle=/gi) ?? [];
  const handlers = html.match(/<[^>]+\son[a-z]+=/gi) ?? [];
  return { scripts, styles, styleAttributes, handlers };
}

/** Fetches an HTML page and checks its policy against what it carries inline. */
async function expectPolicyFits(urlPath: string, status = 200): Promise<string> {
  const res = await fetch(`${base}${urlPath}`);
  expect(res.status, urlPath).toBe(status);
  expect(res.headers.get('Content-Type'), urlPath).toMatch(/^text\/html/);
  const html = await res.text();
  const policy = res.headers.get('Content-Security-Policy');
  expect(policy, `${urlPath} has no Content-Security-Policy`).toBeTruthy();
  for (const directive of ['object-src', 'frame-ancestors', 'base-uri'])
    expect(sources(policy!, directive), `${urlPath} ${directive}`).not.toEqual([]);
  expect(sources(policy!, 'object-src'), urlPath).toEqual(["'none'"]);
  expect(sources(policy!, 'frame-ancestors'), urlPath).toEqual(["'none'"]);
  for (const directive of ['script-src', 'style-src', 'default-src'])
    expect(sources(policy!, directive), `${urlPath} ${directive}`).not.toContain("'unsafe-inline'");
  const inline = inlineParts(html);
  const scriptSources = sources(policy!, 'script-src');
  const styleSources = sources(policy!, 'style-src');
  for (const script of inline.scripts)
    expect(scriptSources, `${urlPath}: inline script ${script.slice(0, 60)}`).toContain(
      sha256(script),
    );
  for (const style of inline.styles)
    expect(styleSources, `${urlPath}: inline style ${style.slice(0, 60)}`).toContain(sha256(style));
  expect(inline.styleAttributes, `${urlPath}: style attributes`).toEqual([]);
  expect(inline.handlers, `${urlPath}: event handler attributes`).toEqual([]);
  return policy!;
}

beforeAll(async () => {
  if (!build) return;
  running = await startShopOnPort({
    name: 'page-policy',
    siteDir: build,
    settings: {
      JWT_SECRET: 'page-policy-test-jwt-secret',
      CSRF_SECRET: 'page-policy-test-csrf-secret',
      ADMIN_TOKEN: 'page-policy-test-admin-token',
    },
    log: () => {},
  });
  base = running.base;
  const listed = await fetch(`${base}/api/product?limit=1`);
  productId = ((await listed.json()) as { products: { _id: string }[] }).products[0]!._id;
}, 120_000);

afterAll(() => running?.close());

describe.runIf(build)('the Content-Security-Policy of every page', () => {
  it('is on every prerendered page and allows exactly what each carries inline', async () => {
    const pages = JSON.parse(readFileSync(path.join(build!, '_headers.json'), 'utf8')) as {
      pathname: string;
    }[];
    expect(pages.length).toBeGreaterThan(20);
    for (const { pathname } of pages) {
      if (pathname === '/404') await expectPolicyFits('/no-such-page', 404);
      else await expectPolicyFits(pathname);
    }
  });

  it('is on every page rendered on demand, rendered and from the page cache alike', async () => {
    for (const urlPath of ['/', '/products', '/products/phones', `/product/${productId}`]) {
      const first = await expectPolicyFits(urlPath);
      expect(await expectPolicyFits(urlPath), `${urlPath} from the cache`).toBe(first);
    }
  });

  it('is on the back office and on the pages one file serves for every order', async () => {
    for (const urlPath of ['/admin', '/admin/login', '/admin/products', '/orders/x1/invoice'])
      await expectPolicyFits(urlPath);
    await expectPolicyFits('/product/ffffffffffffffffffffffff', 404);
  });

  it('lets the pages call the API and show pictures from any https address, nothing else', async () => {
    const policy = await expectPolicyFits('/');
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
    expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'https:']);
  });
});

describe.runIf(build)('the "being built" page', () => {
  it('has a policy that allows its one style and nothing else', async () => {
    // A shop with no build builds one at start; until it is live, every page is the 503.
    const siteDir = mkdtempSync(path.resolve('.page-policy-site-'));
    process.env['PORT'] = String(await freePort());
    const building = await startShop({
      database: await openDatabase('memory://'),
      siteDir,
      build: 'if-missing',
      warm: false,
      log: () => {},
    }).catch((error: unknown) => {
      rmSync(siteDir, { recursive: true, force: true });
      throw error;
    });
    try {
      const res = await fetch(`http://127.0.0.1:${building.config.port}/`);
      expect(res.status).toBe(503);
      const html = await res.text();
      const policy = res.headers.get('Content-Security-Policy') ?? '';
      expect(sources(policy, 'default-src')).toEqual(["'none'"]);
      const { scripts, styles, styleAttributes } = inlineParts(html);
      expect(scripts).toEqual([]);
      expect(styleAttributes).toEqual([]);
      expect(styles.map(sha256)).toEqual(sources(policy, 'style-src'));
    } finally {
      await building.stop();
      rmSync(siteDir, { recursive: true, force: true });
    }
  }, 120_000);
});
