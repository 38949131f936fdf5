// A signed-in customer who leaves a page while its start-up token refresh is under way stays
// signed in: the server rotates the refresh cookie as soon as the request arrives, so a refresh
// cut off by the navigation would leave the browser with a spent cookie, and the next page's
// refresh would look like a stolen token and end the session.
//
// The shop is reached through a small proxy that holds back the answer of one refresh (after
// the server has rotated) until the browser has moved on to the next page, which is how a slow
// mobile connection looks to the browser.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../src/server/api/seed/demo-customer.ts';
import { signIn } from './helpers.ts';

/** The longest a refresh answer is held when the awaited page is never asked for. */
const HOLD_LIMIT_MS = 10_000;
/** How long after the next page's document is sent the held answer goes (the old page is gone). */
const AFTER_LEAVING_MS = 1000;

interface HoldingProxy {
  url: string;
  /**
   * Holds back the answer of the next refresh until shortly after the page `releaseOn` is sent;
   * resolves once the server has answered (and so rotated the cookie).
   */
  holdNextRefresh(releaseOn: string): Promise<void>;
  refreshes(): number;
  close(): Promise<void>;
}

async function startHoldingProxy(upstreamUrl: string): Promise<HoldingProxy> {
  const upstream = new URL(upstreamUrl);
  let refreshes = 0;
  /** The hold asked for, until the next refresh answer is caught by it. */
  let wanted: { releaseOn: string; answered: () => void } | null = null;
  /** The answer being held, and the request that lets it go. */
  let held: { releaseOn: string; send: () => void } | null = null;
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    if (headers.origin) headers.origin = upstream.origin;
    const out = forward(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const send = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        // The awaited page is on its way to the browser: the page that asked for the refresh
        // is being left, and the held answer goes once it is gone.
        if (held && req.url === held.releaseOn) {
          const { send: release } = held;
          setTimeout(release, AFTER_LEAVING_MS);
        }
        if (req.url !== '/api/auth/refresh-token') return send();
        refreshes += 1;
        if (!wanted) return send();
        const { releaseOn, answered } = wanted;
        wanted = null;
        let sent = false;
        const letGo = () => {
          if (sent) return;
          sent = true;
          clearTimeout(limit);
          held = null;
          send();
        };
        const limit = setTimeout(letGo, HOLD_LIMIT_MS);
        held = { releaseOn, send: letGo };
        answered();
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    holdNextRefresh: (releaseOn) =>
      new Promise<void>((answered) => (wanted = { releaseOn, answered })),
    refreshes: () => refreshes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('leaving a page mid-refresh does not sign the customer out', async ({ page, baseURL }) => {
  const proxy = await startHoldingProxy(String(baseURL));
  try {
    await signIn(page, DEMO_CUSTOMER, proxy.url);
    await expect(page).toHaveURL(`${proxy.url}/`);

    // /orders refreshes at start-up; the server rotates, its answer is held back, and the
    // customer moves on before it arrives.
    const rotated = proxy.holdNextRefresh('/profile');
    await page.goto(`${proxy.url}/orders`);
    await rotated;
    await page.goto(`${proxy.url}/profile`);

    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: DEMO_CUSTOMER.email })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await page.goto(`${proxy.url}/settings`);
    await expect(page.getByRole('tablist', { name: 'Settings' })).toBeVisible();
    await expect(page).toHaveURL(`${proxy.url}/settings`);
    expect(proxy.refreshes()).toBe(3);
  } finally {
    await proxy.close();
  }
});
