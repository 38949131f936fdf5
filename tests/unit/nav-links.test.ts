import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, displayName } from '../../src/features/shell/nav-links.ts';

describe('account menu entries', () => {
  it('lists My Profile, My Orders and Settings in that order', () => {
    expect(ACCOUNT_LINKS.map((link) => [link.label, link.href])).toEqual([
      ['My Profile', '/profile'],
      ['My Orders', '/orders'],
      ['Settings', '/settings'],
    ]);
  });

  it("shows the user's name, or 'User' when the name is blank", () => {
    expect(displayName({ name: ' Lan Nguyen ' })).toBe('Lan Nguyen');
    expect(displayName({ name: '   ' })).toBe('User');
  });
});
