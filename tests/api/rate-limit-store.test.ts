// Throttling counters live in the database: every instance on it sees them, a restart keeps
// them, the end of a counter's window opens it again, and refused requests leave no rows.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/api/app.ts';
import type { AppEnv } from '../../src/server/api/context.ts';
import { openDatabase } from '../../src/server/api/db/connect.ts';
import { rateLimits } from '../../src/server/api/db/schema.ts';
import { createTestContext, freshDatabaseUrl, TestClient, type TestContext } from './harness.ts';

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later.';
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);
/** A fresh data folder opened (every migration runs) and opened again: slow on a loaded machine. */
const OPENS_TWICE_MS = 120_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

const uniqueEmail = () => `throttled-${randomBytes(5).toString('hex')}@example.com`;
const signIn = (app: Hono<AppEnv>, email: string) =>
  new TestClient(app).post('/api/auth/sign-in', { email, password: 'wrong-password' });

/** A database that outlives its connection: a PGlite data folder, or a PostgreSQL database. */
async function durableDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (onPostgres) return freshDatabaseUrl();
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-throttle-'));
  return {
    url: path.join(folder, 'shop'),
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}

it('shares its counters between two instances on one database', async () => {
  const second = onPostgres ? await openDatabase(ctx.config.databaseUrl) : ctx.database;
  try {
    const apps = [ctx.app, createApp({ db: second.db, config: ctx.config })];
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await signIn(apps[i % 2]!, email)).status).toBe(401);
    for (const app of apps) {
      const blocked = await signIn(app, email);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: TOO_MANY_SIGN_INS });
    }
  } finally {
    if (second !== ctx.database) await second.close();
  }
});

it(
  'keeps its counters across a restart',
  async () => {
    const { url, drop } = await durableDatabaseUrl();
    const config = { ...ctx.config, databaseUrl: url };
    const email = uniqueEmail();
    try {
      const before = await openDatabase(url);
      try {
        const app = createApp({ db: before.db, config });
        for (let i = 0; i < 5; i++) expect((await signIn(app, email)).status).toBe(401);
      } finally {
        await before.close();
      }
      const after = await openDatabase(url);
      try {
        const blocked = await signIn(createApp({ db: after.db, config }), email);
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
      } finally {
        await after.close();
      }
    } finally {
      await drop();
    }
  },
  OPENS_TWICE_MS,
);

it('lets a blocked caller try again once its window has ended', async () => {
  const app = createApp({
    db: ctx.database.db,
    config: {
      ...ctx.config,
      rateLimits: { ...ctx.config.rateLimits, signInPerPair: { max: 2, windowMs: 1000 } },
    },
  });
  const email = uniqueEmail();
  // The counters' store reads the process clock: only Date is faked, standing still (so a slow
  // machine cannot end the window early), then moved past the window's end, with no waiting.
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (let i = 0; i < 2; i++) expect((await signIn(app, email)).status).toBe(401);
    const blocked = await signIn(app, email);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('1');
    vi.setSystemTime(Date.now() + 1100);
    expect((await signIn(app, email)).status).toBe(401);
  } finally {
    vi.useRealTimers();
  }
});

it('keeps counters as rows, and leaves none behind for the requests it refuses', async () => {
  const app = createApp({
    db: ctx.database.db,
    config: {
      ...ctx.config,
      trustProxy: 1,
      rateLimits: { ...ctx.config.rateLimits, signInPerAddress: { max: 2, windowMs: 60_000 } },
    },
  });
  const tag = randomBytes(5).toString('hex');
  const address = `2001:db8:${tag.slice(0, 4)}::1`;
  const fromOwnAddress = (email: string) =>
    new TestClient(app).post(
      '/api/auth/sign-in',
      { email, password: 'wrong-password' },
      { headers: { 'X-Forwarded-For': address } },
    );
  const rowsFor = async (emails: string[]) =>
    (await ctx.database.db.select({ key: rateLimits.key }).from(rateLimits)).filter((row) =>
      emails.some((email) => row.key.endsWith(email)),
    );
  const counted = [`a-${tag}@example.com`, `b-${tag}@example.com`];
  for (const email of counted) expect((await fromOwnAddress(email)).status).toBe(401);
  expect(await rowsFor(counted)).toHaveLength(4);
  const refused = Array.from({ length: 5 }, (_, i) => `flood-${i}-${tag}@example.com`);
  for (const email of refused) expect((await fromOwnAddress(email)).status).toBe(429);
  expect(await rowsFor(refused)).toEqual([]);
});
