// Account shapes: the user as read, sign-up/sign-in bodies, token responses and profile updates.
import * as z from 'zod/mini';
import { DEFAULT_COUNTRY, PASSWORD_MAX } from '../../lib/constants.ts';
import { LANGS } from '../../lib/i18n/browser.ts';
import { RESET_TOKEN_MAX } from '../../lib/password-reset.ts';
import { provinceCodeSchema, wardCodeSchema } from './address.ts';
import { idSchema, isoDateSchema, textSchema as text } from './common.ts';

/**
 * A customer's address as stored and read; `home` is the apartment or floor line. The codes, when
 * the address was picked from the register, are those of its province (State) and its ward,
 * commune or special zone (City).
 */
export const addressSchema = z.object({
  street: text(200),
  home: z.optional(text(200)),
  city: text(100),
  state: text(100),
  zipCode: text(20),
  country: text(100),
  provinceCode: z.optional(provinceCodeSchema),
  wardCode: z.optional(wardCodeSchema),
});
export type Address = z.infer<typeof addressSchema>;
/** The address a request body carries: the same fields, no others. */
const addressBodySchema = z.strictObject(addressSchema.shape);

export const notificationSettingsSchema = z.strictObject({
  emailPromotions: z.boolean(),
  emailOrderUpdates: z.boolean(),
  emailNewsletter: z.boolean(),
  pushOrderUpdates: z.boolean(),
  pushPromotions: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailPromotions: true,
  emailOrderUpdates: true,
  emailNewsletter: false,
  pushOrderUpdates: true,
  pushPromotions: false,
};

export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(addressSchema),
  notificationSettings: notificationSettingsSchema,
  /**
   * The language of the account's e-mails and text messages. The server always sends it; optional
   * so that a user kept in the browser from before it existed still reads.
   */
  lang: z.optional(z.enum(LANGS)),
  createdAt: isoDateSchema,
});
export type User = z.infer<typeof userSchema>;

/** `PUT /user/notification-settings`: the settings, and the language of e-mails and texts. */
export const notificationSettingsBodySchema = z.strictObject({
  ...notificationSettingsSchema.shape,
  /** Unchanged when left out. */
  lang: z.optional(z.enum(LANGS)),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

const passwordSchema = z.string().check(z.maxLength(PASSWORD_MAX));

/** Registration body; unknown keys such as role or _id are rejected. */
export const signUpBodySchema = z.strictObject({
  name: text(100),
  email: z._default(text(254), ''),
  phoneNumber: z._default(text(20), ''),
  password: passwordSchema,
  address: z._default(
    z.nullable(
      z.extend(z.omit(addressBodySchema, { home: true }), {
        country: z._default(text(100), DEFAULT_COUNTRY),
      }),
    ),
    null,
  ),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** `POST /auth/sign-in`: `email` holds the account's e-mail or its phone number (any notation). */
export const signInBodySchema = z.strictObject({
  email: text(254),
  password: passwordSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  expiresIn: z.int().check(z.positive()),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

export const profileUpdateBodySchema = z.strictObject({
  name: text(100),
  email: text(254),
  phone: z._default(text(20), ''),
  address: z.optional(z.nullable(addressBodySchema)),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: passwordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const userResponseSchema = z.object({ user: userSchema });

/**
 * `POST /auth/forgot-password`: the e-mail or the phone number of the account whose password is
 * forgotten (a link is mailed to an e-mail, a code texted to a phone number).
 */
export const forgotPasswordBodySchema = z.strictObject({ email: text(254) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The one answer to a reset request, whether or not the account exists. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** `POST /auth/reset-password`: the token from the e-mail's link and the new password. */
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().check(z.maxLength(RESET_TOKEN_MAX)),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST /auth/reset-password/code`: the phone number, the code texted to it, the new password. */
export const resetPasswordByCodeBodySchema = z.strictObject({
  phone: text(20),
  code: text(20),
  password: passwordSchema,
});
export type ResetPasswordByCodeBody = z.infer<typeof resetPasswordByCodeBodySchema>;
