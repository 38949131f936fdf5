import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../src/features/admin/paths.ts';
import { navFor, roleAllows, STAFF_MESSAGES, validateNewStaff } from '../../src/lib/staff.ts';
import { checkTotp, newTotpSecret, totpCodeAt } from '../../src/server/api/auth/totp.ts';

describe('staff roles', () => {
  it('lets admin do everything and the other roles only what names them', () => {
    expect(roleAllows('admin', ['editor'])).toBe(true);
    expect(roleAllows('editor', ['editor', 'operator'])).toBe(true);
    expect(roleAllows('operator', ['editor'])).toBe(false);
    expect(navFor('operator').map((l) => l.label)).toEqual(['Orders']);
    expect(navFor('editor').map((l) => l.label)).toEqual([
      'Products',
      'Import',
      'Reviews',
      'Policies',
      'Builds',
    ]);
    expect(navFor('admin')).toHaveLength(9);
    expect(navFor('admin').map((l) => l.href)).toContain('/admin/shop');
  });

  it('checks a new staff member like the API does', () => {
    expect(validateNewStaff({ email: 'a@b.vn', name: 'A', password: 'long-enough' })).toEqual({});
    expect(validateNewStaff({ email: 'nope', name: ' ', password: 'short' })).toEqual({
      email: STAFF_MESSAGES.emailInvalid,
      name: STAFF_MESSAGES.nameRequired,
      password: STAFF_MESSAGES.passwordTooShort,
    });
  });
});

describe('the sign-in page sends people back only inside the back office', () => {
  it.each([
    ['/admin/orders?page=2', '/admin/orders?page=2'],
    ['/admin', '/admin'],
    ['/admin/login?next=/admin', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/administrator', '/admin'],
    [null, '/admin'],
  ])('%s goes to %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('two-factor codes', () => {
  it('accepts the current code once, one step of drift, and nothing else', async () => {
    const secret = newTotpSecret();
    const now = new Date('2026-05-01T10:00:10Z');
    const code = await totpCodeAt(secret, now);
    const step = await checkTotp(secret, code, now, null);
    expect(step).toBe(Math.floor(now.getTime() / 30_000));
    expect(await checkTotp(secret, code, now, step)).toBeNull();
    expect(await checkTotp(secret, code, new Date(now.getTime() + 30_000), null)).toBe(step);
    expect(await checkTotp(secret, code, new Date(now.getTime() + 90_000), null)).toBeNull();
    expect(await checkTotp(secret, 'abcdef', now, null)).toBeNull();
  });
});
