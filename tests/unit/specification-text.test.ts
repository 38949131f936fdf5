import { describe, expect, it } from 'vitest';
import { specificationText } from '../../src/lib/product-admin.ts';

describe('specification text', () => {
  it('shows numbers grouped with their unit, and Yes/No for booleans', () => {
    expect(specificationText(6.9, 'inch')).toBe('6.9 inch');
    expect(specificationText(5000, 'mAh')).toBe('5,000 mAh');
    expect(specificationText(200, 'MP')).toBe('200 MP');
    expect(specificationText(2048)).toBe('2,048');
    expect(specificationText(true)).toBe('Yes');
    expect(specificationText('A19 Pro')).toBe('A19 Pro');
  });
});
