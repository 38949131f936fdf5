import { describe, expect, it } from 'vitest';
import { renderOrderCard as render } from './order-card-fixtures.ts';

describe('order card', () => {
  it('summarises number, status, date, total, item count and payment', () => {
    const html = render({}, { open: false });
    for (const text of [
      'ORD-20261121-7K3Q',
      'Pending',
      'Placed on <!-- -->21 November 2026',
      '22.000.000',
      '1 item',
      'Credit Card',
      'View Details',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Shipping Information');
  });

  it('opens on the items, shipping information and order summary, with the product image', () => {
    const html = render();
    for (const text of [
      'Hide Details',
      'Size: 256GB',
      'src="/images/products/s25.svg"',
      'Shipping Information',
      'Hoàn Kiếm 100000',
      'Order Summary',
      'href="/orders/o1/invoice"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('offers Cancel Order while pending, and Write a Review only once delivered and not reviewed', () => {
    expect(render()).toContain('Cancel Order');
    expect(render()).not.toContain('Write a Review');
    const delivered = render({ status: 'delivered' });
    expect(delivered).not.toContain('Cancel Order');
    expect(delivered).toContain('href="/review/order/o1"');
    expect(render({ status: 'delivered', isReviewed: true })).not.toContain('Write a Review');
  });
});
