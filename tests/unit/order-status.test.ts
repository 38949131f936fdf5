import { describe, expect, it } from 'vitest';
import { CANCELLABLE_STATUSES, ORDER_STATUSES } from '../../src/lib/constants.ts';
import {
  ORDER_ADMIN_MESSAGES,
  dayRange,
  isFinalStatus,
  nextStatus,
  transitionLabel,
  transitionRefusal,
} from '../../src/lib/order-status.ts';

describe('the order transition table', () => {
  it('walks forward from pending to delivered, one step at a time', () => {
    const walk = ['pending'];
    for (let status = nextStatus('pending'); status; status = nextStatus(status)) walk.push(status);
    expect(walk).toEqual(['pending', 'processing', 'shipped', 'delivered']);
  });

  it('cancels exactly the statuses the customer may cancel, and delivered and cancelled are final', () => {
    const cancellable = ORDER_STATUSES.filter((s) => transitionRefusal(s, 'cancelled') === null);
    expect(cancellable).toEqual([...CANCELLABLE_STATUSES]);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'cancelled']);
  });

  it('says why a move is refused, naming the current status', () => {
    expect(transitionRefusal('pending', 'shipped')).toBe(
      'The order is Pending: it cannot be moved to Shipped.',
    );
    expect(transitionRefusal('delivered', 'cancelled')).toBe(
      'The order is Delivered, which is final: it cannot change.',
    );
    expect(transitionRefusal('shipped', 'shipped')).toBe(ORDER_ADMIN_MESSAGES.same('shipped'));
  });

  it('labels the buttons', () => {
    expect(transitionLabel('shipped')).toBe('Mark as shipped');
    expect(transitionLabel('cancelled')).toBe('Cancel order');
  });
});

describe('date filters', () => {
  it('reads days in Vietnam time, both ends included', () => {
    expect(dayRange('2026-01-16', '2026-01-16')).toEqual({
      start: new Date('2026-01-15T17:00:00Z'),
      end: new Date('2026-01-16T17:00:00Z'),
    });
    expect(dayRange(undefined, '2026-12-31').end).toEqual(new Date('2026-12-31T17:00:00Z'));
    expect(dayRange(undefined, undefined)).toEqual({ start: null, end: null });
  });
});
