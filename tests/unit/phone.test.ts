import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  internationalPhone,
  looksLikePhone,
  normalisePhone,
  phoneDigits,
} from '../../src/lib/phone.ts';
import { isValidPhone, loginKey, readLogin } from '../../src/lib/validation.ts';
import {
  forgotPasswordRules,
  profileRules,
  registrationRules,
  ruleErrors,
  shippingRules,
} from '../../src/api/schemas/rules.ts';
import {
  passwordChangedSms,
  passwordResetCodeSms,
  SMS_MAX_CHARS,
} from '../../src/server/api/mail/sms.ts';
import { RESET_CODE_TTL_MINUTES, isResetCode } from '../../src/lib/password-reset.ts';

describe('phone normaliser', () => {
  it.each([
    ['+84 912 345 678'],
    ['84912345678'],
    ['0912.345.678'],
    ['+84-912-345-678'],
    ['+84 (0) 912 345 678'],
    ['0912 345 678'],
    ['０９１２３４５６７８'],
    ['0912\u200b345678'],
  ])('reads %s as 0912345678', (typed) => {
    expect(normalisePhone(typed)).toBe('0912345678');
    expect(isValidPhone(typed)).toBe(true);
  });

  it('leaves what is not a Vietnamese number for the 10-digit rule to refuse', () => {
    for (const typed of [
      '+84 912 345',
      '+1 912 345 6789',
      '849123456789',
      '84012345678',
      '0912 345',
    ])
      expect(isValidPhone(typed), typed).toBe(false);
    expect(normalisePhone('+1 912 345 6789')).toBe('+19123456789');
    expect(normalisePhone('')).toBe('');
  });

  it('gives the international form a provider takes', () => {
    expect(internationalPhone('0912345678')).toBe('+84912345678');
  });

  it('tells a number meant as a phone from an e-mail', () => {
    expect(looksLikePhone('+84 912.345-678')).toBe(true);
    expect(looksLikePhone('0912')).toBe(true);
    expect(looksLikePhone('an@example.com')).toBe(false);
    expect(looksLikePhone('12abc')).toBe(false);
  });
});

describe('the sign-in box', () => {
  it('reads a number in any notation as a phone, in its stored spelling', () => {
    expect(readLogin('+84 912 345 678')).toEqual({ kind: 'phone', phone: '0912345678' });
    expect(loginKey(readLogin('0912.345.678'))).toBe('0912345678');
  });

  it('reads anything else as an e-mail, lower-cased', () => {
    expect(readLogin(' An@Example.COM ')).toEqual({ kind: 'email', email: 'an@example.com' });
    expect(readLogin('0912')).toEqual({ kind: 'email', email: '0912' });
  });

  it('asks forgot-password for a well-formed e-mail or number, with the matching message', () => {
    expect(ruleErrors(forgotPasswordRules, { email: '+84 912 345 678' })).toEqual({});
    expect(ruleErrors(forgotPasswordRules, { email: 'an@example.com' })).toEqual({});
    expect(ruleErrors(forgotPasswordRules, { email: '0912 345' })).toEqual({
      email: 'Please enter a valid Vietnamese phone number (10 digits)',
    });
    expect(ruleErrors(forgotPasswordRules, { email: 'an@' })).toEqual({
      email: 'Invalid email address',
    });
    expect(ruleErrors(forgotPasswordRules, { email: '' })).toEqual({ email: 'Email is required' });
  });

  it('lets registration, the profile and checkout take a number with its country code', () => {
    const form = { name: 'An', email: '', password: 'secret1', address: null };
    expect(ruleErrors(registrationRules, { ...form, phoneNumber: '+84 912 345 678' })).toEqual({});
    const profile = { name: 'An', email: 'an@example.com' };
    expect(ruleErrors(profileRules, { ...profile, phone: '84.912.345.678' })).toEqual({});
    expect(ruleErrors(profileRules, { ...profile, phone: '+84 912 345' })).toEqual({
      phone: 'Please enter a valid Vietnamese phone number (10 digits)',
    });
    expect(ruleErrors(shippingRules, { phone: '+84-912-345-678' }).phone).toBeUndefined();
    expect(ruleErrors(shippingRules, { phone: '+1 912 345 6789' }).phone).toBe(
      'Please enter a valid Vietnamese phone number (10 digits)',
    );
  });
});

describe('the reset code text message', () => {
  it('holds the code and how long it works, within one SMS', () => {
    const { text, kind } = passwordResetCodeSms('012345');
    expect(kind).toBe('password-reset-code');
    expect(text).toContain('012345');
    expect(text).toContain(`${RESET_CODE_TTL_MINUTES} minutes`);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    // GSM-7 basic characters only: one SMS, not a 70-character Unicode one.
    expect(text).toMatch(/^[\x20-\x7e]+$/);
  });

  it('says a password changed within one SMS, either way it was changed', () => {
    for (const reset of [true, false]) {
      const { text, kind } = passwordChangedSms({ reset });
      expect(kind).toBe('password-changed');
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
      expect(text).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('takes a code of six digits, spaces aside', () => {
    expect(isResetCode('012 345')).toBe(true);
    expect(isResetCode('01234')).toBe(false);
    expect(isResetCode('01234a')).toBe(false);
  });
});

describe('phone auto-format', () => {
  it('groups a full number 4-3-3', () => {
    expect(formatPhone('0912345678')).toBe('0912 345 678');
  });

  it('groups as the customer types', () => {
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('0912')).toBe('0912');
    expect(formatPhone('09123')).toBe('0912 3');
    expect(formatPhone('0912345')).toBe('0912 345');
    expect(formatPhone('09123456')).toBe('0912 345 6');
  });

  it('keeps at most 10 digits', () => {
    expect(formatPhone('09123456789999')).toBe('0912 345 678');
    expect(phoneDigits('0912 345 678 9')).toBe('0912345678');
  });

  it('drops everything that is not a digit and regroups an edited value', () => {
    expect(formatPhone('(091) 2-34.5abc678')).toBe('0912 345 678');
    expect(formatPhone('0912 34 5678')).toBe('0912 345 678');
  });

  it('keeps a number begun with +84 or 84 as typed until it is whole, then shows it 4-3-3', () => {
    expect(formatPhone('+')).toBe('+');
    expect(formatPhone('+84')).toBe('+84');
    expect(formatPhone('+84 9123')).toBe('+84 912 3');
    expect(formatPhone('+849123456')).toBe('+84 912 345 6');
    expect(formatPhone('+84912345678')).toBe('0912 345 678');
    expect(formatPhone('84 912 345 678')).toBe('0912 345 678');
    expect(formatPhone('+84 0912 345 678')).toBe('0912 345 678');
    expect(formatPhone('0912.345.678')).toBe('0912 345 678');
  });

  it('leaves an empty field empty', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('  ')).toBe('');
  });
});
