import { describe, expect, it } from 'vitest';
import { EMPTY_FORM } from '../../src/features/checkout/checkout-form.ts';
import {
  advance,
  blockingStep,
  isTabEnabled,
  needsSignIn,
  paymentEditStep,
  stepBefore,
  STEP_IDS,
  STEP_LABELS,
  stepLabelParts,
} from '../../src/features/checkout/flow.ts';
import type { CheckoutFields } from '../../src/features/checkout/order-request.ts';

const shipping: CheckoutFields = {
  ...EMPTY_FORM,
  fullName: 'Trần Thị Bình',
  email: 'binh@example.vn',
  address: '45 Nguyễn Huệ',
  city: 'Hà Nội',
  state: 'Hoàn Kiếm',
  zipCode: '100000',
  phone: '0987 654 321',
};
const withCard: CheckoutFields = {
  ...shipping,
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'TRAN THI BINH',
  expiryDate: '09/29',
  cvv: '123',
};

describe('checkout steps', () => {
  it('names the three tabs with their step numbers', () => {
    expect(STEP_LABELS).toEqual({
      shipping: '1. Delivery & Payment Method',
      payment: '2. Payment Details',
      review: '3. Review',
    });
  });

  it('splits each tab label into number, the word a phone shows, and the rest', () => {
    expect(stepLabelParts('shipping')).toEqual({
      number: '1',
      short: 'Delivery',
      rest: ' & Payment Method',
    });
    for (const step of STEP_IDS) {
      const { number, short, rest } = stepLabelParts(step);
      expect(`${number}. ${short}${rest}`).toBe(STEP_LABELS[step]);
    }
  });

  it('keeps the customer on shipping with every required-field message', () => {
    const result = advance('shipping', { ...EMPTY_FORM, country: '' }, 'cod');
    expect(result.step).toBe('shipping');
    expect(result.errors).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP/Postal code is required',
      country: 'Country is required',
      phone: 'Phone number is required',
    });
  });

  it('rejects a malformed e-mail and a phone that is not 0 plus 9 digits', () => {
    const result = advance('shipping', { ...shipping, email: 'binh@', phone: '123 456' }, 'cod');
    expect(result.errors).toEqual({
      email: 'Invalid email address',
      phone: 'Please enter a valid Vietnamese phone number (10 digits)',
    });
  });

  it('sends cash on delivery from shipping straight to review', () => {
    expect(advance('shipping', shipping, 'cod')).toEqual({ step: 'review', errors: {} });
  });

  it('sends card and PayPal from shipping to payment details', () => {
    expect(advance('shipping', shipping, 'card').step).toBe('payment');
    expect(advance('shipping', shipping, 'paypal').step).toBe('payment');
  });

  it('checks the card on the payment step with the exact messages', () => {
    const result = advance(
      'payment',
      { ...shipping, cardNumber: '4242 4242', expiryDate: '13/29', cvv: '12' },
      'card',
    );
    expect(result).toEqual({
      step: 'payment',
      errors: {
        cardNumber: 'Please enter a valid 16-digit card number',
        cardHolder: 'Cardholder name is required',
        expiryDate: 'Format: MM/YY',
        cvv: '3-4 digits',
      },
    });
  });

  it('moves a valid card, and PayPal without fields, on to review', () => {
    expect(advance('payment', withCard, 'card')).toEqual({ step: 'review', errors: {} });
    expect(advance('payment', shipping, 'paypal')).toEqual({ step: 'review', errors: {} });
  });

  it('goes back from review to shipping for cash on delivery, else to payment', () => {
    expect(stepBefore('review', 'cod')).toBe('shipping');
    expect(stepBefore('review', 'card')).toBe('payment');
    expect(stepBefore('review', 'paypal')).toBe('payment');
    expect(stepBefore('payment', 'card')).toBe('shipping');
  });

  it('enables only the current tab, and the payment tab while on review', () => {
    expect(isTabEnabled('shipping', 'shipping')).toBe(true);
    expect(isTabEnabled('payment', 'shipping')).toBe(false);
    expect(isTabEnabled('review', 'shipping')).toBe(false);
    expect(isTabEnabled('shipping', 'payment')).toBe(false);
    expect(isTabEnabled('review', 'payment')).toBe(false);
    expect(isTabEnabled('payment', 'review')).toBe(true);
    expect(isTabEnabled('review', 'review')).toBe(true);
    expect(isTabEnabled('shipping', 'review')).toBe(false);
  });

  it('edits the payment on the first step for cash, where it is chosen, else on payment details', () => {
    expect(paymentEditStep('cod')).toBe('shipping');
    expect(paymentEditStep('card')).toBe('payment');
  });
});

describe('the sign-in prompt', () => {
  it('shows for a guest paying by card or PayPal past the shipping step', () => {
    for (const paymentMethod of ['card', 'paypal'] as const) {
      expect(needsSignIn({ signedIn: false, paymentMethod, step: 'payment' })).toBe(true);
      expect(needsSignIn({ signedIn: false, paymentMethod, step: 'review' })).toBe(true);
    }
  });

  it('never shows on the shipping step, for cash on delivery, or for a signed-in customer', () => {
    expect(needsSignIn({ signedIn: false, paymentMethod: 'card', step: 'shipping' })).toBe(false);
    expect(needsSignIn({ signedIn: false, paymentMethod: 'cod', step: 'review' })).toBe(false);
    expect(needsSignIn({ signedIn: true, paymentMethod: 'card', step: 'payment' })).toBe(false);
  });
});

describe('placing the order', () => {
  it('is blocked on shipping while the address has errors', () => {
    expect(blockingStep({ ...withCard, city: '' }, 'card')).toEqual({
      step: 'shipping',
      errors: { city: 'City is required' },
    });
  });

  it('is blocked on payment when the card number was forgotten by a reload', () => {
    expect(blockingStep({ ...withCard, cardNumber: '', cvv: '' }, 'card')).toEqual({
      step: 'payment',
      errors: {
        cardNumber: 'Please enter a valid 16-digit card number',
        cvv: '3-4 digits',
      },
    });
  });

  it('goes ahead when every step is valid; cash on delivery needs no card', () => {
    expect(blockingStep(withCard, 'card')).toBeNull();
    expect(blockingStep(shipping, 'cod')).toBeNull();
  });
});
