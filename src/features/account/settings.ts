// The settings screen's rules: the password change form, what a failed change shows, the DELETE
// confirmation and the notification checkboxes.
import { ApiError } from '../../api/http.ts';
import type { ChangePasswordBody, NotificationSettings } from '../../api/schemas/user.ts';
import { passwordChangeRules, ruleErrors } from '../../api/schemas/rules.ts';
import { MESSAGES, type FieldErrors } from '../../lib/validation.ts';
import { blankValues } from '../forms/blank-values.ts';
import { failureText } from './field-errors.ts';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordForm;

export const EMPTY_PASSWORD_FORM: PasswordForm = blankValues([
  'currentPassword',
  'newPassword',
  'confirmPassword',
]);

export const passwordErrors = (form: PasswordForm): FieldErrors<PasswordField> =>
  ruleErrors(passwordChangeRules, form);

export const passwordChangeBody = (form: PasswordForm): ChangePasswordBody => ({
  currentPassword: form.currentPassword,
  newPassword: form.newPassword,
});

export type PasswordFailure = { field: 'currentPassword'; message: string } | { toast: string };

/** A 401 means the current password was wrong (shown on its field); anything else is a toast. */
export function passwordChangeFailure(
  error: unknown,
  fallback = 'Failed to change password. Please try again.',
): PasswordFailure {
  if (error instanceof ApiError && error.status === 401) {
    return { field: 'currentPassword', message: MESSAGES.currentPasswordIncorrect };
  }
  return { toast: failureText(error, fallback) };
}

export const DELETE_WORD = 'DELETE';

/** The confirmation must be exactly DELETE; returns the error to show, or null. */
export const deleteConfirmationError = (typed: string): string | null =>
  typed === DELETE_WORD ? null : MESSAGES.deleteConfirm;

export interface NotificationOption {
  key: keyof NotificationSettings;
  label: string;
}

export const EMAIL_NOTIFICATIONS: readonly NotificationOption[] = [
  { key: 'emailOrderUpdates', label: 'Order updates' },
  { key: 'emailPromotions', label: 'Promotions and deals' },
  { key: 'emailNewsletter', label: 'Newsletter' },
];

export const PUSH_NOTIFICATIONS: readonly NotificationOption[] = [
  { key: 'pushOrderUpdates', label: 'Order updates' },
  { key: 'pushPromotions', label: 'Promotions and deals' },
];
