// A route left without an access rule in the table: the shop does not start, and says which
// route. The table is the shop's own with one such route added to it (a module mock), so the
// start goes through every step it takes in production until it makes the app.
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/api/db/connect.ts';
import { createLogger, replaceLogger } from '../../src/server/log.ts';
import type * as RouteTable from '../../src/server/api/routes/index.ts';
import { freshDatabaseUrl } from './harness.ts';

vi.mock('../../src/server/api/routes/index.ts', async (original) => {
  const table = await original<typeof RouteTable>();
  const { routeWithoutAccess } = await import('./test-routes.ts');
  const leftOpen = routeWithoutAccess(
    '/admin/left-open',
    'A back-office call whose declaration forgot who may call it.',
  );
  return { ...table, API_ROUTES: [...table.API_ROUTES, leftOpen] };
});

const { serveUntilStopped, startShop } = await import('../../src/server/main.ts');

/** A start migrates and seeds a database of its own: seconds, more on a busy machine. */
const START_MS = 120_000;
const REFUSAL = /POST \/api\/admin\/left-open declares no access rule/;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ url, drop } = await freshDatabaseUrl());
  vi.stubEnv('DATABASE_URL', url);
  vi.stubEnv('JWT_SECRET', 'start-refused-test-jwt-secret');
  vi.stubEnv('CSRF_SECRET', 'start-refused-test-csrf-secret');
  vi.stubEnv('ADMIN_TOKEN', 'start-refused-test-admin-token');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A database of the engine under test, migrated (the start seeds it). */
const database = (): Promise<Database> => openDatabase(url, { log: () => {} });

describe('a shop whose table holds a route without an access rule', () => {
  it(
    'refuses to start, naming the route, and closes what it had opened',
    async () => {
      const opened = await database();
      const closed = vi.spyOn(opened, 'close');
      await expect(startShop({ database: opened, build: 'never', log: () => {} })).rejects.toThrow(
        REFUSAL,
      );
      expect(closed).toHaveBeenCalled();
    },
    START_MS,
  );

  it(
    'prints the refusal and exits 1 when started as `npm start` does',
    async () => {
      const printed: string[] = [];
      const putBack = replaceLogger(
        createLogger({
          destination: { write: (line: string) => printed.push(JSON.parse(line).msg as string) },
        }),
      );
      onTestFinished(() => void replaceLogger(putBack));
      const exited = new Promise<unknown>((resolve) => {
        vi.spyOn(process, 'exit').mockImplementation((code) => {
          resolve(code);
          // What follows a real exit never runs: the start stops here.
          throw new Error('exited');
        });
      });
      void serveUntilStopped({
        database: await database(),
        build: 'never',
        log: () => {},
        signal: new AbortController().signal,
      }).catch(() => {});
      expect(await exited).toBe(1);
      expect(printed.join('\n')).toMatch(/^The shop could not start: /);
      expect(printed.join('\n')).toMatch(REFUSAL);
    },
    START_MS,
  );
});
