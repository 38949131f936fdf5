// The storefront's exact validation messages and the patterns behind them, written once. The rules
// that use them are zod schemas (api/schemas/rules.ts), which browser forms and the API share.
import {
  CONTACT_MESSAGE_MIN,
  ORDER_LINE_MAX_VND,
  ORDER_TOTAL_MAX_VND,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_REGISTER,
} from './constants.ts';
import { formatVnd } from './format.ts';
import { normalisePhone } from './phone.ts';

export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP/Postal code is required',
  countryRequired: 'Country is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid Vietnamese phone number (10 digits)',
  cardNumberInvalid: 'Please enter a valid 16-digit card number',
  cardHolderRequired: 'Cardholder name is required',
  expiryInvalid: 'Format: MM/YY',
  cvvInvalid: '3-4 digits',
  orderTotalInvalid: 'Order calculation error: Invalid price or quantity values',
  orderLineTooLarge: `One line may come to at most ${formatVnd(ORDER_LINE_MAX_VND)}; for more, please contact our business sales.`,
  orderTooLarge: `An order may come to at most ${formatVnd(ORDER_TOTAL_MAX_VND)}; please split it or contact our business sales.`,
  emailOrPhoneRequired: 'Either email or phone number is required',
  passwordRequired: 'Password is required',
  passwordTooShortRegister: `Password must be at least ${PASSWORD_MIN_REGISTER} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  streetRequired: 'Street address is required',
  stateProvinceRequired: 'State/Province is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordTooShortChange: `Password must be at least ${PASSWORD_MIN_CHANGE} characters`,
  confirmNewPasswordRequired: 'Please confirm your new password',
  newPasswordsDontMatch: "Passwords don't match",
  currentPasswordIncorrect: 'Current password is incorrect',
  deleteConfirm: 'Please type DELETE to confirm',
  orderNumberRequired: 'Order number is required',
} as const;

/** A pragmatic e-mail pattern: something@something.tld, printable ASCII, no spaces. */
export const EMAIL_PATTERN = /^[!-?A-~]+@[!-?A-~]+\.[!-?A-~]+$/;
/** Vietnamese mobile number: 0 followed by 9 digits, once normalised (lib/phone.ts). */
export const PHONE_PATTERN = /^0\d{9}$/;

/**
 * The one spelling of an e-mail address that is stored and compared: compatibility forms folded
 * (full-width "ｄemo" is "demo"), invisible format characters dropped (a zero-width space pasted
 * along), trimmed, lower-cased. Only ASCII addresses are valid, so no look-alike letter of another
 * script can pose as someone's address.
 */
export const canonicalEmail = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .toLowerCase();

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(canonicalEmail(value));
export const stripSpaces = (value: string): string => value.replace(/\s+/g, '');
export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(normalisePhone(value));

/** What a sign-in or a forgotten-password request names the account by, in its stored spelling. */
export type Login = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/**
 * Reads the one box of the sign-in and forgotten-password forms: a well-formed phone number (in
 * any notation normalisePhone reads) is a phone, anything else an e-mail (an "@" always is one).
 */
export function readLogin(value: string): Login {
  const phone = normalisePhone(value);
  return !value.includes('@') && PHONE_PATTERN.test(phone)
    ? { kind: 'phone', phone }
    : { kind: 'email', email: canonicalEmail(value) };
}

/** The login's stored spelling: the key its rate limits count on. */
export const loginKey = (login: Login): string =>
  login.kind === 'phone' ? login.phone : login.email;
export const isValidCardNumber = (value: string): boolean => /^\d{16}$/.test(stripSpaces(value));
export const isValidExpiry = (value: string): boolean =>
  /^(0[1-9]|1[0-2])\/\d{2}$/.test(value.trim());
export const isValidCvv = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
