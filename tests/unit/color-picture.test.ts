import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../src/api/schemas/catalog.ts';
import { colorOrder, linePicture } from '../../src/lib/color-picture.ts';
import { galleryPictures } from '../../src/features/product/gallery-pictures.ts';

const variation = (color: string | null, size: string) => ({
  isDefault: false,
  attributes: [
    ...(color === null ? [] : [{ type: 'Color', value: { name: color, hex: '#000000' } }]),
    { type: 'Size', value: size },
  ] as Attribute[],
});

const images = ['/black.webp', '/silverblue.webp', '/gray.webp'];
const variations = [
  variation('Titanium Black', '256GB'),
  variation('Titanium Black', '1TB'),
  variation('Titanium Silverblue', '256GB'),
  variation('Titanium Gray', '512GB'),
];

describe("a line's colour picture", () => {
  it('orders the colours as the variations first name them', () => {
    expect(colorOrder(variations)).toEqual([
      'Titanium Black',
      'Titanium Silverblue',
      'Titanium Gray',
    ]);
  });

  it("shows the chosen colour's picture, the one the gallery shows for that colour", () => {
    const colors = colorOrder(variations);
    expect(linePicture(images, colors, 'Titanium Silverblue')).toBe('/silverblue.webp');
    expect(linePicture(images, colors, 'Titanium Gray')).toBe('/gray.webp');
    const gallery = galleryPictures(images, variations).pictures;
    for (const color of colors)
      expect(linePicture(images, colors, color)).toBe(
        gallery.find((picture) => picture.color === color)?.src,
      );
  });

  it("falls back to the product's first picture, then to the fallback", () => {
    const colors = colorOrder(variations);
    expect(linePicture(images, colors, undefined)).toBe('/black.webp');
    expect(linePicture(images, colors, 'Pink')).toBe('/black.webp');
    // A fourth colour without its own picture shows the first.
    expect(linePicture(['/only.webp'], colors, 'Titanium Gray')).toBe('/only.webp');
    expect(linePicture([], colors, 'Titanium Gray', '/placeholder.png')).toBe('/placeholder.png');
    expect(linePicture(images, colorOrder([variation(null, '44mm')]), undefined)).toBe(
      '/black.webp',
    );
  });
});
