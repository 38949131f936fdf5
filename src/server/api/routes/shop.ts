// The shop's identity (who sells): anyone reads what shoppers see (the footer, Contact, the
// invoice); an admin reads it with who changed it last and sets it (audited), which every page
// of every instance shows within about a second.
import {
  adminShopIdentitySchema,
  shopIdentityBodySchema,
  shopIdentitySchema,
} from '../../../api/schemas/shop.ts';
import { auditWho } from '../auth/staff.ts';
import { access, defineRoute } from '../http/route.ts';
import { readShopIdentity, writeShopIdentity } from '../services/shop-identity.ts';

const admins = { tag: 'Shop', access: access.staff('admin') } as const;
const ADMIN_IDENTITY = {
  description: 'The identity, with when and by whom it was last set.',
  schema: adminShopIdentitySchema,
};

export const shopRoutes = [
  defineRoute({
    method: 'GET',
    path: '/shop',
    tag: 'Shop',
    summary:
      "Tells who sells: the shop's legal name, registration, tax code, address and ways to reach it ('' for what is not configured).",
    access: access.public,
    cache: 'catalogue',
    responses: { 200: { description: 'The identity.', schema: shopIdentitySchema } },
    handler: async (c) => (await readShopIdentity(c.var.deps)).identity,
  }),
  defineRoute({
    ...admins,
    method: 'GET',
    path: '/admin/shop',
    summary: "Reads the shop's identity as the back office's Shop details form edits it.",
    responses: { 200: ADMIN_IDENTITY },
    handler: (c) => readShopIdentity(c.var.deps),
  }),
  defineRoute({
    ...admins,
    method: 'PUT',
    path: '/admin/shop',
    summary:
      "Sets the shop's identity (the whole form; audited); every page of every instance shows it within about a second.",
    request: { body: shopIdentityBodySchema },
    responses: {
      200: ADMIN_IDENTITY,
      422: { description: 'A field breaks its rule: each named with its message.' },
    },
    handler: (c, { body }) => writeShopIdentity(c.var.deps, body, auditWho(c)),
  }),
];
