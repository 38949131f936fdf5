import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http.ts';
import { EMPTY_FORM } from '../../src/features/checkout/checkout-form.ts';
import type { OrderRequestInput } from '../../src/features/checkout/order-request.ts';

const call = vi.fn();
vi.mock('../../src/api/client.ts', () => ({ apiClient: { call } }));

const { describeFailure, newIdempotencyKey, placeOrder } =
  await import('../../src/features/checkout/place-order.ts');

const input: OrderRequestInput = {
  lines: [{ id: 'p-cable', price: 190_000, quantity: 2 }],
  form: {
    ...EMPTY_FORM,
    fullName: 'Hoàng Mai',
    email: 'mai@example.vn',
    address: '3 Lý Thường Kiệt',
    city: 'Hà Nội',
    state: 'Hoàn Kiếm',
    zipCode: '100000',
    phone: '0901234567',
  },
  shippingMethod: 'standard',
  paymentMethod: 'cod',
  now: new Date('2026-11-21T00:00:00.000Z'),
};

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ order: { _id: 'o1', orderNumber: 'ORD-20261121-AAAA' } });
});

describe('placing the order', () => {
  it('sends a signed-in customer to POST /order with the bearer and the Idempotency-Key', async () => {
    const order = await placeOrder(input, { signedIn: true, idempotencyKey: 'key-1' });
    expect(order._id).toBe('o1');
    const [method, path, , options] = call.mock.calls[0] as [
      string,
      string,
      unknown,
      Record<string, unknown>,
    ];
    expect(method).toBe('POST');
    expect(path).toBe('/order');
    expect(options).toMatchObject({ auth: true, headers: { 'Idempotency-Key': 'key-1' } });
    expect(options['body']).toMatchObject({
      subTotal: 380_000,
      taxAmount: 38_000,
      totalAmount: 418_000,
    });
  });

  it('sends a guest to POST /order/guest-checkout without the bearer', async () => {
    await placeOrder(input, { signedIn: false, idempotencyKey: 'key-2' });
    const [, path, , options] = call.mock.calls[0] as [
      string,
      string,
      unknown,
      Record<string, unknown>,
    ];
    expect(path).toBe('/order/guest-checkout');
    expect(options).toMatchObject({ auth: false, headers: { 'Idempotency-Key': 'key-2' } });
  });

  it('sends nothing when the total cannot be computed', async () => {
    const broken = { ...input, lines: [{ id: 'p-cable', price: Number.NaN, quantity: 1 }] };
    await expect(placeOrder(broken, { signedIn: false, idempotencyKey: 'k' })).rejects.toThrow(
      'Order calculation error: Invalid price or quantity values',
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('makes a different key for every attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('a failed placement', () => {
  it('names the fields and asks for new prices after 409 Prices have changed', () => {
    const error = new ApiError(409, 'Prices have changed', 'Prices have changed', {
      'items.0.unitPrice': 'Price is now 210000',
      totalAmount: 'Amount is now 462000',
    });
    expect(describeFailure(error)).toEqual({
      text: 'Prices have changed Please check these fields: items.0.unitPrice, totalAmount',
      pricesChanged: true,
      answered: true,
    });
  });

  it("shows the server's message for a declined card, without re-pricing", () => {
    const error = new ApiError(402, 'Your card was declined', 'Your card was declined');
    expect(describeFailure(error)).toEqual({
      text: 'Your card was declined',
      pricesChanged: false,
      answered: true,
    });
  });

  it('keeps the Idempotency-Key for a retry only when the outcome is unknown', () => {
    expect(describeFailure(new ApiError(0, 'Failed to fetch')).answered).toBe(false);
    expect(describeFailure(new ApiError(502, 'Bad gateway')).answered).toBe(false);
    expect(describeFailure(new ApiError(422, 'Validation failed')).answered).toBe(true);
    expect(describeFailure('boom').answered).toBe(false);
  });

  it('falls back to the generic text', () => {
    expect(describeFailure('boom').text).toBe('There was an error processing your order.');
  });
});
