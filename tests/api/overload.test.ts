// A shop past its capacity: the real shop on a port of its own, allowed one request at a time and
// one waiting (MAX_IN_FLIGHT=1, MAX_QUEUE=1, no wait bound). The test takes the one place itself
// (through the shop's admission control), so which request waits and which is refused is known,
// not a matter of timing: the one waiting is served once the place frees, the one beyond is
// answered 503 at once with Retry-After (the API's JSON message, a page's HTML notice), a guest
// order refused places nothing, and files and pages already in memory pass. Then a crowd of
// requests at once: each is served or refused, never anything else, and the shop is whole after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { productListSchema } from '../../src/api/schemas/catalog.ts';
import { PICTURES_URL } from '../../src/lib/picture-paths.ts';
import type { Database } from '../../src/server/api/db/connect.ts';
import { BUSY_RETRY_AFTER_SECONDS, OVERLOAD_MESSAGE } from '../../src/server/api/http/errors.ts';
import type { RunningShop } from '../../src/server/main.ts';
import type { TestClient } from './harness.ts';
import { countOrders, orderRequest, pickProduct, type Pick } from './order-fixtures.ts';
import { startShopOnPort, type ShopOnPort } from './shop-on-port.ts';

const LIMITS = {
  MAX_IN_FLIGHT: '1',
  MAX_QUEUE: '1',
  MAX_WAIT_MS: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
};
const SETTINGS = {
  ...LIMITS,
  JWT_SECRET: 'overload-test-jwt-secret',
  CSRF_SECRET: 'overload-test-csrf-secret',
  ADMIN_TOKEN: 'overload-test-admin-token',
};

let running: ShopOnPort | undefined;
let shop: RunningShop;
let database: Database;
let base = '';
let shopper: TestClient;
let pick: Pick;

/** Work that holds a place of the shop's admission control until the test lets it go. */
function holdThePlace() {
  let release!: () => void;
  const held = shop.admission.admit(() => new Promise<void>((resolve) => (release = resolve)));
  return { release: () => (release(), held) };
}

/**
 * Runs `meanwhile` while the shop is full: its one place held, one shopper's request waiting for
 * it. Then frees the place, and the request that waited is served.
 */
async function whileFull(meanwhile: () => Promise<void>) {
  const place = holdThePlace();
  const waiting = fetch(`${base}/api/product/category`);
  await expect.poll(() => shop.admission.waiting()).toBe(1);
  await meanwhile();
  await place.release();
  expect((await waiting).status).toBe(200);
}

const guestOrder = () =>
  shopper.post('/api/order/guest-checkout', orderRequest([{ pick, quantity: 1 }]));

beforeAll(async () => {
  running = await startShopOnPort({ settings: SETTINGS, name: 'overload', log: () => {} });
  ({ shop, database, base, shopper } = running);
  pick = await pickProduct(database.db, shopper, { withVariations: false, nth: 0 });
}, 120_000);

afterAll(() => running?.close());

describe('a shop past its capacity', () => {
  it('serves the request that waited, and refuses the one beyond at once: 503, Retry-After, the JSON message', async () => {
    const place = holdThePlace();
    const waited = fetch(`${base}/api/product?limit=2`);
    await expect.poll(() => shop.admission.waiting()).toBe(1);

    const refused = await fetch(`${base}/api/product?limit=3`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // A 5xx carries the request's id, which finds its line in the log (request-log.ts).
    expect(apiErrorSchema.parse(await refused.json())).toEqual({
      message: OVERLOAD_MESSAGE,
      requestId: refused.headers.get('x-request-id'),
    });

    await place.release();
    const served = await waited;
    expect(served.status).toBe(200);
    expect(productListSchema.parse(await served.json()).products).toHaveLength(2);
  });

  it('places nothing for a guest order it refuses; the same order placed later is one order', async () => {
    const ordersBefore = await countOrders(database.db);
    await whileFull(async () => {
      const refused = await guestOrder();
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        message: OVERLOAD_MESSAGE,
        requestId: refused.headers.get('x-request-id'),
      });
    });
    expect(await countOrders(database.db)).toEqual(ordersBefore);

    const placed = await guestOrder();
    expect(placed.status).toBe(201);
    expect((await countOrders(database.db)).orders).toBe(ordersBefore.orders + 1);
  });

  it("answers a page it refuses with the shop's HTML notice, 503 with Retry-After, stored nowhere", async () => {
    await whileFull(async () => {
      const refused = await fetch(`${base}/products/phones`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      const page = await refused.text();
      expect(page).toContain('<h1>The shop is very busy</h1>');
      expect(page).toContain(`<meta http-equiv="refresh" content="${BUSY_RETRY_AFTER_SECONDS}">`);
    });
  });

  it('lets files pass without a place: hashed assets and generated pictures are never refused', async () => {
    await whileFull(async () => {
      for (const file of ['/_astro/app.abc123.js', `${PICTURES_URL}/none.webp`]) {
        const answer = await fetch(`${base}${file}`);
        expect(answer.status, file).not.toBe(503);
        expect(answer.status, file).toBeLessThan(500);
      }
    });
  });

  it('lets staff and automation calls pass without a place, so operators keep control; one without its token is refused by its access rule, not by the crowd', async () => {
    await whileFull(async () => {
      const status = await fetch(`${base}/api/admin/rebuild`, {
        headers: { Authorization: `Bearer ${SETTINGS.ADMIN_TOKEN}` },
      });
      expect(status.status).toBe(200);
      expect((await fetch(`${base}/api/admin/rebuild`)).status).toBe(401);
      // Beyond the one waiting, a shopper's request is still refused.
      expect((await fetch(`${base}/api/product?limit=1`)).status).toBe(503);
    });
  });

  it('answers a crowd of 40 at once each with its answer or a 503, and is whole after it', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${base}/api/product?limit=${1 + (i % 5)}&page=${1 + (i % 3)}`),
      ),
    );
    const statuses = crowd.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    for (const answer of crowd) {
      const body: unknown = await answer.json();
      if (answer.status === 503) {
        expect(answer.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
        expect(body).toEqual({
          message: OVERLOAD_MESSAGE,
          requestId: answer.headers.get('x-request-id'),
        });
      } else productListSchema.parse(body);
    }
    expect([shop.admission.inFlight(), shop.admission.waiting()]).toEqual([0, 0]);
    const after = await fetch(`${base}/api/product?limit=1`);
    expect(after.status).toBe(200);
  });
});
