import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type User } from '../../src/api/schemas/user.ts';
import {
  formatCardNumber,
  formatExpiry,
  maskedCard,
} from '../../src/features/checkout/card-format.ts';
import {
  EMPTY_FORM,
  isBlankForm,
  prefillFromUser,
} from '../../src/features/checkout/checkout-form.ts';

const user: User = {
  _id: 'u1',
  name: 'Phạm Quốc Dũng',
  email: 'dung@example.vn',
  phone: '0911222333',
  address: {
    street: '1 Hai Bà Trưng',
    city: 'Huế',
    state: 'Thừa Thiên Huế',
    zipCode: '530000',
    country: 'Vietnam',
  },
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the checkout form', () => {
  it('starts empty with Vietnam as the country', () => {
    expect(EMPTY_FORM.country).toBe('Vietnam');
    expect(isBlankForm(EMPTY_FORM)).toBe(true);
    expect(isBlankForm({ ...EMPTY_FORM, city: 'Huế' })).toBe(false);
  });

  it('is filled from the profile: name, e-mail, phone and address', () => {
    expect(prefillFromUser(EMPTY_FORM, user)).toEqual({
      ...EMPTY_FORM,
      fullName: 'Phạm Quốc Dũng',
      email: 'dung@example.vn',
      phone: '0911222333',
      address: '1 Hai Bà Trưng',
      home: '',
      city: 'Huế',
      state: 'Thừa Thiên Huế',
      zipCode: '530000',
      country: 'Vietnam',
    });
  });

  it('keeps its own values where the profile has none', () => {
    const form = prefillFromUser(EMPTY_FORM, { ...user, phone: null, email: null, address: null });
    expect(form).toEqual({ ...EMPTY_FORM, fullName: 'Phạm Quốc Dũng' });
  });
});

describe('card fields while typing', () => {
  it('groups the card number 4-4-4-4 and drops anything but 16 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 4242 4242 4242 99')).toBe('4242 4242 4242 4242');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122899')).toBe('12/28');
  });

  it('shows only the last four digits on the review', () => {
    expect(maskedCard('4242 4242 4242 4242')).toBe('•••• 4242');
    expect(maskedCard('')).toBe('');
  });
});
