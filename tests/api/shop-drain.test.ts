// A shop sent SIGTERM while orders are being placed (docs/operations.md#stopping): the real shop
// (`node scripts/start.ts`, one process) on a database of its own. Guest shoppers place orders,
// each on a connection of its own; SIGTERM goes out once the first half are sent and under way, and
// the second half keep coming while the shop stops. Every request either completes with its order
// acknowledged (201), or was never taken (the connection refused, or cut before the shop read it);
// the shop exits 0; afterwards the database holds exactly the acknowledged orders. On PostgreSQL
// (TEST_DATABASE_URL) the same on a database of its own. No time is asserted.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/api/db/connect.ts';
import { orders } from '../../src/server/api/db/schema.ts';
import {
  csrfSession,
  orderPlanner,
  orderRequest,
  readCatalogue,
  type Session,
} from '../../scripts/lib/crash-load.ts';
import { seededRandom } from '../../scripts/lib/seeded-random.ts';
import { freePort, THROWAWAY_BANK_ACCOUNT } from '../../scripts/lib/shop-process.ts';
import { freshDatabaseUrl } from './harness.ts';

const onPostgres = process.env['TEST_DATABASE_URL'] !== undefined;
/** Generous: a first start on this shared 2-core machine has taken 30 s. */
const TIMEOUT_MS = 240_000;
const ORDERS = 24;

type Outcome =
  | { kind: 'acknowledged'; orderId: string }
  | { kind: 'never taken'; code: string }
  | { kind: 'other'; detail: string };

let work = '';
let databaseUrl = '';
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'shop-drain-'));
  if (onPostgres) ({ url: databaseUrl, drop } = await freshDatabaseUrl());
  else databaseUrl = path.join(work, 'shop');
});

afterAll(async () => {
  await drop();
  rmSync(work, { recursive: true, force: true });
});

/**
 * One order on a connection of its own (no keep-alive: a connection the stopping shop has not
 * taken is refused, not left idle). Resolves with what came of it; `sent` once the body is out.
 */
function placeOrder(
  port: number,
  session: Session,
  body: string,
  key: string,
  sent: () => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/order/guest-checkout',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Cookie: session.cookie,
          'X-CSRF-Token': session.token,
          'Idempotency-Key': key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode === 201)
            resolve({
              kind: 'acknowledged',
              orderId: (JSON.parse(text) as { order: { _id: string } }).order._id,
            });
          else resolve({ kind: 'other', detail: `${res.statusCode} ${text.slice(0, 200)}` });
        });
        res.on('error', (error) => resolve({ kind: 'other', detail: String(error) }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: the shop no longer listens. Reset before any answer: a connection the kernel
      // had queued when the shop closed its listening socket, which the shop never read.
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET')
        resolve({ kind: 'never taken', code: error.code });
      else resolve({ kind: 'other', detail: `${error.code ?? ''} ${error.message}` });
    });
    req.on('finish', sent);
    req.end(body);
  });
}

async function waitForApi(url: string, child: ReturnType<typeof spawn>, output: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/product?limit=1`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a shop stopped while orders are placed', () => {
  it(
    'finishes every order it took, takes no more, and exits 0 with every acknowledged order stored',
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['scripts/start.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          STOREFRONT_BUILD: 'never',
          SHOP_PROCESSES: '1',
          JWT_SECRET: 'shop-drain-test-jwt-secret',
          CSRF_SECRET: 'shop-drain-test-csrf-secret',
          ADMIN_TOKEN: 'shop-drain-test-admin-token',
          ...THROWAWAY_BANK_ACCOUNT,
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      await waitForApi(url, child, () => output);

      const items = (await readCatalogue(url)).filter((item) => item.stock >= 10);
      const plan = orderPlanner(items, seededRandom(7));
      const sessions = await Promise.all(Array.from({ length: ORDERS }, () => csrfSession(url)));
      const bodies = sessions.map((_, n) => JSON.stringify(orderRequest(plan(), n)));
      // Each request's key: the orders these requests placed are those stored with them.
      const keys = sessions.map(() => randomUUID());

      // The first half, sent; SIGTERM once every one of them is out.
      const half = ORDERS / 2;
      let out = 0;
      let signalled!: () => void;
      const firstHalfOut = new Promise<void>((resolve) => (signalled = resolve));
      const first = bodies.slice(0, half).map((body, n) =>
        placeOrder(port, sessions[n]!, body, keys[n]!, () => {
          if (++out === half) signalled();
        }),
      );
      await firstHalfOut;
      child.kill('SIGTERM');
      // The second half keep coming while the shop stops.
      const second: Promise<Outcome>[] = [];
      for (let n = half; n < ORDERS; n++) {
        second.push(placeOrder(port, sessions[n]!, bodies[n]!, keys[n]!, () => {}));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const outcomes = await Promise.all([...first, ...second]);
      const [code, signal] = await exited;

      expect(signal, output.slice(-3000)).toBeNull();
      expect(code, output.slice(-3000)).toBe(0);
      const others = outcomes.filter((o) => o.kind === 'other');
      expect(others, 'every request completed or was never taken').toEqual([]);
      const acknowledged = outcomes.flatMap((o) => (o.kind === 'acknowledged' ? [o.orderId] : []));
      // The orders under way when the signal came were finished, not cut.
      expect(acknowledged.length).toBeGreaterThan(0);

      const database = await openDatabase(databaseUrl, { waitMs: 0, log: () => {} });
      try {
        // Exactly the acknowledged orders: none lost, none placed without an answer.
        const stored = await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(inArray(orders.idempotencyKey, keys));
        expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      } finally {
        await database.close();
      }
      expect(output).toContain('"msg":"The shop has stopped."');
    },
    TIMEOUT_MS,
  );
});
