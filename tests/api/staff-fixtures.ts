// Staff accounts for API tests: created through the same service as the API and the CLI (audited
// as "test"), and signed in through the staff sign-in call.
import { randomBytes } from 'node:crypto';
import { totpSetupResponseSchema } from '../../src/api/schemas/staff.ts';
import type { StaffRole } from '../../src/lib/staff.ts';
import { totpCodeAt } from '../../src/server/api/auth/totp.ts';
import { createStaff } from '../../src/server/api/services/staff.ts';
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

/**
 * Turns two-factor sign-in on for the member signed in on `client` (setup with the password, then
 * the code at `now`), as My account does; answers the secret.
 */
export async function turnOnTotp(
  client: TestClient,
  member: Pick<TestStaff, 'password'>,
  now: Date,
): Promise<string> {
  const setup = await client.post('/api/admin/auth/totp/setup', { password: member.password });
  if (setup.status !== 200)
    throw new Error(`two-factor setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const { secret } = totpSetupResponseSchema.parse(setup.body);
  const confirmed = await client.post('/api/admin/auth/totp/confirm', {
    code: await totpCodeAt(secret, now),
  });
  if (confirmed.status !== 200)
    throw new Error(
      `two-factor confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`,
    );
  return secret;
}
