// Vietnamese: the catalog strings, the same keys and {placeholders} as ../en/catalog.ts.
import type { Widen } from '../types.ts';
import type { catalog as en } from '../en/catalog.ts';

export const catalog: Widen<typeof en> = {};
