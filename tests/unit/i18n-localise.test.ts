import { describe, expect, it } from 'vitest';
import { localise } from '../../src/lib/i18n/localise.ts';
import { validation } from '../../src/lib/i18n/vi/validation.ts';
import { MESSAGES } from '../../src/lib/validation.ts';

describe('localise', () => {
  it('gives the target entry of the key whose English value is the text', () => {
    expect(localise(MESSAGES.nameRequired, MESSAGES, validation)).toBe(validation.nameRequired);
    expect(localise(MESSAGES.messageTooShort, MESSAGES, validation)).toBe(
      validation.messageTooShort,
    );
  });

  it('leaves a text no key has, and English stays English', () => {
    expect(localise('Something else', MESSAGES, validation)).toBe('Something else');
    expect(localise(MESSAGES.emailInvalid, MESSAGES, MESSAGES)).toBe(MESSAGES.emailInvalid);
  });
});
