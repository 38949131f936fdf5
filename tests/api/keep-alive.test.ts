// Over a real socket: a request the server refuses before reading it (413 body too large, 431
// headers too large) must not leave the client a keep-alive connection that the server then drops,
// and a client still sending a body the server refused must get the 413 and its message, not a
// reset connection (docs/decisions/0036).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, PRODUCT_MESSAGES } from '../../src/lib/product-admin.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

let ctx: TestContext;
let server: ServerType;
let port: number;
let editorToken: string;
/** One keep-alive socket, so every request after the first reuses the connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
  editorToken = (await staffClient(ctx, 'editor')).client.accessToken!;
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

interface RawAnswer {
  status: number;
  body: string;
  /** The socket error the client met (a reset, a broken pipe), if any. */
  error: string | undefined;
}

/**
 * Sends `size` bytes of body in 64 KB chunks on a new connection, as a browser uploading a file
 * does (with its length declared, or chunked), reading whatever the server answers meanwhile;
 * resolves when the server has closed the connection.
 */
function sendInChunks(
  path: string,
  size: number,
  { chunked, headers }: { chunked: boolean; headers: Record<string, string> },
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (data) => received.push(data));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body, error });
    });
    const open = () => !socket.destroyed && socket.writable;
    const drained = () =>
      new Promise<void>((done) => {
        const go = () => {
          socket.off('drain', go);
          socket.off('close', go);
          done();
        };
        socket.on('drain', go);
        socket.on('close', go);
      });
    socket.on('connect', async () => {
      const lines = [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`,
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let sent = 0; sent < size && open(); sent += chunk.length) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        const frame = chunked
          ? Buffer.concat([
              Buffer.from(`${part.length.toString(16)}\r\n`),
              part,
              Buffer.from('\r\n'),
            ])
          : part;
        if (!socket.write(frame)) await drained();
      }
      if (chunked && open()) socket.write('0\r\n\r\n');
    });
  });
}

describe('a client still sending a body the server refuses', () => {
  const size = IMAGE_UPLOAD_MAX_BYTES + 1024 * 1024;
  it.each([false, true])(
    'gets the 413 and its message for an oversized picture upload, ten times out of ten (chunked: %s)',
    async (chunked) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await sendInChunks('/api/admin/images', size, {
          chunked,
          headers: { Authorization: `Bearer ${editorToken}`, 'Content-Type': 'image/png' },
        });
        expect({ attempt, ...answer }).toEqual({
          attempt,
          status: 413,
          body: JSON.stringify({ message: PRODUCT_MESSAGES.imageTooLarge }),
          error: undefined,
        });
      }
    },
  );
});
