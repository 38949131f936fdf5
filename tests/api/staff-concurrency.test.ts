// Two admins demoting or removing each other at the same moment: one of them wins, the other is
// told it would leave the shop without an admin, and there is never a server error nor a shop
// with no admin. On PostgreSQL the two transactions truly run at once.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../src/lib/staff.ts';
import { staff } from '../../src/server/api/db/schema.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { addStaff, signInStaff, type TestStaff } from './staff-fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  // A database of its own without staff, so the admins are the ones each round makes.
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

async function signedInAdmin(): Promise<{ member: TestStaff; client: TestClient }> {
  const member = await addStaff(ctx, 'admin');
  const client = ctx.client();
  await signInStaff(client, member);
  return { member, client };
}

async function liveAdmins(): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.removedAt)));
  return rows.map((row) => row.id);
}

/** What the admin who lost the race may be told: the last-admin refusal, or that they are no longer allowed. */
const LOSING_STATUSES = [401, 403, 409];

describe('admins acting on each other at once', () => {
  it('leaves exactly one admin and answers no server error, round after round', async () => {
    let survivor = await signedInAdmin();
    for (let round = 0; round < 12; round++) {
      const newcomer = await signedInAdmin();
      expect((await liveAdmins()).sort()).toEqual([survivor.member.id, newcomer.member.id].sort());
      // Demotions, removals and one of each, in turn.
      const act = (by: TestClient, target: TestStaff, remove: boolean) =>
        remove
          ? by.delete(`/api/admin/staff/${target.id}`)
          : by.put(`/api/admin/staff/${target.id}/role`, { role: 'editor' });
      const [fromSurvivor, fromNewcomer] = await Promise.all([
        act(survivor.client, newcomer.member, round % 3 !== 0),
        act(newcomer.client, survivor.member, round % 3 === 2),
      ]);

      const answers = [fromSurvivor, fromNewcomer];
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      const won = answers.filter((res) => res.status === 200 || res.status === 204);
      expect(won).toHaveLength(1);
      const lost = answers.find((res) => !won.includes(res))!;
      expect(LOSING_STATUSES).toContain(lost.status);
      if (lost.status === 409) expect(lost.body.message).toBe(STAFF_MESSAGES.lastAdmin);
      const left = await liveAdmins();
      expect(left).toHaveLength(1);
      survivor = left[0] === survivor.member.id ? survivor : newcomer;
    }
  });
});
