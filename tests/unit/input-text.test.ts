import { describe, expect, it } from 'vitest';
import {
  INPUT_MESSAGES,
  cleanInput,
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
