import { describe, expect, it } from 'vitest';
import { validateContact } from '../../src/features/contact/validation.ts';
import { withoutError } from '../../src/features/forms/field-errors.ts';

const valid = {
  name: 'Lan',
  email: 'lan@example.vn',
  subject: 'Order',
  message: 'Where is my order?',
};

describe('contact form validation', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field with the exact messages', () => {
    expect(validateContact({ name: ' ', email: '', subject: '  ', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('rejects a malformed e-mail address', () => {
    expect(validateContact({ ...valid, email: 'lan@example' }).email).toBe('Invalid email address');
  });

  it('requires a message of at least 10 characters', () => {
    expect(validateContact({ ...valid, message: 'Too short' }).message).toBe(
      'Message must be at least 10 characters',
    );
    expect(validateContact({ ...valid, message: '0123456789' }).message).toBeUndefined();
  });

  it('clears only the edited field error', () => {
    const errors = validateContact({ ...valid, name: '', subject: '' });
    expect(withoutError(errors, 'name')).toEqual({ subject: 'Subject is required' });
  });
});
