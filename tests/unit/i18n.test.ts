import { describe, expect, it } from 'vitest';
import { en } from '../../src/lib/i18n/en/index.ts';
import {
  fill,
  isLocalisedPath,
  langOf,
  localePath,
  messages,
  pathLang,
  placeholdersOf,
  requestLang,
  stripLang,
} from '../../src/lib/i18n/index.ts';
import { vi } from '../../src/lib/i18n/vi/index.ts';
import { formatShopDate } from '../../src/lib/dates.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every entry of a catalogue as [dotted key, text]. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

describe('the message catalogues', () => {
  const english = new Map(entries(en as unknown as Tree));
  const vietnamese = new Map(entries(vi as unknown as Tree));

  it('have the same keys in both languages', () => {
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have a Vietnamese text for every key, with the same placeholders as the English', () => {
    const problems: string[] = [];
    for (const [key, text] of english) {
      const twin = vietnamese.get(key);
      if (!twin?.trim()) problems.push(`${key}: no Vietnamese text`);
      else if (placeholdersOf(twin).join() !== placeholdersOf(text).join())
        problems.push(
          `${key}: {${placeholdersOf(text)}} in English, {${placeholdersOf(twin)}} in Vietnamese`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('are the ones messages() hands out', () => {
    expect(messages('en')).toBe(en);
    expect(messages('vi')).toBe(vi);
  });

  it('catch a differing placeholder', () => {
    expect(placeholdersOf('Only {count} left of {total}')).toEqual(['count', 'total']);
    expect(placeholdersOf('Còn {count} sản phẩm')).not.toEqual(placeholdersOf('Only {total} left'));
  });
});

describe('language paths', () => {
  it.each([
    ['vi', '/', '/vi'],
    ['vi', '/cart', '/vi/cart'],
    ['vi', '/search?query=tai%20nghe', '/vi/search?query=tai%20nghe'],
    ['vi', '/?page=2', '/vi?page=2'],
    ['vi', '/vi/cart', '/vi/cart'],
    ['en', '/vi/cart', '/cart'],
    ['en', '/vi', '/'],
    ['en', '/products/phones', '/products/phones'],
    ['vi', '/admin/products', '/admin/products'],
    ['vi', '/api/product', '/api/product'],
    ['vi', '/sitemap-index.xml', '/sitemap-index.xml'],
    ['vi', 'https://example.com/x', 'https://example.com/x'],
  ] as const)('localePath(%s, %s) is %s', (lang, path, expected) => {
    expect(localePath(lang, path)).toBe(expected);
  });

  it('tell a Vietnamese path by its first segment only', () => {
    expect(pathLang('/vi')).toBe('vi');
    expect(pathLang('/vi/product/abc')).toBe('vi');
    expect(pathLang('/video')).toBe('en');
    expect(pathLang('/products/vi')).toBe('en');
    expect(stripLang('/vi/product/abc')).toBe('/product/abc');
    expect(stripLang('/video')).toBe('/video');
  });

  it('keep the back office, the API and the sitemaps English only', () => {
    expect(isLocalisedPath('/admin')).toBe(false);
    expect(isLocalisedPath('/admin/orders')).toBe(false);
    expect(isLocalisedPath('/robots.txt')).toBe(false);
    expect(isLocalisedPath('/sitemap-products-1.xml')).toBe(false);
    expect(isLocalisedPath('/administrator')).toBe(true);
    expect(isLocalisedPath('/product/abc')).toBe(true);
  });

  it('read Astro locales, English for anything else', () => {
    expect(langOf('vi')).toBe('vi');
    expect(langOf(undefined)).toBe('en');
    expect(langOf('fr')).toBe('en');
  });
});

describe('the language a request asks for', () => {
  it.each([
    ['vi', null, 'vi'],
    ['en', 'vi', 'en'],
    ['fr', 'vi', 'vi'],
    [null, 'vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    [null, 'en-US,en;q=0.9,vi;q=0.8', 'en'],
    [null, 'fr-FR, vi;q=0.5', 'vi'],
    [null, 'fr-FR, de', 'en'],
    [null, 'vi;q=0, en', 'en'],
    [null, 'en;q=0.2, vi;q=0.7', 'vi'],
    [null, '', 'en'],
    [null, null, 'en'],
  ] as const)('param %s, Accept-Language %s → %s', (param, header, expected) => {
    expect(requestLang(param, header)).toBe(expected);
  });
});

describe('filling a message', () => {
  it('puts each value in its placeholder and leaves an unknown one', () => {
    expect(fill('Only {count} left', { count: 3 })).toBe('Only 3 left');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});

describe('a day in each language', () => {
  it('is dd/MM/yyyy in Vietnamese and spelled out in English, in Vietnam time', () => {
    // 20:00 UTC on 3 November is 03:00 on 4 November in Hanoi.
    expect(formatShopDate('2026-11-03T20:00:00Z', 'vi')).toBe('04/11/2026');
    expect(formatShopDate('2026-11-03T20:00:00Z', 'en')).toBe('4 November 2026');
    expect(formatShopDate('2026-11-03T20:00:00Z')).toBe('4 November 2026');
  });
});
