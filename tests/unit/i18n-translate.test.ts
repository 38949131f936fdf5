// The API's messages in another language, English text as the key (src/lib/i18n/translate.ts).
import { describe, expect, it } from 'vitest';
import { api } from '../../src/lib/i18n/en/api.ts';
import { fill, placeholdersOf } from '../../src/lib/i18n/index.ts';
import { translate, translateErrors } from '../../src/lib/i18n/translate.ts';
import { api as viApi } from '../../src/lib/i18n/vi/api.ts';
import { mail } from '../../src/lib/i18n/en/mail.ts';
import { mail as viMail } from '../../src/lib/i18n/vi/mail.ts';
import { passwordReset } from '../../src/lib/i18n/vi/password-reset.ts';
import { validation } from '../../src/lib/i18n/vi/validation.ts';
import { PASSWORD_RESET_MESSAGES } from '../../src/lib/password-reset.ts';
import { MESSAGES } from '../../src/lib/validation.ts';

type Tree = { readonly [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );

describe('translate', () => {
  it('an exact entry: the English text to its Vietnamese', () => {
    expect(translate('Validation failed', 'vi')).toBe('Thông tin chưa hợp lệ');
    expect(translate(MESSAGES.phoneInvalid, 'vi')).toBe(validation.phoneInvalid);
    expect(translate(PASSWORD_RESET_MESSAGES.sent, 'vi')).toBe(passwordReset.sent);
    expect(translate('Out of stock', 'vi')).toBe('Hết hàng');
  });

  it('an entry with {placeholders} as a pattern, the captured parts translated in turn', () => {
    expect(translate('Invalid query parameter: page, limit', 'vi')).toBe(
      'Tham số không hợp lệ: page, limit',
    );
    expect(translate('Only 3 left', 'vi')).toBe('Chỉ còn 3 sản phẩm');
    expect(
      translate(fill(api.orders.paymentDeclined, { reason: api.orders.cardDeclined }), 'vi'),
    ).toBe('Thanh toán bị từ chối: Thẻ của bạn bị từ chối.');
  });

  it('text the catalogues do not hold is left as it is; English stays English', () => {
    expect(translate('Staff member not found', 'vi')).toBe('Staff member not found');
    expect(translate('Only a few left today', 'vi')).toBe('Only a few left today');
    expect(translate('', 'vi')).toBe('');
    expect(translate('Validation failed', 'en')).toBe('Validation failed');
  });

  it('every value of an errors map', () => {
    expect(
      translateErrors({ email: MESSAGES.emailInvalid, sku: 'SKU already exists' }, 'vi'),
    ).toEqual({ email: validation.emailInvalid, sku: 'SKU already exists' });
  });

  it('every api and mail entry has the same placeholders in both languages, and each English one translates', () => {
    const vi = new Map([...entries(viApi), ...entries(viMail)]);
    for (const [key, english] of [...entries(api), ...entries(mail)]) {
      expect(placeholdersOf(vi.get(key) ?? ''), key).toEqual(placeholdersOf(english));
    }
    for (const [key, english] of entries(api)) {
      const expected = vi.get(key)!;
      if (placeholdersOf(english).length === 0)
        expect(translate(english, 'vi'), key).toBe(expected);
    }
  });
});
