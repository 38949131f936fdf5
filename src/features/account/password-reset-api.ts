// The password reset calls (POST /auth/forgot-password, /auth/reset-password[/code]) on the shop's one
// client core: CSRF token attached, answers parsed by the contract.
import { apiClient } from '../../api/client.ts';
import {
  forgotPasswordResponseSchema,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type ResetPasswordByCodeBody,
} from '../../api/schemas/user.ts';

/** Asks for a reset link; resolves to the server's one answer (whether or not the account exists). */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  return (
    await apiClient.call('POST', '/auth/forgot-password', forgotPasswordResponseSchema, {
      body,
      auth: false,
    })
  ).message;
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiClient.call('POST', '/auth/reset-password', null, { body, auth: false });
}

/** Sets a new password with the code texted to the phone number. */
export async function resetPasswordByCode(body: ResetPasswordByCodeBody): Promise<void> {
  await apiClient.call('POST', '/auth/reset-password/code', null, { body, auth: false });
}
