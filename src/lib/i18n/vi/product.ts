// Vietnamese: the product strings, the same keys and {placeholders} as ../en/product.ts.
import type { Widen } from '../types.ts';
import type { product as en } from '../en/product.ts';

export const product: Widen<typeof en> = {};
