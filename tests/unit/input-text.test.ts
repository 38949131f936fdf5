import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES,
  cleanInput,
  cleanTextRecord,
  jsonDeeperThan,
} from '../../src/server/api/http/input-text.ts';

describe('jsonDeeperThan', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDeeperThan('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('answers for a million brackets without growing the stack', () => {
    expect(jsonDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });
});

describe('cleanInput', () => {
  it('normalises every string and key to NFC', () => {
    const nfd = 'Nguyễn'.normalize('NFD');
    const cleaned = cleanInput({ [nfd]: [nfd, { name: nfd }], n: 1, ok: true, none: null });
    expect(cleaned).toEqual({
      value: { Nguyễn: ['Nguyễn', { name: 'Nguyễn' }], n: 1, ok: true, none: null },
    });
  });

  it('names the first unpaired surrogate or NUL with its path', () => {
    expect(cleanInput({ address: { street: 'Le Loi \ud800' } })).toEqual({
      problem: { path: ['address', 'street'], message: INPUT_MESSAGES.unicode },
    });
    expect(cleanInput({ items: [{ name: 'a\u0000b' }] })).toEqual({
      problem: { path: ['items', '0', 'name'], message: INPUT_MESSAGES.nul },
    });
  });

  it('walks 100,000 levels of nesting without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect('value' in cleanInput(deep)).toBe(true);
  });

  it('keeps a "__proto__" key as a plain field', () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"admin":true}}');
    const cleaned = cleanInput(parsed) as { value: Record<string, unknown> };
    expect(Object.getPrototypeOf(cleaned.value)).toBe(Object.prototype);
    expect(Object.keys(cleaned.value)).toEqual(['__proto__']);
    expect((cleaned.value as { admin?: boolean }).admin).toBeUndefined();
  });
});

describe('cleanTextRecord', () => {
  // Texts mixing what cleanInput changes or refuses: decomposed letters, NULs, lone surrogates.
  const piece = fc.constantFrom(
    'Nguyễn',
    'Nguyễn'.normalize('NFD'),
    'a',
    ' ',
    '\u0000',
    '\ud800',
    '\udc00',
    '__proto__',
  );
  const text = fc.string({ unit: fc.oneof(piece, fc.string({ maxLength: 2 })), maxLength: 6 });
  const record = fc.dictionary(text, text, { maxKeys: 8 });

  it('answers as cleanInput does for any record of strings: the same copy in the same key order, or the same first problem', () => {
    fc.assert(
      fc.property(record, (cells) => {
        const expected = cleanInput(cells);
        const actual = cleanTextRecord(cells);
        expect(actual).toEqual(expected);
        if ('value' in actual && 'value' in expected)
          expect(Object.keys(actual.value)).toEqual(Object.keys(expected.value as object));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers the same for a row whose texts it has already seen, reusing their clean forms', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 4 }), (rows) => {
        const known = new Map<string, string>();
        for (const cells of rows) expect(cleanTextRecord(cells, known)).toEqual(cleanInput(cells));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a "__proto__" column as a plain field', () => {
    const cleaned = cleanTextRecord(
      JSON.parse('{"__proto__":"x","sku":"A"}') as Record<string, string>,
    );
    expect('value' in cleaned && Object.getPrototypeOf(cleaned.value)).toBe(Object.prototype);
    expect('value' in cleaned && Object.keys(cleaned.value)).toEqual(['sku', '__proto__']);
  });
});
