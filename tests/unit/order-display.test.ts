import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canReview,
  invoiceFigures,
  itemCount,
  itemCountLabel,
  orderLabel,
  paymentLabel,
  statusLabel,
  statusTone,
  variationLine,
} from '../../src/lib/order-display.ts';
import { formatShopDate } from '../../src/lib/dates.ts';

describe('order status badge', () => {
  it('colours each status with its own tone, the same everywhere an order is shown', () => {
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('processing')).toBe('blue');
    expect(statusTone('shipped')).toBe('indigo');
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('cancelled')).toBe('red');
  });

  it('shows an unknown status in grey', () => {
    expect(statusTone('refunded')).toBe('grey');
    expect(statusTone('')).toBe('grey');
  });

  it('capitalises the status for display', () => {
    expect(statusLabel('delivered')).toBe('Delivered');
  });
});

describe('payment label', () => {
  it('names cash on delivery and card', () => {
    expect(paymentLabel('cod')).toBe('Cash on Delivery');
    expect(paymentLabel('card')).toBe('Credit Card');
  });

  it('shows any other stored method as it is, and N/A without one', () => {
    expect(paymentLabel('paypal')).toBe('paypal');
    expect(paymentLabel(undefined)).toBe('N/A');
    expect(paymentLabel(null)).toBe('N/A');
    expect(paymentLabel('')).toBe('N/A');
  });
});

describe('item count', () => {
  it('says item for one and items otherwise', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(2)).toBe('2 items');
    expect(itemCountLabel(0)).toBe('0 items');
  });

  it('counts every unit of every line', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(itemCount([])).toBe(0);
  });
});

describe('order actions', () => {
  it('offers cancel only while pending or processing', () => {
    expect(canCancel('pending')).toBe(true);
    expect(canCancel('processing')).toBe(true);
    expect(canCancel('shipped')).toBe(false);
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });

  it('offers a review only for a delivered order not yet reviewed', () => {
    expect(canReview({ status: 'delivered', isReviewed: false })).toBe(true);
    expect(canReview({ status: 'delivered', isReviewed: true })).toBe(false);
    expect(canReview({ status: 'shipped', isReviewed: false })).toBe(false);
  });
});

describe('order identity and lines', () => {
  it('shows the order number, else the id', () => {
    expect(orderLabel({ _id: 'abc', orderNumber: 'ORD-20261121-7K3Q' })).toBe('ORD-20261121-7K3Q');
    expect(orderLabel({ _id: 'abc', orderNumber: '' })).toBe('abc');
  });

  it('describes an item by its variation name, else its attributes', () => {
    expect(variationLine({ variationName: '256GB Black', attributes: [] })).toBe('256GB Black');
    expect(
      variationLine({
        variationName: null,
        attributes: [
          { type: 'Color', value: { name: 'Black', hex: '#000000' } },
          { type: 'Size', value: '256GB' },
        ],
      }),
    ).toBe('Color: Black, Size: 256GB');
    expect(variationLine({ variationName: null, attributes: [] })).toBeNull();
  });

  it('dates an order in Vietnam time', () => {
    expect(formatShopDate('2026-11-20T18:30:00.000Z')).toBe('21 November 2026');
  });
});

describe('invoice figures', () => {
  it('lists each line with its total and carries the server totals with VAT 10%', () => {
    const figures = invoiceFigures({
      items: [
        {
          image: '/images/phone-blue.webp',
          product: { productImages: ['/images/phone-black.webp', '/images/phone-blue.webp'] },
          name: 'Phone',
          quantity: 2,
          unitPrice: 10_990_000,
          variationName: 'Blue',
          attributes: [],
        },
        {
          // An older line stored without a picture shows its product's.
          image: '',
          product: { productImages: ['/images/cable.webp'] },
          name: 'Cable',
          quantity: 1,
          unitPrice: 190_000,
          variationName: null,
          attributes: [],
        },
      ],
      subTotal: 22_170_000,
      shippingFee: 15_000,
      taxAmount: 2_217_000,
      totalAmount: 24_402_000,
    });
    expect(figures.lines).toEqual([
      {
        image: '/images/phone-blue.webp',
        name: 'Phone',
        detail: 'Blue',
        quantity: 2,
        unitPrice: 10_990_000,
        lineTotal: 21_980_000,
      },
      {
        image: '/images/cable.webp',
        name: 'Cable',
        detail: null,
        quantity: 1,
        unitPrice: 190_000,
        lineTotal: 190_000,
      },
    ]);
    expect(figures).toMatchObject({
      subTotal: 22_170_000,
      shippingFee: 15_000,
      vatPercent: 10,
      taxAmount: 2_217_000,
      totalAmount: 24_402_000,
    });
  });
});
