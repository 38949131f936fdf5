// Vietnamese: the account strings, the same keys and {placeholders} as ../en/account.ts.
import type { Widen } from '../types.ts';
import type { account as en } from '../en/account.ts';

export const account: Widen<typeof en> = {};
