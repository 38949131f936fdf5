// Account shapes: the user as read, sign-up/sign-in bodies, token responses and profile updates.
import { z } from 'zod';
import { DEFAULT_COUNTRY, PASSWORD_MAX } from '../../lib/constants.ts';
import { idSchema, isoDateSchema } from './common.ts';

const text = (max: number) => z.string().trim().max(max);

export const addressSchema = z.object({
  street: text(200),
  home: text(200).optional(),
  city: text(100),
  state: text(100),
  zipCode: text(20),
  country: text(100),
});
export type Address = z.infer<typeof addressSchema>;

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
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressSchema.nullable(),
  notificationSettings: notificationSettingsSchema,
  createdAt: isoDateSchema,
});
export type User = z.infer<typeof userSchema>;

const passwordSchema = z.string().max(PASSWORD_MAX);

/** Registration body (SPEC.md section 3); unknown keys such as role or _id are rejected. */
export const signUpBodySchema = z.strictObject({
  name: text(100),
  email: text(254).optional().default(''),
  phoneNumber: text(20).optional().default(''),
  password: passwordSchema,
  address: z
    .strictObject({
      street: text(200),
      city: text(100),
      state: text(100),
      zipCode: text(20),
      country: text(100).optional().default(DEFAULT_COUNTRY),
    })
    .nullable()
    .optional()
    .default(null),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email: text(254),
  password: passwordSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  expiresIn: z.int().positive(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

export const profileUpdateBodySchema = z.strictObject({
  name: text(100),
  email: text(254),
  phone: text(20).optional().default(''),
  address: z
    .strictObject({
      street: text(200),
      home: text(200).optional(),
      city: text(100),
      state: text(100),
      zipCode: text(20),
      country: text(100),
    })
    .nullable()
    .optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: passwordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const userResponseSchema = z.object({ user: userSchema });
