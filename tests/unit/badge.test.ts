import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '../../src/lib/badge.ts';

describe('formatBadgeCount', () => {
  it('shows counts from 1 to 99 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(42)).toBe('42');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('99+');
  });

  it('shows no badge for zero, negative or non-numeric counts', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });
});
