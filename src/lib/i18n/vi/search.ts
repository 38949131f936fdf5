// Vietnamese: the search strings, the same keys and {placeholders} as ../en/search.ts.
import type { Widen } from '../types.ts';
import type { search as en } from '../en/search.ts';

export const search: Widen<typeof en> = {};
