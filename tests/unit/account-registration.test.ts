import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  registrationErrors,
  registrationPayload,
  type RegistrationForm,
} from '../../src/features/account/registration.ts';

const filled: RegistrationForm = {
  ...EMPTY_REGISTRATION,
  name: '  Trần Thị Mai ',
  email: ' mai@example.vn ',
  phoneNumber: '0912 345 678',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('registration form', () => {
  it('starts with no address and Vietnam as the country', () => {
    expect(EMPTY_REGISTRATION.withAddress).toBe(false);
    expect(EMPTY_REGISTRATION.country).toBe('Vietnam');
  });

  it('accepts a complete form', () => {
    expect(registrationErrors(filled)).toEqual({});
  });

  it('reports each empty or wrong field with the form’s exact message', () => {
    expect(registrationErrors(EMPTY_REGISTRATION)).toEqual({
      name: 'Full name is required',
      email: 'Either email or phone number is required',
      password: 'Password is required',
    });
    const errors = registrationErrors({
      ...filled,
      email: 'mai@',
      phoneNumber: '0912 345',
      password: '12345',
      confirmPassword: '123456',
    });
    expect(errors).toEqual({
      email: 'Invalid email address',
      phoneNumber: 'Please enter a valid Vietnamese phone number (10 digits)',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('accepts a phone number instead of an e-mail', () => {
    expect(registrationErrors({ ...filled, email: '' })).toEqual({});
  });

  it('requires the address fields only when the address is added, never the country', () => {
    expect(registrationErrors({ ...filled, withAddress: true, country: '' })).toEqual({
      street: 'Street address is required',
      city: 'City is required',
      state: 'State/Province is required',
      zipCode: 'ZIP/Postal code is required',
    });
  });

  it('sends trimmed fields, the phone without spaces, no confirmation and a null address', () => {
    expect(registrationPayload(filled)).toEqual({
      name: 'Trần Thị Mai',
      email: 'mai@example.vn',
      phoneNumber: '0912345678',
      password: 'secret1',
      address: null,
    });
  });

  it('sends the address when it was added, Vietnam when the country was cleared', () => {
    const payload = registrationPayload({
      ...filled,
      withAddress: true,
      street: ' 12 Lý Thường Kiệt ',
      city: 'Hà Nội',
      state: 'Hoàn Kiếm',
      zipCode: '100000',
      country: '',
    });
    expect(payload.address).toEqual({
      street: '12 Lý Thường Kiệt',
      city: 'Hà Nội',
      state: 'Hoàn Kiếm',
      zipCode: '100000',
      country: 'Vietnam',
    });
  });
});
