// Vietnamese: the pages strings, the same keys and {placeholders} as ../en/pages.ts.
import type { Widen } from '../types.ts';
import type { pages as en } from '../en/pages.ts';

export const pages: Widen<typeof en> = {};
