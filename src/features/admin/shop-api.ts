// The back office's calls on the shop's identity (Shop details), parsed by their contract schema
// (src/api/schemas/shop.ts).
import {
  adminShopIdentitySchema,
  type AdminShopIdentity,
  type ShopIdentityBody,
} from '../../api/schemas/shop.ts';
import { adminCall } from './session.ts';

export const fetchShopIdentity = (): Promise<AdminShopIdentity> =>
  adminCall('GET', '/admin/shop', adminShopIdentitySchema);

export const saveShopIdentity = (body: ShopIdentityBody): Promise<AdminShopIdentity> =>
  adminCall('PUT', '/admin/shop', adminShopIdentitySchema, { body });
