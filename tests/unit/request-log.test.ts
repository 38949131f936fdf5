// The request line (src/server/request-log.ts) through a real Node server: its level and the name
// it is logged under, for pages, failures and the probes load balancers and scrapers send.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/log.ts';
import { requestLog } from '../../src/server/request-log.ts';

interface Line {
  level: number;
  route: string;
  status: number;
  reqId: string;
}

const lines: Line[] = [];
const logger = createLogger({
  level: 'debug',
  destination: { write: (line: string) => lines.push(JSON.parse(line) as Line) },
});
let server: ServerType;
let base: string;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', requestLog({ logger: () => logger, quiet: new Set(['/readyz', '/healthz']) }));
  app.get('/readyz', (c) => c.text('stopping', 503));
  app.get('/healthz', () => {
    throw new Error('broken');
  });
  app.get('/about', (c) => c.html('<p>about</p>'));
  app.get('/broken', (c) => c.text('down', 503));
  app.onError((_error, c) => c.text('failed', 500));
  server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0 }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The line of the request sent with `id`. */
async function lineOf(path: string, id: string): Promise<Line> {
  await (await fetch(`${base}${path}`, { headers: { 'X-Request-Id': id } })).arrayBuffer();
  await expect.poll(() => lines.some((line) => line.reqId === id)).toBe(true);
  return lines.find((line) => line.reqId === id)!;
}

describe('request lines', () => {
  it('a page at info, under its path', async () => {
    expect(await lineOf('/about', 'page-1')).toMatchObject({
      level: 30,
      route: '/about',
      status: 200,
    });
  });

  it("a probe's 503 (not ready, stopping) at debug, under the probe's name", async () => {
    expect(await lineOf('/readyz', 'probe-1')).toMatchObject({
      level: 20,
      route: '/readyz',
      status: 503,
    });
  });

  it('a probe that fails (500) and any other 5xx at error', async () => {
    expect(await lineOf('/healthz', 'probe-2')).toMatchObject({
      level: 50,
      route: '/healthz',
      status: 500,
    });
    expect(await lineOf('/broken', 'page-2')).toMatchObject({ level: 50, status: 503 });
  });
});
