// Vietnamese: the home strings, the same keys and {placeholders} as ../en/home.ts.
import type { Widen } from '../types.ts';
import type { home as en } from '../en/home.ts';

export const home: Widen<typeof en> = {};
