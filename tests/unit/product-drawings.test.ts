import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import type { SeedProduct } from '../../src/server/api/seed/catalog-types.ts';
import { productImageFiles } from '../../src/server/api/seed/images.ts';
import { lookOf, sharedLook } from '../../src/server/api/seed/looks.ts';

const product = (name: string): SeedProduct => {
  const found = SEED_CATALOG.products.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no seed product ${name}`);
  return found;
};
const firstPicture = (name: string) => [...productImageFiles(product(name)).values()][0]!;

/** Tags open and close in order and no tag repeats an attribute (what browsers refuse to draw). */
function wellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g,
  )) {
    const names = [...attributes!.matchAll(/\s([\w-]+)=/g)].map((match) => match[1]);
    if (new Set(names).size !== names.length) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length === 0;
}

describe('product drawings', () => {
  it('draws every seed picture as a small, well-formed SVG whose text does not repeat the name', () => {
    for (const seed of SEED_CATALOG.products) {
      for (const [file, svg] of productImageFiles(seed)) {
        expect(wellFormed(svg), file).toBe(true);
        expect(svg.length, file).toBeLessThan(2_000);
        const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
        expect(text.join(' ')).not.toContain(seed.name);
      }
    }
  });

  it('tells phones apart by camera layout, size and fold', () => {
    expect(lookOf(product('Galaxy S26 Ultra'))).toMatchObject({ module: 'column', cameras: 4 });
    expect(lookOf(product('iPhone 17 Pro'))).toMatchObject({ module: 'square', cameras: 3 });
    expect(lookOf(product('iPhone Air'))).toMatchObject({ module: 'bar', cameras: 1 });
    expect(lookOf(product('Galaxy Z Fold7')).fold).toBe('book');
    expect(lookOf(product('Galaxy Z Flip7')).fold).toBe('flip');
    expect(lookOf(product('iPhone 17 Pro Max')).size).toBeGreaterThan(
      lookOf(product('iPhone 17 Pro')).size,
    );
    const pictures = ['Galaxy S26 Ultra', 'Galaxy Z Fold7', 'Galaxy Z Flip7', 'Galaxy A07'].map(
      (name) => firstPicture(name).replace(/fill="#[0-9A-F]{6}"/g, ''),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('tells laptops, screens and watches apart by keyboard, curvature and face', () => {
    expect(lookOf(product('Dell Alienware 16 Aurora'))).toMatchObject({ gaming: true });
    expect(lookOf(product('HP 15 fd0000')).numpad).toBe(true);
    expect(lookOf(product('MacBook Air 15 M4')).numpad).toBe(false);
    expect(lookOf(product('Lenovo ThinkPad E14 Gen 7')).trackpoint).toBe(true);
    expect(lookOf(product('Samsung Odyssey OLED G9 49"'))).toMatchObject({
      curved: true,
      ultrawide: true,
    });
    expect(lookOf(product('Galaxy Watch8')).round).toBe(true);
    expect(lookOf(product('Apple Watch SE 3')).round).toBe(false);
    expect(lookOf(product('Razer Huntsman V3 Pro TKL')).layout).toBe('tkl');
  });

  it('captions a picture with its screen size and colour', () => {
    expect(firstPicture('iPhone 17 Pro Max')).toContain('>6.9″ · Cosmic Orange</text>');
  });

  it('gives the same product the same picture, and shared pictures no size caption', () => {
    const seed = product('Galaxy S26 Ultra');
    expect(productImageFiles(seed)).toEqual(productImageFiles(seed));
    expect(sharedLook(lookOf(seed)).label).toBeUndefined();
  });
});
