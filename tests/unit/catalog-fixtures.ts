// A product and its variations as the catalogue API answers them, for the tests of what the
// storefront makes of them (cards, structured data, listings): each test starts from these and
// changes only what it tests.
import type { Product, Variation } from '../../src/api/schemas/catalog.ts';

/**
 * An iPhone 17 Pro on sale (30,990,000 ₫ down to 28,990,000 ₫), 12 in stock, rated 4.7 by 31
 * shoppers, with two pictures and variations.
 */
export const sampleProduct: Product = {
  _id: 'p1',
  name: 'iPhone 17 Pro',
  description: '<p>Long description</p>',
  shortDescription: 'iPhone 17 Pro brings a pro camera system.',
  price: 30_990_000,
  salePrice: 28_990_000,
  productImages: ['/images/products/p1-1.svg', '/images/products/p1-2.svg'],
  hasVariations: true,
  sku: 'PH-APL-IP17P',
  stock: 12,
  category: { _id: 'c-phones', name: 'phones' },
  brand: 'Apple',
  criteria: ['High-end'],
  featured: true,
  fields: { Chip: 'A19 Pro' },
  rating: 4.7,
  ratingCount: 31,
  createdAt: '2025-09-01T00:00:00.000Z',
  updatedAt: '2025-09-01T00:00:00.000Z',
};

export const BLACK = { name: 'Black', hex: '#111111' };
export const WHITE = { name: 'White', hex: '#fafafa' };

/**
 * A variation of `product` in a colour and a size, named after them ("Black 256GB"): its id, price,
 * stock and whether it is the default as given, else `${product}-v`, 30,990,000 ₫, 3 and false.
 */
export function sampleVariation(
  product: string,
  {
    color = BLACK,
    size = '256GB',
    ...rest
  }: Partial<Omit<Variation, 'product' | 'attributes'>> & {
    color?: typeof BLACK;
    size?: string;
  } = {},
): Variation {
  const id = rest._id ?? `${product}-v`;
  return {
    _id: id,
    product,
    name: `${color.name} ${size}`,
    price: 30_990_000,
    stock: 3,
    sku: `SKU-${id}`,
    isDefault: false,
    attributes: [
      { type: 'Color', value: color },
      { type: 'Size', value: size },
    ],
    ...rest,
  };
}
