import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from '../../src/lib/phone.ts';

describe('phone auto-format', () => {
  it('groups a full number 4-3-3', () => {
    expect(formatPhone('0912345678')).toBe('0912 345 678');
  });

  it('groups as the customer types', () => {
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('0912')).toBe('0912');
    expect(formatPhone('09123')).toBe('0912 3');
    expect(formatPhone('0912345')).toBe('0912 345');
    expect(formatPhone('09123456')).toBe('0912 345 6');
  });

  it('keeps at most 10 digits', () => {
    expect(formatPhone('09123456789999')).toBe('0912 345 678');
    expect(phoneDigits('0912 345 678 9')).toBe('0912345678');
  });

  it('drops everything that is not a digit and regroups an edited value', () => {
    expect(formatPhone('(091) 2-34.5abc678')).toBe('0912 345 678');
    expect(formatPhone('0912 34 5678')).toBe('0912 345 678');
  });

  it('leaves an empty field empty', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('  ')).toBe('');
  });
});
