// Contact form rules (SPEC.md section 5, "Contact"), with the shared messages.
import { contactRules, ruleErrors } from '../../api/schemas/rules.ts';
import type { FieldErrors } from '../../lib/validation.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

export const validateContact = (input: ContactMessage): FieldErrors<ContactField> =>
  ruleErrors(contactRules, input);

/** The errors left once a field has been edited: that field's error clears. */
export function clearFieldError(
  errors: FieldErrors<ContactField>,
  field: ContactField,
): FieldErrors<ContactField> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
