// Vietnamese: words many screens share, and the language switch.
import type { Widen } from '../types.ts';
import type { common as en } from '../en/common.ts';

export const common: Widen<typeof en> = {
  language: 'Ngôn ngữ',
  switchTo: 'English',
  pricesExcludeVat: 'Giá chưa bao gồm {percent}% VAT, thuế được cộng khi thanh toán.',
};
