// Password reset: how long a link works, where it leads, and every message the API, the e-mail and
// the /forgot-password and /reset-password pages show, written once.
export const RESET_TOKEN_TTL_MINUTES = 30;
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The longest token text the API reads (a real one is 43 characters). */
export const RESET_TOKEN_MAX = 200;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to a request, whether or not an account has that e-mail. */
  sent: `If an account exists for that e-mail, we have sent a link to reset your password. The link works for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  invalidToken: 'This password reset link is not valid. Please ask for a new one.',
  expiredToken:
    'This password reset link has expired or has already been used. Please ask for a new one.',
  missingToken: 'This page needs the link from your password reset e-mail.',
  done: 'Your password has been reset. Every device that was signed in has been signed out.',
  tooMany: 'Too many password reset requests. Please try again later.',
  failed: 'Failed to reset your password. Please try again.',
  requestFailed: 'Failed to send the reset link. Please try again.',
} as const;

/** The link a reset e-mail carries: the storefront's page with the token in its query. */
export const resetPasswordUrl = (siteUrl: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
