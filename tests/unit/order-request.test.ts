import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from '../../src/api/schemas/order.ts';
import {
  buildOrderRequest,
  type CheckoutFields,
} from '../../src/features/checkout/order-request.ts';

const form: CheckoutFields = {
  fullName: '  Nguyễn Văn An ',
  email: 'an@example.vn',
  address: '12 Lê Lợi',
  home: '',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  zipCode: '700000',
  country: 'Vietnam',
  provinceCode: '',
  wardCode: '',
  phone: '0912 345 678',
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'NGUYEN VAN AN',
  expiryDate: '12/30',
  cvv: '123',
};

const phone = { id: 'p-phone', price: 30_990_000, quantity: 1, variationId: 'v-256' };
const cable = { id: 'p-cable', price: 190_000, quantity: 2 };
const charger = { id: 'p-charger', price: 450_000, quantity: 1 };
const now = new Date('2026-11-21T10:00:00.000Z');

describe('building the order request', () => {
  it('sends each line with product id, variation or null, quantity and unit price', () => {
    const request = buildOrderRequest({
      lines: [phone, cable],
      form,
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      now,
    });
    expect(
      request.items.map(({ product, variationId, quantity, unitPrice }) => ({
        product,
        variationId,
        quantity,
        unitPrice,
      })),
    ).toEqual([
      { product: 'p-phone', variationId: 'v-256', quantity: 1, unitPrice: 30_990_000 },
      { product: 'p-cable', variationId: null, quantity: 2, unitPrice: 190_000 },
    ]);
  });

  it('splits the rounded shipping fee evenly across the lines', () => {
    const request = buildOrderRequest({
      lines: [phone, cable, charger],
      form,
      shippingMethod: 'express',
      paymentMethod: 'cod',
      now,
    });
    expect(request.items.map((item) => item.deliveryFee)).toEqual([5_000, 5_000, 5_000]);
    expect(request.shipping).toEqual({ method: 'express', cost: 15_000 });
    expect(request.shippingFee).toBe(15_000);
  });

  it('rounds an uneven split of the shipping fee', () => {
    const request = buildOrderRequest({
      lines: [phone, cable, charger],
      form,
      shippingMethod: 'overnight',
      paymentMethod: 'cod',
      now,
    });
    expect(request.items.every((item) => item.deliveryFee === 10_000)).toBe(true);
    const twoLines = buildOrderRequest({
      lines: [phone, cable],
      form,
      shippingMethod: 'express',
      paymentMethod: 'cod',
      now,
    });
    expect(twoLines.items.map((item) => item.deliveryFee)).toEqual([7_500, 7_500]);
  });

  it('dates delivery now plus the method days, as ISO timestamps', () => {
    const days = { standard: 7, express: 3, overnight: 1 } as const;
    for (const [method, count] of Object.entries(days)) {
      const request = buildOrderRequest({
        lines: [cable],
        form,
        shippingMethod: method as keyof typeof days,
        paymentMethod: 'cod',
        now,
      });
      const expected = new Date(now.getTime() + count * 86_400_000).toISOString();
      expect(request.items[0]?.deliveryDate).toBe(expected);
    }
  });

  it('computes subtotal, 10% tax rounded and total like the server', () => {
    const request = buildOrderRequest({
      lines: [phone, cable],
      form,
      shippingMethod: 'overnight',
      paymentMethod: 'cod',
      now,
    });
    expect(request.subTotal).toBe(31_370_000);
    expect(request.taxAmount).toBe(3_137_000);
    expect(request.totalAmount).toBe(31_370_000 + 30_000 + 3_137_000);
  });

  it('falls back to the street when the apartment is empty', () => {
    const request = buildOrderRequest({
      lines: [cable],
      form,
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      now,
    });
    expect(request.shippingAddress).toEqual({
      fullName: 'Nguyễn Văn An',
      email: 'an@example.vn',
      phone: '0912345678',
      street: '12 Lê Lợi',
      home: '12 Lê Lợi',
      city: 'Hồ Chí Minh',
      state: 'Quận 1',
      zip: '700000',
      country: 'Vietnam',
    });
  });

  it('keeps the apartment when one is given', () => {
    const request = buildOrderRequest({
      lines: [cable],
      form: { ...form, home: 'Apt 5B' },
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      now,
    });
    expect(request.shippingAddress.home).toBe('Apt 5B');
  });

  it('sends only the method for cash on delivery and PayPal', () => {
    for (const method of ['cod', 'paypal'] as const) {
      const request = buildOrderRequest({
        lines: [cable],
        form,
        shippingMethod: 'standard',
        paymentMethod: method,
        now,
      });
      expect(request.paymentDetails).toEqual({ method });
    }
  });

  it('sends the card number without spaces, with holder, expiry and CVV, for card payments', () => {
    const request = buildOrderRequest({
      lines: [cable],
      form,
      shippingMethod: 'standard',
      paymentMethod: 'card',
      now,
    });
    expect(request.paymentDetails).toEqual({
      method: 'card',
      cardNumber: '4242424242424242',
      cardHolder: 'NGUYEN VAN AN',
      expiryDate: '12/30',
      cvv: '123',
    });
  });

  it('builds a request the API contract accepts', () => {
    const request = buildOrderRequest({
      lines: [phone, cable],
      form,
      shippingMethod: 'express',
      paymentMethod: 'card',
      now,
    });
    expect(orderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a line whose price or quantity is not a valid number', () => {
    const broken = [
      { ...cable, price: Number.NaN },
      { ...cable, quantity: Number.POSITIVE_INFINITY },
      { ...cable, price: -1 },
      { ...cable, quantity: 0 },
    ];
    for (const line of broken) {
      expect(() =>
        buildOrderRequest({
          lines: [line],
          form,
          shippingMethod: 'standard',
          paymentMethod: 'cod',
          now,
        }),
      ).toThrow('Order calculation error: Invalid price or quantity values');
    }
  });

  it('sends the codes of a picked province and ward beside their names, none when typed', () => {
    const picked = {
      ...form,
      state: 'Hồ Chí Minh',
      city: 'Phường Sài Gòn',
      provinceCode: '79',
      wardCode: '26740',
    };
    const request = buildOrderRequest({
      lines: [phone],
      form: picked,
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      now,
    });
    expect(request.shippingAddress).toMatchObject({ provinceCode: '79', wardCode: '26740' });
    const typed = buildOrderRequest({
      lines: [phone],
      form,
      shippingMethod: 'standard',
      paymentMethod: 'cod',
      now,
    });
    expect(typed.shippingAddress).not.toHaveProperty('provinceCode');
    expect(typed.shippingAddress).not.toHaveProperty('wardCode');
  });
});
