import { describe, expect, it } from 'vitest';
import * as core from '../../src/lib/i18n/index.ts';
import { stripLang, fill, localePath, otherLang, switchHref } from '../../src/lib/i18n/browser.ts';

const PATHS = [
  '/',
  '/cart',
  '/vi',
  '/vi/',
  '/vi/cart',
  '/?x=1',
  '/#top',
  '/search?query=tv#r',
  '/vi?x=1',
  '/products/phones/brand/samsung',
  '/admin',
  '/api/products',
  '/sitemap-index.xml',
  '/robots.txt',
  'https://example.com/a',
  '//cdn.example.com/x',
  'relative',
  '/video',
];

describe('the browser-safe path helpers', () => {
  it('agree with localePath and stripLang', () => {
    for (const path of PATHS) {
      expect(localePath('vi', path), path).toBe(core.localePath('vi', path));
      expect(localePath('en', path), path).toBe(core.localePath('en', path));
      expect(stripLang(path), path).toBe(core.stripLang(path));
    }
  });

  it('fill placeholders as the core fill does', () => {
    const template = 'Only {count} left of {total} ({unknown})';
    expect(fill(template, { count: 3, total: 'ten' })).toBe(
      core.fill(template, { count: 3, total: 'ten' }),
    );
    expect(fill(template, { count: 3, total: 'ten' })).toBe('Only 3 left of ten ({unknown})');
  });

  it('name the other language', () => {
    expect(otherLang('en')).toBe('vi');
    expect(otherLang('vi')).toBe('en');
  });
});

describe('the language switch link', () => {
  it('goes to the same page in the other language with ?lang=', () => {
    expect(switchHref('vi', '/')).toBe('/vi?lang=vi');
    expect(switchHref('vi', '/products/phones')).toBe('/vi/products/phones?lang=vi');
    expect(switchHref('en', '/vi')).toBe('/?lang=en');
    expect(switchHref('en', '/vi/products/phones/brand/samsung')).toBe(
      '/products/phones/brand/samsung?lang=en',
    );
  });

  it('keeps the query and adds &lang=', () => {
    expect(switchHref('vi', '/search', '?query=samsung%20s26&page=2')).toBe(
      '/vi/search?query=samsung%20s26&page=2&lang=vi',
    );
    expect(switchHref('en', '/vi/search', 'query=tv')).toBe('/search?query=tv&lang=en');
  });

  it('drops an earlier lang parameter and an empty query', () => {
    expect(switchHref('vi', '/cart', '?lang=en')).toBe('/vi/cart?lang=vi');
    expect(switchHref('en', '/vi/cart', '?a=1&lang=vi')).toBe('/cart?a=1&lang=en');
    expect(switchHref('vi', '/cart', '?')).toBe('/vi/cart?lang=vi');
  });
});
