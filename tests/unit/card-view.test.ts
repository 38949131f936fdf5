import { describe, expect, it } from 'vitest';
import type { Product, Variation } from '../../src/api/schemas/catalog.ts';
import { PLACEHOLDER_IMAGE, toCardView } from '../../src/lib/card-view.ts';

const product: Product = {
  _id: 'p-iphone-17',
  name: 'iPhone 17',
  description: '<p>Long description</p>',
  shortDescription: 'iPhone 17 brings a 120 Hz ProMotion display.',
  price: 22_990_000,
  salePrice: 20_990_000,
  productImages: ['/images/products/iphone-17-1.svg', '/images/products/iphone-17-2.svg'],
  hasVariations: true,
  sku: 'PH-APL-IP17',
  stock: 12,
  category: { _id: 'c-phones', name: 'phones' },
  brand: 'Apple',
  criteria: ['High-end'],
  featured: false,
  fields: { Chip: 'A19' },
  rating: 4.6,
  ratingCount: 120,
  createdAt: '2025-09-01T00:00:00.000Z',
  updatedAt: '2025-09-01T00:00:00.000Z',
};

const black = { name: 'Black', hex: '#111111' };
const white = { name: 'White', hex: '#fafafa' };

function variation(id: string, color: typeof black, size: string): Variation {
  return {
    _id: id,
    product: product._id,
    name: `${color.name} ${size}`,
    price: 22_990_000,
    stock: 3,
    sku: `SKU-${id}`,
    isDefault: false,
    attributes: [
      { type: 'Color', value: color },
      { type: 'Size', value: size },
    ],
  };
}

describe('card view model', () => {
  it('takes id, name, prices, note, rating and the first image from the product', () => {
    const card = toCardView(product);
    expect(card).toEqual({
      id: 'p-iphone-17',
      name: 'iPhone 17',
      basePrice: 22_990_000,
      salePrice: 20_990_000,
      note: 'iPhone 17 brings a 120 Hz ProMotion display.',
      rating: 4.6,
      imageUrl: '/images/products/iphone-17-1.svg',
      options: { colors: [], sizes: [] },
    });
  });

  it('has a null sale price when the product has none', () => {
    const { salePrice: _omit, ...full } = product;
    expect(toCardView(full).salePrice).toBeNull();
  });

  it('falls back to the placeholder image when the product has no images', () => {
    expect(toCardView({ ...product, productImages: [] }).imageUrl).toBe(PLACEHOLDER_IMAGE);
    expect(toCardView({ ...product, productImages: [''] }).imageUrl).toBe(PLACEHOLDER_IMAGE);
  });

  it('cuts a long short description for the note', () => {
    const note = toCardView({ ...product, shortDescription: 'x'.repeat(400) }).note;
    expect(note).toBe(`${'x'.repeat(150)}...`);
  });

  it('lists each colour and size of the variations once, in order of appearance', () => {
    const card = toCardView(product, [
      variation('v1', black, '256GB'),
      variation('v2', black, '512GB'),
      variation('v3', white, '256GB'),
      variation('v4', white, '512GB'),
    ]);
    expect(card.options.colors).toEqual([black, white]);
    expect(card.options.sizes).toEqual(['256GB', '512GB']);
  });

  it('has no options for variations without colour or size attributes', () => {
    const plain: Variation = { ...variation('v1', black, '256GB'), attributes: [] };
    expect(toCardView(product, [plain]).options).toEqual({ colors: [], sizes: [] });
  });
});
