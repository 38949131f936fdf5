import { describe, expect, it } from 'vitest';
import {
  buildOrderTotals,
  deliveryDateFor,
  deliveryFeePerItem,
  effectivePrice,
  lineTotal,
  shippingFeeFor,
  subtotalOf,
  taxFor,
} from '../../src/lib/pricing.ts';

describe('effective price', () => {
  it('is the sale price when it is below the list price', () => {
    expect(effectivePrice({ price: 30_000_000, salePrice: 27_990_000 })).toBe(27_990_000);
  });

  it('is the list price when there is no sale price', () => {
    expect(effectivePrice({ price: 30_000_000 })).toBe(30_000_000);
    expect(effectivePrice({ price: 30_000_000, salePrice: null })).toBe(30_000_000);
    expect(effectivePrice({ price: 30_000_000, salePrice: undefined })).toBe(30_000_000);
  });

  it('ignores a sale price that is not lower than the list price', () => {
    expect(effectivePrice({ price: 500_000, salePrice: 500_000 })).toBe(500_000);
    expect(effectivePrice({ price: 500_000, salePrice: 650_000 })).toBe(500_000);
  });

  it('accepts a sale price of zero (a free item)', () => {
    expect(effectivePrice({ price: 500_000, salePrice: 0 })).toBe(0);
  });
});

describe('line totals and subtotal', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal({ unitPrice: 1_290_000, quantity: 3 })).toBe(3_870_000);
  });

  it('sums every line into the subtotal', () => {
    const lines = [
      { unitPrice: 1_290_000, quantity: 3 },
      { unitPrice: 450_000, quantity: 1 },
    ];
    expect(subtotalOf(lines)).toBe(4_320_000);
  });

  it('gives a zero subtotal for no lines', () => {
    expect(subtotalOf([])).toBe(0);
  });
});

describe('shipping fee', () => {
  it('charges 0, 15000 and 30000 VND for standard, express and overnight', () => {
    expect(shippingFeeFor('standard')).toBe(0);
    expect(shippingFeeFor('express')).toBe(15_000);
    expect(shippingFeeFor('overnight')).toBe(30_000);
  });
});

describe('tax', () => {
  it('is 10% of the subtotal', () => {
    expect(taxFor(29_990_000)).toBe(2_999_000);
  });

  it('rounds to a whole number of VND, halves up', () => {
    expect(taxFor(12_345)).toBe(1_235);
    expect(taxFor(12_344)).toBe(1_234);
    expect(taxFor(5)).toBe(1);
    expect(taxFor(4)).toBe(0);
  });

  it('is always an integer, never a float artefact', () => {
    for (const subtotal of [1, 7, 33, 99_999, 123_456_789, 29_990_001]) {
      expect(Number.isInteger(taxFor(subtotal))).toBe(true);
    }
  });
});

describe('delivery fee split', () => {
  it('splits the shipping fee evenly across the lines, rounded', () => {
    expect(deliveryFeePerItem(30_000, 2)).toBe(15_000);
    expect(deliveryFeePerItem(15_000, 4)).toBe(3_750);
    expect(deliveryFeePerItem(30_000, 7)).toBe(4_286);
    expect(deliveryFeePerItem(15_000, 9)).toBe(1_667);
  });

  it('is zero for free shipping and for no lines', () => {
    expect(deliveryFeePerItem(0, 3)).toBe(0);
    expect(deliveryFeePerItem(30_000, 0)).toBe(0);
  });
});

describe('delivery date', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('adds 7, 3 and 1 days for standard, express and overnight', () => {
    expect(deliveryDateFor('standard', now).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(deliveryDateFor('express', now).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(deliveryDateFor('overnight', now).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('does not change the date it was given', () => {
    deliveryDateFor('standard', now);
    expect(now.toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('order totals', () => {
  const lines = [
    { unitPrice: 27_990_000, quantity: 1 },
    { unitPrice: 1_290_001, quantity: 2 },
  ];

  it('adds subtotal, shipping and rounded tax into the total', () => {
    expect(buildOrderTotals(lines, 'express')).toEqual({
      subTotal: 30_570_002,
      shippingFee: 15_000,
      taxAmount: 3_057_000,
      totalAmount: 30_570_002 + 15_000 + 3_057_000,
      deliveryFee: 7_500,
    });
  });

  it('charges no shipping and no delivery fee for standard shipping', () => {
    const totals = buildOrderTotals(lines, 'standard');
    expect(totals.shippingFee).toBe(0);
    expect(totals.deliveryFee).toBe(0);
    expect(totals.totalAmount).toBe(totals.subTotal + totals.taxAmount);
  });

  it('splits the overnight fee across the lines', () => {
    expect(buildOrderTotals(lines, 'overnight').deliveryFee).toBe(15_000);
  });
});
