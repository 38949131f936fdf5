// The payment-provider interface and the built-in test gateway (public test card numbers style).
import { randomUUID } from 'node:crypto';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';

export interface CardCharge {
  amount: number;
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv?: string | undefined;
}

export type ChargeResult =
  { ok: true; brand: string; last4: string; reference: string } | { ok: false; message: string };

/**
 * Gives back `amount` of the charge the provider knows as `reference`. The provider refunds once
 * per `idempotencyKey`: asked again with a key whose refund succeeded (the same cancelling
 * transaction run again after it lost a race: db/transaction.ts), it answers that refund again
 * and moves no more money; a key whose refund was refused or failed may be asked again.
 */
export interface CardRefund {
  reference: string;
  amount: number;
  idempotencyKey: string;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentGateway {
  chargeCard(charge: CardCharge): Promise<ChargeResult>;
  refundCard(refund: CardRefund): Promise<RefundResult>;
}

/** References of the test gateway's charges; it refunds only those. */
const TEST_CHARGE_PREFIX = 'test_ch_';
/** How many refunds the test gateway remembers by idempotency key (the oldest are forgotten). */
const TEST_REFUND_KEYS_KEPT = 10_000;

/** Always succeeds. */
export const TEST_CARD_SUCCESS = '4242424242424242';
/** Always declined (the API answers 402). */
export const TEST_CARD_DECLINED = '4000000000000002';

export function cardBrand(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'Mastercard';
  if (/^3[47]/.test(cardNumber)) return 'American Express';
  if (/^35/.test(cardNumber)) return 'JCB';
  return 'Card';
}

/** Luhn checksum: catches typos before a charge is attempted. */
export function passesLuhn(cardNumber: string): boolean {
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i++) {
    let digit = Number(cardNumber[cardNumber.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return cardNumber.length > 0 && sum % 10 === 0;
}

/**
 * Test gateway: the success number is charged, the declined number and any other card are
 * declined. It moves no money; a refund succeeds for any charge reference it issued, once per
 * idempotency key (the same key answers the same refund; with another charge or amount, refused).
 */
export function createTestPaymentGateway(): PaymentGateway {
  const refunded = new Map<string, { refund: CardRefund; result: RefundResult }>();
  return {
    async chargeCard(charge) {
      const number = charge.cardNumber.replace(/\s+/g, '');
      if (number === TEST_CARD_SUCCESS) {
        return {
          ok: true,
          brand: cardBrand(number),
          last4: number.slice(-4),
          reference: `${TEST_CHARGE_PREFIX}${randomUUID()}`,
        };
      }
      if (number === TEST_CARD_DECLINED)
        return { ok: false, message: API_MESSAGES.orders.cardDeclined };
      if (!passesLuhn(number)) return { ok: false, message: API_MESSAGES.orders.cardInvalid };
      return {
        ok: false,
        message: API_MESSAGES.orders.cardDeclinedTestCard,
      };
    },
    async refundCard(refund) {
      const earlier = refunded.get(refund.idempotencyKey);
      if (earlier) {
        const same =
          earlier.refund.reference === refund.reference && earlier.refund.amount === refund.amount;
        return same ? earlier.result : { ok: false, message: API_MESSAGES.orders.refundKeyReused };
      }
      if (!refund.reference.startsWith(TEST_CHARGE_PREFIX))
        return { ok: false, message: API_MESSAGES.orders.noSuchCharge };
      if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0)
        return { ok: false, message: API_MESSAGES.orders.refundAmountInvalid };
      const result: RefundResult = { ok: true, reference: `test_re_${randomUUID()}` };
      refunded.set(refund.idempotencyKey, { refund: { ...refund }, result });
      if (refunded.size > TEST_REFUND_KEYS_KEPT) refunded.delete(refunded.keys().next().value!);
      return result;
    },
  };
}
