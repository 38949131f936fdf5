import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import CheckoutSummary from '../../src/features/checkout/CheckoutSummary.tsx';
import { checkoutSummary } from '../../src/features/checkout/summary.ts';
import { typedQuantity } from '../../src/features/cart/QuantityStepper.tsx';
import type { Cart } from '../../src/features/cart/store.ts';
import { cartSummary, itemCount } from '../../src/features/cart/summary.ts';
import { quantityBounds } from '../../src/features/product/variations.ts';
import { messages } from '../../src/lib/i18n/index.ts';

const t = messages('en').checkout.screen;

const cart: Cart = {
  items: [
    { id: 'p-laptop', name: 'Dell XPS 13', price: 32_490_000, image: '/images/x.svg', quantity: 1 },
    {
      id: 'p-mouse',
      name: 'Logitech MX Master 3S',
      price: 2_490_005,
      image: '/images/m.svg',
      quantity: 2,
    },
  ],
  totalItems: 3,
  totalPrice: 32_490_000 + 2 * 2_490_005,
};

describe('the cart page summary', () => {
  it('shows the cart total with free shipping and no tax', () => {
    expect(cartSummary(cart)).toEqual({
      totalItems: 3,
      subtotal: 37_470_010,
      shipping: 0,
      total: 37_470_010,
    });
  });

  it('counts one item and several items', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(3)).toBe('3 items');
  });
});

describe('the checkout summary', () => {
  it('adds nothing for standard shipping and 10% tax, rounded', () => {
    expect(checkoutSummary(cart, 'standard')).toEqual({
      totalItems: 3,
      subTotal: 37_470_010,
      shippingLabel: 'Standard',
      shippingFee: 0,
      taxAmount: 3_747_001,
      totalAmount: 37_470_010 + 3_747_001,
    });
  });

  it('adds the express and overnight fees to the total, untaxed', () => {
    expect(checkoutSummary(cart, 'express')).toMatchObject({
      shippingLabel: 'Express',
      shippingFee: 15_000,
      totalAmount: 37_470_010 + 15_000 + 3_747_001,
    });
    expect(checkoutSummary(cart, 'overnight')).toMatchObject({
      shippingFee: 30_000,
      totalAmount: 37_470_010 + 30_000 + 3_747_001,
    });
  });

  it('reads Free for standard shipping and formats money in VND', () => {
    const html = renderToString(createElement(CheckoutSummary, { cart, method: 'standard', t }));
    expect(html).toContain('Free');
    expect(html).toContain('Tax (10%)');
    expect(html).toContain('41.217.011');
    const express = renderToString(createElement(CheckoutSummary, { cart, method: 'express', t }));
    expect(express).toContain('15.000');
  });
});

describe('typing a cart quantity', () => {
  const unknownStock = quantityBounds(undefined);

  it('raises values below 1 to 1 and clamps values above 99 while the stock is unknown', () => {
    expect(typedQuantity('0', unknownStock)).toBe(1);
    expect(typedQuantity('-4', unknownStock)).toBe(1);
    expect(typedQuantity('150', unknownStock)).toBe(99);
    expect(typedQuantity('7', unknownStock)).toBe(7);
  });

  it('clamps values above the live stock to the stock', () => {
    expect(typedQuantity('150', quantityBounds(3))).toBe(3);
    expect(typedQuantity('2', quantityBounds(3))).toBe(2);
  });

  it('waits while the box is empty', () => {
    expect(typedQuantity('', unknownStock)).toBeNull();
    expect(typedQuantity('  ', unknownStock)).toBeNull();
  });
});
