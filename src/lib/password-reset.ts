// Password reset: how long a link (by e-mail) or a code (by text message) works, where it leads,
// and every message the API, the e-mail, the text and the /forgot-password and /reset-password
// pages show, written once.
export const RESET_TOKEN_TTL_MINUTES = 30;
/** A code sent by text message: its digits, how long it works, and the wrong tries that kill it. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The longest token text the API reads (a real one is 43 characters). */
export const RESET_TOKEN_MAX = 200;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to a request, whether or not an account has that e-mail. */
  sent: `If an account exists for that e-mail, we have sent a link to reset your password. The link works for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  /** The one answer to a request by phone number, whether or not an account has it. */
  sentText: `If an account exists for that phone number, we have sent it a text message with a ${RESET_CODE_LENGTH}-digit code to reset your password. The code works for ${RESET_CODE_TTL_MINUTES} minutes.`,
  /** A wrong code, a dead one, or a phone number without a code: the same words. */
  invalidCode: 'This code is not valid. Check the code in your text message, or ask for a new one.',
  expiredCode: 'This code has expired or has already been used. Please ask for a new one.',
  codeFormat: `Enter the ${RESET_CODE_LENGTH}-digit code from your text message`,
  invalidToken: 'This password reset link is not valid. Please ask for a new one.',
  expiredToken:
    'This password reset link has expired or has already been used. Please ask for a new one.',
  /** The reset page without a link's token: it takes a texted code. */
  codeIntro: `Enter your phone number and the ${RESET_CODE_LENGTH}-digit code from our text message. A reset e-mail holds a link instead: open it.`,
  done: 'Your password has been reset. Every device that was signed in has been signed out.',
  tooMany: 'Too many password reset requests. Please try again later.',
  failed: 'Failed to reset your password. Please try again.',
  requestFailed: 'Failed to send the reset link. Please try again.',
} as const;

/** A typed code as it is compared: spaces removed. */
export const readResetCode = (value: string): string => value.replace(/\s/g, '');
/** Whether `value` has the form of a texted code: RESET_CODE_LENGTH digits (spaces aside). */
export const isResetCode = (value: string): boolean =>
  new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(readResetCode(value));

/** The reset page for a code sent to `phone` (as typed): the page asks for the code. */
export const resetByCodeUrl = (phone: string): string =>
  `${RESET_PASSWORD_PATH}?${new URLSearchParams({ phone }).toString()}`;

/** The link a reset e-mail carries: the storefront's page with the token in its query. */
export const resetPasswordUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
