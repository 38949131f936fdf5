import { describe, expect, it } from 'vitest';
import type { Variation } from '../../src/api/schemas/catalog.ts';
import {
  packVariations,
  unpackVariations,
  withLivePrices,
} from '../../src/features/product/purchase-data.ts';
import { mergeVariations } from '../../src/features/product/use-live-prices.ts';

const variations: Variation[] = [
  {
    _id: 'v1',
    product: 'p1',
    name: 'Black / 128GB',
    price: 15_990_000,
    salePrice: 13_990_000,
    stock: 4,
    sku: 'PH-1-BLK-128',
    isDefault: false,
    attributes: [
      { type: 'Color', value: { name: 'Black', hex: '#26272A' } },
      { type: 'Size', value: '128GB' },
    ],
  },
  {
    _id: 'v2',
    product: 'p1',
    name: 'Black / 256GB',
    price: 18_990_000,
    stock: 0,
    sku: 'PH-1-BLK-256',
    isDefault: true,
    attributes: [
      { type: 'Color', value: { name: 'Black', hex: '#26272A' } },
      { type: 'Size', value: '256GB' },
    ],
  },
  {
    _id: 'v3',
    product: 'p1',
    name: 'Plain',
    price: 1_000_000,
    stock: 2,
    sku: 'S3',
    isDefault: false,
    attributes: [],
  },
];

describe('purchase island data', () => {
  it('packs variations into tuples and unpacks them unchanged (without the product id)', () => {
    const packed = packVariations(variations);
    expect(packed.colors).toEqual([['Black', '#26272A']]);
    expect(packed.defaultIndex).toBe(1);
    expect(unpackVariations(packed)).toEqual(
      variations.map(({ product: _product, ...rest }) => rest),
    );
  });

  it('keeps the same object when the live price and stock are unchanged', () => {
    const current = { price: 100, salePrice: 90, stock: 3 };
    expect(withLivePrices(current, { price: 100, salePrice: 90, stock: 3 })).toBe(current);
  });

  it('takes the live price, sale price and stock when they differ', () => {
    expect(
      withLivePrices({ price: 100, salePrice: 90, stock: 3 }, { price: 120, stock: 0 }),
    ).toEqual({
      price: 120,
      stock: 0,
    });
  });

  it('marks a variation the API no longer lists as out of stock', () => {
    const current = unpackVariations(packVariations(variations));
    const live = [{ ...variations[0]!, stock: 1 }, variations[1]!];
    const merged = mergeVariations(current, live);
    expect(merged.map((variation) => variation.stock)).toEqual([1, 0, 0]);
  });

  it('returns the same list when nothing changed', () => {
    const current = unpackVariations(packVariations(variations));
    expect(mergeVariations(current, variations)).toBe(current);
  });
});
