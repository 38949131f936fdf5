import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type User } from '../../src/api/schemas/user.ts';
import {
  profileErrors,
  profileFormOf,
  profilePayload,
} from '../../src/features/account/profile.ts';

const user: User = {
  _id: 'u1',
  name: 'Lê Văn Hùng',
  email: 'hung@example.vn',
  phone: '0987654321',
  address: {
    street: '1 Lê Lợi',
    home: 'Apt 5',
    city: 'Đà Nẵng',
    state: 'Hải Châu',
    zipCode: '550000',
    country: 'Vietnam',
  },
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('fills from the user with the phone grouped 4-3-3', () => {
    expect(profileFormOf(user)).toEqual({
      name: 'Lê Văn Hùng',
      email: 'hung@example.vn',
      phone: '0987 654 321',
      street: '1 Lê Lợi',
      city: 'Đà Nẵng',
      state: 'Hải Châu',
      zipCode: '550000',
      country: 'Vietnam',
      provinceCode: '',
      wardCode: '',
    });
  });

  it('fills empty fields for a user without phone or address', () => {
    const form = profileFormOf({ ...user, phone: null, address: null, email: null });
    expect(form).toMatchObject({ email: '', phone: '', street: '', country: '' });
  });

  it('requires name and e-mail and checks the optional phone', () => {
    const form = profileFormOf(user);
    expect(profileErrors(form)).toEqual({});
    expect(profileErrors({ ...form, name: ' ', email: '', phone: '0912' })).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      phone: 'Please enter a valid Vietnamese phone number (10 digits)',
    });
    expect(profileErrors({ ...form, email: 'hung@', phone: '' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('sends name, e-mail, phone without spaces and the address, keeping the apartment line', () => {
    expect(profilePayload({ ...profileFormOf(user), name: ' Hùng ' }, user.address)).toEqual({
      name: 'Hùng',
      email: 'hung@example.vn',
      phone: '0987654321',
      address: user.address,
    });
    expect(user.address?.home).toBe('Apt 5');
  });

  it('sends a blank address as null', () => {
    const form = profileFormOf({ ...user, address: null });
    expect(profilePayload(form, null).address).toBeNull();
  });
});
