import { describe, expect, it } from 'vitest';
import { discountPercent } from '../../src/lib/discount.ts';

describe('sale percentage', () => {
  it('is the difference over the base price, rounded to a whole percent', () => {
    expect(discountPercent(30_000_000, 27_000_000)).toBe(10);
    expect(discountPercent(15_990_000, 14_071_200)).toBe(12);
    expect(discountPercent(3, 2)).toBe(33);
  });

  it('rounds halves up', () => {
    expect(discountPercent(200, 199)).toBe(1);
    expect(discountPercent(1000, 995)).toBe(1);
  });

  it('is absent when there is no sale price', () => {
    expect(discountPercent(500_000, null)).toBeNull();
    expect(discountPercent(500_000, undefined)).toBeNull();
  });

  it('is absent when the sale price is not below the base price', () => {
    expect(discountPercent(500_000, 500_000)).toBeNull();
    expect(discountPercent(500_000, 650_000)).toBeNull();
  });

  it('is 100 for a free item', () => {
    expect(discountPercent(500_000, 0)).toBe(100);
  });
});
