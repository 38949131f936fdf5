import { describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/lib/constants.ts';
import { resultCount } from '../../src/lib/result-count.ts';

describe('result count', () => {
  it('shows a total the API counted exactly as it is', () => {
    expect(resultCount(0)).toBe('0');
    expect(resultCount(12)).toBe('12');
    expect(resultCount(COUNT_CAP)).toBe(String(COUNT_CAP));
  });

  it('shows COUNT_CAP + 1, the API\'s "more than COUNT_CAP", as 1000+', () => {
    expect(resultCount(COUNT_CAP + 1)).toBe(`${COUNT_CAP}+`);
    expect(`${resultCount(COUNT_CAP + 1)} results found`).toBe('1000+ results found');
  });
});
