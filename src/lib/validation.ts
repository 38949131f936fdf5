// Validation rules and their exact messages (SPEC.md section 5). Browser forms and the
// API both import from here, so a message or a limit is written once.
import {
  CONTACT_MESSAGE_MIN,
  ORDER_LINE_MAX_VND,
  ORDER_TOTAL_MAX_VND,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_REGISTER,
} from './constants.ts';
import { formatVnd } from './format.ts';

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
} as const;

/** A pragmatic e-mail pattern: something@something.tld, printable ASCII, no spaces. */
export const EMAIL_PATTERN = /^[!-?A-~]+@[!-?A-~]+\.[!-?A-~]+$/;
/** Vietnamese mobile number: 0 followed by 9 digits, once spaces are removed. */
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
export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(stripSpaces(value));
export const isValidCardNumber = (value: string): boolean => /^\d{16}$/.test(stripSpaces(value));
export const isValidExpiry = (value: string): boolean =>
  /^(0[1-9]|1[0-2])\/\d{2}$/.test(value.trim());
export const isValidCvv = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export interface RegistrationInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword?: string;
  address: { street: string; city: string; state: string; zipCode: string; country: string } | null;
}

/** Registration rules; `confirmPassword` is checked only when given (the API never receives it). */
export function validateRegistration(input: RegistrationInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors['name'] = MESSAGES.fullNameRequired;
  const email = input.email.trim();
  const phone = stripSpaces(input.phone);
  if (!email && !phone) errors['email'] = MESSAGES.emailOrPhoneRequired;
  if (email && !isValidEmail(email)) errors['email'] = MESSAGES.emailInvalid;
  if (phone && !isValidPhone(phone)) errors['phoneNumber'] = MESSAGES.phoneInvalid;
  if (!input.password) errors['password'] = MESSAGES.passwordRequired;
  else if (input.password.length < PASSWORD_MIN_REGISTER)
    errors['password'] = MESSAGES.passwordTooShortRegister;
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
    errors['confirmPassword'] = MESSAGES.passwordsDoNotMatch;
  if (input.address) {
    if (!input.address.street.trim()) errors['street'] = MESSAGES.streetRequired;
    if (!input.address.city.trim()) errors['city'] = MESSAGES.cityRequired;
    if (!input.address.state.trim()) errors['state'] = MESSAGES.stateProvinceRequired;
    if (!input.address.zipCode.trim()) errors['zipCode'] = MESSAGES.zipRequired;
  }
  return errors;
}

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
}

export function validateProfile(input: ProfileInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors['name'] = MESSAGES.fullNameRequired;
  if (!input.email.trim()) errors['email'] = MESSAGES.emailRequired;
  else if (!isValidEmail(input.email)) errors['email'] = MESSAGES.emailInvalid;
  if (stripSpaces(input.phone) && !isValidPhone(input.phone))
    errors['phone'] = MESSAGES.phoneInvalid;
  return errors;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

/** The forgotten-password form: an e-mail, required and well formed. */
export function validateForgotPassword(input: { email: string }): FieldErrors<'email'> {
  if (!input.email.trim()) return { email: MESSAGES.emailRequired };
  return isValidEmail(input.email) ? {} : { email: MESSAGES.emailInvalid };
}

export interface NewPasswordInput {
  password: string;
  confirmPassword?: string | undefined;
}

/**
 * The rules of a new password (SPEC.md "Change password"): at a change and at a reset alike.
 * `confirmPassword` is checked only when given (the API never receives it).
 */
export function validateNewPassword(
  input: NewPasswordInput,
): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (!input.password) errors.password = MESSAGES.newPasswordRequired;
  else if (input.password.length < PASSWORD_MIN_CHANGE)
    errors.password = MESSAGES.passwordTooShortChange;
  if (input.confirmPassword !== undefined) {
    if (!input.confirmPassword) errors.confirmPassword = MESSAGES.confirmNewPasswordRequired;
    else if (input.confirmPassword !== input.password)
      errors.confirmPassword = MESSAGES.newPasswordsDontMatch;
  }
  return errors;
}

export function validatePasswordChange(input: PasswordChangeInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.currentPassword) errors['currentPassword'] = MESSAGES.currentPasswordRequired;
  const fresh = validateNewPassword({
    password: input.newPassword,
    confirmPassword: input.confirmPassword,
  });
  if (fresh.password) errors['newPassword'] = fresh.password;
  if (fresh.confirmPassword) errors['confirmPassword'] = fresh.confirmPassword;
  return errors;
}

export interface ShippingInput {
  fullName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
}

export function validateShipping(input: ShippingInput): FieldErrors<keyof ShippingInput> {
  const errors: FieldErrors<keyof ShippingInput> = {};
  if (!input.fullName.trim()) errors.fullName = MESSAGES.fullNameRequired;
  if (!input.email.trim()) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  if (!input.address.trim()) errors.address = MESSAGES.addressRequired;
  if (!input.city.trim()) errors.city = MESSAGES.cityRequired;
  if (!input.state.trim()) errors.state = MESSAGES.stateRequired;
  if (!input.zipCode.trim()) errors.zipCode = MESSAGES.zipRequired;
  if (!input.country.trim()) errors.country = MESSAGES.countryRequired;
  if (!input.phone.trim()) errors.phone = MESSAGES.phoneRequired;
  else if (!isValidPhone(input.phone)) errors.phone = MESSAGES.phoneInvalid;
  return errors;
}

export interface CardInput {
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv: string;
}

export function validateCard(input: CardInput): FieldErrors<keyof CardInput> {
  const errors: FieldErrors<keyof CardInput> = {};
  if (!isValidCardNumber(input.cardNumber)) errors.cardNumber = MESSAGES.cardNumberInvalid;
  if (!input.cardHolder.trim()) errors.cardHolder = MESSAGES.cardHolderRequired;
  if (!isValidExpiry(input.expiryDate)) errors.expiryDate = MESSAGES.expiryInvalid;
  if (!isValidCvv(input.cvv)) errors.cvv = MESSAGES.cvvInvalid;
  return errors;
}
