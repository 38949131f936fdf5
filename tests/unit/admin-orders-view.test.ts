import { describe, expect, it } from 'vitest';
import {
  PAYMENT_OPTIONS,
  actorLabel,
  formatEventTime,
  orderFiltersOf,
  orderSearchOf,
  orderViewPath,
} from '../../src/features/admin/orders-view.ts';

describe('the orders screens', () => {
  it('keeps the filters in the page address, leaving out empty ones and page 1', () => {
    const filters = orderFiltersOf('?status=shipped&q=%20ORD-1%20&payment=&page=1&other=x');
    expect(filters).toEqual({ status: 'shipped', q: 'ORD-1', page: '1' });
    expect(orderSearchOf(filters)).toBe('?q=ORD-1&status=shipped');
    expect(orderSearchOf({ page: '3' })).toBe('?page=3');
    expect(orderSearchOf({})).toBe('');
  });

  it("links an order's page by its id", () => {
    expect(orderViewPath('a b')).toBe('/admin/orders/view?id=a%20b');
  });

  it('names who moved an order, and offers the payment methods by their labels', () => {
    expect(actorLabel('customer')).toBe('the customer');
    expect(actorLabel('cli')).toBe('the command line');
    expect(actorLabel('op@example.com')).toBe('op@example.com');
    expect(PAYMENT_OPTIONS.map((o) => o.label)).toEqual([
      'Cash on Delivery',
      'Credit Card',
      'PayPal',
      'Bank transfer (VietQR)',
      'VNPay: ATM card, Visa/Master, QR',
    ]);
  });

  it("writes history times in the shop's time zone", () => {
    expect(formatEventTime('2026-01-15T20:05:00Z')).toBe('16 Jan 2026, 03:05');
  });
});
