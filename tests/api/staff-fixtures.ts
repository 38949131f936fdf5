// Staff accounts for API tests: created through the same service as the API and the CLI (audited
// as "test"), and signed in through the staff sign-in call.
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../src/lib/staff.ts';
import { createStaff } from '../../src/server/services/staff.ts';
import type { TestClient, TestContext } from './harness.ts';

export const STAFF_PASSWORD = 'staff-password-1';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** A new staff member of `role` with a unique e-mail (or `email`), in the test database. */
export async function addStaff(
  ctx: TestContext,
  role: StaffRole,
  email = `${role}-${randomBytes(5).toString('hex')}@example.com`,
): Promise<TestStaff> {
  const row = await createStaff(
    ctx.database.db,
    { email, name: `Test ${role}`, role, password: STAFF_PASSWORD },
    { actor: 'test' },
  );
  return { id: row.id, email: row.email, password: STAFF_PASSWORD, role };
}

/** Signs `member` in on `client` (keeping the staff access token); fails loudly otherwise. */
export async function signInStaff(
  client: TestClient,
  member: Pick<TestStaff, 'email' | 'password'>,
  totpCode?: string,
): Promise<void> {
  const res = await client.post('/api/admin/auth/sign-in', {
    email: member.email,
    password: member.password,
    ...(totpCode ? { totpCode } : {}),
  });
  if (res.status !== 200)
    throw new Error(`staff sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  client.accessToken = res.body.accessToken;
}

/** A new staff member of `role`, signed in on a client of their own. */
export async function staffClient(
  ctx: TestContext,
  role: StaffRole,
): Promise<TestStaff & { client: TestClient }> {
  const member = await addStaff(ctx, role);
  const client = ctx.client();
  await signInStaff(client, member);
  return { ...member, client };
}
