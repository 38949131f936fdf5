// The database connection outlives a dropped server connection (PostgreSQL only: PGlite runs in
// process and has no connections to lose).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

describe.runIf(onPostgres)('PostgreSQL connections', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps serving after the server ends its idle connections', async () => {
    // The pool reports each idle connection the server ends (connect.ts logs it): count them.
    let lost = 0;
    let allLost = () => {};
    const logged = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      if (String(line).startsWith('PostgreSQL connection lost')) lost++;
      allLost();
    });
    // Warm the pool so that it holds idle connections.
    const warm = await Promise.all([1, 2, 3].map(() => ctx.client().get('/api/product?limit=1')));
    expect(warm.map((r) => r.status)).toEqual([200, 200, 200]);

    const admin = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await admin.connect();
    const killed = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(killed.rows.length).toBeGreaterThan(0);
    // Let the pool see its idle connections close (an unheard 'error' event would end the
    // process). Not every ended backend is an idle pool client (a background job's connection may
    // be busy, and then its query fails instead), so wait for the first report and then until no
    // more arrive for a moment (at most 5 s), rather than for one report per ended backend.
    await new Promise<void>((resolve) => {
      setTimeout(resolve, 5_000);
      let quiet: ReturnType<typeof setTimeout> | undefined;
      allLost = () => {
        if (lost === 0) return;
        clearTimeout(quiet);
        quiet = setTimeout(resolve, 300);
      };
      allLost();
    });
    logged.mockRestore();

    const after = await ctx.client().get('/api/product?limit=1');
    expect(after.status).toBe(200);
  });
});
