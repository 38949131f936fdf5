// The VNPay screens' logic: which orders offer "Pay with VNPay" (My Orders, in either language),
// what the return page shows for each answer, and what the test gateway reads of a payment URL.
import { describe, expect, it } from 'vitest';
import type { VnpayReturnAnswer } from '../../src/api/schemas/payments.ts';
import { awaitsVnpay } from '../../src/features/payment/VnpayPanel.tsx';
import { outcomeOf } from '../../src/features/payment/VnpayReturn.tsx';
import { requestOf } from '../../src/features/payment/VnpayTestGateway.tsx';
import { renderOrderCard } from './order-card-fixtures.ts';

const vnpay = { method: 'vnpay' as const };

describe('the Pay with VNPay panel', () => {
  it('is offered for a VNPay order waiting for its money, and for no other', () => {
    const order = { _id: 'o1', status: 'pending', paymentStatus: 'unpaid', paymentDetails: vnpay };
    expect(awaitsVnpay(order as never)).toBe(true);
    expect(awaitsVnpay({ ...order, paymentStatus: 'paid' } as never)).toBe(false);
    expect(awaitsVnpay({ ...order, status: 'cancelled' } as never)).toBe(false);
    expect(awaitsVnpay({ ...order, paymentDetails: { method: 'bank_transfer' } } as never)).toBe(
      false,
    );
  });

  it("shows on an unpaid VNPay order's card in My Orders, in English and Vietnamese", () => {
    const unpaid = { paymentDetails: vnpay, paymentStatus: 'unpaid' as const };
    const en = renderOrderCard(unpaid);
    expect(en).toContain('Pay with VNPay');
    expect(en).toContain('VNPay: ATM card, Visa/Master, QR');
    const vi = renderOrderCard(unpaid, { lang: 'vi' });
    expect(vi).toContain('Thanh toán qua VNPay');
    expect(vi).toContain('VNPay: thẻ ATM, Visa/Master, QR');
    expect(renderOrderCard({ paymentDetails: vnpay, paymentStatus: 'paid' })).not.toContain(
      'Pay with VNPay',
    );
  });
});

describe('the return page', () => {
  const answer: VnpayReturnAnswer = {
    orderId: 'o1',
    orderNumber: 'ORD-20261128-7K3QX2',
    totalAmount: 1_000_000,
    gatewayResult: 'success',
    paymentStatus: 'unpaid',
    status: 'pending',
    canPayAgain: false,
  };

  it('says paid only when the order is paid, whatever the browser was told', () => {
    expect(outcomeOf({ ...answer, paymentStatus: 'paid' })).toBe('paid');
    expect(outcomeOf(answer)).toBe('confirming');
    expect(outcomeOf({ ...answer, gatewayResult: 'failed', canPayAgain: true })).toBe('not_paid');
    expect(outcomeOf({ ...answer, status: 'cancelled' })).toBe('not_paid');
  });
});

describe('the test gateway page', () => {
  it('reads the order number and amount of a signed payment URL, and nothing of anything else', () => {
    const query =
      '?vnp_Amount=125000000&vnp_TxnRef=ORD-20261128-7K3QX2-MAB12&vnp_SecureHash=' +
      'a'.repeat(128);
    expect(requestOf(query)).toEqual({
      query: query.slice(1),
      orderNumber: 'ORD-20261128-7K3QX2',
      amount: 1_250_000,
    });
    expect(requestOf('?vnp_Amount=125000000&vnp_TxnRef=ORD-20261128-7K3QX2-MAB12')).toBeNull();
    expect(requestOf('')).toBeNull();
    expect(requestOf('?vnp_Amount=abc&vnp_TxnRef=X-1&vnp_SecureHash=ff')).toBeNull();
  });
});
