import { describe, expect, it } from 'vitest';
import type { Variation } from '../../src/api/schemas/catalog.ts';
import {
  addBlocker,
  attributeOptions,
  chooseAttribute,
  clampQuantity,
  defaultVariation,
  limitingStock,
  matchVariation,
  optionState,
  quantityBounds,
  selectionOf,
} from '../../src/features/product/variations.ts';

const black = { name: 'Black', hex: '#000000' };
const white = { name: 'White', hex: '#ffffff' };

function variation(
  id: string,
  color: typeof black,
  size: string,
  stock: number,
  isDefault = false,
): Variation {
  return {
    _id: id,
    product: 'p1',
    name: `${color.name} ${size}`,
    price: 10_000_000,
    stock,
    sku: `SKU-${id}`,
    isDefault,
    attributes: [
      { type: 'Color', value: color },
      { type: 'Size', value: size },
    ],
  };
}

const variations = [
  variation('a', black, '128GB', 5),
  variation('b', black, '256GB', 0),
  variation('c', white, '128GB', 120, true),
];

describe('default variation', () => {
  it('is the one marked default', () => {
    expect(defaultVariation(variations)?._id).toBe('c');
  });

  it('is the first when none is marked default', () => {
    expect(defaultVariation(variations.map((v) => ({ ...v, isDefault: false })))?._id).toBe('a');
  });

  it('is undefined for a product without variations', () => {
    expect(defaultVariation([])).toBeUndefined();
  });
});

describe('choosing attributes', () => {
  it('picks the variation matching every chosen attribute', () => {
    expect(matchVariation(variations, { Color: 'Black', Size: '256GB' })?._id).toBe('b');
    expect(matchVariation(variations, { Color: 'White', Size: '128GB' })?._id).toBe('c');
  });

  it('picks nothing when the combination does not exist', () => {
    expect(matchVariation(variations, { Color: 'White', Size: '256GB' })).toBeUndefined();
  });

  it('keeps the other choices when the new combination exists', () => {
    expect(chooseAttribute(variations, { Color: 'Black', Size: '128GB' }, 'Size', '256GB')).toEqual(
      {
        Color: 'Black',
        Size: '256GB',
      },
    );
  });

  it('follows the first variation with the chosen value when the combination does not exist', () => {
    expect(
      chooseAttribute(variations, { Color: 'Black', Size: '256GB' }, 'Color', 'White'),
    ).toEqual({
      Color: 'White',
      Size: '128GB',
    });
  });

  it('reads the selection of a variation by colour name and size', () => {
    expect(selectionOf(variations[0]!)).toEqual({ Color: 'Black', Size: '128GB' });
  });

  it('lists each colour and size once, in order of appearance', () => {
    expect(attributeOptions(variations)).toEqual({
      colors: [black, white],
      sizes: ['128GB', '256GB'],
    });
  });

  it('marks an option as sold out, missing or available given the other choices', () => {
    expect(optionState(variations, { Color: 'Black', Size: '128GB' }, 'Size', '256GB')).toBe(
      'sold-out',
    );
    expect(optionState(variations, { Color: 'White', Size: '128GB' }, 'Size', '256GB')).toBe(
      'missing',
    );
    expect(optionState(variations, { Color: 'White', Size: '256GB' }, 'Size', '128GB')).toBe(
      'available',
    );
  });
});

describe('quantity bounds', () => {
  it('go from 1 to the selected stock', () => {
    expect(quantityBounds(5)).toEqual({ min: 1, max: 5 });
  });

  it('allow 99 when the stock is unknown', () => {
    expect(quantityBounds(undefined)).toEqual({ min: 1, max: 99 });
  });

  it('never exceed the per-line cap of 99', () => {
    expect(quantityBounds(120).max).toBe(99);
  });

  it('use the variation stock before the product stock', () => {
    expect(limitingStock(variations[0], 200)).toBe(5);
    expect(limitingStock(undefined, 7)).toBe(7);
    expect(limitingStock(undefined, undefined)).toBeUndefined();
  });

  it('raise a quantity below 1 and lower one above the stock', () => {
    const bounds = quantityBounds(5);
    expect(clampQuantity(0, bounds)).toBe(1);
    expect(clampQuantity(-3, bounds)).toBe(1);
    expect(clampQuantity(9, bounds)).toBe(5);
    expect(clampQuantity(Number.NaN, bounds)).toBe(1);
    expect(clampQuantity(3, bounds)).toBe(3);
  });

  it('keep a quantity of 1 when out of stock', () => {
    expect(clampQuantity(4, quantityBounds(0))).toBe(1);
  });
});

describe('adding to the cart', () => {
  it('requires a selection when the product has variations', () => {
    expect(addBlocker(true, undefined, 10)).toBe('selection-required');
  });

  it('refuses a variation with stock 0', () => {
    expect(addBlocker(true, variations[1], 125)).toBe('out-of-stock');
  });

  it('refuses a product without variations and without stock', () => {
    expect(addBlocker(false, undefined, 0)).toBe('out-of-stock');
  });

  it('accepts an in-stock variation or product', () => {
    expect(addBlocker(true, variations[0], 125)).toBeNull();
    expect(addBlocker(false, undefined, 3)).toBeNull();
  });
});
