// The shop's identity (/api/shop, /api/admin/shop): who sells, as an admin keeps it in the back
// office and as the footer, Contact, the invoice and every e-mail show it. Its rules and messages
// are written once in lib/shop-identity.ts; these schemas give its shape.
import * as z from 'zod/mini';
import { SHOP_IDENTITY_TEXT_FIELDS, type ShopIdentityTextField } from '../../lib/shop-identity.ts';
import { isoDateSchema } from './common.ts';

/** Each text field a string: its limits and rules, with their messages, are lib's. */
const textFields = Object.fromEntries(
  SHOP_IDENTITY_TEXT_FIELDS.map((field) => [field, z.string()]),
) as Record<ShopIdentityTextField, z.ZodMiniString>;

/** The identity as the shop shows it; '' is a detail not configured. */
export const shopIdentitySchema = z
  .object({ ...textFields, moitNotice: z.boolean(), configured: z.boolean() })
  .check(z.meta({ ref: 'ShopIdentity' }));
export type PublicShopIdentity = z.infer<typeof shopIdentitySchema>;

/** An admin's write: every field, '' for one left out (checked by lib/shop-identity.ts's rules). */
export const shopIdentityBodySchema = z.strictObject({
  ...Object.fromEntries(
    SHOP_IDENTITY_TEXT_FIELDS.map((field) => [field, z._default(z.string(), '')]),
  ),
  moitNotice: z._default(z.boolean(), false),
} as Record<ShopIdentityTextField, z.ZodMiniDefault<z.ZodMiniString>> & {
  moitNotice: z.ZodMiniDefault<z.ZodMiniBoolean>;
});
export type ShopIdentityBody = z.input<typeof shopIdentityBodySchema>;

/** What the back office reads: the identity, and when and by whom it was last changed. */
export const adminShopIdentitySchema = z.object({
  identity: shopIdentitySchema,
  updatedAt: z.nullable(isoDateSchema),
  updatedBy: z.nullable(z.string()),
});
export type AdminShopIdentity = z.infer<typeof adminShopIdentitySchema>;
