import { describe, expect, it } from 'vitest';
import { formatVnd, formatVndShort } from '../../src/lib/format.ts';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('VND formatting', () => {
  it('formats whole dong with dot grouping and the ₫ sign, never dividing', () => {
    expect(normalise(formatVnd(30_990_000))).toBe('30.990.000 ₫');
    expect(normalise(formatVnd(0))).toBe('0 ₫');
  });

  it('uses the same formatter as Intl vi-VN currency formatting', () => {
    const intl = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    expect(formatVnd(1_250_500)).toBe(intl.format(1_250_500));
  });

  it('has a short form with the đ mark for the categories page', () => {
    expect(formatVndShort(30_990_000)).toBe('30.990.000đ');
    expect(formatVndShort(500)).toBe('500đ');
  });
});
