import { describe, expect, it } from 'vitest';
import { cutText } from '../../src/lib/text.ts';

describe('cutting text', () => {
  it('keeps the first N characters and appends ...', () => {
    expect(cutText('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`);
  });

  it('leaves a text of N characters or fewer whole', () => {
    expect(cutText('Short description', 100)).toBe('Short description');
    expect(cutText('b'.repeat(100), 100)).toBe('b'.repeat(100));
  });

  it('does not leave a space before the dots', () => {
    expect(cutText('Phones with great cameras', 12)).toBe('Phones with...');
  });

  it('trims surrounding whitespace', () => {
    expect(cutText('  padded  ', 100)).toBe('padded');
  });
});
