// Transactions that lose races, through the real database and the API's error handler: an
// attempt that lost is rolled back before the next one runs, and a request whose transaction
// loses every attempt is answered 503 with Retry-After, never 500.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiErrorSchema } from '../../src/api/schemas/common.ts';
import { catalogChanges } from '../../src/server/api/db/schema.ts';
import { TRANSACTION_ATTEMPTS, inTransaction } from '../../src/server/api/db/transaction.ts';
import { BUSY_MESSAGE } from '../../src/server/api/http/errors.ts';
import { access, defineRoute } from '../../src/server/api/http/route.ts';
import { createLogger, replaceLogger } from '../../src/server/log.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
/** How many attempts of the route's transaction lose (as PostgreSQL's deadlock victim). */
let losing = 0;
let attempts = 0;

const deadlock = () =>
  new Error('failed query: update "products" …', {
    cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  });

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    routes: [
      defineRoute({
        method: 'POST',
        path: '/test/write-losing-races',
        tag: 'Operations',
        summary: 'Writes a row in a transaction whose first `losing` attempts lose a race.',
        access: access.public,
        responses: { 200: { description: 'How many attempts it took.' } },
        handler: async (c) => {
          await inTransaction(ctx.database.db, async (tx) => {
            attempts += 1;
            await tx.insert(catalogChanges).values({ tags: ['transaction-retry-test'] });
            if (attempts <= losing) throw deadlock();
          });
          return c.json({ attempts });
        },
      }),
    ],
  });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  attempts = 0;
});

async function rowsWritten(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(catalogChanges)
    .where(sql`${catalogChanges.tags} @> '["transaction-retry-test"]'::jsonb`);
  return Number(row?.n ?? 0);
}

describe('a request whose transaction loses races', () => {
  it('writes once when an attempt loses and the next one commits', async () => {
    losing = 2;
    const before = await rowsWritten();

    const res = await ctx.client().post('/api/test/write-losing-races');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ attempts: 3 });
    expect(await rowsWritten()).toBe(before + 1);
  });

  it('is answered 503 with Retry-After, not logged as an unexpected error, when every attempt loses', async () => {
    losing = Number.POSITIVE_INFINITY;
    const logged: { level: number; msg: string }[] = [];
    const putBack = replaceLogger(
      createLogger({ destination: { write: (line: string) => logged.push(JSON.parse(line)) } }),
    );
    onTestFinished(() => void replaceLogger(putBack));
    const before = await rowsWritten();

    const res = await ctx.client().post('/api/test/write-losing-races');

    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    // A 5xx carries the request's id, which finds its line in the log (request-log.ts).
    expect(apiErrorSchema.parse(res.body)).toEqual({
      message: BUSY_MESSAGE,
      requestId: expect.any(String),
    });
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(await rowsWritten()).toBe(before);
    // Warned about (the contention), never logged as an error.
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.some((line) => line.level === 40)).toBe(true);
  });
});
