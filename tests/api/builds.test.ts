import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, buildsStatusSchema } from '../../src/api/schemas/index.ts';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { catalogChangesFor, followCatalogChanges } from '../../src/server/api/catalog-changes.ts';
import type { RebuildStatus } from '../../src/server/api/context.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { staffClient } from './staff-fixtures.ts';

/** A builder whose state the tests set: a build can be started while none runs. */
const status: RebuildStatus = {
  state: 'failed',
  lastBuiltAt: '2026-11-20T08:00:40.000Z',
  lastError: 'astro build exited with 1',
  running: null,
  last: {
    id: 'mi3b2c-42',
    startedAt: '2026-11-21T09:00:00.000Z',
    finishedAt: '2026-11-21T09:00:12.500Z',
    durationMs: 12_500,
    result: 'failed',
    error: 'astro build exited with 1',
  },
  served: { id: 'mi1a0b-41', startedAt: '2026-11-20T08:00:00.000Z', durationMs: 40_000 },
};
const builder = {
  status: () => ({ ...status }),
  start: async () => {
    if (status.running) return false;
    status.state = 'running';
    status.running = { id: 'mi4c3d-43', startedAt: '2026-11-21T10:00:00.000Z' };
    return true;
  },
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    builder,
    refreshWaiting: async () => ({ changes: 2, pages: 7 }),
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/admin/builds', () => {
  it('answers editors, admins and automation; refuses operators, customers and strangers', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const { client } = await staffClient(ctx, role);
      expect((await client.get('/api/admin/builds')).status, role).toBe(200);
    }
    const automation = ctx.client();
    automation.accessToken = ctx.config.adminToken;
    expect((await automation.get('/api/admin/builds')).status).toBe(200);

    const { client: operator } = await staffClient(ctx, 'operator');
    const refused = await operator.get('/api/admin/builds');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STAFF_MESSAGES.roleForbidden);
    const customer = ctx.client();
    await customer.signUp();
    expect((await customer.get('/api/admin/builds')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/builds')).status).toBe(401);
  });

  it('tells the last build (id, when, duration, result, error), the served one and the pages waiting', async () => {
    const { client } = await staffClient(ctx, 'editor');
    const state = buildsStatusSchema.parse((await client.get('/api/admin/builds')).body);
    expect(state).toEqual({
      running: null,
      last: status.last,
      served: status.served,
      waiting: { changes: 2, pages: 7 },
    });
  });
});

describe('POST /api/admin/rebuild', () => {
  it('starts a build once, audited as build.start with who and the build id; the state shows it running', async () => {
    const { client: editor, id, email } = await staffClient(ctx, 'editor');
    expect((await editor.post('/api/admin/rebuild')).status).toBe(202);
    const again = await editor.post('/api/admin/rebuild');
    expect(again.status).toBe(409);

    const state = buildsStatusSchema.parse((await editor.get('/api/admin/builds')).body);
    expect(state.running).toEqual({ id: 'mi4c3d-43', startedAt: '2026-11-21T10:00:00.000Z' });

    const { client: admin } = await staffClient(ctx, 'admin');
    const audit = auditPageSchema.parse(
      (await admin.get('/api/admin/audit?action=build.start')).body,
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      staffId: id,
      actor: email,
      action: 'build.start',
      targetType: 'build',
      targetId: 'mi4c3d-43',
    });
  });
});

describe('catalogue changes waiting for this instance', () => {
  it('counts a change recorded since the instance started until the instance applies it', async () => {
    const changes = catalogChangesFor();
    const followed = await followCatalogChanges(ctx.database.db, changes, () => {});
    // No polling here: the count must move only with what this instance applies.
    followed.stop();
    expect(await followed.waiting()).toBe(0);
    const change = await changes.record(ctx.database.db, ['product:test']);
    expect(await followed.waiting()).toBe(1);
    changes.apply(change);
    expect(await followed.waiting()).toBe(0);
  });
});
