// VNPay's protocol as the shop writes it: the signed data and its HMAC-SHA512 checked against a
// fixed parameter set whose query string is written out by hand here, step by step as VNPay's
// merchant documentation describes it (sort by name, URL-encode, join, HMAC-SHA512 in hex); the
// amount × 100; dates in GMT+7 whatever the server's time zone; the check of a received signature.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amountOfVnpay,
  paymentParams,
  parseVnpayDate,
  signedVnpayQuery,
  vnpayAmount,
  vnpayDate,
  vnpayEncode,
  vnpayParamsOf,
  vnpayPaymentUrl,
  vnpayQuery,
  vnpaySignature,
  vnpaySignatureMatches,
} from '../../src/server/api/services/vnpay-protocol.ts';

const SECRET = 'SECRETKEYVNPAYSANDBOX0123456789A';

/** A payment as a shop would send it: 1.250.000 ₫ at 10:05:09 in Hà Nội on 28 Nov 2026. */
const PAYMENT = {
  tmnCode: 'DEMO0001',
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  txnRef: 'ORD-20261128-7K3QX2-MAB12',
  amount: 1_250_000,
  orderInfo: 'Thanh toan don hang ORD-20261128-7K3QX2',
  orderType: 'other',
  locale: 'vn' as const,
  returnUrl: 'https://shop.example/vi/payment/vnpay-return',
  ipAddr: '203.0.113.9',
  createdAt: new Date('2026-11-28T03:05:09Z'),
  expiresAt: new Date('2026-11-28T03:20:09Z'),
};

/**
 * The same parameters' signed data written by hand: names in ASCII order, values encoded as
 * VNPay's sample code does (":" %3A, "/" %2F, a space "+"), joined with "&".
 */
const SIGNED_DATA = [
  'vnp_Amount=125000000',
  'vnp_Command=pay',
  'vnp_CreateDate=20261128100509',
  'vnp_CurrCode=VND',
  'vnp_ExpireDate=20261128102009',
  'vnp_IpAddr=203.0.113.9',
  'vnp_Locale=vn',
  'vnp_OrderInfo=Thanh+toan+don+hang+ORD-20261128-7K3QX2',
  'vnp_OrderType=other',
  'vnp_ReturnUrl=https%3A%2F%2Fshop.example%2Fvi%2Fpayment%2Fvnpay-return',
  'vnp_TmnCode=DEMO0001',
  'vnp_TxnRef=ORD-20261128-7K3QX2-MAB12',
  'vnp_Version=2.1.0',
].join('&');

/** HMAC-SHA512 of the hand-written data, computed here with node:crypto directly. */
const EXPECTED_HASH = createHmac('sha512', SECRET).update(SIGNED_DATA, 'utf8').digest('hex');

describe('the payment URL', () => {
  it('sorts, encodes and signs the parameters as the documented algorithm does', () => {
    const params = paymentParams(PAYMENT);
    expect(vnpayQuery(params)).toBe(SIGNED_DATA);
    expect(vnpaySignature(SECRET, params)).toBe(EXPECTED_HASH);
    expect(EXPECTED_HASH).toMatch(/^[0-9a-f]{128}$/);
    expect(vnpayPaymentUrl(SECRET, PAYMENT)).toBe(
      `${PAYMENT.payUrl}?${SIGNED_DATA}&vnp_SecureHash=${EXPECTED_HASH}`,
    );
  });

  it('signs a fixed vector to a fixed digest (a change of the algorithm shows here)', () => {
    const params = { vnp_TxnRef: 'A1', vnp_Amount: '1000000', vnp_OrderInfo: 'a b' };
    expect(vnpayQuery(params)).toBe('vnp_Amount=1000000&vnp_OrderInfo=a+b&vnp_TxnRef=A1');
    expect(vnpaySignature('k', params)).toBe(
      createHmac('sha512', 'k')
        .update('vnp_Amount=1000000&vnp_OrderInfo=a+b&vnp_TxnRef=A1')
        .digest('hex'),
    );
  });

  it('leaves the signature, its type, empty values and other names out of the signed data', () => {
    const params = {
      vnp_B: '2',
      vnp_A: '1',
      vnp_Empty: '',
      vnp_SecureHash: 'ff',
      vnp_SecureHashType: 'HmacSHA512',
      other: 'x',
    };
    expect(vnpayQuery(params)).toBe('vnp_A=1&vnp_B=2');
  });

  it("encodes as VNPay's sample code: encodeURIComponent, a space as +", () => {
    expect(vnpayEncode('a b&c=d/é')).toBe('a+b%26c%3Dd%2F%C3%A9');
    expect(vnpayEncode('A-Z_0.9')).toBe('A-Z_0.9');
    expect(vnpayEncode('100%')).toBe('100%25');
  });

  it('writes the amount × 100 and reads it back', () => {
    expect(vnpayAmount(1_250_000)).toBe('125000000');
    expect(vnpayAmount(0)).toBe('0');
    expect(amountOfVnpay('125000000')).toBe(1_250_000);
    expect(amountOfVnpay('125000050')).toBeNull();
    expect(amountOfVnpay('-100')).toBeNull();
    expect(amountOfVnpay('1e5')).toBeNull();
    expect(amountOfVnpay(undefined)).toBeNull();
  });
});

describe('dates in GMT+7', () => {
  it('writes yyyyMMddHHmmss in Vietnam, across midnight and a year end', () => {
    expect(vnpayDate(new Date('2026-11-28T03:05:09Z'))).toBe('20261128100509');
    expect(vnpayDate(new Date('2026-12-31T17:00:00Z'))).toBe('20270101000000');
    expect(vnpayDate(new Date('2026-02-28T16:59:59Z'))).toBe('20260228235959');
  });

  it('reads them back to the same moment, and refuses what is not a date', () => {
    expect(parseVnpayDate('20261128100509')?.toISOString()).toBe('2026-11-28T03:05:09.000Z');
    expect(parseVnpayDate('20270101000000')?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(parseVnpayDate('20261332100509')).toBeNull();
    expect(parseVnpayDate('20260230100509')).toBeNull();
    expect(parseVnpayDate('2026112810050')).toBeNull();
    expect(parseVnpayDate(undefined)).toBeNull();
  });
});

describe('a received signature', () => {
  it('matches the signed parameters as received back from a query string, in either case', () => {
    const query = signedVnpayQuery(SECRET, paymentParams(PAYMENT));
    const received = vnpayParamsOf(new URLSearchParams(query));
    expect(received['vnp_OrderInfo']).toBe(PAYMENT.orderInfo);
    expect(vnpaySignatureMatches(SECRET, received)).toBe(true);
    const upper = { ...received, vnp_SecureHash: received['vnp_SecureHash']!.toUpperCase() };
    expect(vnpaySignatureMatches(SECRET, upper)).toBe(true);
  });

  it('refuses a changed value, another secret, a missing or malformed signature', () => {
    const received = vnpayParamsOf(
      new URLSearchParams(signedVnpayQuery(SECRET, paymentParams(PAYMENT))),
    );
    expect(vnpaySignatureMatches(SECRET, { ...received, vnp_Amount: '125000100' })).toBe(false);
    expect(vnpaySignatureMatches('another', received)).toBe(false);
    const { vnp_SecureHash: _gone, ...unsigned } = received;
    expect(vnpaySignatureMatches(SECRET, unsigned)).toBe(false);
    expect(vnpaySignatureMatches(SECRET, { ...received, vnp_SecureHash: 'zz' })).toBe(false);
  });

  it('takes the first of a repeated parameter and only vnp_ names', () => {
    const params = vnpayParamsOf(new URLSearchParams('vnp_A=1&vnp_A=2&lang=vi&vnp_B=x+y'));
    expect(params).toEqual({ vnp_A: '1', vnp_B: 'x y' });
  });
});
