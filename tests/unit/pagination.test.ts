import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/lib/pagination.ts';

describe('pagination window', () => {
  it('shows nothing without pages and a single page alone', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the last page and an ellipsis at the start of a long list', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
  });

  it('centres the window on the current page with first and last around ellipses', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
  });

  it('keeps the first page and an ellipsis at the end of a long list', () => {
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });

  it('omits the ellipsis when the window touches the first or last page', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(pageWindow(-3, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });

  it('always shows the current, first and last pages and at most five others', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const numbers = pageWindow(current, pages).filter((item) => item !== 'ellipsis');
        expect(numbers).toContain(current);
        expect(numbers).toContain(pages);
        expect(numbers[0]).toBe(1);
        expect(numbers.length).toBeLessThanOrEqual(7);
      }
    }
  });
});
