import './browser-storage.ts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const products = new Map<string, { price: number; salePrice?: number }>();
const variations = new Map<string, { _id: string; price: number; salePrice?: number }[]>();

vi.mock('../../src/api/catalog.ts', () => ({
  getProduct: (id: string) => {
    const product = products.get(id);
    return product ? Promise.resolve(product) : Promise.reject(new Error('Product not found'));
  },
  getVariations: (id: string) => Promise.resolve(variations.get(id) ?? []),
}));

const { adoptCurrentPrices } = await import('../../src/features/cart/adopt-prices.ts');
const { $cart, addToCart, clearCart } = await import('../../src/features/cart/store.ts');

beforeAll(() => {
  $cart.listen(() => {});
});

beforeEach(() => {
  clearCart();
  products.clear();
  variations.clear();
  addToCart({
    id: 'p-phone',
    name: 'Galaxy S26',
    price: 22_990_000,
    image: '/a.svg',
    quantity: 1,
    variationId: 'v-256',
    variationName: '256GB',
  });
  addToCart({ id: 'p-cable', name: 'USB-C cable', price: 190_000, image: '/b.svg', quantity: 3 });
});

describe('after the server says prices have changed', () => {
  it('re-prices each line from the catalogue, keeping order and quantities', async () => {
    products.set('p-cable', { price: 250_000, salePrice: 210_000 });
    variations.set('p-phone', [{ _id: 'v-256', price: 21_990_000 }]);
    expect(await adoptCurrentPrices()).toBe(true);
    expect(
      $cart.get().items.map(({ id, price, quantity, variationId }) => ({
        id,
        price,
        quantity,
        variationId,
      })),
    ).toEqual([
      { id: 'p-phone', price: 21_990_000, quantity: 1, variationId: 'v-256' },
      { id: 'p-cable', price: 210_000, quantity: 3, variationId: undefined },
    ]);
    expect($cart.get().totalPrice).toBe(21_990_000 + 3 * 210_000);
  });

  it('leaves the cart alone when nothing changed or a price cannot be read', async () => {
    variations.set('p-phone', [{ _id: 'v-256', price: 22_990_000 }]);
    const before = $cart.get().items;
    expect(await adoptCurrentPrices()).toBe(false);
    expect($cart.get().items).toBe(before);
  });
});
