// The shop's identity as shoppers see it (GET /api/shop), for on-demand pages (read in process)
// and the invoice's island alike. A page passes the contract schema to check the answer with; the
// island passes none, so it carries no schema library.
import type * as z from 'zod/mini';
import { request } from './http.ts';
import type { PublicShopIdentity } from './schemas/shop.ts';

export const getShopIdentity = (schema?: z.core.$ZodType<PublicShopIdentity>) =>
  request('/shop', { schema }) as Promise<PublicShopIdentity>;
