// The cart as the browser keeps it in localStorage under 'cart'. Read back only
// through this schema: a line of another shape makes the whole stored cart count as empty.
import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../lib/constants.ts';
import { moneySchema } from './common.ts';

/** A variation field a line may carry; an older cart wrote null for "none", read as absent. */
const optionalText = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((value) => value ?? undefined),
  ),
);

export const cartLineSchema = z.object({
  /** Product id. */
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  /** Unit price, integer VND. */
  price: moneySchema,
  image: z.string(),
  /** At least 1; a larger stored quantity than the cart allows is read as the maximum. */
  quantity: z.pipe(
    z.int().check(z.minimum(QUANTITY_MIN)),
    z.transform((quantity) => Math.min(quantity, QUANTITY_MAX)),
  ),
  variationId: optionalText,
  variationName: optionalText,
});
export type CartLine = z.output<typeof cartLineSchema>;

/** The stored cart: its lines, in the order they were added. */
export const cartLinesSchema = z.array(cartLineSchema);
