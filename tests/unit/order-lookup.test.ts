import { describe, expect, it } from 'vitest';
import { orderLookupRules, ruleErrors } from '../../src/api/schemas/rules.ts';
import {
  maskEmail,
  maskName,
  maskPhone,
  orderLookupHref,
  readOrderNumber,
} from '../../src/lib/order-lookup.ts';
import { ORDER_LIFECYCLE } from '../../src/lib/order-status.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import { MESSAGES } from '../../src/lib/validation.ts';

describe('masking what an order lookup shows', () => {
  it('shows a name as initials, every word but the last followed by ***', () => {
    expect(maskName('Nguyễn Văn An')).toBe('N*** V*** A');
    expect(maskName('  Trần   Thị  Bích Ngọc ')).toBe('T*** T*** B*** N');
    expect(maskName('Ánh')).toBe('Á');
    expect(maskName('')).toBe('');
  });

  it('shows a phone number as its first and last two digits, whatever the notation', () => {
    for (const phone of ['0912345678', '0912 345 678', '+84 912 345 678', '84912345678'])
      expect(maskPhone(normalisePhone(phone))).toBe('09******78');
    expect(maskPhone('123')).toBe('***');
  });

  it('shows an e-mail as its first character and its domain', () => {
    expect(maskEmail('an.nguyen@example.com')).toBe('a***@example.com');
    expect(maskEmail('b@shop.vn')).toBe('b***@shop.vn');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('reading an order lookup', () => {
  it('reads an order number typed in lower case, with spaces or full-width letters', () => {
    expect(readOrderNumber(' ord-20261121-7k3qx2 ')).toBe('ORD-20261121-7K3QX2');
    expect(readOrderNumber('ＯＲＤ-20261121-7K3QX2')).toBe('ORD-20261121-7K3QX2');
    expect(readOrderNumber('ORD-2026 1121-7K3\u200bQX2')).toBe('ORD-20261121-7K3QX2');
  });

  it('links to the lookup page with the number filled in', () => {
    expect(orderLookupHref('ORD-20261121-7K3QX2')).toBe('/order-lookup?order=ORD-20261121-7K3QX2');
  });

  it('asks for the number and a well-formed phone number or e-mail', () => {
    expect(ruleErrors(orderLookupRules, { orderNumber: '', contact: '' })).toEqual({
      orderNumber: MESSAGES.orderNumberRequired,
      contact: MESSAGES.emailOrPhoneRequired,
    });
    expect(ruleErrors(orderLookupRules, { orderNumber: 'ORD-1', contact: '0912 34' })).toEqual({
      contact: MESSAGES.phoneInvalid,
    });
    expect(ruleErrors(orderLookupRules, { orderNumber: 'ORD-1', contact: 'an@' })).toEqual({
      contact: MESSAGES.emailInvalid,
    });
    expect(
      ruleErrors(orderLookupRules, { orderNumber: 'ORD-1', contact: '+84 912 345 678' }),
    ).toEqual({});
  });

  it('follows an order through its steps from pending to delivered, cancelled apart', () => {
    expect(ORDER_LIFECYCLE).toEqual(['pending', 'processing', 'shipped', 'delivered']);
  });
});
