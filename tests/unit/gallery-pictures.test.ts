import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../src/api/schemas/catalog.ts';
import { galleryPictures } from '../../src/features/product/gallery-pictures.ts';

const variation = (color: string | null, size: string, isDefault = false) => ({
  isDefault,
  attributes: [
    ...(color === null ? [] : [{ type: 'Color', value: { name: color, hex: '#000000' } }]),
    { type: 'Size', value: size },
  ] as Attribute[],
});

describe('gallery pictures', () => {
  it("gives the n-th picture the n-th colour and opens on the default variation's colour", () => {
    const { pictures, initial } = galleryPictures(
      ['/a.svg', '/b.svg', '/c.svg'],
      [
        variation('Titanium Gray', '256GB'),
        variation('Titanium Gray', '512GB'),
        variation('Titanium Whitesilver', '256GB', true),
      ],
    );
    expect(pictures).toEqual([
      { src: '/a.svg', color: 'Titanium Gray' },
      { src: '/b.svg', color: 'Titanium Whitesilver' },
      { src: '/c.svg' },
    ]);
    expect(initial).toBe(1);
  });

  it('opens on the first picture when the default colour has none or there are no colours', () => {
    expect(
      galleryPictures(['/a.svg'], [variation('Black', '1'), variation('Blue', '2', true)]),
    ).toEqual({ pictures: [{ src: '/a.svg', color: 'Black' }], initial: 0 });
    expect(galleryPictures(['/a.svg', '/b.svg'], [variation(null, '44mm', true)]).initial).toBe(0);
  });
});
