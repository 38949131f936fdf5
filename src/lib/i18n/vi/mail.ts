// Vietnamese: the mail strings, the same keys and {placeholders} as ../en/mail.ts.
import type { Widen } from '../types.ts';
import type { mail as en } from '../en/mail.ts';

export const mail: Widen<typeof en> = {};
