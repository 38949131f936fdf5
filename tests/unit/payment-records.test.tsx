// The operators' payment records: each VNPay attempt and bank transfer with its facts, a fact with
// no value left out, and nothing at all when an order has none.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminBankTransfer, AdminVnpayPayment } from '../../src/api/schemas/admin-orders.ts';
import { PaymentRecords } from '../../src/features/admin/PaymentRecords.tsx';

const attempt = (over: Partial<AdminVnpayPayment>): AdminVnpayPayment => ({
  txnRef: 'VT-1001-1',
  transactionNo: '14123456',
  amount: 1_250_000,
  responseCode: '00',
  transactionStatus: '00',
  bankCode: 'NCB',
  cardType: 'ATM',
  paidAt: '2026-11-28T03:04:05.000Z',
  outcome: 'paid',
  receivedAt: '2026-11-28T03:04:07.000Z',
  raw: { vnp_TxnRef: 'VT-1001-1', vnp_ResponseCode: '00' },
  ...over,
});

const transfer: AdminBankTransfer = {
  transactionId: 'FT2633212345',
  amount: 990_000,
  description: 'VT1001 thanh toan',
  transferredAt: '2026-11-28T02:00:00.000Z',
  outcome: 'wrong_amount',
  receivedAt: '2026-11-28T02:00:03.000Z',
};

describe('payment records', () => {
  it('lists VNPay attempts and bank transfers with their facts', () => {
    const html = renderToString(
      <PaymentRecords
        detail={{
          vnpayPayments: [
            attempt({}),
            attempt({ txnRef: 'VT-1001-2', outcome: 'failed', paidAt: null, cardType: null }),
          ],
          bankTransfers: [transfer],
        }}
      />,
    );
    expect(html).toContain('VNPay transactions');
    expect(html).toContain('Paid: marked the order paid');
    expect(html).toContain('Not paid (cancelled or refused)');
    expect(html).toContain('NCB · ATM');
    expect(html).toContain('vnp_ResponseCode=00');
    // The failed attempt has no pay date: one "Pay date" for the two attempts.
    expect(html.match(/<dt>Pay date<\/dt>/g)).toHaveLength(1);
    expect(html).toContain('Bank transfers');
    expect(html).toContain('Held: not the order&#x27;s total');
    expect(html).toContain('FT2633212345');
    expect(html).toContain('VT1001 thanh toan');
  });

  it('shows nothing for an order with no records', () => {
    const html = renderToString(
      <PaymentRecords detail={{ vnpayPayments: [], bankTransfers: [] }} />,
    );
    expect(html).toBe('');
  });
});
