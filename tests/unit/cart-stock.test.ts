import './browser-storage.ts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockNote } from '../../src/features/cart/line-stock.ts';
import {
  $cart,
  addToCart,
  capToStock,
  clearCart,
  lineKey,
  type CartLine,
} from '../../src/features/cart/store.ts';

const headset: CartLine = {
  id: 'p-headset',
  name: 'Corsair HS35 v2',
  price: 1_290_000,
  image: '/a.svg',
  quantity: 5,
  variationId: 'v-black',
  variationName: 'Black',
};
const cable: CartLine = {
  id: 'p-cable',
  name: 'USB-C',
  price: 190_000,
  image: '/b.svg',
  quantity: 2,
};

beforeAll(() => {
  $cart.listen(() => {});
});

beforeEach(() => {
  clearCart();
});

describe("a cart line's stock", () => {
  it('says why the stepper stops once the quantity reaches a stock below 99', () => {
    expect(stockNote(3, 2, false)).toBe('');
    expect(stockNote(3, 3, false)).toBe('Only 3 left in stock');
    expect(stockNote(3, 3, true)).toBe('Only 3 left in stock, so the quantity was lowered');
    expect(stockNote(0, 1, false)).toBe('Out of stock');
  });

  it('says nothing while the stock is unknown or above the 99 cap', () => {
    expect(stockNote(undefined, 99, false)).toBe('');
    expect(stockNote(120, 99, false)).toBe('');
  });

  it('lowers a line above its live stock to the stock and reports which', () => {
    addToCart(headset);
    addToCart(cable);
    const lowered = capToStock(
      new Map([
        [lineKey(headset), 3],
        [lineKey(cable), 40],
      ]),
    );
    expect(lowered).toEqual([lineKey(headset)]);
    expect($cart.get().items.map((line) => line.quantity)).toEqual([3, 2]);
    expect($cart.get().totalItems).toBe(5);
  });

  it('keeps a sold-out line at 1 for the customer to remove, and leaves unknown stock alone', () => {
    addToCart(headset);
    addToCart(cable);
    expect(capToStock(new Map([[lineKey(headset), 0]]))).toEqual([lineKey(headset)]);
    expect($cart.get().items.map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('tells apart the same product with and without a variation', () => {
    const { variationId: _id, variationName: _name, ...plain } = headset;
    expect(lineKey(headset)).not.toBe(lineKey(plain));
  });
});
