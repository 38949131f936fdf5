import { stored, storedJson, storeInOtherTab } from './browser-storage.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $cartLoaded,
  addToCart,
  clearCart,
  removeFromCart,
  repriceLines,
  updateQuantity,
  whenCartLoaded,
  type CartLine,
} from '../../src/features/cart/store.ts';

const phone: CartLine = {
  id: 'p-phone',
  name: 'iPhone 17 Pro',
  price: 30_990_000,
  image: '/images/products/iphone.webp',
  quantity: 1,
  variationId: 'v-256-blue',
  variationName: '256GB Blue',
};
const cable: CartLine = {
  id: 'p-cable',
  name: 'USB-C cable',
  price: 190_000,
  image: '/images/products/cable.webp',
  quantity: 2,
};

const storedCart = (): unknown => storedJson('cart');
const emptyCart = { items: [], totalItems: 0, totalPrice: 0 };

beforeAll(() => {
  // Mounted like an island would.
  $cart.listen(() => {});
});

beforeEach(async () => {
  // A value another tab stored in the previous test may still wait for its schema.
  await whenCartLoaded();
  clearCart();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cart store', () => {
  it('starts empty with zero totals', () => {
    expect($cartLoaded.get()).toBe(true);
    expect($cart.get()).toEqual({ items: [], totalItems: 0, totalPrice: 0 });
  });

  it('adding a new line appends it and recomputes totals', () => {
    addToCart(phone);
    addToCart(cable);
    const cart = $cart.get();
    expect(cart.items).toEqual([phone, cable]);
    expect(cart.totalItems).toBe(3);
    expect(cart.totalPrice).toBe(30_990_000 + 2 * 190_000);
  });

  it('adding the same product and variation twice increases its quantity', () => {
    addToCart(phone);
    addToCart({ ...phone, quantity: 2 });
    expect($cart.get().items).toEqual([{ ...phone, quantity: 3 }]);
    expect($cart.get().totalItems).toBe(3);
  });

  it('another variation of the same product is a separate line', () => {
    addToCart(phone);
    addToCart({ ...phone, variationId: 'v-512-black', variationName: '512GB Black' });
    expect($cart.get().items).toHaveLength(2);
  });

  it('a line without variation is distinct from the same product with one', () => {
    const { variationId: _id, variationName: _name, ...plain } = phone;
    addToCart(phone);
    addToCart(plain);
    addToCart(plain);
    expect($cart.get().items.map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('caps the quantity of a line at 99', () => {
    addToCart({ ...cable, quantity: 98 });
    addToCart({ ...cable, quantity: 5 });
    expect($cart.get().items[0]?.quantity).toBe(99);
    addToCart({ ...phone, quantity: 500 });
    expect($cart.get().items[1]?.quantity).toBe(99);
  });

  it('removes a line by its list position', () => {
    addToCart(phone);
    addToCart(cable);
    removeFromCart(0);
    expect($cart.get().items).toEqual([cable]);
    expect($cart.get().totalPrice).toBe(380_000);
  });

  it('ignores removal and updates at positions that do not exist', () => {
    addToCart(cable);
    removeFromCart(3);
    removeFromCart(-1);
    updateQuantity(5, 4);
    expect($cart.get().items).toEqual([cable]);
  });

  it('updating a quantity by position recomputes the totals', () => {
    addToCart(phone);
    addToCart(cable);
    updateQuantity(1, 5);
    expect($cart.get().items[1]?.quantity).toBe(5);
    expect($cart.get().totalItems).toBe(6);
    expect($cart.get().totalPrice).toBe(30_990_000 + 5 * 190_000);
  });

  it('updating a quantity below 1 removes the line', () => {
    addToCart(phone);
    addToCart(cable);
    updateQuantity(0, 0);
    expect($cart.get().items).toEqual([cable]);
    updateQuantity(0, -4);
    expect($cart.get().items).toEqual([]);
  });

  it('updating a quantity above 99 caps it', () => {
    addToCart(cable);
    updateQuantity(0, 250);
    expect($cart.get().items[0]?.quantity).toBe(99);
  });

  it('repricing sets each line price by position in one change and recomputes the total', () => {
    addToCart(phone);
    addToCart(cable);
    const changes = vi.fn();
    const stop = $cart.listen(changes);
    repriceLines([29_990_000, 190_000]);
    stop();
    expect(changes).toHaveBeenCalledTimes(1);
    expect($cart.get().items.map((line) => line.price)).toEqual([29_990_000, 190_000]);
    expect($cart.get().totalPrice).toBe(29_990_000 + 2 * 190_000);
  });

  it('clearing empties the cart', () => {
    addToCart(phone);
    addToCart(cable);
    clearCart();
    expect($cart.get()).toEqual({ items: [], totalItems: 0, totalPrice: 0 });
  });

  it("saves every change to storage under the key 'cart'", () => {
    addToCart(cable);
    expect(storedCart()).toEqual([cable]);
    updateQuantity(0, 3);
    expect(storedCart()).toEqual([{ ...cable, quantity: 3 }]);
    clearCart();
    expect(storedCart()).toEqual([]);
  });

  it('takes up a cart changed in another tab', async () => {
    storeInOtherTab('cart', JSON.stringify([cable]));
    await vi.waitFor(() =>
      expect($cart.get()).toEqual({ items: [cable], totalItems: 2, totalPrice: 380_000 }),
    );
    storeInOtherTab('cart', undefined);
    expect($cart.get()).toEqual(emptyCart);
  });

  it('drops unknown keys and null variation fields of stored lines', async () => {
    const stored = { ...cable, variationId: null, variationName: null, role: 'admin' };
    storeInOtherTab('cart', JSON.stringify([stored]));
    await vi.waitFor(() => expect($cart.get().items).toEqual([cable]));
  });

  it('reads a stored quantity above 99 as 99', async () => {
    storeInOtherTab('cart', JSON.stringify([{ ...cable, quantity: 250 }]));
    await vi.waitFor(() => expect($cart.get().items).toEqual([{ ...cable, quantity: 99 }]));
  });

  it.each([
    ['invalid JSON', '{"items": ['],
    ['a foreign value', JSON.stringify({ theme: 'dark' })],
    ['a plain string', JSON.stringify('cart')],
    ['a negative quantity', JSON.stringify([{ ...cable, quantity: -2 }])],
    ['a zero quantity', JSON.stringify([{ ...cable, quantity: 0 }])],
    ['a fractional price', JSON.stringify([{ ...cable, price: 19.99 }])],
    ['a price given as text', JSON.stringify([{ ...cable, price: '190000' }])],
    ['a line without id', JSON.stringify([{ ...cable, id: '' }])],
    ['one bad line among good ones', JSON.stringify([phone, { ...cable, name: 42 }])],
  ])('treats a stored cart with %s as empty and warns without throwing', async (_case, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToCart(phone);
    expect(() => storeInOtherTab('cart', value)).not.toThrow();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('stored cart'), expect.any(Error)),
    );
    expect($cart.get()).toEqual(emptyCart);
  });

  it('keeps working after a corrupt value: the next change overwrites it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeInOtherTab('cart', 'not json');
    addToCart(cable);
    await vi.waitFor(() => expect(storedCart()).toEqual([cable]));
  });

  it('restores the saved cart when a page loads', async () => {
    stored.set('cart', JSON.stringify([phone, cable]));
    vi.resetModules();
    const fresh = await import('../../src/features/cart/store.ts');
    expect(fresh.$cartLoaded.get()).toBe(false);
    await fresh.whenCartLoaded();
    expect(fresh.$cartLoaded.get()).toBe(true);
    expect(fresh.$cart.get().items).toEqual([phone, cable]);
    expect(fresh.$cart.get().totalItems).toBe(3);
  });

  it('a page load with a stored cart the contract refuses starts empty and drops the value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stored.set('cart', JSON.stringify([phone, { ...cable, price: '190000' }]));
    vi.resetModules();
    const fresh = await import('../../src/features/cart/store.ts');
    expect(fresh.$cartLoaded.get()).toBe(false);
    await fresh.whenCartLoaded();
    expect(fresh.$cart.get()).toEqual(emptyCart);
    expect(storedCart()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stored cart'), expect.any(Error));
  });

  it('a page load with a stored value that is no list of lines counts as empty at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const value of [
      '{"items": [',
      JSON.stringify({ theme: 'dark' }),
      JSON.stringify([null]),
    ]) {
      stored.set('cart', value);
      vi.resetModules();
      const fresh = await import('../../src/features/cart/store.ts');
      expect(fresh.$cartLoaded.get()).toBe(true);
      expect(fresh.$cart.get()).toEqual(emptyCart);
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('a cart another tab stores while the schema loads is read by it, changes made meanwhile on top', async () => {
    stored.delete('cart');
    vi.resetModules();
    const fresh = await import('../../src/features/cart/store.ts');
    fresh.$cart.listen(() => {});
    storeInOtherTab('cart', JSON.stringify([{ ...cable, quantity: 250, role: 'admin' }]));
    expect(fresh.$cartLoaded.get()).toBe(false);
    fresh.addToCart(phone);
    await fresh.whenCartLoaded();
    expect(fresh.$cart.get().items).toEqual([{ ...cable, quantity: 99 }, phone]);
    expect(storedCart()).toEqual([{ ...cable, quantity: 99 }, phone]);
  });

  it('a first visit has nothing to read: the cart is loaded at once, empty', async () => {
    stored.delete('cart');
    vi.resetModules();
    const fresh = await import('../../src/features/cart/store.ts');
    expect(fresh.$cartLoaded.get()).toBe(true);
    expect(fresh.$cart.get()).toEqual(emptyCart);
  });

  it('a change made before the saved cart is read is applied on top of it', async () => {
    stored.set('cart', JSON.stringify([phone]));
    vi.resetModules();
    const fresh = await import('../../src/features/cart/store.ts');
    fresh.addToCart(cable);
    fresh.addToCart({ ...phone, quantity: 2 });
    await fresh.whenCartLoaded();
    expect(fresh.$cart.get().items).toEqual([{ ...phone, quantity: 3 }, cable]);
    expect(storedCart()).toEqual([{ ...phone, quantity: 3 }, cable]);
  });

  it('a browser that refuses to save still has a working cart and only a warning', async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', {
      localStorage: refusing,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    try {
      vi.resetModules();
      const fresh = await import('../../src/features/cart/store.ts');
      expect(() => fresh.addToCart(cable)).not.toThrow();
      expect(fresh.$cart.get().items).toEqual([cable]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('write failed'),
        expect.any(DOMException),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
