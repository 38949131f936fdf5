// Vietnamese: the shell strings, the same keys and {placeholders} as ../en/shell.ts.
import type { Widen } from '../types.ts';
import type { shell as en } from '../en/shell.ts';

export const shell: Widen<typeof en> = {};
