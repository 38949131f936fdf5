// The shape of a toast request, and the decoding of one carried across a page change. Loaded only
// when a previous page left a toast behind, so the schema library never weighs on other pages.
import * as z from 'zod/mini';

export const toastInputSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(500))),
  /** A link when it has an href; otherwise a button that only closes the toast (e.g. 'Undo'). */
  action: z.optional(
    z.object({
      label: z.string().check(z.minLength(1), z.maxLength(40)),
      href: z.optional(z.string().check(z.regex(/^\/(?!\/)/))),
    }),
  ),
  /** Milliseconds before it closes by itself; default 5000, or never when it has an action. */
  duration: z.optional(z.number()),
  variant: z.optional(z.enum(['default', 'destructive'])),
});
export type ToastInput = z.infer<typeof toastInputSchema>;

/** The stored toast, or null (with a warning) when it is not one. */
export function decodeCarriedToast(encoded: string): ToastInput | null {
  try {
    return z.parse(toastInputSchema, JSON.parse(encoded));
  } catch (error) {
    console.warn('Ignoring a toast carried from the previous page', error);
    return null;
  }
}
