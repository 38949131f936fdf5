import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/api/client.ts';
import { answerApiInProcess, ApiError, createHttp, request } from '../../src/api/http.ts';
import { errorPanelText, orderFailureText } from '../../src/api/errors.ts';
import { messages } from '../../src/lib/i18n/index.ts';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
}

/** A scripted server: answers by route, records every request. */
function fakeServer(handler: (req: Seen, count: number) => Response) {
  const seen: Seen[] = [];
  let csrfCount = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const entry = { method: req.method, url: req.url, headers: req.headers };
    seen.push(entry);
    if (new URL(req.url).pathname === '/api/auth/csrf-token') {
      csrfCount += 1;
      return Response.json({ csrfToken: `token-${csrfCount}` });
    }
    return handler(entry, seen.length);
  }) as typeof globalThis.fetch;
  return { fetch, seen, csrfFetches: () => csrfCount };
}

const ok = z.object({ ok: z.boolean() });

describe('API client', () => {
  it('sends the cached CSRF token on non-GET calls and none on GET', async () => {
    const server = fakeServer(() => Response.json({ ok: true }));
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    await client.call('POST', '/order', ok, { body: {} });
    await client.call('PUT', '/user/profile', ok, { body: {} });
    await client.call('GET', '/order', ok);
    const calls = server.seen.filter((s) => !s.url.endsWith('/csrf-token'));
    expect(calls[0]!.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(calls[1]!.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(calls[2]!.headers.get('X-CSRF-Token')).toBeNull();
    expect(server.csrfFetches()).toBe(1);
  });

  it('fetches a new CSRF token once the cached one is 25 minutes old', async () => {
    let now = 0;
    const server = fakeServer(() => Response.json({ ok: true }));
    const client = createApiClient({
      baseURL: 'http://shop.test/api',
      fetch: server.fetch,
      now: () => now,
    });
    await client.call('POST', '/x', ok, { body: {} });
    now = 24 * 60 * 1000;
    await client.call('POST', '/x', ok, { body: {} });
    expect(server.csrfFetches()).toBe(1);
    now = 25 * 60 * 1000;
    await client.call('POST', '/x', ok, { body: {} });
    expect(server.csrfFetches()).toBe(2);
  });

  it('retries once with a forced new token after a 403 mentioning CSRF', async () => {
    const server = fakeServer((req) =>
      req.headers.get('X-CSRF-Token') === 'token-1'
        ? Response.json({ message: 'Invalid CSRF token' }, { status: 403 })
        : Response.json({ ok: true }),
    );
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    await expect(client.call('POST', '/order', ok, { body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(server.csrfFetches()).toBe(2);
    const orders = server.seen.filter((s) => s.url.endsWith('/order'));
    expect(orders.map((s) => s.headers.get('X-CSRF-Token'))).toEqual(['token-1', 'token-2']);
    expect(orders.map((s) => s.headers.get('Content-Type'))).toEqual([
      'application/json',
      'application/json',
    ]);
  });

  it('passes the error on when the retry fails too, and does not retry other 403s', async () => {
    const csrfFail = fakeServer(() =>
      Response.json({ message: 'Invalid CSRF token' }, { status: 403 }),
    );
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: csrfFail.fetch });
    await expect(client.call('POST', '/order', ok, { body: {} })).rejects.toMatchObject({
      status: 403,
    });
    expect(csrfFail.seen.filter((s) => s.url.endsWith('/order'))).toHaveLength(2);

    const forbidden = fakeServer(() =>
      Response.json({ message: 'Guest checkout supports cash on delivery only' }, { status: 403 }),
    );
    const other = createApiClient({ baseURL: 'http://shop.test/api', fetch: forbidden.fetch });
    await expect(other.call('POST', '/order', ok, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(forbidden.seen.filter((s) => s.url.endsWith('/order'))).toHaveLength(1);
  });

  it('never sends a GET again, even one refused for CSRF', async () => {
    const server = fakeServer(() =>
      Response.json({ message: 'Invalid CSRF token' }, { status: 403 }),
    );
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    await expect(client.call('GET', '/order', ok)).rejects.toMatchObject({ status: 403 });
    expect(server.seen).toHaveLength(1);
    expect(server.csrfFetches()).toBe(0);
  });

  it('forces a CSRF refresh at most once a minute', async () => {
    let now = 0;
    const server = fakeServer(() =>
      Response.json({ message: 'CSRF token expired' }, { status: 403 }),
    );
    const client = createApiClient({
      baseURL: 'http://shop.test/api',
      fetch: server.fetch,
      now: () => now,
    });
    await client.call('POST', '/x', ok, { body: {} }).catch(() => {});
    await client.call('POST', '/x', ok, { body: {} }).catch(() => {});
    expect(server.csrfFetches()).toBe(2);
    now = 61_000;
    await client.call('POST', '/x', ok, { body: {} }).catch(() => {});
    expect(server.csrfFetches()).toBe(3);
  });

  it('sends the request without the header when the CSRF fetch fails', async () => {
    const seen: Headers[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (req.url.endsWith('/csrf-token')) return new Response('down', { status: 500 });
      seen.push(req.headers);
      return Response.json({ ok: true });
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch });
    await client.call('POST', '/x', ok, { body: {} });
    expect(seen[0]!.get('X-CSRF-Token')).toBeNull();
  });

  it("sends the bearer token when one exists, not when auth is off nor with the catalogue's reads", async () => {
    const server = fakeServer(() => Response.json({ ok: true }));
    const options = {
      baseURL: 'http://shop.test/api',
      fetch: server.fetch,
      getAccessToken: () => 'abc',
    };
    await createApiClient(options).call('GET', '/order', ok);
    await createApiClient(options).call('GET', '/product', ok, { auth: false });
    await createHttp(options).request('/product');
    expect(server.seen.map((s) => s.headers.get('Authorization'))).toEqual([
      'Bearer abc',
      null,
      null,
    ]);
  });

  it('rejects a response that does not match its schema', async () => {
    const server = fakeServer(() => Response.json({ ok: 'yes' }));
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    await expect(client.call('GET', '/x', ok)).rejects.toThrow('unexpected response');
  });

  it('hands over each line of a streamed answer as it arrives, and answers the last', async () => {
    const chunks = ['{"progress":1}\n{"pro', 'gress":2}\n', '{"ok":true}\n'];
    const server = fakeServer(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'application/x-ndjson' } },
        ),
    );
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    const lines: unknown[] = [];
    const answer = await client.call('POST', '/import', ok, {
      body: {},
      onLine: (line) => lines.push(line),
    });
    expect(answer).toEqual({ ok: true });
    expect(lines).toEqual([{ progress: 1 }, { progress: 2 }, { ok: true }]);
  });

  it('answers a download as its bytes', async () => {
    const server = fakeServer(() => Response.json([1, 2]));
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    const blob = await client.call('GET', '/export', z.instanceof(Blob), { blob: true });
    expect(await blob.text()).toBe('[1,2]');
  });

  it("reads a refused download's or stream's answer as the server's message", async () => {
    const server = fakeServer(() =>
      Response.json({ message: 'Not allowed', errors: { file: 'Too large' } }, { status: 400 }),
    );
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    for (const options of [{ blob: true }, { onLine: () => {} }])
      await expect(client.call('POST', '/import', ok, { body: {}, ...options })).rejects.toEqual(
        new ApiError(400, 'Not allowed', 'Not allowed', { file: 'Too large' }),
      );
  });

  it('maps a server error to its message and field errors', async () => {
    const server = fakeServer(() =>
      Response.json(
        { message: 'Prices have changed', errors: { 'items.0.unitPrice': 'Price is now 10' } },
        { status: 409 },
      ),
    );
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    const error = await client.call('POST', '/order', ok, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(orderFailureText(error)).toBe(
      'Prices have changed Please check these fields: items.0.unitPrice',
    );
    expect(errorPanelText(error, messages('en').catalog)).toEqual({
      title: 'Something Went Wrong',
      message: 'Prices have changed',
    });
  });

  it('reports an unreachable server as a connection error', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseURL: 'http://shop.test/api', fetch });
    const error = await client.call('GET', '/product', ok).catch((e: unknown) => e);
    expect(errorPanelText(error, messages('en').catalog)).toEqual({
      title: 'Connection Error',
      message: 'Please check your internet connection and try again.',
    });
  });
});

describe('the HTTP core', () => {
  it('leaves out empty query parameters and checks the answer only when given a schema', async () => {
    const server = fakeServer(() => Response.json({ ok: 'yes' }));
    const http = createHttp({ baseURL: 'http://shop.test/api', fetch: server.fetch });
    const query = { page: 2, brand: '', sortBy: undefined, inStock: true };
    expect(await http.request('/product', { query })).toEqual({ ok: 'yes' });
    expect(server.seen[0]!.url).toBe('http://shop.test/api/product?page=2&inStock=true');
    await expect(http.request('/product', { schema: ok })).rejects.toThrow('unexpected response');
  });

  it('sends a body as JSON and a file as it is', async () => {
    const bodies: [string | null, string][] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (!req.url.endsWith('/csrf-token'))
        bodies.push([req.headers.get('Content-Type'), await req.text()]);
      return req.url.endsWith('/csrf-token')
        ? Response.json({ csrfToken: 't' })
        : new Response(null, { status: 204 });
    }) as typeof globalThis.fetch;
    const http = createHttp({ baseURL: 'http://shop.test/api', fetch });
    expect(await http.request('/x', { method: 'POST', body: { a: 1 } })).toBeUndefined();
    await http.request('/x', { method: 'POST', body: new Blob(['a,b'], { type: 'text/csv' }) });
    expect(bodies).toEqual([
      ['application/json', '{"a":1}'],
      ['text/csv', 'a,b'],
    ]);
  });

  it('asks the in-process API when the process serving the pages set one', async () => {
    const server = fakeServer(() => Response.json({ ok: true }));
    answerApiInProcess(server.fetch);
    try {
      expect(await request('/product', { query: { page: 1 } })).toEqual({ ok: true });
      expect(new URL(server.seen[0]!.url).pathname).toBe('/api/product');
    } finally {
      delete (globalThis as Record<symbol, unknown>)[
        Symbol.for('vn-electronics-shop.in-process-api')
      ];
    }
  });

  it('reports an aborted call as an ApiError of status 0', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await request('/search/suggest', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});

describe('error texts', () => {
  it('falls back to the given text when nothing better is known', () => {
    expect(orderFailureText(null)).toBe('There was an error processing your order.');
    expect(errorPanelText(new ApiError(500, ''), messages('en').catalog)).toEqual({
      title: 'Something Went Wrong',
      message: 'An unexpected error occurred',
    });
  });
});
