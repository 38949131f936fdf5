import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http.ts';
import type { FieldErrors } from '../../src/lib/validation.ts';
import { failureText, serverFieldErrors } from '../../src/features/account/field-errors.ts';
import { withoutError } from '../../src/features/forms/field-errors.ts';
import { invoiceOrderId } from '../../src/features/account/invoice-id.ts';
import {
  EMAIL_NOTIFICATIONS,
  PUSH_NOTIFICATIONS,
  deleteConfirmationError,
  passwordChangeBody,
  passwordChangeFailure,
  passwordErrors,
} from '../../src/features/account/settings.ts';

describe('change password form', () => {
  it('reports each empty or wrong field with the form’s exact message', () => {
    expect(passwordErrors({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
    expect(
      passwordErrors({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'other' }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(
      passwordErrors({
        currentPassword: 'old',
        newPassword: 'longenough',
        confirmPassword: 'longenough',
      }),
    ).toEqual({});
  });

  it('never sends the confirmation', () => {
    expect(
      passwordChangeBody({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }),
    ).toEqual({
      currentPassword: 'a',
      newPassword: 'b',
    });
  });

  it('shows a 401 on the current password field', () => {
    expect(
      passwordChangeFailure(new ApiError(401, 'Current password is incorrect', 'whatever')),
    ).toEqual({
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
  });

  it('toasts any other failure with the server message, else the fallback', () => {
    expect(passwordChangeFailure(new ApiError(429, 'slow down', 'Too many requests'))).toEqual({
      toast: 'Too many requests',
    });
    expect(passwordChangeFailure(new ApiError(0, 'Failed to fetch'))).toEqual({
      toast: 'Failed to change password. Please try again.',
    });
  });
});

describe('delete confirmation', () => {
  it('needs DELETE typed exactly', () => {
    expect(deleteConfirmationError('DELETE')).toBeNull();
    expect(deleteConfirmationError('delete')).toBe('Please type DELETE to confirm');
    expect(deleteConfirmationError(' DELETE')).toBe('Please type DELETE to confirm');
    expect(deleteConfirmationError('')).toBe('Please type DELETE to confirm');
  });
});

describe('notification checkboxes', () => {
  it('offers three e-mail and two push preferences with the storefront’s labels', () => {
    expect(EMAIL_NOTIFICATIONS.map((option) => option.label)).toEqual([
      'Order updates',
      'Promotions and deals',
      'Newsletter',
    ]);
    expect(PUSH_NOTIFICATIONS.map((option) => option.label)).toEqual([
      'Order updates',
      'Promotions and deals',
    ]);
  });
});

describe('form errors', () => {
  it('clears only the edited field', () => {
    const errors: FieldErrors<'name' | 'email'> = { name: 'a', email: 'b' };
    expect(withoutError(errors, 'name')).toEqual({ email: 'b' });
    const untouched: FieldErrors<'name' | 'email'> = { email: 'b' };
    expect(withoutError(untouched, 'name')).toBe(untouched);
  });

  it('puts the server field errors on the form fields it knows', () => {
    const error = new ApiError(422, 'Validation failed', 'Validation failed', {
      email: 'This e-mail is already registered',
      'address.street': 'Street address is required',
      role: 'Unknown field',
    });
    expect(serverFieldErrors(error, ['email', 'street'])).toEqual({
      email: 'This e-mail is already registered',
      street: 'Street address is required',
    });
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });

  it('prefers the server message and never shows a raw network error', () => {
    expect(failureText(new ApiError(409, 'x', 'Email already in use'), 'fallback')).toBe(
      'Email already in use',
    );
    expect(
      failureText(new ApiError(0, '[POST] /api: <no response> Failed to fetch'), 'fallback'),
    ).toBe('fallback');
    expect(failureText('nope', 'fallback')).toBe('fallback');
  });
});

describe('invoice address', () => {
  it('reads the order id from /orders/{id}/invoice', () => {
    expect(invoiceOrderId({ pathname: '/orders/abc123/invoice', search: '' })).toBe('abc123');
    expect(invoiceOrderId({ pathname: '/orders/abc123/invoice/', search: '' })).toBe('abc123');
  });

  it('reads ?id= on the page itself', () => {
    expect(invoiceOrderId({ pathname: '/orders/invoice/', search: '?id=xyz' })).toBe('xyz');
  });

  it('names no order when neither gives one', () => {
    expect(invoiceOrderId({ pathname: '/orders/invoice', search: '' })).toBeNull();
    expect(invoiceOrderId({ pathname: '/orders/%E0%A4%A/invoice', search: '' })).toBeNull();
  });
});
