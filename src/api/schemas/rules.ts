// The forms' validation rules as zod schemas carrying their exact messages. The browser forms
// and the API check with these same schemas, so a form and the server always give the same
// message; the messages and patterns themselves are written once, in lib/validation.ts.
import * as z from 'zod/mini';
import {
  CONTACT_MESSAGE_MIN,
  PASSWORD_MIN_CHANGE,
  PASSWORD_MIN_REGISTER,
} from '../../lib/constants.ts';
import {
  MESSAGES,
  isValidCardNumber,
  isValidCvv,
  isValidEmail,
  isValidExpiry,
  isValidPhone,
  type FieldErrors,
} from '../../lib/validation.ts';
import { looksLikePhone, normalisePhone } from '../../lib/phone.ts';
import { PASSWORD_RESET_MESSAGES, isResetCode } from '../../lib/password-reset.ts';
import { isBlank, visibleLength } from '../../lib/text.ts';

/** Text a reader can see: spaces and invisible characters alone (zero-width spaces) are blank. */
const filled = (value: string) => !isBlank(value);

/** Text that must not be blank. A field's first failing rule is the one shown (see ruleErrors). */
const required = (message: string) => z.string().check(z.refine(filled, message));

/** A password typed as is (spaces count): present, then at least `min` characters. */
const password = (missing: string, min: number, tooShort: string) =>
  z.string().check(
    z.refine((value) => value !== '', missing),
    z.minLength(min, { error: tooShort }),
  );

const requiredEmail = required(MESSAGES.emailRequired).check(
  z.refine(isValidEmail, MESSAGES.emailInvalid),
);
const optionalEmail = z
  .string()
  .check(z.refine((value) => !filled(value) || isValidEmail(value), MESSAGES.emailInvalid));
const optionalPhone = z
  .string()
  .check(z.refine((value) => !normalisePhone(value) || isValidPhone(value), MESSAGES.phoneInvalid));
const requiredPhone = required(MESSAGES.phoneRequired).check(
  z.refine(isValidPhone, MESSAGES.phoneInvalid),
);
const newPassword = password(
  MESSAGES.newPasswordRequired,
  PASSWORD_MIN_CHANGE,
  MESSAGES.passwordTooShortChange,
);
/** A confirmation the API never receives: checked only when the form gives one. */
const confirmation = z.optional(z.string());

/** The confirmation matches the new password in `field`, with the change-password messages. */
const confirmsNewPassword = <K extends string>(field: K) =>
  z.superRefine((value: Record<K, string> & { confirmPassword?: string | undefined }, context) => {
    const typed = value.confirmPassword;
    if (typed === undefined) return;
    const message = !typed
      ? MESSAGES.confirmNewPasswordRequired
      : typed !== value[field]
        ? MESSAGES.newPasswordsDontMatch
        : null;
    if (message) context.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
  });

/** Sign-up (the Register page): the address is checked only when one is given. */
export const registrationRules = z
  .object({
    name: required(MESSAGES.fullNameRequired),
    email: optionalEmail,
    phoneNumber: optionalPhone,
    password: password(
      MESSAGES.passwordRequired,
      PASSWORD_MIN_REGISTER,
      MESSAGES.passwordTooShortRegister,
    ),
    confirmPassword: confirmation,
    address: z.nullable(
      z.object({
        street: required(MESSAGES.streetRequired),
        city: required(MESSAGES.cityRequired),
        state: required(MESSAGES.stateProvinceRequired),
        zipCode: required(MESSAGES.zipRequired),
      }),
    ),
  })
  .check(
    z.refine((value) => filled(value.email) || normalisePhone(value.phoneNumber) !== '', {
      error: MESSAGES.emailOrPhoneRequired,
      path: ['email'],
    }),
    z.refine(
      (value) => value.confirmPassword === undefined || value.confirmPassword === value.password,
      { error: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
    ),
  );

/** Profile: name and e-mail required, the phone optional but well formed. */
export const profileRules = z.object({
  name: required(MESSAGES.fullNameRequired),
  email: requiredEmail,
  phone: optionalPhone,
});

/**
 * An e-mail or a phone number in one box, required (`missing`) and well formed: what holds only
 * digits, a + and separators is read as a phone number and gets the phone's message.
 */
const emailOrPhone = (missing: string) =>
  required(missing).check(
    z.refine((value) => looksLikePhone(value) || isValidEmail(value), MESSAGES.emailInvalid),
    z.refine((value) => !looksLikePhone(value) || isValidPhone(value), MESSAGES.phoneInvalid),
  );

/** The forgotten-password request: an e-mail or a phone number. */
export const forgotPasswordRules = z.object({ email: emailOrPhone(MESSAGES.emailRequired) });

/** An order lookup: the order number, and the phone number or e-mail the order was placed with. */
export const orderLookupRules = z.object({
  orderNumber: required(MESSAGES.orderNumberRequired),
  contact: emailOrPhone(MESSAGES.emailOrPhoneRequired),
});

/** A new password at a reset (the same rules as a password change). */
export const newPasswordRules = z
  .object({ password: newPassword, confirmPassword: confirmation })
  .check(confirmsNewPassword('password'));

/** A reset by text message: the phone number and the code it received, then a new password. */
export const resetCodeRules = z
  .object({
    phone: requiredPhone,
    code: z.string().check(z.refine(isResetCode, PASSWORD_RESET_MESSAGES.codeFormat)),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .check(confirmsNewPassword('password'));

/** Change password (the account settings). */
export const passwordChangeRules = z
  .object({
    currentPassword: z
      .string()
      .check(z.refine((value) => value !== '', MESSAGES.currentPasswordRequired)),
    newPassword,
    confirmPassword: confirmation,
  })
  .check(confirmsNewPassword('newPassword'));

/** Contact: every field required, the message at least 10 characters. */
export const contactRules = z.object({
  name: required(MESSAGES.nameRequired),
  email: requiredEmail,
  subject: required(MESSAGES.subjectRequired),
  message: required(MESSAGES.messageRequired).check(
    z.refine(
      (value) => visibleLength(value, CONTACT_MESSAGE_MIN) >= CONTACT_MESSAGE_MIN,
      MESSAGES.messageTooShort,
    ),
  ),
});

/** Checkout's delivery fields (`address` is the street) and the order's shipping address. */
export const shippingRules = z.object({
  fullName: required(MESSAGES.fullNameRequired),
  email: requiredEmail,
  address: required(MESSAGES.addressRequired),
  city: required(MESSAGES.cityRequired),
  state: required(MESSAGES.stateRequired),
  zipCode: required(MESSAGES.zipRequired),
  country: required(MESSAGES.countryRequired),
  phone: requiredPhone,
});

/** Card payment details, at checkout and in the order request. */
export const cardRules = z.object({
  cardNumber: z.string().check(z.refine(isValidCardNumber, MESSAGES.cardNumberInvalid)),
  cardHolder: required(MESSAGES.cardHolderRequired),
  expiryDate: z.string().check(z.refine(isValidExpiry, MESSAGES.expiryInvalid)),
  cvv: z.string().check(z.refine(isValidCvv, MESSAGES.cvvInvalid)),
});

/**
 * The messages `rules` finds in `value`, one per field (its first), keyed by the field's own name
 * (an address's street is `street`): what a form shows and what the API answers with a 422.
 */
export function ruleErrors<
  S extends z.ZodMiniType,
  K extends string = Extract<keyof z.input<S>, string>,
>(rules: S, value: unknown): FieldErrors<K> {
  const result = z.safeParse(rules, value);
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? [])
    errors[String(issue.path.at(-1))] ??= issue.message;
  return errors as FieldErrors<K>;
}
