// Vietnamese: the api strings, the same keys and {placeholders} as ../en/api.ts.
import type { Widen } from '../types.ts';
import type { api as en } from '../en/api.ts';

export const api: Widen<typeof en> = {};
