// Contact form (/contact): its values are the contact rules' shape.
import type * as z from 'zod/mini';
import { contactRules, ruleErrors } from '../../api/schemas/rules.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { blankValues } from '../forms/blank-values.ts';

export type ContactMessage = z.input<typeof contactRules>;
export type ContactField = keyof ContactMessage;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = blankValues([
  'name',
  'email',
  'subject',
  'message',
]);

export const validateContact = (input: ContactMessage): FieldErrors<ContactField> =>
  ruleErrors(contactRules, input);
