import { describe, expect, it } from 'vitest';
import { cutText, isBlank, visibleLength } from '../../src/lib/text.ts';

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

describe('counting what a reader sees', () => {
  const zws = '\u200b';

  it('counts nothing for zero-width and other invisible characters, alone or among spaces', () => {
    for (const text of [
      zws.repeat(12),
      ` ${zws} `.repeat(5),
      ' '.repeat(10),
      '\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff',
      '\u00ad'.repeat(12),
      '\u3164\u115f\u1160\uffa0\u2800',
      '\u0301\u0303\u0323'.repeat(4),
      `\t\n\u00a0\u3000${zws}\ufe0f`,
      '',
    ]) {
      expect(visibleLength(text), JSON.stringify(text)).toBe(0);
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('counts letters once however they are composed, and a gap between words once', () => {
    expect(visibleLength('Great buy!')).toBe(10);
    expect(visibleLength('Nguyễn')).toBe(6);
    expect(visibleLength('Nguye\u0302\u0303n')).toBe(6);
    expect(visibleLength('a          b')).toBe(3);
    expect(visibleLength(`  a${zws}${zws} ${zws}\n\tb  `)).toBe(3);
    expect(visibleLength('\u{1F468}\u200d\u{1F469}\u200d\u{1F467} \u{1F1FB}\u{1F1F3}')).toBe(3);
    expect(isBlank(`${zws}x`)).toBe(false);
  });

  it('stops counting once it has counted enough', () => {
    expect(visibleLength('0123456789'.repeat(100), 10)).toBe(10);
    expect(visibleLength('a b', 2)).toBe(2);
    expect(visibleLength('abc', 10)).toBe(3);
  });
});
