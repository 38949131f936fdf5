// Over a real socket: a request the server refuses before reading it (413 body too large, 431
// headers too large) must not leave the client a keep-alive connection that the server then drops.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let server: ServerType;
let port: number;
/** One keep-alive socket, so every request after the first reuses the connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
}

function send(
  method: string,
  path: string,
  options: { body?: Buffer; headers?: http.OutgoingHttpHeaders } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: options.headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', reject);
    // The server may answer before it has read the body and stop reading; that is its right.
    if (options.body) req.write(options.body, () => {});
    req.end();
  });
}

const next = () => send('GET', '/api/auth/csrf-token');

describe('a refused request on a keep-alive connection', () => {
  it.each([70 * 1024, 1024 * 1024, 8 * 1024 * 1024])(
    'answers a %d-byte body 413 with Connection: close, and the next request succeeds',
    async (size) => {
      const refused = await send('POST', '/api/auth/sign-in', {
        body: Buffer.alloc(size, 'x'),
        headers: { 'Content-Type': 'application/json', 'Content-Length': size },
      });
      expect(refused).toEqual({ status: 413, connection: 'close' });
      expect((await next()).status).toBe(200);
    },
  );

  it('answers oversized headers 431 with Connection: close, and the next request succeeds', async () => {
    const refused = await send('GET', '/api/product/category', {
      headers: { 'X-Padding': 'y'.repeat(64 * 1024) },
    });
    expect(refused).toEqual({ status: 431, connection: 'close' });
    expect((await next()).status).toBe(200);
  });
});
