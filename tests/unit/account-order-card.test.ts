import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/schemas/order.ts';
import { OrderCard } from '../../src/features/account/OrderCard.tsx';
import { messages } from '../../src/lib/i18n/index.ts';

const order: Order = {
  _id: 'o1',
  orderNumber: 'ORD-20261121-7K3Q',
  status: 'pending',
  items: [
    {
      product: { _id: 'p1', name: 'Galaxy S25', productImages: ['/images/products/s25.svg'] },
      name: 'Galaxy S25',
      image: '',
      variationId: 'v1',
      variationName: null,
      attributes: [{ type: 'Size', value: '256GB' }],
      quantity: 1,
      unitPrice: 20_000_000,
      deliveryFee: 0,
      deliveryDate: '2026-11-28T00:00:00.000Z',
    },
  ],
  shippingAddress: {
    fullName: 'Nguyễn Văn An',
    email: 'an@example.vn',
    phone: '0912 345 678',
    street: '12 Lý Thường Kiệt',
    home: '12 Lý Thường Kiệt',
    city: 'Hà Nội',
    state: 'Hoàn Kiếm',
    zip: '100000',
    country: 'Vietnam',
  },
  paymentDetails: { method: 'card', cardLast4: '4242', cardBrand: 'Visa' },
  shipping: { method: 'standard', cost: 0 },
  subTotal: 20_000_000,
  shippingFee: 0,
  taxAmount: 2_000_000,
  totalAmount: 22_000_000,
  paymentStatus: 'unpaid',
  isReviewed: false,
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
};

const render = (overrides: Partial<Order>, open = true) =>
  renderToString(
    createElement(OrderCard, {
      order: { ...order, ...overrides },
      open,
      onToggle: () => {},
      cancelling: false,
      onCancel: () => {},
      t: messages('en').account,
      transfer: messages('en').checkout.transfer,
      lang: 'en',
    }),
  );

describe('order card', () => {
  it('summarises number, status, date, total, item count and payment', () => {
    const html = render({}, false);
    expect(html).toContain('ORD-20261121-7K3Q');
    expect(html).toContain('Pending');
    expect(html).toContain('Placed on <!-- -->21 November 2026');
    expect(html).toContain('22.000.000');
    expect(html).toContain('1 item');
    expect(html).toContain('Credit Card');
    expect(html).toContain('View Details');
    expect(html).not.toContain('Shipping Information');
  });

  it('opens on the items, shipping information and order summary, with the product image', () => {
    const html = render({});
    expect(html).toContain('Hide Details');
    expect(html).toContain('Size: 256GB');
    expect(html).toContain('src="/images/products/s25.svg"');
    expect(html).toContain('Shipping Information');
    expect(html).toContain('Hoàn Kiếm 100000');
    expect(html).toContain('Order Summary');
    expect(html).toContain('href="/orders/o1/invoice"');
  });

  it('offers Cancel Order while pending, and Write a Review only once delivered and not reviewed', () => {
    expect(render({})).toContain('Cancel Order');
    expect(render({})).not.toContain('Write a Review');
    const delivered = render({ status: 'delivered' });
    expect(delivered).not.toContain('Cancel Order');
    expect(delivered).toContain('href="/review/order/o1"');
    expect(render({ status: 'delivered', isReviewed: true })).not.toContain('Write a Review');
  });
});
