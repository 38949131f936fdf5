// Operator calls on the catalogue (admin bearer token): a partial product update that goes live
// at once, and the announcement of changes written by other means.
import * as z from 'zod/mini';
import { PAGE_SIZE } from '../../lib/constants.ts';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
  PRODUCT_SHORT_DESCRIPTION_MAX,
  STOCK_MAX,
} from '../../lib/product-admin.ts';
import { idSchema, isoDateSchema, moneySchema, requiredTextSchema, textSchema } from './common.ts';
import { pagedListSchema, pagedQuerySchema } from './paging.ts';

/** The most products one announcement may name. */
export const CATALOG_CHANGED_MAX = 1000;

export const ADMIN_MESSAGES = {
  nothingToChange: 'Name at least one field to change',
  nameRequired: PRODUCT_MESSAGES.nameRequired,
  saleAbovePrice: PRODUCT_MESSAGES.saleAbovePrice,
  setOnVariations: "This product's prices and stock are set on its variations",
} as const;

export const productPatchSchema = z.strictObject({
  name: z.optional(requiredTextSchema(PRODUCT_NAME_MAX, ADMIN_MESSAGES.nameRequired)),
  description: z.optional(z.string().check(z.maxLength(PRODUCT_DESCRIPTION_MAX))),
  shortDescription: z.optional(textSchema(PRODUCT_SHORT_DESCRIPTION_MAX)),
  /** The Vietnamese texts of the /vi pages; empty: none (the Vietnamese page shows the English). */
  descriptionVi: z.optional(z.string().check(z.maxLength(PRODUCT_DESCRIPTION_MAX))),
  shortDescriptionVi: z.optional(textSchema(PRODUCT_SHORT_DESCRIPTION_MAX)),
  price: z.optional(moneySchema),
  salePrice: z.optional(z.nullable(moneySchema)),
  stock: z.optional(z.int().check(z.minimum(0), z.maximum(STOCK_MAX))),
  featured: z.optional(z.boolean()),
});
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const catalogChangedSchema = z.strictObject({
  products: z.array(idSchema).check(z.minLength(1), z.maxLength(CATALOG_CHANGED_MAX)),
});
export type CatalogChanged = z.infer<typeof catalogChangedSchema>;

export const catalogChangedResponseSchema = z.object({ products: z.int(), tags: z.int() });

/** GET /admin/search/misses: queries shoppers found nothing exact for, most frequent first. */
export const searchMissesQuerySchema = pagedQuerySchema(PAGE_SIZE.searchMisses, {});
export type SearchMissesQuery = z.infer<typeof searchMissesQuerySchema>;

export const searchMissSchema = z.object({
  /** Normalised: lower case, no diacritics, one space between words. */
  query: z.string(),
  count: z.int().check(z.minimum(1)),
  /** Whether similar products were shown the last time it was asked. */
  similar: z.boolean(),
  lastSeen: isoDateSchema,
});
export type SearchMiss = z.infer<typeof searchMissSchema>;

export const searchMissesResponseSchema = pagedListSchema('misses', searchMissSchema);
export type SearchMissesResponse = z.infer<typeof searchMissesResponseSchema>;
