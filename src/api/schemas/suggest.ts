// GET /api/search/suggest?q=: a few products and categories while the shopper types.
import * as z from 'zod/mini';
import { SUGGEST_MAX_CHARS, SUGGEST_MIN_CHARS, SUGGEST_PRODUCT_LIMIT } from '../../lib/suggest.ts';
import { productSchema } from './catalog.ts';

export const suggestQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(SUGGEST_MIN_CHARS), z.maxLength(SUGGEST_MAX_CHARS)),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

/** A product as a suggestion: `salePrice` only when it is below `price`; `image` never empty. */
export const suggestedProductSchema = z.extend(
  z.pick(productSchema, { _id: true, name: true, price: true, salePrice: true }),
  { image: z.string(), url: z.string() },
);
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;

/** A category whose name or Vietnamese words start with the words typed. */
export const suggestedCategorySchema = z.object({
  name: z.string(),
  label: z.string(),
  url: z.string(),
});
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;

export const suggestResponseSchema = z.object({
  products: z.array(suggestedProductSchema).check(z.maxLength(SUGGEST_PRODUCT_LIMIT)),
  categories: z.array(suggestedCategorySchema),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
