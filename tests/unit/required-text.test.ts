// Required text is text a reader can see: the contract's "required" rules (names, addresses,
// product names, colours, sizes, criteria, staff names) refuse text of invisible characters with
// the message they give an empty field, and the contact message counts what a reader sees.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productPatchSchema } from '../../src/api/schemas/admin.ts';
import { attributeWriteSchema, colorWriteSchema } from '../../src/api/schemas/admin-products.ts';
import { requiredTextSchema } from '../../src/api/schemas/common.ts';
import {
  contactRules,
  registrationRules,
  ruleErrors,
  shippingRules,
} from '../../src/api/schemas/rules.ts';
import { PRODUCT_MESSAGES } from '../../src/lib/product-admin.ts';
import { STAFF_MESSAGES, validateNewStaff } from '../../src/lib/staff.ts';
import { MESSAGES } from '../../src/lib/validation.ts';

z.config(z.locales.en());

/** Blank to a reader: zero-width spaces, alone or among spaces, joiners, soft hyphens, fillers. */
const INVISIBLE = [
  '\u200b'.repeat(12),
  ' \u200b'.repeat(5),
  '\u2060\u00ad\ufeff',
  '\u3164\u3164',
  '\u0301\u0301',
];

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues[0]?.message;

describe('required text refuses what a reader cannot see', () => {
  it.each(INVISIBLE.map((text) => [JSON.stringify(text), text]))(
    'a name of %s is missing, with the message of an empty one',
    (_shown, text) => {
      const registration = {
        name: text,
        email: 'lan@example.vn',
        phoneNumber: '',
        password: 'long-enough',
        address: null,
      };
      expect(ruleErrors(registrationRules, registration).name).toBe(MESSAGES.fullNameRequired);
      expect(ruleErrors(registrationRules, { ...registration, name: '' }).name).toBe(
        MESSAGES.fullNameRequired,
      );
      const shipping = ruleErrors(shippingRules, {
        fullName: text,
        email: 'lan@example.vn',
        address: text,
        city: 'Hà Nội',
        state: 'HN',
        zipCode: '100000',
        country: 'Vietnam',
        phone: '0912345678',
      });
      expect(shipping).toEqual({
        fullName: MESSAGES.fullNameRequired,
        address: MESSAGES.addressRequired,
      });
      expect(validateNewStaff({ email: 'a@b.vn', name: text, password: 'long-enough' })).toEqual({
        name: STAFF_MESSAGES.nameRequired,
      });
      expect(firstMessage(productPatchSchema, { name: text })).toBe(PRODUCT_MESSAGES.nameRequired);
      expect(firstMessage(colorWriteSchema, { name: text, hex: '#000000' })).toBe(
        firstMessage(colorWriteSchema, { name: '', hex: '#000000' }),
      );
      expect(firstMessage(attributeWriteSchema, { type: 'Size', value: text })).toBe(
        'Size is required',
      );
      expect(firstMessage(requiredTextSchema(40), text)).toBe(
        firstMessage(requiredTextSchema(40), ''),
      );
    },
  );

  it('keeps names that are there, however short or composed', () => {
    for (const name of ['Lan', 'Ý', 'Nguye\u0302\u0303n', '\u200bLan\u200b'])
      expect(z.safeParse(requiredTextSchema(40), name).success, name).toBe(true);
  });

  it('counts a contact message by what a reader sees', () => {
    const contact = { name: 'Lan', email: 'lan@example.vn', subject: 'Order' };
    expect(ruleErrors(contactRules, { ...contact, message: '\u200b'.repeat(20) }).message).toBe(
      MESSAGES.messageRequired,
    );
    expect(
      ruleErrors(contactRules, { ...contact, message: `Hi${'\u200b'.repeat(20)}` }).message,
    ).toBe(MESSAGES.messageTooShort);
    expect(
      ruleErrors(contactRules, { ...contact, message: 'Where is it' }).message,
    ).toBeUndefined();
  });
});
